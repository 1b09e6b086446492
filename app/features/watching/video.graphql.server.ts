import { graphql } from "~/.server/graphql/generated";

// /video/{slug}: one document for the page, a fragment per part of it. A locked item
// answers a teaser: media, description, chapters and citations are then null.

export const VideoDetailsFragment = graphql(`
  fragment VideoDetails on Vod {
    type
    published_at
    duration_seconds
    fields {
      id
      slug
      label_de
      label_en
    }
    tags {
      id
      slug
      name
    }
    experts {
      role
      expert {
        ...ExpertCard
      }
    }
  }
`);

/** The viewer's progress on a video: where the page resumes, and what the player's progress post answers. */
export const WatchProgressFieldsFragment = graphql(`
  fragment WatchProgressFields on WatchProgress {
    content_id
    position_seconds
    max_position_seconds
    duration_seconds
    percent
    completed
    watched_seconds
    counting_elsewhere
  }
`);

export const VideoCmeFragment = graphql(`
  fragment VideoCme on Vod {
    cme_points
    cme_category
    cme {
      ...CmeAccreditationFields
    }
    cme_progress {
      ...CmeProgressFields
    }
    progress {
      ...WatchProgressFields
    }
  }
`);

export const VideoPageDocument = graphql(`
  query VideoPage($slug: String!, $withTest: Boolean!) {
    vod(slug: $slug) {
      ...WatchableItem
      sponsorship {
        ...SponsorshipFields
      }
      access
      on_watchlist
      media {
        ...MediaSourceFields
      }
      chapters {
        title
        start_seconds
      }
      citations {
        text
        url
        start_seconds
      }
      ...VideoDetails
      ...VideoCme
      related {
        ...ContentCard
      }
    }
  }
`);

export const RecordWatchProgressDocument = graphql(`
  mutation RecordWatchProgress($contentId: ID!, $position: Int!) {
    recordWatchProgress(contentId: $contentId, position_seconds: $position) {
      ...WatchProgressFields
    }
  }
`);
