import { graphql } from "~/.server/graphql/generated";

// /watchlist: the saved items and the add/remove mutations behind the toggle.

export const WatchlistDocument = graphql(`
  query Watchlist {
    watchlist {
      added_at
      content {
        ...ContentCard
      }
    }
  }
`);

export const AddToWatchlistDocument = graphql(`
  mutation AddToWatchlist($contentId: ID!) {
    addToWatchlist(contentId: $contentId) {
      content_id
      on_watchlist
    }
  }
`);

export const RemoveFromWatchlistDocument = graphql(`
  mutation RemoveFromWatchlist($contentId: ID!) {
    removeFromWatchlist(contentId: $contentId) {
      content_id
      on_watchlist
    }
  }
`);
