import { AddToWatchlistDocument, RemoveFromWatchlistDocument } from "~/.server/graphql/watchlist";
import { toggleAction } from "~/.server/toggle-action";
import type { FlashMessage } from "~/lib/flash";
import { readWith, watchlistSchema, type WatchlistForm } from "~/lib/schemas/toggles";

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
