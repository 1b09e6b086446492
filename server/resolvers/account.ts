/** The account: personal details, password, mail settings. */
import { rmSync } from "node:fs";
import { resolve } from "node:path";
import {
  fieldError,
  limitWait,
  message,
  rateLimited,
  simulationReadOnly,
  Validation,
  validationFailed,
} from "../errors.ts";
import type { Context } from "../context.ts";
import type { Store } from "../store/index.ts";
import { mails } from "../mails.ts";
import { hashPassword, verifyPassword } from "../passwords.ts";
import { readProof } from "../proof.ts";
import { MAILED_CODE } from "../../shared/mailed-code.ts";
import { MAX_STRING, parseId, PASSWORD_MIN, readEmail } from "../rules.ts";
import { signedIn } from "./signed-in.ts";
import type { FieldResolver } from "./types.ts";
import { reloadUser } from "./user.ts";
import { hasPendingProof, submitProof } from "./validation.ts";
import type { MutationResolvers, QueryResolvers } from "../generated/resolvers-types.ts";

export const ACCOUNT_ERRORS = {
  currentPassword: fieldError("WRONG_PASSWORD", "The current password is incorrect."),
  notEditable: fieldError("PASSWORD_NOT_EDITABLE", "The password of this account cannot be changed here."),
  confirmation: fieldError("PASSWORD_MISMATCH", "The password field confirmation does not match."),
};

function requiredName(validation: Validation, key: string, value: string): string {
  const trimmed = value.trim();
  if (trimmed === "") validation.add(key, message.required(key));
  else if (trimmed.length > MAX_STRING) validation.add(key, message.max(key, MAX_STRING));
  return trimmed;
}

const updatePersonalDetails: FieldResolver<MutationResolvers, "updatePersonalDetails"> = signedIn(
  ({ user }, { input }, context, info) => {
    const validation = new Validation();
    const first = requiredName(validation, "input.first_name", input.first_name);
    const last = requiredName(validation, "input.last_name", input.last_name);
    validation.throwIfFailed(info.fieldName);
    context.store.users.setPersonalDetails(
      user.id,
      { gender: input.gender, title: input.title ?? null, first_name: first, last_name: last },
      context.now(),
    );
    return reloadUser(context, user.id);
  },
);

/**
 * Profession, employment, main field and country. A new profession or country is covered by the old
 * proof no longer: it needs an EFN or a file by registration's rules (decision 018), and it cannot
 * change while a proof waits for staff.
 */
const updateProfessionalDetails: FieldResolver<MutationResolvers, "updateProfessionalDetails"> = signedIn(
  ({ user }, { input }, context, info) => {
    const { store } = context;
    const operation = info.fieldName;
    const validation = new Validation();
    const country = input.country.trim();
    if (country === "") validation.add("input.country", message.required("input.country"));
    else if (!/^[A-Z]{2}$/.test(country)) validation.add("input.country", message.invalid("input.country"));
    const fieldId = parseId(input.field_id);
    if (fieldId === null || !store.fields.existingIds([fieldId]).has(fieldId)) {
      validation.add("input.field_id", message.invalid("input.field_id"));
    }
    const replacing = input.profession !== user.profession || country !== user.country;
    const keys = { efn: "input.efn", file: "input.validation_file" };
    let proof = null;
    if (!replacing) {
      if (input.efn?.trim()) validation.add(keys.efn, message.prohibited(keys.efn));
      if (input.validation_file?.create) validation.add(keys.file, message.prohibited(keys.file));
    } else if (hasPendingProof(user)) {
      validation.add(keys.file, message.pending());
    } else if (!validation.has("input.country")) {
      proof = readProof(store, validation, keys, input.profession, country, input);
    }
    validation.throwIfFailed(operation);
    if (fieldId === null) throw new Error("validated input incomplete");

    const details = { employment: input.employment, country, fieldId };
    if (proof) {
      submitProof(context, user.id, input.profession, proof, operation, {
        kind: "DETAILS_CHANGE",
        replacing: true,
        fileKey: keys.file,
        before: () => store.users.setProfessionalDetails(user.id, details, context.now()),
      });
    } else {
      store.users.setProfessionalDetails(user.id, details, context.now());
    }
    return reloadUser(context, user.id);
  },
);

const changePassword: FieldResolver<MutationResolvers, "changePassword"> = signedIn(
  async (viewer, args, context, info) => {
    const { user } = viewer;
    const validation = new Validation();
    if (user.password_editable !== 1) {
      validation.add("password", ACCOUNT_ERRORS.notEditable).throwIfFailed(info.fieldName);
    }
    if (args.password.length < PASSWORD_MIN)
      validation.add("password", message.min("password", PASSWORD_MIN));
    else if (args.password.length > MAX_STRING)
      validation.add("password", message.max("password", MAX_STRING));
    if (args.password !== args.password_confirmation) validation.add("password", ACCOUNT_ERRORS.confirmation);
    // The same failed-attempt limit as the login: the current password must not be guessable here.
    await checkPassword(context, "current_password", args.current_password, validation);
    validation.throwIfFailed(info.fieldName);
    context.store.users.setPassword(user.id, await hashPassword(args.password), context.now());
    context.store.tokens.revokeOthers(user.id, viewer.tokenId, context.now());
    return reloadUser(context, user.id);
  },
);

const updateNotificationSettings: FieldResolver<MutationResolvers, "updateNotificationSettings"> = signedIn(
  ({ user }, { input }, context) => {
    context.store.users.setNotificationSettings(
      user.id,
      {
        promotions: input.notify_promotions,
        subscriptions: input.notify_subscriptions,
        frequency: input.summary_frequency,
        livestreamDay: input.notify_livestream_day,
      },
      context.now(),
    );
    return reloadUser(context, user.id);
  },
);

/** The viewer's password, checked under the login's failed-attempt limit; adds a message on `key`. */
async function checkPassword(context: Context, key: string, password: string, validation: Validation) {
  const { user } = context.requireViewer();
  const wait = context.loginLimit.retryAfterSeconds(user.email, context.now());
  if (wait > 0) throw rateLimited(wait);
  if (await verifyPassword(password, user.password_hash)) return;
  context.loginLimit.recordFailure(user.email, context.now());
  validation.add(key, ACCOUNT_ERRORS.currentPassword);
}

/** Everything stored about the viewer as a JSON document (GDPR art. 15 and 20). */
const myData: FieldResolver<QueryResolvers, "myData"> = signedIn(({ user, staff }, _a, context) => {
  // The whole record, mails with their codes included, is the person's alone: not for a simulation.
  if (staff) throw simulationReadOnly();
  return JSON.stringify(
    { exported_at: context.now().toISOString(), ...context.store.account.export(user.id) },
    null,
    2,
  );
});

/**
 * Deletes the account with everything stored about it, certificates included (decision 017), after
 * the password is confirmed; the proof files go from the disk too. Every session ends.
 */
const deleteAccount: FieldResolver<MutationResolvers, "deleteAccount"> = signedIn(
  async ({ user }, args, context, info) => {
    const validation = new Validation();
    await checkPassword(context, "password", args.password, validation);
    validation.throwIfFailed(info.fieldName);
    for (const file of context.store.account.delete(user.id)) {
      rmSync(resolve(context.dataDir, file), { force: true });
    }
    return true;
  },
);

/** What the viewer unlocked with codes (purchases join once checkout exists), last first. */
const myContent: FieldResolver<QueryResolvers, "myContent"> = signedIn(({ user }, _a, context) => {
  return context.store.content.withItems(context.store.activation.unlockedList(user.id));
});

/**
 * Email change requests in an hour: per user (a typo or two, not a mailing list) and per address,
 * by anyone (an address that is not someone's yet must not be flooded with codes).
 */
export const EMAIL_CHANGES_PER_USER = 5;
export const EMAIL_CHANGES_PER_ADDRESS = 3;
export const EMAIL_CHANGE_WINDOW_MS = 60 * 60 * 1000;

/**
 * How long the user must wait before a new code for the address can be had, in seconds (0: now): the
 * request limits, and an hour from the last code when wrong tries used it up, since a new code would
 * inherit them (decision 017). `wrongCodes` says that the tries are why.
 */
export function emailChangeWait(store: Store, userId: number, email: string, now: Date) {
  const requests = Math.max(
    limitWait(
      (after) => store.emailChanges.countByUser(userId, after),
      EMAIL_CHANGES_PER_USER,
      EMAIL_CHANGE_WINDOW_MS,
      now,
    ),
    limitWait(
      (after) => store.emailChanges.countByEmail(email, after),
      EMAIL_CHANGES_PER_ADDRESS,
      EMAIL_CHANGE_WINDOW_MS,
      now,
    ),
  );
  const exhausted = store.codes.exhaustedAt(email, "email_change", userId);
  const tries = exhausted
    ? Math.max(0, Math.ceil((exhausted.getTime() + EMAIL_CHANGE_WINDOW_MS - now.getTime()) / 1000))
    : 0;
  return { seconds: Math.max(requests, tries), wrongCodes: tries > 0 };
}

/**
 * Step 1 of an email change: the new address and the password; a 6-digit code goes to the new
 * address, within the limits above. The code is this user's for this address (decision 017): someone
 * else asking for the same address neither replaces it nor uses up its tries. A new request keeps
 * the wrong tries of the user's last code for the address, so it waits while they are used up.
 */
const requestEmailChange: FieldResolver<MutationResolvers, "requestEmailChange"> = signedIn(
  async ({ user }, args, context, info) => {
    const validation = new Validation();
    const email = readEmail(validation, "email", args.email);
    if (!validation.has("email")) {
      if (email === user.email) validation.add("email", message.invalid("email"));
      else if (context.store.users.byEmail(email)) validation.add("email", message.emailTaken("email"));
    }
    await checkPassword(context, "password", args.password, validation);
    validation.throwIfFailed(info.fieldName);
    const now = context.now();
    const { store } = context;
    const since = new Date(now.getTime() - EMAIL_CHANGE_WINDOW_MS);
    // Counted and recorded in one transaction (after the awaited password check), so parallel
    // requests cannot slip past the limits together.
    const code = store.db.transaction(() => {
      const wait = emailChangeWait(store, user.id, email, now);
      if (wait.seconds > 0) {
        throw rateLimited(wait.seconds, wait.wrongCodes ? "CODE_TRIES_EXCEEDED" : "RATE_LIMITED");
      }
      store.emailChanges.add(user.id, email, now);
      store.users.setPendingEmail(user.id, email, now);
      return store.codes.issue(email, "email_change", now, since, user.id);
    })();
    store.outbox.send(mails.emailChangeCode(email, code), now);
    return true;
  },
);

/**
 * Step 2: the code from the new address makes it the account's address; the old one is told. Once
 * wrong tries used the code up, no code is taken, and the answer says so and when a new one can be had.
 */
const confirmEmailChange: FieldResolver<MutationResolvers, "confirmEmailChange"> = signedIn(
  ({ user }, args, context, info) => {
    const { store } = context;
    const pending = user.pending_email;
    const code = args.code.trim();
    const now = context.now();
    const refuse = () => validationFailed(info.fieldName, { code: [message.emailCode()] });
    if (!pending || !MAILED_CODE.test(code)) throw refuse();
    const codeId = store.codes.verify(pending, "email_change", code, now, user.id);
    if (codeId === null) {
      if (!store.codes.exhaustedAt(pending, "email_change", user.id)) throw refuse();
      const wait = emailChangeWait(store, user.id, pending, now);
      if (wait.seconds > 0) throw rateLimited(wait.seconds, "CODE_TRIES_EXCEEDED");
      throw validationFailed(info.fieldName, { code: [message.emailCodeTries()] });
    }
    store.db.transaction(() => {
      if (store.users.byEmail(pending)) {
        throw validationFailed(info.fieldName, { code: [message.emailTaken("email")] });
      }
      if (!store.codes.consume(codeId, now)) throw refuse();
      store.users.setEmail(user.id, pending, now);
    })();
    store.outbox.send(mails.emailChanged(user.email, user.first_name, pending), now);
    return reloadUser(context, user.id);
  },
);

export const accountQueries = { myData, myContent } satisfies QueryResolvers;
export const accountMutations = {
  updatePersonalDetails,
  updateProfessionalDetails,
  changePassword,
  updateNotificationSettings,
  deleteAccount,
  requestEmailChange,
  confirmEmailChange,
} satisfies MutationResolvers;
