/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  mutation ForgotPassword($email: String!) {\n    forgotPassword(email: $email)\n  }\n": typeof types.ForgotPasswordDocument,
    "\n  mutation ResetPassword($email: String!, $password: String!, $resetPasswordCode: String!) {\n    resetPassword(email: $email, password: $password, resetPasswordCode: $resetPasswordCode) {\n      token\n    }\n  }\n": typeof types.ResetPasswordDocument,
    "\n  mutation RequestValidation(\n    $email: String!\n    $password: String!\n    $profession: Profession!\n    $efn: String\n    $validation_file: ValidationFileInput\n  ) {\n    requestValidation(\n      email: $email\n      password: $password\n      profession: $profession\n      efn: $efn\n      validation_file: $validation_file\n    )\n  }\n": typeof types.RequestValidationDocument,
    "\n  mutation RefreshValidation($profession: Profession!, $efn: String, $validation_file: ValidationFileInput) {\n    refreshValidation(profession: $profession, efn: $efn, validation_file: $validation_file)\n  }\n": typeof types.RefreshValidationDocument,
    "\n  query RefreshValidationContext {\n    me {\n      id\n      profession\n      country\n      validation_status\n      validation_expiring_soon\n    }\n    professions {\n      value\n      group\n      label_de\n      label_en\n    }\n  }\n": typeof types.RefreshValidationContextDocument,
    "\n  query Me {\n    me {\n      id\n      email\n      first_name\n      last_name\n      title\n      gender\n      show_tour\n      show_field_dialog\n      role\n      is_simulating_user\n      can_hwg\n      status\n      validation_status\n      validation_expiring_soon\n      country\n      is_old\n      password_editable\n      employment\n      profession\n      notify_promotions\n      notify_subscriptions\n      field {\n        id\n        slug\n        sluggable_type\n      }\n      subscribedFields {\n        id\n        slug\n        sluggable_type\n        color\n        icon\n        label_de\n        label_en\n      }\n      subscribedChannels {\n        id\n        name\n        slug\n        sluggable_type\n        thumbnail_url\n        primary_field {\n          id\n          color\n          icon\n        }\n      }\n    }\n  }\n": typeof types.MeDocument,
    "\n  mutation Login($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      status\n      token\n      validationStatus\n      profession\n      country\n    }\n  }\n": typeof types.LoginDocument,
    "\n  mutation Logout {\n    logout {\n      id\n    }\n  }\n": typeof types.LogoutDocument,
    "\n  mutation UpdateMe($input: UpdateMeInput!) {\n    updateMe(input: $input) {\n      id\n      is_simulating_user\n    }\n  }\n": typeof types.UpdateMeDocument,
    "\n  mutation TrackNotification($mt: String!, $signature: String!) {\n    trackNotification(mt: $mt, signature: $signature)\n  }\n": typeof types.TrackNotificationDocument,
    "\n  query Ping {\n    __typename\n  }\n": typeof types.PingDocument,
    "\n  query Professions {\n    professions {\n      value\n      group\n      label_de\n      label_en\n    }\n  }\n": typeof types.ProfessionsDocument,
    "\n  query RegistrationOptions {\n    professions {\n      value\n      group\n      label_de\n      label_en\n    }\n    fields {\n      id\n      slug\n      label_de\n      label_en\n      color\n      relevant\n      mappedId\n    }\n  }\n": typeof types.RegistrationOptionsDocument,
    "\n  query CheckEmail($email: String!) {\n    checkEmailDuplicate(email: $email) {\n      available\n    }\n  }\n": typeof types.CheckEmailDocument,
    "\n  mutation RequestRegistrationCode($email: String!) {\n    requestRegistrationCode(email: $email)\n  }\n": typeof types.RequestRegistrationCodeDocument,
    "\n  mutation RegisterUser($input: RegisterUserInput!) {\n    registerUser(input: $input) {\n      token\n    }\n  }\n": typeof types.RegisterUserDocument,
    "\n  mutation SignedStorageUrlUserValidation($fileName: String!) {\n    signedStorageUrlUserValidation(fileName: $fileName) {\n      uuid\n      url\n      inputs\n    }\n  }\n": typeof types.SignedStorageUrlUserValidationDocument,
    "\n  mutation SignedStorageUrlAssistantPriceValidation($fileName: String!) {\n    signedStorageUrlAssistantPriceValidation(fileName: $fileName) {\n      uuid\n      url\n      inputs\n    }\n  }\n": typeof types.SignedStorageUrlAssistantPriceValidationDocument,
};
const documents: Documents = {
    "\n  mutation ForgotPassword($email: String!) {\n    forgotPassword(email: $email)\n  }\n": types.ForgotPasswordDocument,
    "\n  mutation ResetPassword($email: String!, $password: String!, $resetPasswordCode: String!) {\n    resetPassword(email: $email, password: $password, resetPasswordCode: $resetPasswordCode) {\n      token\n    }\n  }\n": types.ResetPasswordDocument,
    "\n  mutation RequestValidation(\n    $email: String!\n    $password: String!\n    $profession: Profession!\n    $efn: String\n    $validation_file: ValidationFileInput\n  ) {\n    requestValidation(\n      email: $email\n      password: $password\n      profession: $profession\n      efn: $efn\n      validation_file: $validation_file\n    )\n  }\n": types.RequestValidationDocument,
    "\n  mutation RefreshValidation($profession: Profession!, $efn: String, $validation_file: ValidationFileInput) {\n    refreshValidation(profession: $profession, efn: $efn, validation_file: $validation_file)\n  }\n": types.RefreshValidationDocument,
    "\n  query RefreshValidationContext {\n    me {\n      id\n      profession\n      country\n      validation_status\n      validation_expiring_soon\n    }\n    professions {\n      value\n      group\n      label_de\n      label_en\n    }\n  }\n": types.RefreshValidationContextDocument,
    "\n  query Me {\n    me {\n      id\n      email\n      first_name\n      last_name\n      title\n      gender\n      show_tour\n      show_field_dialog\n      role\n      is_simulating_user\n      can_hwg\n      status\n      validation_status\n      validation_expiring_soon\n      country\n      is_old\n      password_editable\n      employment\n      profession\n      notify_promotions\n      notify_subscriptions\n      field {\n        id\n        slug\n        sluggable_type\n      }\n      subscribedFields {\n        id\n        slug\n        sluggable_type\n        color\n        icon\n        label_de\n        label_en\n      }\n      subscribedChannels {\n        id\n        name\n        slug\n        sluggable_type\n        thumbnail_url\n        primary_field {\n          id\n          color\n          icon\n        }\n      }\n    }\n  }\n": types.MeDocument,
    "\n  mutation Login($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      status\n      token\n      validationStatus\n      profession\n      country\n    }\n  }\n": types.LoginDocument,
    "\n  mutation Logout {\n    logout {\n      id\n    }\n  }\n": types.LogoutDocument,
    "\n  mutation UpdateMe($input: UpdateMeInput!) {\n    updateMe(input: $input) {\n      id\n      is_simulating_user\n    }\n  }\n": types.UpdateMeDocument,
    "\n  mutation TrackNotification($mt: String!, $signature: String!) {\n    trackNotification(mt: $mt, signature: $signature)\n  }\n": types.TrackNotificationDocument,
    "\n  query Ping {\n    __typename\n  }\n": types.PingDocument,
    "\n  query Professions {\n    professions {\n      value\n      group\n      label_de\n      label_en\n    }\n  }\n": types.ProfessionsDocument,
    "\n  query RegistrationOptions {\n    professions {\n      value\n      group\n      label_de\n      label_en\n    }\n    fields {\n      id\n      slug\n      label_de\n      label_en\n      color\n      relevant\n      mappedId\n    }\n  }\n": types.RegistrationOptionsDocument,
    "\n  query CheckEmail($email: String!) {\n    checkEmailDuplicate(email: $email) {\n      available\n    }\n  }\n": types.CheckEmailDocument,
    "\n  mutation RequestRegistrationCode($email: String!) {\n    requestRegistrationCode(email: $email)\n  }\n": types.RequestRegistrationCodeDocument,
    "\n  mutation RegisterUser($input: RegisterUserInput!) {\n    registerUser(input: $input) {\n      token\n    }\n  }\n": types.RegisterUserDocument,
    "\n  mutation SignedStorageUrlUserValidation($fileName: String!) {\n    signedStorageUrlUserValidation(fileName: $fileName) {\n      uuid\n      url\n      inputs\n    }\n  }\n": types.SignedStorageUrlUserValidationDocument,
    "\n  mutation SignedStorageUrlAssistantPriceValidation($fileName: String!) {\n    signedStorageUrlAssistantPriceValidation(fileName: $fileName) {\n      uuid\n      url\n      inputs\n    }\n  }\n": types.SignedStorageUrlAssistantPriceValidationDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ForgotPassword($email: String!) {\n    forgotPassword(email: $email)\n  }\n"): (typeof documents)["\n  mutation ForgotPassword($email: String!) {\n    forgotPassword(email: $email)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetPassword($email: String!, $password: String!, $resetPasswordCode: String!) {\n    resetPassword(email: $email, password: $password, resetPasswordCode: $resetPasswordCode) {\n      token\n    }\n  }\n"): (typeof documents)["\n  mutation ResetPassword($email: String!, $password: String!, $resetPasswordCode: String!) {\n    resetPassword(email: $email, password: $password, resetPasswordCode: $resetPasswordCode) {\n      token\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestValidation(\n    $email: String!\n    $password: String!\n    $profession: Profession!\n    $efn: String\n    $validation_file: ValidationFileInput\n  ) {\n    requestValidation(\n      email: $email\n      password: $password\n      profession: $profession\n      efn: $efn\n      validation_file: $validation_file\n    )\n  }\n"): (typeof documents)["\n  mutation RequestValidation(\n    $email: String!\n    $password: String!\n    $profession: Profession!\n    $efn: String\n    $validation_file: ValidationFileInput\n  ) {\n    requestValidation(\n      email: $email\n      password: $password\n      profession: $profession\n      efn: $efn\n      validation_file: $validation_file\n    )\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RefreshValidation($profession: Profession!, $efn: String, $validation_file: ValidationFileInput) {\n    refreshValidation(profession: $profession, efn: $efn, validation_file: $validation_file)\n  }\n"): (typeof documents)["\n  mutation RefreshValidation($profession: Profession!, $efn: String, $validation_file: ValidationFileInput) {\n    refreshValidation(profession: $profession, efn: $efn, validation_file: $validation_file)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RefreshValidationContext {\n    me {\n      id\n      profession\n      country\n      validation_status\n      validation_expiring_soon\n    }\n    professions {\n      value\n      group\n      label_de\n      label_en\n    }\n  }\n"): (typeof documents)["\n  query RefreshValidationContext {\n    me {\n      id\n      profession\n      country\n      validation_status\n      validation_expiring_soon\n    }\n    professions {\n      value\n      group\n      label_de\n      label_en\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Me {\n    me {\n      id\n      email\n      first_name\n      last_name\n      title\n      gender\n      show_tour\n      show_field_dialog\n      role\n      is_simulating_user\n      can_hwg\n      status\n      validation_status\n      validation_expiring_soon\n      country\n      is_old\n      password_editable\n      employment\n      profession\n      notify_promotions\n      notify_subscriptions\n      field {\n        id\n        slug\n        sluggable_type\n      }\n      subscribedFields {\n        id\n        slug\n        sluggable_type\n        color\n        icon\n        label_de\n        label_en\n      }\n      subscribedChannels {\n        id\n        name\n        slug\n        sluggable_type\n        thumbnail_url\n        primary_field {\n          id\n          color\n          icon\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query Me {\n    me {\n      id\n      email\n      first_name\n      last_name\n      title\n      gender\n      show_tour\n      show_field_dialog\n      role\n      is_simulating_user\n      can_hwg\n      status\n      validation_status\n      validation_expiring_soon\n      country\n      is_old\n      password_editable\n      employment\n      profession\n      notify_promotions\n      notify_subscriptions\n      field {\n        id\n        slug\n        sluggable_type\n      }\n      subscribedFields {\n        id\n        slug\n        sluggable_type\n        color\n        icon\n        label_de\n        label_en\n      }\n      subscribedChannels {\n        id\n        name\n        slug\n        sluggable_type\n        thumbnail_url\n        primary_field {\n          id\n          color\n          icon\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Login($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      status\n      token\n      validationStatus\n      profession\n      country\n    }\n  }\n"): (typeof documents)["\n  mutation Login($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      status\n      token\n      validationStatus\n      profession\n      country\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Logout {\n    logout {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation Logout {\n    logout {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateMe($input: UpdateMeInput!) {\n    updateMe(input: $input) {\n      id\n      is_simulating_user\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateMe($input: UpdateMeInput!) {\n    updateMe(input: $input) {\n      id\n      is_simulating_user\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TrackNotification($mt: String!, $signature: String!) {\n    trackNotification(mt: $mt, signature: $signature)\n  }\n"): (typeof documents)["\n  mutation TrackNotification($mt: String!, $signature: String!) {\n    trackNotification(mt: $mt, signature: $signature)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Ping {\n    __typename\n  }\n"): (typeof documents)["\n  query Ping {\n    __typename\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Professions {\n    professions {\n      value\n      group\n      label_de\n      label_en\n    }\n  }\n"): (typeof documents)["\n  query Professions {\n    professions {\n      value\n      group\n      label_de\n      label_en\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RegistrationOptions {\n    professions {\n      value\n      group\n      label_de\n      label_en\n    }\n    fields {\n      id\n      slug\n      label_de\n      label_en\n      color\n      relevant\n      mappedId\n    }\n  }\n"): (typeof documents)["\n  query RegistrationOptions {\n    professions {\n      value\n      group\n      label_de\n      label_en\n    }\n    fields {\n      id\n      slug\n      label_de\n      label_en\n      color\n      relevant\n      mappedId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CheckEmail($email: String!) {\n    checkEmailDuplicate(email: $email) {\n      available\n    }\n  }\n"): (typeof documents)["\n  query CheckEmail($email: String!) {\n    checkEmailDuplicate(email: $email) {\n      available\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestRegistrationCode($email: String!) {\n    requestRegistrationCode(email: $email)\n  }\n"): (typeof documents)["\n  mutation RequestRegistrationCode($email: String!) {\n    requestRegistrationCode(email: $email)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RegisterUser($input: RegisterUserInput!) {\n    registerUser(input: $input) {\n      token\n    }\n  }\n"): (typeof documents)["\n  mutation RegisterUser($input: RegisterUserInput!) {\n    registerUser(input: $input) {\n      token\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignedStorageUrlUserValidation($fileName: String!) {\n    signedStorageUrlUserValidation(fileName: $fileName) {\n      uuid\n      url\n      inputs\n    }\n  }\n"): (typeof documents)["\n  mutation SignedStorageUrlUserValidation($fileName: String!) {\n    signedStorageUrlUserValidation(fileName: $fileName) {\n      uuid\n      url\n      inputs\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignedStorageUrlAssistantPriceValidation($fileName: String!) {\n    signedStorageUrlAssistantPriceValidation(fileName: $fileName) {\n      uuid\n      url\n      inputs\n    }\n  }\n"): (typeof documents)["\n  mutation SignedStorageUrlAssistantPriceValidation($fileName: String!) {\n    signedStorageUrlAssistantPriceValidation(fileName: $fileName) {\n      uuid\n      url\n      inputs\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;