import { message, Validation, validationFailed } from "../errors.ts";
import { mails } from "../mails.ts";
import { hashPassword } from "../passwords.ts";
import { applyProof, readProof } from "../proof.ts";
import { checkPassword, parseId, readCode, readEmail, readText } from "../rules.ts";
import type { FieldResolver } from "./types.ts";
import type { MutationResolvers, QueryResolvers } from "../generated/resolvers-types.ts";

const checkEmailDuplicate: FieldResolver<QueryResolvers, "checkEmailDuplicate"> = (
  _parent,
  args,
  { store },
  info,
) => {
  const validation = new Validation();
  const email = readEmail(validation, "email", args.email);
  validation.throwIfFailed(info.fieldName);
  return { email: args.email, available: store.users.byEmail(email) === undefined };
};

const requestRegistrationCode: FieldResolver<MutationResolvers, "requestRegistrationCode"> = (
  _parent,
  args,
  { store, now },
  info,
) => {
  const validation = new Validation();
  const email = readEmail(validation, "email", args.email);
  if (!validation.failed && store.users.byEmail(email)) validation.add("email", message.emailTaken("email"));
  validation.throwIfFailed(info.fieldName);

  store.db.transaction(() => {
    const code = store.codes.issue(email, "registration", now());
    store.outbox.send(mails.registrationCode(email, code), now());
  })();
  return true;
};

/**
 * Every rule is checked here again (the server never trusts the BFF); all messages come back
 * together. A wrong code counts as a try even when other fields fail; a right one is used only
 * when the account is created.
 */
const registerUser: FieldResolver<MutationResolvers, "registerUser"> = async (
  _parent,
  { input },
  { store, now: clock },
  info,
) => {
  const operation = info.fieldName;
  const validation = new Validation();
  const email = readEmail(validation, "input.email", input.email);
  if (!validation.has("input.email") && store.users.byEmail(email)) {
    validation.add("input.email", message.emailTaken("input.email"));
  }
  checkPassword(validation, "input.password", input.password);
  const firstName = readText(validation, "input.first_name", input.first_name);
  const lastName = readText(validation, "input.last_name", input.last_name);

  const country = input.country.trim();
  if (country === "") validation.add("input.country", message.required("input.country"));
  else if (!/^[A-Z]{2}$/.test(country)) validation.add("input.country", message.invalid("input.country"));

  const fieldId = parseId(input.field_id);
  const followed = input.fieldSubscriptions.map(parseId);
  const known = store.fields.existingIds([fieldId, ...followed].filter((id): id is number => id !== null));
  if (fieldId === null || !known.has(fieldId)) {
    validation.add("input.field_id", message.invalid("input.field_id"));
  }
  if (followed.some((id) => id === null || !known.has(id))) {
    validation.add("input.fieldSubscriptions", message.invalid("input.fieldSubscriptions"));
  }

  const proof = readProof(
    store,
    validation,
    { efn: "input.efn", file: "input.validation_file" },
    input.profession,
    country,
    input,
  );

  const codeId = readCode(
    validation,
    "input.registrationCode",
    input.registrationCode,
    message.registrationCode(),
    validation.has("input.email") ? null : (code) => store.codes.verify(email, "registration", code, clock()),
  );
  validation.throwIfFailed(operation);
  if (codeId === null || fieldId === null || proof === null) throw new Error("validated input incomplete");

  const passwordHash = await hashPassword(input.password);
  const now = clock();
  const token = store.db.transaction(() => {
    // Checked again: another request may have won while the password was hashed.
    if (store.users.byEmail(email)) {
      throw validationFailed(operation, { "input.email": [message.emailTaken("input.email")] });
    }
    if (!store.codes.consume(codeId, now)) {
      throw validationFailed(operation, { "input.registrationCode": [message.registrationCode()] });
    }
    const id = store.users.create(
      {
        email,
        passwordHash,
        firstName,
        lastName,
        title: input.title ?? null,
        gender: input.gender,
        profession: input.profession,
        employment: input.employment,
        country,
        fieldId,
        fieldIds: followed.filter((followedId): followedId is number => followedId !== null),
        notifyPromotions: input.notify_promotions ?? false,
        selfAttributions: [...new Set(input.self_attributions ?? [])],
      },
      now,
    );
    const user = store.users.byId(id);
    if (!user) throw new Error(`User ${id} vanished during registration`);
    applyProof(store, user, input.profession, proof, { operation, fileKey: "input.validation_file" }, now, {
      kind: "REGISTRATION",
    });
    store.outbox.send(mails.welcome(email, firstName), now);
    if (proof.kind === "file") store.outbox.send(mails.validationReceived(email, firstName), now);
    return store.tokens.issue(id, now);
  })();
  return { token };
};

export const registrationQueries = { checkEmailDuplicate } satisfies QueryResolvers;
export const registrationMutations = { requestRegistrationCode, registerUser } satisfies MutationResolvers;
