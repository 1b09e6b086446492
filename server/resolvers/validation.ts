import type { GraphQLResolveInfo } from "graphql";
import type { Context } from "../context.ts";
import { message, rateLimited, Validation, validationFailed } from "../errors.ts";
import { mails } from "../mails.ts";
import { burnPasswordCheck, verifyPassword } from "../passwords.ts";
import { applyProof, readProof, type Proof } from "../proof.ts";
import { readEmail } from "../rules.ts";
import { forStaff } from "../staff/permissions.ts";
import { decideProofAsStaff } from "../staff/decide.ts";
import type { UserRow } from "../store/users.ts";
import type { ProofKind } from "../store/validations.ts";
import { signedIn } from "./signed-in.ts";
import type { FieldResolver } from "./types.ts";
import type { MutationResolvers, QueryResolvers } from "../generated/resolvers-types.ts";

export const hasPendingProof = (user: UserRow): boolean =>
  user.validation_status === "PENDING" || user.validation_request_pending === 1;

/**
 * Applies the proof and mails the outcome, in one transaction; `before` runs first inside it (further
 * changes that stand or fall with the proof).
 */
export function submitProof(
  context: Context,
  userId: number,
  profession: string,
  proof: Proof,
  operation: string,
  options: { kind: ProofKind; replacing?: boolean; before?: () => void; fileKey?: string },
) {
  const fileKey = options.fileKey ?? "validation_file";
  const { store } = context;
  const now = context.now();
  store.db.transaction(() => {
    // Read again: a second request of the same user may have been quicker.
    const user = store.users.byId(userId);
    if (!user) throw new Error(`User ${userId} vanished during a validation request`);
    if (proof.kind === "file" && store.validations.pendingForUser(user.id)) {
      throw validationFailed(operation, { [fileKey]: [message.pending()] });
    }
    options.before?.();
    const current = store.users.byId(userId) ?? user;
    applyProof(store, current, profession, proof, { operation, fileKey }, now, options);
    const updated = store.users.byId(userId) ?? user;
    store.outbox.send(
      proof.kind === "efn"
        ? mails.validationAccepted(user.email, user.first_name, updated.validation_expires_at ?? "")
        : mails.validationReceived(user.email, user.first_name),
      now,
    );
  })();
}

/**
 * A suspended user (no token) submits new proof, proven by the password or by the renewal ticket of
 * their SUSPENDED login. An EFN is accepted at once and the account is ACTIVE again; a file makes
 * the validation PENDING and the account stays SUSPENDED until staff accept it. The ticket is used
 * up only when the request goes through, so fixing a field does not need a new login.
 */
const requestValidation: FieldResolver<MutationResolvers, "requestValidation"> = async (
  _parent,
  args,
  context,
  info,
) => {
  const { store } = context;
  const operation = info.fieldName;
  const validation = new Validation();
  const email = readEmail(validation, "email", args.email);
  const password = args.password ?? "";
  const ticket = args.renewal_token ?? "";
  if (password === "" && ticket === "") validation.add("password", message.required("password"));
  if (password !== "" && ticket !== "") {
    validation.add("password", message.prohibits("password", "renewal_token"));
  }
  validation.throwIfFailed(operation);

  const user = store.users.byEmail(email);
  let renewal: { id: number } | null = null;
  if (ticket !== "") {
    const found = store.renewals.find(ticket, context.now());
    if (!found || !user || found.userId !== user.id) {
      throw validationFailed(operation, { renewal_token: [message.renewalExpired()] });
    }
    renewal = found;
  } else {
    const wait = context.loginLimit.retryAfterSeconds(email, context.now());
    if (wait > 0) throw rateLimited(wait);
    if (!user) await burnPasswordCheck(password);
    if (!user || !(await verifyPassword(password, user.password_hash))) {
      context.loginLimit.recordFailure(email, context.now());
      throw validationFailed(operation, { password: [message.credentials()] });
    }
  }
  if (!user) throw validationFailed(operation, { password: [message.credentials()] });
  if (user.status === "DISABLED") throw validationFailed(operation, { email: [message.disabled()] });
  if (hasPendingProof(user)) throw validationFailed(operation, { email: [message.pending()] });

  const proofValidation = new Validation();
  const keys = { efn: "efn", file: "validation_file" };
  const proof = readProof(store, proofValidation, keys, args.profession, user.country, args);
  proofValidation.throwIfFailed(operation);
  if (renewal && !store.renewals.use(renewal.id, context.now())) {
    throw validationFailed(operation, { renewal_token: [message.renewalExpired()] });
  }
  if (proof) submitProof(context, user.id, args.profession, proof, operation, { kind: "RENEWAL" });
  return true;
};

export const REFRESH_SUCCESS = "Your validation request has been received.";

/**
 * A signed-in user renews their proof. An EFN is accepted at once with a new expiry; a file
 * becomes a PENDING request while the current validation stays until staff decide.
 */
const refreshValidation: FieldResolver<MutationResolvers, "refreshValidation"> = signedIn(
  ({ user }, args, context, info) => {
    const operation = info.fieldName;
    if (hasPendingProof(user)) throw validationFailed(operation, { validation_file: [message.pending()] });

    const validation = new Validation();
    const keys = { efn: "efn", file: "validation_file" };
    const proof = readProof(context.store, validation, keys, args.profession, user.country, args);
    validation.throwIfFailed(operation);
    if (proof) submitProof(context, user.id, args.profession, proof, operation, { kind: "RENEWAL" });
    return REFRESH_SUCCESS;
  },
);

/** Staff with a role, not while simulating a user (then they act as one). */
export function requireStaff(context: Context, operation: string): UserRow {
  const { user, simulating } = context.requireViewer();
  if (user.role === null || simulating) {
    throw validationFailed(operation, { role: [message.unauthorized()] });
  }
  return user;
}

/** A resolver for staff with a role (as requireStaff): it starts from the staff member. */
export function forAnyStaff<Parent, Args, Result>(
  resolve: (staff: UserRow, args: Args, context: Context, info: GraphQLResolveInfo) => Result,
): (parent: Parent, args: Args, context: Context, info: GraphQLResolveInfo) => Result {
  return (_parent, args, context, info) =>
    resolve(requireStaff(context, info.fieldName), args, context, info);
}

const pendingValidations: FieldResolver<QueryResolvers, "pendingValidations"> = forStaff(
  "PROOFS",
  (_staff, _args, context) => {
    return context.store.validations.pending();
  },
);

/** The contract's older staffAcceptProof, and a rejection without a reason. */
const decideValidation: FieldResolver<MutationResolvers, "decideValidation"> = (_p, args, context, info) =>
  decideProofAsStaff(context, info.fieldName, args.id, args.accept ? "accept" : "reject");

export const validationQueries = { pendingValidations } satisfies QueryResolvers;
export const validationMutations = {
  requestValidation,
  refreshValidation,
  decideValidation,
} satisfies MutationResolvers;
