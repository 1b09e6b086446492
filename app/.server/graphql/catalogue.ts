import { graphql } from "./generated";

// The cards every page's documents share, and the subscribe dialog's item.
// Cards never ask for protected fields (description, media_url, chapters): a locked item is a teaser.
// They ask for what a card shows and no more: a page can carry 150 of them (decision 021).

export const ContentCardFragment = graphql(`
  fragment ContentCard on Content {
    __typename
    id
    slug
    title
    thumbnail_url
    locked
    lock_reason
    published_at
    ... on Livestream {
      state
      starts_at
      cme_points
    }
    ... on Vod {
      type
      duration_seconds
      cme_points
    }
    ... on Short {
      duration_seconds
    }
  }
`);

export const ChannelCardFragment = graphql(`
  fragment ChannelCard on Channel {
    id
    name
    slug
    sluggable_type
    thumbnail_url
    primary_field {
      id
      color
      label_de
      label_en
    }
  }
`);

/** An expert as the people list shows them (components/content/PeopleList.tsx). */
export const ExpertCardFragment = graphql(`
  fragment ExpertCard on Expert {
    id
    slug
    name
    title
    photo_url
  }
`);

/** The subscribe dialog's item (spec 2.5), named by the API from its id, never by the URL. */
export const FollowableDocument = graphql(`
  query Followable($type: FollowType!, $id: ID!) {
    followable(type: $type, id: $id) {
      type
      id
      label_de
      label_en
      is_followed
      notify
    }
  }
`);
