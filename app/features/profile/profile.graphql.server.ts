import { graphql } from "~/.server/graphql/generated";

// The account pages: /profile and its sub-pages.

export const ProfileOverviewDocument = graphql(`
  query ProfileOverview {
    me {
      id
      email
      first_name
      last_name
      title
      profession
      country
      validation_status
      validation_expires_at
      validation_expiring_soon
      follows {
        type
        id
        slug
        name
      }
    }
    professions {
      value
      label_de
      label_en
    }
    myCertificates {
      status
      points
      requester
      type
    }
  }
`);

export const ProfileSettingsDocument = graphql(`
  query ProfileSettings {
    me {
      id
      gender
      title
      first_name
      last_name
      password_editable
      notify_promotions
      notify_subscriptions
      summary_frequency
      notify_livestream_day
      calendar_feed {
        created_at
      }
    }
  }
`);

export const UpdatePersonalDetailsDocument = graphql(`
  mutation UpdatePersonalDetails($input: PersonalDetailsInput!) {
    updatePersonalDetails(input: $input) {
      id
    }
  }
`);

export const ChangePasswordDocument = graphql(`
  mutation ChangePassword($current: String!, $password: String!, $confirmation: String!) {
    changePassword(current_password: $current, password: $password, password_confirmation: $confirmation) {
      id
    }
  }
`);

export const UpdateNotificationSettingsDocument = graphql(`
  mutation UpdateNotificationSettings($input: NotificationSettingsInput!) {
    updateNotificationSettings(input: $input) {
      id
    }
  }
`);

export const SubscriptionsPageDocument = graphql(`
  query SubscriptionsPage {
    me {
      id
      follows {
        type
        id
        slug
        name
        notify
      }
    }
    fields {
      id
      slug
      label_de
      label_en
      relevant
      mappedId
    }
  }
`);

export const MyDataDocument = graphql(`
  query MyData {
    myData
  }
`);

export const DeleteAccountDocument = graphql(`
  mutation DeleteAccount($password: String!) {
    deleteAccount(password: $password)
  }
`);

export const MyContentDocument = graphql(`
  query MyContent {
    myContent {
      unlocked_at
      content {
        ...ContentCard
      }
    }
    myOrders {
      ...OrderSummaryFields
      created_at
    }
  }
`);

export const EmailChangePageDocument = graphql(`
  query EmailChangePage {
    me {
      id
      email
      pending_email
    }
  }
`);

export const RequestEmailChangeDocument = graphql(`
  mutation RequestEmailChange($email: String!, $password: String!) {
    requestEmailChange(email: $email, password: $password)
  }
`);

export const ConfirmEmailChangeDocument = graphql(`
  mutation ConfirmEmailChange($code: String!) {
    confirmEmailChange(code: $code) {
      id
    }
  }
`);

export const ProfessionalDetailsPageDocument = graphql(`
  query ProfessionalDetailsPage {
    me {
      id
      profession
      employment
      country
      validation_status
      validation_request_pending
      field {
        id
      }
    }
    ...ProfessionalOptions
  }
`);

export const UpdateProfessionalDetailsDocument = graphql(`
  mutation UpdateProfessionalDetails($input: ProfessionalDetailsInput!) {
    updateProfessionalDetails(input: $input) {
      id
      validation_status
    }
  }
`);

export const FollowFieldsDocument = graphql(`
  mutation FollowFields($ids: [ID!]!) {
    followFields(ids: $ids) {
      id
    }
  }
`);

export const FinishTourDocument = graphql(`
  mutation FinishTour {
    finishTour {
      id
      show_tour
    }
  }
`);
