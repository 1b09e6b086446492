import { graphql } from "./generated";

// One document per page where possible (decision 006): the frame's `me` carries everything
// the app frame and /home need, so /home costs one upstream request.
export const MeDocument = graphql(`
  query Me {
    me {
      id
      email
      first_name
      last_name
      title
      gender
      show_tour
      show_field_dialog
      role
      is_simulating_user
      is_simulated_by_staff
      pending_proof_count
      staff_permissions
      can_hwg
      status
      validation_status
      validation_expiring_soon
      country
      is_old
      password_editable
      employment
      profession
      notify_promotions
      notify_subscriptions
      field {
        id
        slug
        sluggable_type
      }
      ...FollowedByUser
    }
  }
`);

/** What the frame shows of the user's follows (the drawer's Followed section): `me`, and every follow toggle's answer. */
export const FollowedByUserFragment = graphql(`
  fragment FollowedByUser on User {
    subscribedFields {
      id
      slug
      sluggable_type
      color
      icon
      label_de
      label_en
    }
    # A followed channel as its card shows it, with its field's icon for the drawer's entry.
    subscribedChannels {
      ...ChannelCard
      primary_field {
        icon
      }
    }
  }
`);

export const UpdateMeDocument = graphql(`
  mutation UpdateMe($input: UpdateMeInput!) {
    updateMe(input: $input) {
      id
      is_simulating_user
    }
  }
`);

export const TrackNotificationDocument = graphql(`
  mutation TrackNotification($mt: String!, $signature: String!) {
    trackNotification(mt: $mt, signature: $signature)
  }
`);

/** The confirm-data dialog's choices (spec 2.5): only for users who still have to confirm. */
export const ConfirmDataFieldsDocument = graphql(`
  query ConfirmDataFields {
    fields {
      id
      label_de
      label_en
      relevant
      mappedId
    }
  }
`);

export const ConfirmUserDataDocument = graphql(`
  mutation ConfirmUserData($input: ConfirmUserDataInput!) {
    confirmUserData(input: $input) {
      id
      show_field_dialog
    }
  }
`);
