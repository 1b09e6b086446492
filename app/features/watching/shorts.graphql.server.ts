import { graphql } from "~/.server/graphql/generated";

// /shorts and /short/{slug}: the vertical feed, one document per page.

export const ShortFeedItemFragment = graphql(`
  fragment ShortFeedItem on Short {
    ...WatchableItem
    duration_seconds
    previous_slug
    next_slug
    on_watchlist
    media {
      ...MediaSourceFields
    }
  }
`);

export const ShortsFeedDocument = graphql(`
  query ShortsFeed($page: Int, $perPage: Int) {
    shortsFeed(page: $page, perPage: $perPage) {
      data {
        ...ShortFeedItem
      }
      paginatorInfo {
        currentPage
        lastPage
        hasMorePages
        total
      }
    }
  }
`);

export const ShortPageDocument = graphql(`
  query ShortPage($slug: String!) {
    short(slug: $slug) {
      ...ShortFeedItem
    }
  }
`);
