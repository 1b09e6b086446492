import { message, Validation } from "../errors.ts";
import { burnPasswordCheck, verifyPassword } from "../passwords.ts";
import { isEmail, MAX_STRING } from "../rules.ts";
import type { NoArgs, Resolver } from "./types.ts";

interface LoginResponse {
  status: "SUCCESS" | "INVALID_CREDENTIALS" | "SUSPENDED";
  token: string | null;
  validationStatus: string | null;
  profession: string | null;
  country: string | null;
}

const invalidCredentials: LoginResponse = {
  status: "INVALID_CREDENTIALS",
  token: null,
  validationStatus: null,
  profession: null,
  country: null,
};

const login: Resolver<unknown, { email: string; password: string }, Promise<LoginResponse>> = async (
  _parent,
  args,
  { store },
  info,
) => {
  const email = args.email.trim().toLowerCase();
  const validation = new Validation();
  if (email === "") validation.add("email", message.required("email"));
  else if (email.length > MAX_STRING) validation.add("email", message.max("email", MAX_STRING));
  else if (!isEmail(email)) validation.add("email", message.email("email"));
  if (args.password === "") validation.add("password", message.required("password"));
  validation.throwIfFailed(info.fieldName);

  const user = store.users.byEmail(email);
  if (!user) {
    await burnPasswordCheck(args.password);
    return invalidCredentials;
  }
  if (!(await verifyPassword(args.password, user.password_hash))) return invalidCredentials;

  const details = {
    validationStatus: user.validation_status,
    profession: user.profession,
    country: user.country,
  };
  // Suspended (or disabled) accounts learn their state only with the right password (spec 4).
  if (user.status !== "ACTIVE") return { status: "SUSPENDED", token: null, ...details };
  return { status: "SUCCESS", token: store.tokens.issue(user.id), ...details };
};

const logout: Resolver<unknown, NoArgs, { id: number }> = (_parent, _args, context) => {
  const { user, tokenId } = context.requireViewer();
  context.store.tokens.revoke(tokenId);
  return { id: user.id };
};

export const sessionMutations = { login, logout };
