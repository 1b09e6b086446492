import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "@remix-run/node";
import { createUnlockSchema } from "~/lib/schemas/unlock";
import { getApi, upstreamFailure, UpstreamValidationError } from "~/.server/api";
import { UnlockDocument, UnlockViewerDocument } from "./unlock.graphql.server";
import { getFixedT, getLocale } from "~/.server/i18n";
import { actionLimit, retryAfterHeaders, retryAfterMinutes } from "~/.server/rate-limit";
import { getToken } from "~/.server/session";
import { backWithFlash, loginRedirect } from "~/.server/toggle-action";
import { backTarget, withDialog } from "~/.server/dialog-back";
import { readForm } from "~/.server/form";
import { requireToken } from "~/.server/auth";
import { pageTitle } from "~/lib/title";

// Wrong codes count against the user and every attempt against the client's address, so codes
// cannot be guessed in bulk, neither by logging in again nor from many accounts.
const limit = actionLimit("unlock");

/**
 * The unlock action (spec 2.5, §8): redeems the code; UNLOCKED goes back with the success snackbar,
 * INVALID/USED/EXPIRED answer 400 with 'Inhalt konnte nicht freigeschaltet werden' and the reason,
 * the typed code kept. Needs login.
 */
export async function unlockAction(request: Request, clientIp: string) {
  const form = await readForm(request);
  const back = backTarget(form.get("redirectTo"));
  const token = await getToken(request);
  if (!token) throw loginRedirect(withDialog(back, "unlock"));
  const t = await getFixedT(request);
  const submission = parseWithZod(form, { schema: createUnlockSchema(t) });
  if (submission.status !== "success") return data({ result: submission.reply(), back }, { status: 400 });
  // Spec §8: 'Inhalt konnte nicht freigeschaltet werden', with why.
  const failed = (reason: string) => t("share:unlock.failed_with", { reason });

  let status: "UNLOCKED" | "INVALID" | "USED" | "EXPIRED";
  let key = "";
  try {
    const api = await getApi(request, { locale: await getLocale(request) });
    const { me } = await api.request(UnlockViewerDocument);
    if (!me) throw loginRedirect(withDialog(back, "unlock"));
    key = `user:${me.id}`;
    const limited = await limit.check(clientIp, key);
    if (limited.limited) {
      const count = retryAfterMinutes(limited);
      const result = submission.reply({ formErrors: [failed(t("share:unlock.rate_limited", { count }))] });
      return data({ result, back }, { status: 429, headers: retryAfterHeaders(limited) });
    }
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

/** `/unlock?redirectTo=<page>`: the dialog on its own page, closing back to the page. Needs login. */
export async function loadUnlockPage(request: Request) {
  await requireToken(request);
  const t = await getFixedT(request);
  const back = backTarget(new URL(request.url).searchParams.get("redirectTo"));
  return { back, title: pageTitle(t, "share:unlock.title") };
}
