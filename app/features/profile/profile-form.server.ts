import type { Submission } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "@remix-run/node";
import type { z } from "zod";
import type { Translate } from "~/lib/validation";
import { type Api, getApi, upstreamFailure, UpstreamValidationError, type UpstreamCode } from "~/.server/api";
import { refusalText } from "~/.server/refusals";
import { requireToken } from "~/.server/auth";
import { readForm } from "~/.server/form";
import { retryAfterHeaders, retryAfterMinutes } from "~/.server/rate-limit";
import { getFixedT, getLocale } from "~/.server/i18n";
import { flash } from "~/.server/session";
import { ProfileSettingsDocument } from "./profile.graphql.server";
import { pageTitle } from "~/lib/title";

type ProfileForm<Value> = {
  schema: (t: Translate) => z.ZodType<Value>;
  /** Fields never sent back to the browser (passwords). */
  hide?: string[];

  run: (api: Api, value: Value) => Promise<unknown>;
  /** The upstream's refusal as the form's fields and our texts (spec §8: the first per field). */
  fieldErrors?: (error: UpstreamValidationError, t: Translate) => Record<string, string[]>;
  success?: string;
  /**
   * The message of the upstream's limit, with `count` minutes (default: the general one); a function
   * picks it by the limit's code where one operation has several limits.
   */
  rateLimited?: string | ((code: UpstreamCode | undefined) => string);
  /** Where to go after success (default: the page itself). */
  next?: string;
};

/**
 * The account pages' forms: the body checked and limited first, then the one zod schema; on
 * error 400 with the input kept (never passwords) and German messages; on success back to the page
 * (post/redirect/get) with "Erfolgreich gespeichert!".
 */
export async function profileFormAction<Value>(request: Request, form: ProfileForm<Value>) {
  const body = await readForm(request);
  await requireToken(request);
  const t = await getFixedT(request);
  const submission = parseWithZod(body, { schema: form.schema(t) }) as Submission<Value>;
  const reply = (options: Parameters<typeof submission.reply>[0] = {}, status = 400, headers?: HeadersInit) =>
    data({ result: submission.reply({ ...options, hideFields: form.hide }) }, { status, headers });
  if (submission.status !== "success") return reply();
  const api = await getApi(request, { locale: await getLocale(request) });
  try {
    await form.run(api, submission.value);
  } catch (error) {
    if (error instanceof UpstreamValidationError) {
      const fieldErrors = form.fieldErrors?.(error, t) ?? {};
      const known = Object.keys(fieldErrors).length > 0;
      return reply({ fieldErrors, formErrors: known ? [] : [refusalText(t, error.code())] });
    }
    const failure = upstreamFailure(error);
    if (failure?.retryAfterSeconds !== undefined) {
      const limit = { retryAfterSeconds: failure.retryAfterSeconds };
      const key = typeof form.rateLimited === "function" ? form.rateLimited(failure.code) : form.rateLimited;
      const text = key ? t(key, { count: retryAfterMinutes(limit) }) : t(failure.messageKey);
      return reply({ formErrors: [text] }, failure.status, retryAfterHeaders(limit));
    }
    if (failure) return reply({ formErrors: [t(failure.messageKey)] }, failure.status);
    throw error;
  }
  const path = form.next ?? new URL(request.url).pathname;
  throw redirect(path, {
    status: 303,
    headers: await flash(request, { kind: "success", messages: [{ key: form.success ?? "profile:saved" }] }),
  });
}

/** The settings pages' data: the user's settings and the page title (one upstream request). */
export async function loadSettings(request: Request, titleKey: string) {
  await requireToken(request);
  const api = await getApi(request, { locale: await getLocale(request) });
  const [{ me }, t] = await Promise.all([api.request(ProfileSettingsDocument), getFixedT(request)]);
  if (!me) throw new Response(null, { status: 401 });
  return { title: pageTitle(t, titleKey), me };
}
