import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { redirect } from "@remix-run/node";
import { Authenticator } from "remix-auth";
import { FormStrategy } from "remix-auth-form";
import type { FlashMessage } from "~/lib/flash";
import { createLoginSchema } from "~/features/auth/login.schema";
import { getApi, upstreamFailure, UpstreamValidationError } from "./api";
import { LoginDocument, LogoutDocument } from "~/features/auth/account.graphql.server";
import type { LoginMutation } from "./graphql/generated/graphql";
import { getFixedT, getLocale } from "./i18n";
import { endSessionStreams } from "./live-streams";
import { loginLimit, retryAfterHeaders, retryAfterMinutes } from "./rate-limit";
import {
  commitSession,
  destroySession,
  getSession,
  requireSessionStore,
  rotateSession,
  sessionCookieWouldBeDropped,
} from "./session";

/** What a login attempt ends in; the action turns it into a redirect or a form answer (never with the password). */
export type LoginOutcome =
  | {
      kind: "reply";
      status: number;
      result: SubmissionResult<string[]>;
      snackbar?: FlashMessage;
      headers?: HeadersInit;
    }
  | { kind: "success"; email: string; token: string; redirectTo?: string }
  | { kind: "suspended"; email: string; login: LoginMutation["login"] };

/**
 * The login form's check (spec §4, §8) through remix-auth's form strategy. The authenticator is made
 * per request so the strategy knows the client's address: remix-auth hands the strategy a clone of
 * the request, so nothing keyed by the request object would find it.
 */
export function authenticateLogin(request: Request, context: { clientIp?: string }) {
  const clientIp = context.clientIp ?? "unknown";
  const authenticator = new Authenticator<LoginOutcome>();
  authenticator.use(new FormStrategy(({ form }) => verifyLogin(request, form, clientIp)), "form");
  return authenticator.authenticate("form", request);
}

async function verifyLogin(request: Request, form: FormData, clientIp: string): Promise<LoginOutcome> {
  const t = await getFixedT(request);
  const submission = parseWithZod(form, { schema: createLoginSchema(t) });
  const reply = (
    errors: { formErrors?: string[]; fieldErrors?: Record<string, string[]> },
    status = 400,
    headers?: HeadersInit,
  ) =>
    ({
      kind: "reply",
      status,
      headers,
      result: submission.reply({ ...errors, hideFields: ["password"] }),
    }) as const;
  if (submission.status !== "success")
    return { kind: "reply", status: 400, result: submission.reply({ hideFields: ["password"] }) };
  const { email, password, redirect: redirectTo } = submission.value;
  if (sessionCookieWouldBeDropped(request))
    return reply({ formErrors: [t("auth:insecure_connection")] }, 403);

  const limit = await loginLimit.check(clientIp, email);
  if (limit.limited) {
    const count = retryAfterMinutes(limit);
    return reply({ formErrors: [t("auth:login.rate_limited", { count })] }, 429, retryAfterHeaders(limit));
  }

  try {
    // The session store down answers like the upstream down, before a token is made that no
    // session could keep.
    await requireSessionStore(request);
    const api = await getApi(request, { locale: await getLocale(request) });
    const { login } = await api.request(LoginDocument, { email, password });
    if (login.status === "SUCCESS" && login.token) {
      await loginLimit.clear(email);
      return { kind: "success", email, token: login.token, redirectTo };
    }
    if (login.status === "SUSPENDED") return { kind: "suspended", email, login };
    await loginLimit.record(email);
    return reply({ fieldErrors: { password: [t("auth:login.invalid_password")] } });
  } catch (error) {
    // Spec §8: other errors go to the error snackbar; the dialog keeps the email.
    const failure = upstreamFailure(error);
    if (failure?.retryAfterSeconds) {
      // The upstream's own limit for this account: the same message as ours.
      const wait = { retryAfterSeconds: failure.retryAfterSeconds };
      const count = retryAfterMinutes(wait);
      return reply({ formErrors: [t("auth:login.rate_limited", { count })] }, 429, retryAfterHeaders(wait));
    }
    if (failure) {
      return {
        ...reply({}, failure.status),
        snackbar: { kind: "error", messages: [{ key: failure.messageKey }] },
      };
    }
    if (!(error instanceof UpstreamValidationError)) throw error;
    // Spec §8: a validation error marks the email invalid.
    return reply({ fieldErrors: { email: [t("auth:login.invalid_email")] } });
  }
}

/** Stores the token in a fresh session (new id), with an optional message for the next page; returns its cookie. */
export async function startSession(
  request: Request,
  token: string,
  message?: FlashMessage,
  { newAccount = false }: { newAccount?: boolean } = {},
): Promise<string> {
  const session = await rotateSession(request);
  session.set("token", token);
  if (newAccount) session.set("newAccount", true);
  if (message) session.flash("flash", message);
  return commitSession(session);
}

/**
 * Logs out upstream (errors ignored, spec §4), closes the session's live event streams on every
 * instance (decision 023) and destroys the session record.
 */
export async function endSession(request: Request): Promise<string> {
  const session = await getSession(request);
  const token = session.get("token");
  if (token) {
    try {
      const api = await getApi(request);
      await api.request(LogoutDocument);
    } catch {
      // Spec §4: regardless of the result, the user is logged out here.
    }
    await endSessionStreams(token);
  }
  return destroySession(session);
}

/** Guard of spec 2.2: without a session, to `/` with `redirect` and `mt`/`signature` carried over. */
export async function requireToken(request: Request): Promise<string> {
  const token = (await getSession(request)).get("token");
  if (token) return token;
  const url = new URL(request.url);
  const params = new URLSearchParams();
  for (const key of ["mt", "signature"]) {
    const value = url.searchParams.get(key);
    if (value) params.set(key, value);
    url.searchParams.delete(key);
  }
  params.set("redirect", url.pathname + url.search);
  throw redirect(`/?${params}`);
}
