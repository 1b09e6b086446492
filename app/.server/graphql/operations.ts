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
    subscribedChannels {
      id
      name
      slug
      sluggable_type
      thumbnail_url
      primary_field {
        id
        color
        icon
      }
    }
  }
`);

export const LoginDocument = graphql(`
  mutation Login($email: String!, $password: String!) {
    login(email: $email, password: $password) {
      status
      token
      renewalToken
      validationStatus
      profession
      country
    }
  }
`);

export const LogoutDocument = graphql(`
  mutation Logout {
    logout {
      id
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

export const PingDocument = graphql(`
  query Ping {
    __typename
  }
`);

export const ProfessionsDocument = graphql(`
  query Professions {
    professions {
      value
      group
      label_de
      label_en
    }
  }
`);

export const RegistrationOptionsDocument = graphql(`
  query RegistrationOptions {
    professions {
      value
      group
      label_de
      label_en
    }
    fields {
      id
      slug
      label_de
      label_en
      color
      relevant
      mappedId
    }
  }
`);

export const CheckEmailDocument = graphql(`
  query CheckEmail($email: String!) {
    checkEmailDuplicate(email: $email) {
      available
    }
  }
`);

export const RequestRegistrationCodeDocument = graphql(`
  mutation RequestRegistrationCode($email: String!) {
    requestRegistrationCode(email: $email)
  }
`);

export const RegisterUserDocument = graphql(`
  mutation RegisterUser($input: RegisterUserInput!) {
    registerUser(input: $input) {
      token
    }
  }
`);

export const SignedStorageUrlUserValidationDocument = graphql(`
  mutation SignedStorageUrlUserValidation($fileName: String!) {
    signedStorageUrlUserValidation(fileName: $fileName) {
      uuid
      url
      inputs
    }
  }
`);

export const SignedStorageUrlAssistantPriceValidationDocument = graphql(`
  mutation SignedStorageUrlAssistantPriceValidation($fileName: String!) {
    signedStorageUrlAssistantPriceValidation(fileName: $fileName) {
      uuid
      url
      inputs
    }
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
