import { graphql } from "~/.server/graphql/generated";

// The account's own operations (spec §7): login and logout, registration, the password reset and
// the proof's renewal (the login, register, forgot-password and request-validation dialogs).

/** A profession as the forms offer it: its value, its group and its labels. */
export const ProfessionOptionFieldsFragment = graphql(`
  fragment ProfessionOptionFields on ProfessionOption {
    value
    group
    label_de
    label_en
  }
`);

/** What registration and the professional details offer (`professionalOptions`). */
export const ProfessionalOptionsFragment = graphql(`
  fragment ProfessionalOptions on Query {
    professions {
      ...ProfessionOptionFields
    }
    fields {
      id
      label_de
      label_en
      color
      relevant
      mappedId
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

export const ProfessionsDocument = graphql(`
  query Professions {
    professions {
      ...ProfessionOptionFields
    }
  }
`);

export const RegistrationOptionsDocument = graphql(`
  query RegistrationOptions {
    ...ProfessionalOptions
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

export const ForgotPasswordDocument = graphql(`
  mutation ForgotPassword($email: String!) {
    forgotPassword(email: $email)
  }
`);

export const ResetPasswordDocument = graphql(`
  mutation ResetPassword($email: String!, $password: String!, $resetPasswordCode: String!) {
    resetPassword(email: $email, password: $password, resetPasswordCode: $resetPasswordCode) {
      token
    }
  }
`);

export const RequestValidationDocument = graphql(`
  mutation RequestValidation(
    $email: String!
    $renewal_token: String!
    $profession: Profession!
    $efn: String
    $validation_file: ValidationFileInput
  ) {
    requestValidation(
      email: $email
      renewal_token: $renewal_token
      profession: $profession
      efn: $efn
      validation_file: $validation_file
    )
  }
`);

export const RefreshValidationDocument = graphql(`
  mutation RefreshValidation($profession: Profession!, $efn: String, $validation_file: ValidationFileInput) {
    refreshValidation(profession: $profession, efn: $efn, validation_file: $validation_file)
  }
`);

/** What the refresh dialog needs: the user's proof state and the profession options. */
export const RefreshValidationContextDocument = graphql(`
  query RefreshValidationContext {
    me {
      id
      profession
      country
      validation_status
      validation_expiring_soon
      validation_request_pending
    }
    professions {
      ...ProfessionOptionFields
    }
  }
`);
