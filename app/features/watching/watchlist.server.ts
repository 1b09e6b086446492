import { getApi } from "~/.server/api";
import { requireToken } from "~/.server/auth";
import { getFixedT, getLocale } from "~/.server/i18n";
import { toggleAction } from "~/.server/toggle-action";
import { listable } from "~/components/discover/Shelf";
import { pageTitle } from "~/lib/title";
import {
  AddToWatchlistDocument,
  RemoveFromWatchlistDocument,
  WatchlistDocument,
} from "./watchlist.graphql.server";
import type { FlashMessage } from "~/lib/flash";
import { readWith, watchlistSchema, type WatchlistForm } from "~/lib/schemas/toggles";

/** /watchlist (logged in only): saved videos, livestreams and shorts, last added first. */
export async function loadWatchlist(request: Request) {
  await requireToken(request);
  const api = await getApi(request, { locale: await getLocale(request) });
  const [{ watchlist }, t] = await Promise.all([api.request(WatchlistDocument), getFixedT(request)]);
  return {
    title: pageTitle(t, "live:watchlist.title"),
    items: listable(watchlist.map((entry) => entry.content)),
  };
}

function successMessage(intent: WatchlistForm["intent"], title: string): FlashMessage {
  const key = `live:watchlist.${intent === "add" ? "added" : "removed"}${title ? "_named" : ""}`;
  return { kind: "success", messages: [{ key, values: { title } }] };
}

/** Add to or remove from the watch list, for every page (post/redirect/get back to `redirectTo` with a snackbar). */
export const watchlistAction = (request: Request) =>
  toggleAction<WatchlistForm>(request, {
    fallback: "/watchlist",
    failedKey: "live:watchlist.failed",
    read: readWith(watchlistSchema),
    async run(api, { intent, contentId }) {
      if (intent === "add") await api.request(AddToWatchlistDocument, { contentId });
      else await api.request(RemoveFromWatchlistDocument, { contentId });
    },
    success: ({ intent, title }) => successMessage(intent, title),
  });
