/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type Employment =
  | 'CLINIC'
  | 'INDUSTRY'
  | 'OTHER'
  | 'PUBLIC_FACILITY'
  | 'SETTLED';

export type Gender =
  | 'DIVERSE'
  | 'FEMALE'
  | 'MALE';

export type LoginResponseStatus =
  | 'INVALID_CREDENTIALS'
  | 'SUCCESS'
  | 'SUSPENDED';

/** Spec 3.5: 6 professions in the default group, 35 in the extended group. */
export type Profession =
  | 'ALTERNATIVE_PRACTITIONER'
  | 'ASSISTANT_DOCTOR'
  | 'CLINICAL_RESEARCH'
  | 'CLINIC_MANAGEMENT'
  | 'DENTAL_ASSISTANT'
  | 'DENTIST'
  | 'DIETITIAN'
  | 'DOCTOR'
  | 'EMERGENCY_PARAMEDIC'
  | 'GERIATRIC_NURSE'
  | 'HEALTH_DEPARTMENT'
  | 'HEALTH_INSURANCE'
  | 'HEARING_AID_ACOUSTICIAN'
  | 'LABORATORY_TECHNICIAN'
  | 'MEDICAL_ASSISTANT'
  | 'MEDICAL_JOURNALIST'
  | 'MEDICAL_SPECIALIST'
  | 'MEDICAL_STUDENT'
  | 'MEDICAL_TECHNICAL_ASSISTANT'
  | 'MEDICAL_TECHNOLOGY_INDUSTRY'
  | 'MIDWIFE'
  | 'NURSE'
  | 'OCCUPATIONAL_THERAPIST'
  | 'OPTICIAN'
  | 'ORTHOPEDIC_TECHNICIAN'
  | 'OTHER'
  | 'PEDIATRIC_NURSE'
  | 'PHARMACEUTICAL_INDUSTRY'
  | 'PHARMACEUTICAL_TECHNICAL_ASSISTANT'
  | 'PHARMACIST'
  | 'PHARMACY_STUDENT'
  | 'PHYSICIAN_ASSISTANT'
  | 'PHYSIOTHERAPIST'
  | 'PODIATRIST'
  | 'PSYCHOLOGIST'
  | 'PSYCHOTHERAPIST'
  | 'RADIOLOGY_TECHNICIAN'
  | 'SPEECH_THERAPIST'
  | 'VET'
  | 'VETERINARY_ASSISTANT'
  | 'VETERINARY_STUDENT';

export type ProfessionGroup =
  | 'DEFAULT'
  | 'EXTENDED';

export type RegisterUserInput = {
  /** ISO 3166-1 alpha-2 */
  country: string;
  /** Only for DOCTOR in DE; else validation_file. */
  efn?: string | null | undefined;
  email: string;
  employment: Employment;
  fieldSubscriptions: Array<string | number>;
  field_id: string | number;
  first_name: string;
  gender: Gender;
  last_name: string;
  notify_promotions?: boolean | null | undefined;
  password: string;
  profession: Profession;
  /** The 6-digit code mailed by requestRegistrationCode. */
  registrationCode: string;
  self_attributions?: Array<UserSelfAttributionOrigin> | null | undefined;
  title?: Title | null | undefined;
  validation_file?: ValidationFileInput | null | undefined;
};

export type Title =
  | 'DR'
  | 'PD'
  | 'PROF';

export type UpdateMeInput = {
  is_simulating_user?: boolean | null | undefined;
};

/** Staff roles. Ordinary users have no role. */
export type UserRole =
  | 'assistenz'
  | 'customer_service'
  | 'finance'
  | 'geschaeftsuehrung'
  | 'hr'
  | 'junior_projektleitung'
  | 'key_account_management'
  | 'mediengestaltung'
  | 'projektleitung'
  | 'projektmanagement'
  | 'senior_projektleitung'
  | 'super_admin'
  | 'teamleitung';

/** Spec 3.6: where a new user heard of the platform (asked at registration, shown in random order). */
export type UserSelfAttributionOrigin =
  | 'ADVERTISEMENT'
  | 'COLLEAGUES'
  | 'CONFERENCE'
  | 'EXPERTS'
  | 'INDUSTRY'
  | 'LINKEDIN'
  | 'MAIL'
  | 'SEARCH'
  | 'SOCIETY';

export type UserStatus =
  | 'ACTIVE'
  | 'DISABLED'
  | 'SUSPENDED';

export type ValidationFileCreate = {
  uuid: string | number;
};

/** Attach an uploaded file (create) or remove the attached one (delete). */
export type ValidationFileInput = {
  create?: ValidationFileCreate | null | undefined;
  delete?: boolean | null | undefined;
};

export type ValidationStatus =
  | 'ACCEPTED'
  | 'EXPIRED'
  | 'PENDING'
  | 'REJECTED';

export type ForgotPasswordMutationVariables = Exact<{
  email: string;
}>;


export type ForgotPasswordMutation = { forgotPassword: boolean };

export type ResetPasswordMutationVariables = Exact<{
  email: string;
  password: string;
  resetPasswordCode: string;
}>;


export type ResetPasswordMutation = { resetPassword: { token: string } };

export type RequestValidationMutationVariables = Exact<{
  email: string;
  password: string;
  profession: Profession;
  efn?: string | null | undefined;
  validation_file?: ValidationFileInput | null | undefined;
}>;


export type RequestValidationMutation = { requestValidation: boolean };

export type RefreshValidationMutationVariables = Exact<{
  profession: Profession;
  efn?: string | null | undefined;
  validation_file?: ValidationFileInput | null | undefined;
}>;


export type RefreshValidationMutation = { refreshValidation: string };

export type RefreshValidationContextQueryVariables = Exact<{ [key: string]: never; }>;


export type RefreshValidationContextQuery = { me: { id: string, profession: Profession, country: string, validation_status: ValidationStatus | null, validation_expiring_soon: boolean } | null, professions: Array<{ value: Profession, group: ProfessionGroup, label_de: string, label_en: string }> };

export type MeQueryVariables = Exact<{ [key: string]: never; }>;


export type MeQuery = { me: { id: string, email: string, first_name: string, last_name: string, title: Title | null, gender: Gender | null, show_tour: boolean, show_field_dialog: boolean, role: UserRole | null, is_simulating_user: boolean, can_hwg: boolean, status: UserStatus, validation_status: ValidationStatus | null, validation_expiring_soon: boolean, country: string, is_old: boolean, password_editable: boolean, employment: Employment | null, profession: Profession, notify_promotions: boolean, notify_subscriptions: boolean, field: { id: string, slug: string, sluggable_type: string } | null, subscribedFields: Array<{ id: string, slug: string, sluggable_type: string, color: string, icon: string, label_de: string, label_en: string }>, subscribedChannels: Array<{ id: string, name: string, slug: string, sluggable_type: string, thumbnail_url: string | null, primary_field: { id: string, color: string, icon: string } | null }> } | null };

export type LoginMutationVariables = Exact<{
  email: string;
  password: string;
}>;


export type LoginMutation = { login: { status: LoginResponseStatus, token: string | null, validationStatus: ValidationStatus | null, profession: Profession | null, country: string | null } };

export type LogoutMutationVariables = Exact<{ [key: string]: never; }>;


export type LogoutMutation = { logout: { id: string } };

export type UpdateMeMutationVariables = Exact<{
  input: UpdateMeInput;
}>;


export type UpdateMeMutation = { updateMe: { id: string, is_simulating_user: boolean } };

export type TrackNotificationMutationVariables = Exact<{
  mt: string;
  signature: string;
}>;


export type TrackNotificationMutation = { trackNotification: boolean };

export type PingQueryVariables = Exact<{ [key: string]: never; }>;


export type PingQuery = { __typename: 'Query' };

export type ProfessionsQueryVariables = Exact<{ [key: string]: never; }>;


export type ProfessionsQuery = { professions: Array<{ value: Profession, group: ProfessionGroup, label_de: string, label_en: string }> };

export type RegistrationOptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type RegistrationOptionsQuery = { professions: Array<{ value: Profession, group: ProfessionGroup, label_de: string, label_en: string }>, fields: Array<{ id: string, slug: string, label_de: string, label_en: string, color: string, relevant: boolean, mappedId: string | null }> };

export type CheckEmailQueryVariables = Exact<{
  email: string;
}>;


export type CheckEmailQuery = { checkEmailDuplicate: { available: boolean } };

export type RequestRegistrationCodeMutationVariables = Exact<{
  email: string;
}>;


export type RequestRegistrationCodeMutation = { requestRegistrationCode: boolean };

export type RegisterUserMutationVariables = Exact<{
  input: RegisterUserInput;
}>;


export type RegisterUserMutation = { registerUser: { token: string } };

export type SignedStorageUrlUserValidationMutationVariables = Exact<{
  fileName: string;
}>;


export type SignedStorageUrlUserValidationMutation = { signedStorageUrlUserValidation: { uuid: string, url: string, inputs: string } };

export type SignedStorageUrlAssistantPriceValidationMutationVariables = Exact<{
  fileName: string;
}>;


export type SignedStorageUrlAssistantPriceValidationMutation = { signedStorageUrlAssistantPriceValidation: { uuid: string, url: string, inputs: string } };


export const ForgotPasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ForgotPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"forgotPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}}]}]}}]} as unknown as DocumentNode<ForgotPasswordMutation, ForgotPasswordMutationVariables>;
export const ResetPasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResetPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"resetPasswordCode"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resetPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}},{"kind":"Argument","name":{"kind":"Name","value":"resetPasswordCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"resetPasswordCode"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}}]}}]}}]} as unknown as DocumentNode<ResetPasswordMutation, ResetPasswordMutationVariables>;
export const RequestValidationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestValidation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"profession"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Profession"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"efn"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"validation_file"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationFileInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestValidation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}},{"kind":"Argument","name":{"kind":"Name","value":"profession"},"value":{"kind":"Variable","name":{"kind":"Name","value":"profession"}}},{"kind":"Argument","name":{"kind":"Name","value":"efn"},"value":{"kind":"Variable","name":{"kind":"Name","value":"efn"}}},{"kind":"Argument","name":{"kind":"Name","value":"validation_file"},"value":{"kind":"Variable","name":{"kind":"Name","value":"validation_file"}}}]}]}}]} as unknown as DocumentNode<RequestValidationMutation, RequestValidationMutationVariables>;
export const RefreshValidationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RefreshValidation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"profession"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Profession"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"efn"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"validation_file"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationFileInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"refreshValidation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"profession"},"value":{"kind":"Variable","name":{"kind":"Name","value":"profession"}}},{"kind":"Argument","name":{"kind":"Name","value":"efn"},"value":{"kind":"Variable","name":{"kind":"Name","value":"efn"}}},{"kind":"Argument","name":{"kind":"Name","value":"validation_file"},"value":{"kind":"Variable","name":{"kind":"Name","value":"validation_file"}}}]}]}}]} as unknown as DocumentNode<RefreshValidationMutation, RefreshValidationMutationVariables>;
export const RefreshValidationContextDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RefreshValidationContext"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"profession"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"validation_status"}},{"kind":"Field","name":{"kind":"Name","value":"validation_expiring_soon"}}]}},{"kind":"Field","name":{"kind":"Name","value":"professions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"group"}},{"kind":"Field","name":{"kind":"Name","value":"label_de"}},{"kind":"Field","name":{"kind":"Name","value":"label_en"}}]}}]}}]} as unknown as DocumentNode<RefreshValidationContextQuery, RefreshValidationContextQueryVariables>;
export const MeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"first_name"}},{"kind":"Field","name":{"kind":"Name","value":"last_name"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"gender"}},{"kind":"Field","name":{"kind":"Name","value":"show_tour"}},{"kind":"Field","name":{"kind":"Name","value":"show_field_dialog"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"is_simulating_user"}},{"kind":"Field","name":{"kind":"Name","value":"can_hwg"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"validation_status"}},{"kind":"Field","name":{"kind":"Name","value":"validation_expiring_soon"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"is_old"}},{"kind":"Field","name":{"kind":"Name","value":"password_editable"}},{"kind":"Field","name":{"kind":"Name","value":"employment"}},{"kind":"Field","name":{"kind":"Name","value":"profession"}},{"kind":"Field","name":{"kind":"Name","value":"notify_promotions"}},{"kind":"Field","name":{"kind":"Name","value":"notify_subscriptions"}},{"kind":"Field","name":{"kind":"Name","value":"field"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"sluggable_type"}}]}},{"kind":"Field","name":{"kind":"Name","value":"subscribedFields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"sluggable_type"}},{"kind":"Field","name":{"kind":"Name","value":"color"}},{"kind":"Field","name":{"kind":"Name","value":"icon"}},{"kind":"Field","name":{"kind":"Name","value":"label_de"}},{"kind":"Field","name":{"kind":"Name","value":"label_en"}}]}},{"kind":"Field","name":{"kind":"Name","value":"subscribedChannels"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"sluggable_type"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnail_url"}},{"kind":"Field","name":{"kind":"Name","value":"primary_field"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"color"}},{"kind":"Field","name":{"kind":"Name","value":"icon"}}]}}]}}]}}]}}]} as unknown as DocumentNode<MeQuery, MeQueryVariables>;
export const LoginDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Login"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"validationStatus"}},{"kind":"Field","name":{"kind":"Name","value":"profession"}},{"kind":"Field","name":{"kind":"Name","value":"country"}}]}}]}}]} as unknown as DocumentNode<LoginMutation, LoginMutationVariables>;
export const LogoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Logout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<LogoutMutation, LogoutMutationVariables>;
export const UpdateMeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateMe"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateMeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateMe"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"is_simulating_user"}}]}}]}}]} as unknown as DocumentNode<UpdateMeMutation, UpdateMeMutationVariables>;
export const TrackNotificationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TrackNotification"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"mt"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"signature"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"trackNotification"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"mt"},"value":{"kind":"Variable","name":{"kind":"Name","value":"mt"}}},{"kind":"Argument","name":{"kind":"Name","value":"signature"},"value":{"kind":"Variable","name":{"kind":"Name","value":"signature"}}}]}]}}]} as unknown as DocumentNode<TrackNotificationMutation, TrackNotificationMutationVariables>;
export const PingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Ping"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<PingQuery, PingQueryVariables>;
export const ProfessionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Professions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"professions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"group"}},{"kind":"Field","name":{"kind":"Name","value":"label_de"}},{"kind":"Field","name":{"kind":"Name","value":"label_en"}}]}}]}}]} as unknown as DocumentNode<ProfessionsQuery, ProfessionsQueryVariables>;
export const RegistrationOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RegistrationOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"professions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"group"}},{"kind":"Field","name":{"kind":"Name","value":"label_de"}},{"kind":"Field","name":{"kind":"Name","value":"label_en"}}]}},{"kind":"Field","name":{"kind":"Name","value":"fields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"label_de"}},{"kind":"Field","name":{"kind":"Name","value":"label_en"}},{"kind":"Field","name":{"kind":"Name","value":"color"}},{"kind":"Field","name":{"kind":"Name","value":"relevant"}},{"kind":"Field","name":{"kind":"Name","value":"mappedId"}}]}}]}}]} as unknown as DocumentNode<RegistrationOptionsQuery, RegistrationOptionsQueryVariables>;
export const CheckEmailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CheckEmail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"checkEmailDuplicate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"available"}}]}}]}}]} as unknown as DocumentNode<CheckEmailQuery, CheckEmailQueryVariables>;
export const RequestRegistrationCodeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestRegistrationCode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestRegistrationCode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}}]}]}}]} as unknown as DocumentNode<RequestRegistrationCodeMutation, RequestRegistrationCodeMutationVariables>;
export const RegisterUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RegisterUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RegisterUserInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"registerUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}}]}}]}}]} as unknown as DocumentNode<RegisterUserMutation, RegisterUserMutationVariables>;
export const SignedStorageUrlUserValidationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SignedStorageUrlUserValidation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"fileName"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signedStorageUrlUserValidation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"fileName"},"value":{"kind":"Variable","name":{"kind":"Name","value":"fileName"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"inputs"}}]}}]}}]} as unknown as DocumentNode<SignedStorageUrlUserValidationMutation, SignedStorageUrlUserValidationMutationVariables>;
export const SignedStorageUrlAssistantPriceValidationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SignedStorageUrlAssistantPriceValidation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"fileName"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signedStorageUrlAssistantPriceValidation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"fileName"},"value":{"kind":"Variable","name":{"kind":"Name","value":"fileName"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"inputs"}}]}}]}}]} as unknown as DocumentNode<SignedStorageUrlAssistantPriceValidationMutation, SignedStorageUrlAssistantPriceValidationMutationVariables>;