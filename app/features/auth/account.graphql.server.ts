import { graphql } from "~/.server/graphql/generated";

// Password reset and proof renewal (spec §7): the forgot-password and request-validation dialogs.

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
      value
      group
      label_de
      label_en
    }
  }
`);
