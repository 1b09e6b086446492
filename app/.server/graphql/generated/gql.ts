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
    "\n  query Me {\n    me {\n      id\n      email\n      first_name\n      last_name\n      title\n      gender\n      show_tour\n      show_field_dialog\n      role\n      is_simulating_user\n      can_hwg\n      status\n      validation_status\n      validation_expiring_soon\n      country\n      is_old\n      password_editable\n      employment\n      profession\n      notify_promotions\n      notify_subscriptions\n      field {\n        id\n        slug\n        sluggable_type\n      }\n      subscribedFields {\n        id\n        slug\n        sluggable_type\n        color\n        icon\n        label_de\n        label_en\n      }\n      subscribedChannels {\n        id\n        name\n        slug\n        sluggable_type\n        thumbnail_url\n        primary_field {\n          id\n          color\n          icon\n        }\n      }\n    }\n  }\n": typeof types.MeDocument,
    "\n  mutation Login($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      status\n      token\n      validationStatus\n      profession\n      country\n    }\n  }\n": typeof types.LoginDocument,
    "\n  mutation Logout {\n    logout {\n      id\n    }\n  }\n": typeof types.LogoutDocument,
    "\n  mutation UpdateMe($input: UpdateMeInput!) {\n    updateMe(input: $input) {\n      id\n      is_simulating_user\n    }\n  }\n": typeof types.UpdateMeDocument,
    "\n  mutation TrackNotification($mt: String!, $signature: String!) {\n    trackNotification(mt: $mt, signature: $signature)\n  }\n": typeof types.TrackNotificationDocument,
    "\n  query Ping {\n    __typename\n  }\n": typeof types.PingDocument,
    "\n  query Professions {\n    professions {\n      value\n      group\n      label_de\n      label_en\n    }\n  }\n": typeof types.ProfessionsDocument,
};
const documents: Documents = {
    "\n  query Me {\n    me {\n      id\n      email\n      first_name\n      last_name\n      title\n      gender\n      show_tour\n      show_field_dialog\n      role\n      is_simulating_user\n      can_hwg\n      status\n      validation_status\n      validation_expiring_soon\n      country\n      is_old\n      password_editable\n      employment\n      profession\n      notify_promotions\n      notify_subscriptions\n      field {\n        id\n        slug\n        sluggable_type\n      }\n      subscribedFields {\n        id\n        slug\n        sluggable_type\n        color\n        icon\n        label_de\n        label_en\n      }\n      subscribedChannels {\n        id\n        name\n        slug\n        sluggable_type\n        thumbnail_url\n        primary_field {\n          id\n          color\n          icon\n        }\n      }\n    }\n  }\n": types.MeDocument,
    "\n  mutation Login($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      status\n      token\n      validationStatus\n      profession\n      country\n    }\n  }\n": types.LoginDocument,
    "\n  mutation Logout {\n    logout {\n      id\n    }\n  }\n": types.LogoutDocument,
    "\n  mutation UpdateMe($input: UpdateMeInput!) {\n    updateMe(input: $input) {\n      id\n      is_simulating_user\n    }\n  }\n": types.UpdateMeDocument,
    "\n  mutation TrackNotification($mt: String!, $signature: String!) {\n    trackNotification(mt: $mt, signature: $signature)\n  }\n": types.TrackNotificationDocument,
    "\n  query Ping {\n    __typename\n  }\n": types.PingDocument,
    "\n  query Professions {\n    professions {\n      value\n      group\n      label_de\n      label_en\n    }\n  }\n": types.ProfessionsDocument,
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

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;