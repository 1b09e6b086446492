import { graphql } from "~/.server/graphql/generated";

/**
 * What every watch page (a video, a short, a livestream) shows of its item around the player: its
 * head (toWatchableHead in watchable.ts), its lock and the channel it links to. A locked item answers
 * the same fields; only the protected description is then null.
 */
export const WatchableItemFragment = graphql(`
  fragment WatchableItem on Content {
    id
    slug
    title
    description
    thumbnail_url
    locked
    lock_reason
    channel {
      id
      slug
      name
    }
  }
`);
