import { graphql } from "~/.server/graphql/generated";

// The field and channel pages, one document each, and the follow mutations. Cards are the shared
// fragments of app/.server/graphql/catalogue.ts.

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
