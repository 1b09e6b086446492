import { message, rateLimited, Validation } from "../errors.ts";
import { burnPasswordCheck, verifyPassword } from "../passwords.ts";
import { isEmail, MAX_STRING } from "../rules.ts";
import { recordSimulationEnd } from "../staff/simulation.ts";
import { signedIn } from "./signed-in.ts";
import type { FieldResolver } from "./types.ts";
import type { MutationResolvers, Profession, ValidationStatus } from "../generated/resolvers-types.ts";

interface LoginResponse {
  status: "SUCCESS" | "INVALID_CREDENTIALS" | "SUSPENDED";
  token: string | null;
  renewalToken?: string | null;
  validationStatus: ValidationStatus | null;
  profession: Profession | null;
  country: string | null;
}

const invalidCredentials: LoginResponse = {
  status: "INVALID_CREDENTIALS",
  token: null,
  validationStatus: null,
  profession: null,
  country: null,
};

const login: FieldResolver<MutationResolvers, "login"> = async (
  _parent,
  args,
  { store, now, loginLimit },
  info,
) => {
  const email = args.email.trim().toLowerCase();
  const validation = new Validation();
  if (email === "") validation.add("email", message.required("email"));
  else if (email.length > MAX_STRING) validation.add("email", message.max("email", MAX_STRING));
  else if (!isEmail(email)) validation.add("email", message.email("email"));
  if (args.password === "") validation.add("password", message.required("password"));
  validation.throwIfFailed(info.fieldName);

  // Every login counts, batched or not: past the limit the password is not even checked.
  const wait = loginLimit.retryAfterSeconds(email, now());
  if (wait > 0) throw rateLimited(wait);
  const user = store.users.byEmail(email);
  if (!user) await burnPasswordCheck(args.password);
  if (!user || !(await verifyPassword(args.password, user.password_hash))) {
    loginLimit.recordFailure(email, now());
    return invalidCredentials;
  }
  loginLimit.clear(email);

  const details = {
    validationStatus: user.validation_status,
    profession: user.profession,
    country: user.country,
  };
  // Suspended (or disabled) accounts learn their state only with the right password (spec 4); a
  // suspended one gets a ticket for its proof renewal instead of a token.
  if (user.status === "SUSPENDED") {
    return {
      status: "SUSPENDED",
      token: null,
      renewalToken: store.renewals.issue(user.id, now()),
      ...details,
    };
  }
  if (user.status !== "ACTIVE") return { status: "SUSPENDED", token: null, ...details };
  return { status: "SUCCESS", token: store.tokens.issue(user.id, now()), ...details };
};

const logout: FieldResolver<MutationResolvers, "logout"> = signedIn((viewer, _args, context) => {
  // Signing out ends a simulation too: the audit trail says so.
  recordSimulationEnd(context, viewer);
  context.store.tokens.revoke(viewer.tokenId, context.now());
  return { id: (viewer.staff ?? viewer.user).id };
});

export const sessionMutations = { login, logout } satisfies MutationResolvers;
