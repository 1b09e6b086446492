import { message, Validation, validationFailed, type FieldError } from "../errors.ts";
import { mails } from "../mails.ts";
import { hashPassword } from "../passwords.ts";
import { checkPassword, readCode, readEmail } from "../rules.ts";
import type { FieldResolver } from "./types.ts";
import type { MutationResolvers } from "../generated/resolvers-types.ts";

/** Answers true whether or not the account exists, so nobody can probe for addresses. */
const forgotPassword: FieldResolver<MutationResolvers, "forgotPassword"> = (
  _parent,
  args,
  { store, now, siteUrl },
  info,
) => {
  const validation = new Validation();
  const email = readEmail(validation, "email", args.email);
  validation.throwIfFailed(info.fieldName);

  const user = store.users.byEmail(email);
  // Disabled accounts are closed for good; suspended ones may reset and then renew their proof.
  if (user && user.status !== "DISABLED") {
    store.db.transaction(() => {
      const code = store.codes.issue(user.email, "password_reset", now());
      const link = new URL(`/reset-password/${code}`, siteUrl).href;
      store.outbox.send(mails.resetCode(user.email, code, user.first_name, link), now());
    })();
  }
  return true;
};

/**
 * A right code sets the password and signs the user out everywhere. ACTIVE users get a new
 * token; a SUSPENDED user's password is changed all the same, but the answer is a validation
 * error on `email` ("The account is suspended."): they log in and renew their proof.
 */
const resetPassword: FieldResolver<MutationResolvers, "resetPassword"> = async (
  _parent,
  args,
  { store, now: clock },
  info,
) => {
  const operation = info.fieldName;
  const validation = new Validation();
  const email = readEmail(validation, "email", args.email);
  checkPassword(validation, "password", args.password);
  const codeId = readCode(
    validation,
    "resetPasswordCode",
    args.resetPasswordCode,
    message.resetCode(),
    validation.has("email") ? null : (code) => store.codes.verify(email, "password_reset", code, clock()),
  );
  validation.throwIfFailed(operation);
  if (codeId === null) throw new Error("validated input incomplete");

  const passwordHash = await hashPassword(args.password);
  const now = clock();
  const outcome = store.db.transaction((): { token: string } | { refused: FieldError } => {
    const user = store.users.byEmail(email);
    if (!user || !store.codes.consume(codeId, now)) {
      throw validationFailed(operation, { resetPasswordCode: [message.resetCode()] });
    }
    store.users.setPassword(user.id, passwordHash, now);
    store.tokens.revokeAllForUser(user.id, now);
    if (user.status === "ACTIVE") return { token: store.tokens.issue(user.id, now) };
    return { refused: user.status === "SUSPENDED" ? message.suspended() : message.disabled() };
  })();
  if ("refused" in outcome) throw validationFailed(operation, { email: [outcome.refused] });
  return outcome;
};

export const passwordMutations = { forgotPassword, resetPassword } satisfies MutationResolvers;
