// STUB (to be built by the watch-list helper): a form posting to /watchlist that works without JS.
export interface WatchlistToggleProps {
  contentId: string;
  onWatchlist: boolean;
  signedIn: boolean;
}

export function WatchlistToggle(_props: WatchlistToggleProps) {
  return null;
}
