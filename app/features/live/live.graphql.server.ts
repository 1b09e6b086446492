import { graphql } from "~/.server/graphql/generated";

// /live/{slug} and its .ics download: one document per page.

export const LivestreamPageDocument = graphql(`
  query LivestreamPage($slug: String!, $withTest: Boolean!, $withLive: Boolean!) {
    livestream(slug: $slug) {
      ...WatchableItem
      sponsorship {
        ...SponsorshipFields
      }
      state
      starts_at
      ends_at
      cme_points
      cme_category
      cme {
        ...CmeAccreditationFields
      }
      cme_progress {
        ...CmeProgressFields
      }
      participation {
        seconds_watched
        threshold_minutes
        certificate {
          ...CertificateFields
        }
      }
      on_watchlist
      media {
        ...MediaSourceFields
      }
      recording {
        id
        slug
        title
        locked
        media {
          ...MediaSourceFields
        }
      }
      event {
        id
        slug
        title
      }
    }
    # The live session (null unless LIVE); signed-in viewers only.
    liveSession(livestream_slug: $slug) @include(if: $withLive) {
      ...LiveSessionFields
    }
    # The channel's follow state for FollowControls (null when anonymous).
    me {
      id
      follows {
        type
        id
        notify
      }
    }
  }
`);

export const LivestreamCalendarDocument = graphql(`
  query LivestreamCalendar($slug: String!) {
    livestream(slug: $slug) {
      id
      slug
      title
      description
      starts_at
      ends_at
      channel {
        name
      }
    }
  }
`);
