import { graphql } from "~/.server/graphql/generated";

// /video/{slug}: one document for the page, a fragment per part of it. A locked item
// answers a teaser: media, description, chapters and citations are then null.

export const VideoDetailsFragment = graphql(`
  fragment VideoDetails on Vod {
    type
    published_at
    duration_seconds
    description
    channel {
      id
      slug
      name
    }
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
      position_seconds
      max_position_seconds
      percent
      completed
      watched_seconds
    }
  }
`);

export const VideoPageDocument = graphql(`
  query VideoPage($slug: String!, $withTest: Boolean!) {
    vod(slug: $slug) {
      id
      slug
      title
      sponsorship {
        ...SponsorshipFields
      }
      thumbnail_url
      access
      locked
      lock_reason
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
      content_id
      position_seconds
      max_position_seconds
      duration_seconds
      percent
      completed
      watched_seconds
      counting_elsewhere
    }
  }
`);
