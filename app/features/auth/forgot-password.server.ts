import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import type { FlashMessage } from "~/lib/flash";
import { MAILED_CODE } from "../../../shared/mailed-code";
import {
  createForgotPasswordRequestSchema,
  createResetPasswordByLinkSchema,
  createResetPasswordSchema,
} from "./forgot-password.schema";
import { getApi, upstreamFailure, UpstreamValidationError } from "~/.server/api";
import { startSession } from "~/.server/auth";
import { ForgotPasswordDocument, ResetPasswordDocument } from "./account.graphql.server";
import { getFixedT, getLocale } from "~/.server/i18n";
import { actionLimit, retryAfterHeaders, retryAfterMinutes } from "~/.server/rate-limit";
import { commitSession, getSession, setDraft, type AppSession } from "~/.server/session";
import type { DialogFlow } from "./dialog-flow";
import { readForm } from "~/.server/form";
import { refusalMessages } from "~/.server/refusals";
import type { Translate } from "~/lib/validation";

export type ForgotPasswordStep = 1 | 2;
/** `code`: from the mail's link, filled into step 2. */
export type ForgotPasswordData = { step: ForgotPasswordStep; email: string | null; code: string | null };

const limit = actionLimit("password-reset");
export const forgotPasswordPath = (step: ForgotPasswordStep) => `/?dialog=forgot-password&step=${step}`;

function currentStep(request: Request): ForgotPasswordStep {
  return new URL(request.url).searchParams.get("step") === "2" ? 2 : 1;
}

/** The code of the mail's link (`/reset-password/{code}` leads to step 2 with `code`), if well-formed. */
function linkCode(request: Request): string | null {
  const code = new URL(request.url).searchParams.get("code");
  return code !== null && MAILED_CODE.test(code) ? code : null;
}

/** Where the mail's link `/reset-password/{code}` leads: step 2 with the code filled in. */
export const resetLinkPath = (code: string) => `${forgotPasswordPath(2)}&code=${encodeURIComponent(code)}`;

function reply(
  result: SubmissionResult<string[]>,
  snackbar: FlashMessage | null = null,
  status = 400,
  headers?: HeadersInit,
) {
  return data({ result, snackbar }, { status, headers });
}

async function go(session: AppSession, step: ForgotPasswordStep, message?: FlashMessage) {
  if (message) session.flash("flash", message);
  return redirect(forgotPasswordPath(step), { headers: { "Set-Cookie": await commitSession(session) } });
}

/**
 * Spec §8: upstream failures go to the error snackbar; a general (unexpected) one asks the user to
 * contact support. Null when the error is not an upstream failure.
 */
function failureSnackbar(error: unknown): { status: number; snackbar: FlashMessage } | null {
  const failure = upstreamFailure(error);
  if (!failure) return null;
  const messages =
    failure.messageKey === "common:errors.unexpected"
      ? [{ key: failure.messageKey }, { key: "auth:forgot_password.contact_support" }]
      : [{ key: failure.messageKey }];
  return { status: failure.status, snackbar: { kind: "error", messages } };
}

/** Clears the draft when the user left the dialog (spec §4: closing resets the data). */
export function resetForgotPasswordDraft(session: AppSession): boolean {
  if (!session.has("forgotPassword")) return false;
  session.unset("forgotPassword");
  return true;
}

/**
 * The forgot-password dialog (spec 2.5, §4, §8): step 1 mails a code, step 2 sets the new password
 * with it and logs the user in. The email lives in the server-side session between the steps.
 */
export const forgotPasswordFlow: DialogFlow<ForgotPasswordData> = {
  async load(request) {
    const step = currentStep(request);
    const email = (await getSession(request)).get("forgotPassword")?.email ?? null;
    const code = step === 2 ? linkCode(request) : null;
    // Step 2 without a code request or the mail's link (an old bookmark, an expired session): start over.
    if (step === 2 && !email && !code) throw redirect(forgotPasswordPath(1));
    return { step, email, code };
  },

  async action({ request, context }: ActionFunctionArgs) {
    const [t, locale, session] = await Promise.all([
      getFixedT(request),
      getLocale(request),
      getSession(request),
    ]);
    const form = await readForm(request);
    const intent = form.get("intent");
    const ip = context.clientIp ?? "unknown";
    const rateLimited = (limited: { retryAfterSeconds: number }) =>
      t("auth:forgot_password.rate_limited", { count: retryAfterMinutes(limited) });

    if (currentStep(request) === 1) {
      const submission = parseWithZod(form, { schema: createForgotPasswordRequestSchema(t) });
      if (submission.status !== "success") return reply(submission.reply());
      const { email } = submission.value;
      const limited = await limit.check(ip, email);
      if (limited.limited) {
        const result = submission.reply({ formErrors: [rateLimited(limited)] });
        return reply(result, null, 429, retryAfterHeaders(limited));
      }
      try {
        // The answer is the same whether the account exists (no probing): the user always goes on.
        await (await getApi(request, { locale })).request(ForgotPasswordDocument, { email });
      } catch (error) {
        const failure = failureSnackbar(error);
        if (failure) return reply(submission.reply(), failure.snackbar, failure.status);
        if (!(error instanceof UpstreamValidationError)) throw error;
        return reply(submission.reply({ fieldErrors: { email: [t("auth:forgot_password.invalid_email")] } }));
      }
      await limit.record(email);
      setDraft(session, "forgotPassword", { email });
      return go(session, 2);
    }

    const draftEmail = session.get("forgotPassword")?.email ?? null;
    // From the mail's link in another browser the form names the email; without either, start over.
    const byLink = !draftEmail && linkCode(request) !== null;
    if (!draftEmail && !byLink) throw redirect(forgotPasswordPath(1));

    if (intent === "resend") {
      const email = draftEmail;
      if (!email) throw redirect(forgotPasswordPath(1));
      const limited = await limit.check(ip, email);
      if (limited.limited) {
        const result = { status: "error" as const, error: { "": [rateLimited(limited)] } };
        return reply(result, null, 429, retryAfterHeaders(limited));
      }
      try {
        await (await getApi(request, { locale })).request(ForgotPasswordDocument, { email });
      } catch (error) {
        const failure = failureSnackbar(error);
        if (failure) return reply({ status: "error" }, failure.snackbar, failure.status);
        if (!(error instanceof UpstreamValidationError)) throw error;
        return go(session, 1);
      }
      await limit.record(email);
      return go(session, 2, { kind: "success", messages: [{ key: "auth:snackbar.resent_code" }] });
    }

    const schema = byLink ? createResetPasswordByLinkSchema(t) : createResetPasswordSchema(t);
    const submission = parseWithZod(form, { schema });
    const hidden = { hideFields: ["password", "password_repeat"] };
    if (submission.status !== "success") return reply(submission.reply(hidden));
    const { code, password } = submission.value;
    const email = "email" in submission.value ? String(submission.value.email) : draftEmail;
    if (!email) throw redirect(forgotPasswordPath(1));
    const limited = await limit.check(ip, email);
    if (limited.limited) {
      const result = submission.reply({ ...hidden, formErrors: [rateLimited(limited)] });
      return reply(result, null, 429, retryAfterHeaders(limited));
    }
    let token: string;
    try {
      const api = await getApi(request, { locale });
      ({
        resetPassword: { token },
      } = await api.request(ResetPasswordDocument, { email, password, resetPasswordCode: code }));
    } catch (error) {
      const failure = failureSnackbar(error);
      if (failure) return reply(submission.reply(hidden), failure.snackbar, failure.status);
      if (!(error instanceof UpstreamValidationError)) throw error;
      if (isRefusedAccount(error)) {
        // The code was right and the password is changed, but the account may not sign in (SUSPENDED):
        // the login leads on to the proof renewal.
        session.unset("forgotPassword");
        session.flash("flash", {
          kind: "success",
          messages: [{ key: "auth:forgot_password.changed_login" }],
        });
        throw redirect("/?dialog=login", { headers: { "Set-Cookie": await commitSession(session) } });
      }
      await limit.record(email);
      return reply(submission.reply({ ...hidden, ...resetErrors(error, t) }));
    }
    await limit.clear(email);
    // A new session (new id): the draft goes with the old one.
    const cookie = await startSession(request, token, {
      kind: "success",
      messages: [{ key: "auth:forgot_password.success" }],
    });
    throw redirect("/home", { headers: { "Set-Cookie": cookie } });
  },
};

/**
 * The contract: a right code for an account that may not sign in (ACCOUNT_SUSPENDED, ACCOUNT_DISABLED)
 * answers an error on `email` alone; the password is changed all the same.
 */
function isRefusedAccount(error: UpstreamValidationError): boolean {
  const keys = Object.keys(error.fields);
  return keys.length > 0 && keys.every((key) => key === "email");
}

/** Spec §8: a refused code is 'Ungültiger Code'; the rest our words for the first code per field. */
function resetErrors(error: UpstreamValidationError, t: Translate) {
  return refusalMessages(error, t, {
    fields: { resetPasswordCode: "code", password: "password" },
    overrides: { CODE_INVALID: "auth:forgot_password.invalid_code" },
  });
}
