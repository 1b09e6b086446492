import { graphql } from "./generated";

// The catalogue pages: one document per page loader, and the follow mutations.
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

export const FieldsOverviewDocument = graphql(`
  query FieldsOverview {
    fieldsOverview {
      field {
        id
        slug
        sluggable_type
        label_de
        label_en
        icon
        color
        relevant
        mappedId
      }
      merged {
        id
        slug
        label_de
        label_en
      }
      content_count
      is_followed
    }
  }
`);

export const FieldPageDocument = graphql(`
  query FieldPage($slug: String!) {
    fieldPage(slug: $slug) {
      field {
        id
        slug
        sluggable_type
        label_de
        label_en
        icon
        color
      }
      redirect_to
      is_followed
      notify
      merged {
        id
        slug
        label_de
        label_en
      }
      parent {
        slug
        label_de
        label_en
      }
      subfields {
        slug
        label_de
        label_en
      }
      counts {
        livestreams
        vods
        e_learnings
        shorts
      }
      livestreams {
        ...ContentCard
      }
      vods {
        ...ContentCard
      }
      e_learnings {
        ...ContentCard
      }
      shorts {
        ...ContentCard
      }
      channels {
        ...ChannelCard
      }
      experts {
        ...ExpertCard
      }
    }
  }
`);

export const ChannelPageDocument = graphql(`
  query ChannelPage($slug: String!) {
    channelPage(slug: $slug) {
      channel {
        id
        name
        slug
        sluggable_type
        thumbnail_url
        description
        primary_field {
          id
          slug
          sluggable_type
          color
          label_de
          label_en
        }
        experts {
          role
          expert {
            ...ExpertCard
          }
        }
        supporters {
          name
          type
          url
        }
      }
      is_followed
      notify
      counts {
        livestreams
        vods
        e_learnings
        shorts
      }
      livestreams {
        ...ContentCard
      }
      vods {
        ...ContentCard
      }
      e_learnings {
        ...ContentCard
      }
      shorts {
        ...ContentCard
      }
    }
  }
`);

/** A follow toggle's answer: the user's follows after it, for the page and the frame (decision 006). */
export const FollowAnswerFragment = graphql(`
  fragment FollowAnswer on User {
    id
    ...FollowedByUser
    follows {
      type
      id
      notify
    }
  }
`);

export const FollowFieldDocument = graphql(`
  mutation FollowField($id: ID!, $notify: Boolean) {
    followField(id: $id, notify: $notify) {
      ...FollowAnswer
    }
  }
`);

export const UnfollowFieldDocument = graphql(`
  mutation UnfollowField($id: ID!) {
    unfollowField(id: $id) {
      ...FollowAnswer
    }
  }
`);

export const FollowChannelDocument = graphql(`
  mutation FollowChannel($id: ID!, $notify: Boolean) {
    followChannel(id: $id, notify: $notify) {
      ...FollowAnswer
    }
  }
`);

export const UnfollowChannelDocument = graphql(`
  mutation UnfollowChannel($id: ID!) {
    unfollowChannel(id: $id) {
      ...FollowAnswer
    }
  }
`);

export const SetFollowNotificationsDocument = graphql(`
  mutation SetFollowNotifications($type: FollowType!, $id: ID!, $notify: Boolean!) {
    setFollowNotifications(type: $type, id: $id, notify: $notify) {
      ...FollowAnswer
    }
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
