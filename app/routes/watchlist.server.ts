import { redirect, replace } from "@remix-run/node";
import { getApi, upstreamFailure, UpstreamValidationError } from "~/.server/api";
import { AddToWatchlistDocument, RemoveFromWatchlistDocument } from "~/.server/graphql/watchlist";
import { getLocale } from "~/.server/i18n";
import { flash, getToken } from "~/.server/session";
import type { FlashMessage } from "~/lib/flash";
import { readWatchlistForm, type WatchlistIntent as Intent } from "~/components/watch/watchlist-form";
import { safeRedirect } from "~/lib/redirect";

function successMessage(intent: Intent, title: string): FlashMessage {
  const key = `live:watchlist.${intent === "add" ? "added" : "removed"}${title ? "_named" : ""}`;
  return { kind: "success", messages: [{ key, values: { title } }] };
}

/**
 * Add to or remove from the watch list, for every page (post/redirect/get back to `redirectTo` with a
 * snackbar). The redirect replaces the history entry, so a fetcher (JavaScript on) stays on the page.
 */
export async function watchlistAction(request: Request) {
  const form = await request.formData();
  const back = safeRedirect(form.get("redirectTo"), "/watchlist");
  if (!(await getToken(request))) {
    throw redirect(`/?${new URLSearchParams({ dialog: "login", redirect: back })}`);
  }
  const input = readWatchlistForm(form);
  const failed: FlashMessage = { kind: "error", messages: [{ key: "live:watchlist.failed" }] };
  if (!input) return replace(back, { status: 303, headers: await flash(request, failed) });

  const api = await getApi(request, { locale: await getLocale(request) });
  try {
    if (input.intent === "add") await api.request(AddToWatchlistDocument, { contentId: input.contentId });
    else await api.request(RemoveFromWatchlistDocument, { contentId: input.contentId });
  } catch (error) {
    // Spec §8: other errors go to the error snackbar; the page stays as it was.
    const failure = upstreamFailure(error);
    if (!failure && !(error instanceof UpstreamValidationError)) throw error;
    const message: FlashMessage = failure
      ? { kind: "error", messages: [{ key: failure.messageKey }] }
      : failed;
    return replace(back, { status: 303, headers: await flash(request, message) });
  }
  return replace(back, {
    status: 303,
    headers: await flash(request, successMessage(input.intent, input.title)),
  });
}
