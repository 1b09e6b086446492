/** The watch list toggle's form (posted to /watchlist): checked before anything goes upstream. */
export type WatchlistIntent = "add" | "remove";

export function readWatchlistForm(form: FormData) {
  const intent = form.get("intent");
  const contentId = form.get("contentId");
  const title = form.get("title");
  if (intent !== "add" && intent !== "remove") return null;
  if (typeof contentId !== "string" || !/^[A-Za-z0-9_-]{1,64}$/.test(contentId)) return null;
  return {
    intent: intent as WatchlistIntent,
    contentId,
    // Only for the snackbar text the user reads about their own action.
    title: typeof title === "string" ? title.trim().slice(0, 255) : "",
  };
}
