import { createHash } from "node:crypto";
import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "@remix-run/node";
import { createUnlockSchema } from "~/lib/schemas/unlock";
import { getApi, upstreamFailure, UpstreamValidationError } from "./api";
import { UnlockDocument } from "./graphql/unlock";
import { getFixedT, getLocale } from "./i18n";
import { actionLimit } from "./rate-limit";
import { getToken } from "./session";
import { backWithFlash, loginRedirect } from "./toggle-action";
import { safeRedirect } from "~/lib/redirect";

/** Dialog and step parameters: the page to go back to is the page without its dialog. */
const DIALOG_PARAMS = ["dialog", "step"];

/** The same-site page to return to, without dialog parameters (open-redirect guard). */
export function backTarget(value: unknown): string {
  const target = safeRedirect(value, "/home");
  const url = new URL(target, "http://app.invalid");
  for (const name of DIALOG_PARAMS) url.searchParams.delete(name);
  return url.pathname + url.search;
}

/** The page with the unlock dialog open: where an anonymous viewer comes back to after login. */
export function withUnlockDialog(back: string): string {
  const url = new URL(back, "http://app.invalid");
  url.searchParams.set("dialog", "unlock");
  return url.pathname + url.search;
}

// Wrong codes count against the account (a hash of its token: the limiter never holds the token)
// and every attempt against the IP, so codes cannot be guessed in bulk.
const limit = actionLimit("unlock");
const accountKey = (token: string) => createHash("sha256").update(token).digest("hex").slice(0, 32);

/**
 * The unlock action (spec 2.5, §8): redeems the code; UNLOCKED goes back with the success snackbar,
 * INVALID/USED/EXPIRED answer 400 with 'Inhalt konnte nicht freigeschaltet werden' and the reason,
 * the typed code kept. Needs login.
 */
export async function unlockAction(request: Request, clientIp: string) {
  const form = await request.formData();
  const back = backTarget(form.get("redirectTo"));
  const token = await getToken(request);
  if (!token) throw loginRedirect(withUnlockDialog(back));
  const t = await getFixedT(request);
  const submission = parseWithZod(form, { schema: createUnlockSchema(t) });
  if (submission.status !== "success") return data({ result: submission.reply(), back }, { status: 400 });
  // Spec §8: 'Inhalt konnte nicht freigeschaltet werden', with why.
  const failed = (reason: string) => t("share:unlock.failed_with", { reason });

  const key = accountKey(token);
  const limited = await limit.check(clientIp, key);
  if (limited.limited) {
    const count = Math.max(1, Math.ceil(limited.retryAfterSeconds / 60));
    const result = submission.reply({ formErrors: [failed(t("share:unlock.rate_limited", { count }))] });
    return data({ result, back }, { status: 429 });
  }

  let status: "UNLOCKED" | "INVALID" | "USED" | "EXPIRED";
  try {
    const api = await getApi(request, { locale: await getLocale(request) });
    ({
      unlock: { status },
    } = await api.request(UnlockDocument, { code: submission.value.code }));
  } catch (error) {
    const failure = upstreamFailure(error);
    if (failure) {
      const result = submission.reply({ formErrors: [failed(t(failure.messageKey))] });
      return data({ result, back }, { status: failure.status });
    }
    if (!(error instanceof UpstreamValidationError)) throw error;
    // The API refused the code's shape: for the user that is an invalid code.
    status = "INVALID";
  }

  if (status !== "UNLOCKED") {
    await limit.record(key);
    const result = submission.reply({
      fieldErrors: { code: [failed(t(`share:unlock.reasons.${status}`))] },
    });
    return data({ result, back }, { status: 400 });
  }
  await limit.clear(key);
  return backWithFlash(request, back, { kind: "success", messages: [{ key: "share:unlock.success" }] });
}
