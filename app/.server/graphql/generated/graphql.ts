/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type ChannelExpertRole =
  | 'SCIENTIFIC_ADVISER'
  | 'SCIENTIFIC_BOARD';

export type CmeContentType =
  | 'E_LEARNING'
  | 'LIVE'
  | 'VOD';

export type CmeFilter = {
  fieldIds?: Array<string | number> | null | undefined;
  minPoints?: number | null | undefined;
  types?: Array<CmeContentType> | null | undefined;
};

export type CmeSort =
  /** Newest first (published_at). */
  | 'NEWEST'
  /** Most points first, then newest. */
  | 'POINTS'
  /** By title, German collation. */
  | 'TITLE';

/** Who may see an item's protected fields. HWG: the narrow circle (me.can_hwg). */
export type ContentAccess =
  /** Opened per user by an activation code (unlock). */
  | 'CODE'
  | 'HWG'
  | 'LOGIN'
  /** Paid content; an activation code can open it too (checkout is not part of the reference API). */
  | 'PAID'
  | 'PUBLIC';

export type Employment =
  | 'CLINIC'
  | 'INDUSTRY'
  | 'OTHER'
  | 'PUBLIC_FACILITY'
  | 'SETTLED';

/** AUTO entries come from the schedule, MANUAL ones from the editors. */
export type FeaturedContentType =
  | 'AUTO'
  | 'MANUAL';

export type FollowType =
  | 'CHANNEL'
  | 'FIELD';

export type Gender =
  | 'DIVERSE'
  | 'FEMALE'
  | 'MALE';

export type LandingPageSectionType =
  | 'BANNER'
  | 'CALL_TO_ACTION'
  | 'CHANNELS'
  | 'CONTENT_SHELF'
  | 'DIVIDER'
  | 'EXPERTS'
  | 'FAQ'
  | 'FIELDS'
  | 'HERO'
  | 'IMAGE_TEXT'
  | 'LIVESTREAMS'
  | 'TEXT';

export type LivestreamState =
  | 'LIVE'
  | 'PAST'
  | 'UPCOMING';

export type LockReason =
  /** Item needs an activation code the viewer has not redeemed (anonymous viewers get LOGIN_REQUIRED). */
  | 'CODE_REQUIRED'
  /** Item needs HWG and the viewer is anonymous or not can_hwg. */
  | 'HWG_REQUIRED'
  /** Anonymous viewer, item needs LOGIN. */
  | 'LOGIN_REQUIRED'
  /** Paid item the viewer has not bought or unlocked (anonymous viewers get LOGIN_REQUIRED). */
  | 'PURCHASE_REQUIRED';

export type LoginResponseStatus =
  | 'INVALID_CREDENTIALS'
  | 'SUCCESS'
  | 'SUSPENDED';

/** Numbers: HIGH 0, MEDIUM 1, LOW 2 (MarketingBanner.priority_value). */
export type MarketingBannerPriority =
  | 'HIGH'
  | 'LOW'
  | 'MEDIUM';

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

export type SearchResultType =
  | 'CHANNEL'
  | 'EXPERT'
  | 'FIELD'
  | 'LIVESTREAM'
  | 'PLAYLIST'
  | 'SHORT'
  | 'TAG'
  | 'VOD';

export type SupporterType =
  | 'COOP_PARTNER'
  | 'EDUCATION_PARTNER'
  | 'EVENT_PARTNER'
  | 'MEDIA_PARTNER'
  | 'ORGANIZER'
  | 'PATRON'
  | 'SPONSOR';

export type TagType =
  | 'INDICATION'
  | 'INGREDIENT'
  | 'KEYWORD';

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

export type VodType =
  | 'E_LEARNING'
  | 'VOD';

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

type ContentCard_Livestream_Fragment = { __typename: 'Livestream', state: LivestreamState, starts_at: string, ends_at: string, cme_points: number, cme_category: string | null, id: string, slug: string, sluggable_type: string, title: string, thumbnail_url: string | null, access: ContentAccess, locked: boolean, lock_reason: LockReason | null, published_at: string };

type ContentCard_Playlist_Fragment = { __typename: 'Playlist', id: string, slug: string, sluggable_type: string, title: string, thumbnail_url: string | null, access: ContentAccess, locked: boolean, lock_reason: LockReason | null, published_at: string };

type ContentCard_Short_Fragment = { __typename: 'Short', duration_seconds: number, id: string, slug: string, sluggable_type: string, title: string, thumbnail_url: string | null, access: ContentAccess, locked: boolean, lock_reason: LockReason | null, published_at: string };

type ContentCard_Vod_Fragment = { __typename: 'Vod', type: VodType, duration_seconds: number, cme_points: number, cme_category: string | null, id: string, slug: string, sluggable_type: string, title: string, thumbnail_url: string | null, access: ContentAccess, locked: boolean, lock_reason: LockReason | null, published_at: string };

export type ContentCardFragment =
  | ContentCard_Livestream_Fragment
  | ContentCard_Playlist_Fragment
  | ContentCard_Short_Fragment
  | ContentCard_Vod_Fragment
;

export type ChannelCardFragment = { id: string, name: string, slug: string, sluggable_type: string, thumbnail_url: string | null, primary_field: { id: string, color: string, label_de: string, label_en: string } | null };

export type FieldsOverviewQueryVariables = Exact<{ [key: string]: never; }>;


export type FieldsOverviewQuery = { fieldsOverview: Array<{ content_count: number, is_followed: boolean, field: { id: string, slug: string, sluggable_type: string, label_de: string, label_en: string, icon: string, color: string, relevant: boolean, mappedId: string | null }, merged: Array<{ id: string, slug: string, label_de: string, label_en: string }> }> };

export type FieldPageQueryVariables = Exact<{
  slug: string;
}>;


export type FieldPageQuery = { fieldPage: { redirect_to: string | null, is_followed: boolean, notify: boolean, field: { id: string, slug: string, sluggable_type: string, label_de: string, label_en: string, icon: string, color: string }, merged: Array<{ id: string, slug: string, label_de: string, label_en: string }>, counts: { livestreams: number, vods: number, e_learnings: number, shorts: number }, livestreams: Array<{ __typename: 'Livestream', state: LivestreamState, starts_at: string, ends_at: string, cme_points: number, cme_category: string | null, id: string, slug: string, sluggable_type: string, title: string, thumbnail_url: string | null, access: ContentAccess, locked: boolean, lock_reason: LockReason | null, published_at: string }>, vods: Array<{ __typename: 'Vod', type: VodType, duration_seconds: number, cme_points: number, cme_category: string | null, id: string, slug: string, sluggable_type: string, title: string, thumbnail_url: string | null, access: ContentAccess, locked: boolean, lock_reason: LockReason | null, published_at: string }>, e_learnings: Array<{ __typename: 'Vod', type: VodType, duration_seconds: number, cme_points: number, cme_category: string | null, id: string, slug: string, sluggable_type: string, title: string, thumbnail_url: string | null, access: ContentAccess, locked: boolean, lock_reason: LockReason | null, published_at: string }>, shorts: Array<{ __typename: 'Short', duration_seconds: number, id: string, slug: string, sluggable_type: string, title: string, thumbnail_url: string | null, access: ContentAccess, locked: boolean, lock_reason: LockReason | null, published_at: string }>, channels: Array<{ id: string, name: string, slug: string, sluggable_type: string, thumbnail_url: string | null, primary_field: { id: string, color: string, label_de: string, label_en: string } | null }>, experts: Array<{ id: string, slug: string, name: string, title: string | null, photo_url: string | null }> } | null };

export type ChannelPageQueryVariables = Exact<{
  slug: string;
}>;


export type ChannelPageQuery = { channelPage: { is_followed: boolean, notify: boolean, channel: { id: string, name: string, slug: string, sluggable_type: string, thumbnail_url: string | null, description: string | null, primary_field: { id: string, slug: string, sluggable_type: string, color: string, label_de: string, label_en: string } | null, experts: Array<{ role: ChannelExpertRole, expert: { id: string, slug: string, name: string, title: string | null, photo_url: string | null } }>, supporters: Array<{ name: string, type: SupporterType, url: string | null }> }, counts: { livestreams: number, vods: number, e_learnings: number, shorts: number }, livestreams: Array<{ __typename: 'Livestream', state: LivestreamState, starts_at: string, ends_at: string, cme_points: number, cme_category: string | null, id: string, slug: string, sluggable_type: string, title: string, thumbnail_url: string | null, access: ContentAccess, locked: boolean, lock_reason: LockReason | null, published_at: string }>, vods: Array<{ __typename: 'Vod', type: VodType, duration_seconds: number, cme_points: number, cme_category: string | null, id: string, slug: string, sluggable_type: string, title: string, thumbnail_url: string | null, access: ContentAccess, locked: boolean, lock_reason: LockReason | null, published_at: string }>, e_learnings: Array<{ __typename: 'Vod', type: VodType, duration_seconds: number, cme_points: number, cme_category: string | null, id: string, slug: string, sluggable_type: string, title: string, thumbnail_url: string | null, access: ContentAccess, locked: boolean, lock_reason: LockReason | null, published_at: string }>, shorts: Array<{ __typename: 'Short', duration_seconds: number, id: string, slug: string, sluggable_type: string, title: string, thumbnail_url: string | null, access: ContentAccess, locked: boolean, lock_reason: LockReason | null, published_at: string }> } | null };

export type FollowFieldMutationVariables = Exact<{
  id: string | number;
  notify?: boolean | null | undefined;
}>;


export type FollowFieldMutation = { followField: { id: string } };

export type UnfollowFieldMutationVariables = Exact<{
  id: string | number;
}>;


export type UnfollowFieldMutation = { unfollowField: { id: string } };

export type FollowChannelMutationVariables = Exact<{
  id: string | number;
  notify?: boolean | null | undefined;
}>;


export type FollowChannelMutation = { followChannel: { id: string } };

export type UnfollowChannelMutationVariables = Exact<{
  id: string | number;
}>;


export type UnfollowChannelMutation = { unfollowChannel: { id: string } };

export type SetFollowNotificationsMutationVariables = Exact<{
  type: FollowType;
  id: string | number;
  notify: boolean;
}>;


export type SetFollowNotificationsMutation = { setFollowNotifications: { id: string } };

export type HomePageQueryVariables = Exact<{ [key: string]: never; }>;


export type HomePageQuery = { homePage: { featured: Array<{ type: FeaturedContentType, priority: number, content:
        | { __typename: 'Livestream', state: LivestreamState, starts_at: string, ends_at: string, cme_points: number, cme_category: string | null, id: string, slug: string, sluggable_type: string, title: string, thumbnail_url: string | null, access: ContentAccess, locked: boolean, lock_reason: LockReason | null, published_at: string }
        | { __typename: 'Playlist', id: string, slug: string, sluggable_type: string, title: string, thumbnail_url: string | null, access: ContentAccess, locked: boolean, lock_reason: LockReason | null, published_at: string }
        | { __typename: 'Short', duration_seconds: number, id: string, slug: string, sluggable_type: string, title: string, thumbnail_url: string | null, access: ContentAccess, locked: boolean, lock_reason: LockReason | null, published_at: string }
        | { __typename: 'Vod', type: VodType, duration_seconds: number, cme_points: number, cme_category: string | null, id: string, slug: string, sluggable_type: string, title: string, thumbnail_url: string | null, access: ContentAccess, locked: boolean, lock_reason: LockReason | null, published_at: string }
       }>, banner: { id: string, title: string, text: string, link_url: string, link_label: string, image_url: string | null, priority: MarketingBannerPriority } | null, fieldShelves: Array<{ field: { id: string, slug: string, label_de: string, label_en: string }, items: Array<
        | { __typename: 'Livestream', state: LivestreamState, starts_at: string, ends_at: string, cme_points: number, cme_category: string | null, id: string, slug: string, sluggable_type: string, title: string, thumbnail_url: string | null, access: ContentAccess, locked: boolean, lock_reason: LockReason | null, published_at: string }
        | { __typename: 'Playlist', id: string, slug: string, sluggable_type: string, title: string, thumbnail_url: string | null, access: ContentAccess, locked: boolean, lock_reason: LockReason | null, published_at: string }
        | { __typename: 'Short', duration_seconds: number, id: string, slug: string, sluggable_type: string, title: string, thumbnail_url: string | null, access: ContentAccess, locked: boolean, lock_reason: LockReason | null, published_at: string }
        | { __typename: 'Vod', type: VodType, duration_seconds: number, cme_points: number, cme_category: string | null, id: string, slug: string, sluggable_type: string, title: string, thumbnail_url: string | null, access: ContentAccess, locked: boolean, lock_reason: LockReason | null, published_at: string }
      > }>, channelShelves: Array<{ channel: { id: string, slug: string, name: string }, items: Array<
        | { __typename: 'Livestream', state: LivestreamState, starts_at: string, ends_at: string, cme_points: number, cme_category: string | null, id: string, slug: string, sluggable_type: string, title: string, thumbnail_url: string | null, access: ContentAccess, locked: boolean, lock_reason: LockReason | null, published_at: string }
        | { __typename: 'Playlist', id: string, slug: string, sluggable_type: string, title: string, thumbnail_url: string | null, access: ContentAccess, locked: boolean, lock_reason: LockReason | null, published_at: string }
        | { __typename: 'Short', duration_seconds: number, id: string, slug: string, sluggable_type: string, title: string, thumbnail_url: string | null, access: ContentAccess, locked: boolean, lock_reason: LockReason | null, published_at: string }
        | { __typename: 'Vod', type: VodType, duration_seconds: number, cme_points: number, cme_category: string | null, id: string, slug: string, sluggable_type: string, title: string, thumbnail_url: string | null, access: ContentAccess, locked: boolean, lock_reason: LockReason | null, published_at: string }
      > }>, upcomingLivestreams: Array<{ __typename: 'Livestream', state: LivestreamState, starts_at: string, ends_at: string, cme_points: number, cme_category: string | null, id: string, slug: string, sluggable_type: string, title: string, thumbnail_url: string | null, access: ContentAccess, locked: boolean, lock_reason: LockReason | null, published_at: string }>, newCmeContent: Array<
      | { __typename: 'Livestream', state: LivestreamState, starts_at: string, ends_at: string, cme_points: number, cme_category: string | null, id: string, slug: string, sluggable_type: string, title: string, thumbnail_url: string | null, access: ContentAccess, locked: boolean, lock_reason: LockReason | null, published_at: string }
      | { __typename: 'Playlist', id: string, slug: string, sluggable_type: string, title: string, thumbnail_url: string | null, access: ContentAccess, locked: boolean, lock_reason: LockReason | null, published_at: string }
      | { __typename: 'Short', duration_seconds: number, id: string, slug: string, sluggable_type: string, title: string, thumbnail_url: string | null, access: ContentAccess, locked: boolean, lock_reason: LockReason | null, published_at: string }
      | { __typename: 'Vod', type: VodType, duration_seconds: number, cme_points: number, cme_category: string | null, id: string, slug: string, sluggable_type: string, title: string, thumbnail_url: string | null, access: ContentAccess, locked: boolean, lock_reason: LockReason | null, published_at: string }
    > } };

export type LivestreamScheduleQueryVariables = Exact<{ [key: string]: never; }>;


export type LivestreamScheduleQuery = { livestreamSchedule: Array<{ __typename: 'Livestream', ends_at: string, state: LivestreamState, starts_at: string, cme_points: number, cme_category: string | null, id: string, slug: string, sluggable_type: string, title: string, thumbnail_url: string | null, access: ContentAccess, locked: boolean, lock_reason: LockReason | null, published_at: string }> };

export type CmeContentQueryVariables = Exact<{
  filter?: CmeFilter | null | undefined;
  sort?: CmeSort | null | undefined;
  page?: number | null | undefined;
  perPage?: number | null | undefined;
}>;


export type CmeContentQuery = { cmeContent: { data: Array<
      | { __typename: 'Livestream', state: LivestreamState, starts_at: string, ends_at: string, cme_points: number, cme_category: string | null, id: string, slug: string, sluggable_type: string, title: string, thumbnail_url: string | null, access: ContentAccess, locked: boolean, lock_reason: LockReason | null, published_at: string }
      | { __typename: 'Playlist', id: string, slug: string, sluggable_type: string, title: string, thumbnail_url: string | null, access: ContentAccess, locked: boolean, lock_reason: LockReason | null, published_at: string }
      | { __typename: 'Short', duration_seconds: number, id: string, slug: string, sluggable_type: string, title: string, thumbnail_url: string | null, access: ContentAccess, locked: boolean, lock_reason: LockReason | null, published_at: string }
      | { __typename: 'Vod', type: VodType, duration_seconds: number, cme_points: number, cme_category: string | null, id: string, slug: string, sluggable_type: string, title: string, thumbnail_url: string | null, access: ContentAccess, locked: boolean, lock_reason: LockReason | null, published_at: string }
    >, paginatorInfo: { count: number, currentPage: number, lastPage: number, perPage: number, total: number, hasMorePages: boolean } }, fields: Array<{ id: string, slug: string, label_de: string, label_en: string, mappedId: string | null }> };

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

export type SearchPageQueryVariables = Exact<{
  term: string;
  page: number;
  perPage: number;
  type?: SearchResultType | null | undefined;
}>;


export type SearchPageQuery = { search: { term: string, total: number, groups: Array<{ type: SearchResultType, count: number }>, data: Array<
      | { __typename: 'Channel', id: string, name: string, slug: string, sluggable_type: string, thumbnail_url: string | null, primary_field: { id: string, color: string, label_de: string, label_en: string } | null }
      | { __typename: 'Expert', id: string, slug: string, name: string, photo_url: string | null, academic_title: string | null }
      | { __typename: 'Field', id: string, slug: string, label_de: string, label_en: string, icon: string, color: string }
      | { __typename: 'Livestream', state: LivestreamState, starts_at: string, ends_at: string, cme_points: number, cme_category: string | null, id: string, slug: string, sluggable_type: string, title: string, thumbnail_url: string | null, access: ContentAccess, locked: boolean, lock_reason: LockReason | null, published_at: string }
      | { __typename: 'Playlist', id: string, slug: string, title: string, thumbnail_url: string | null, locked: boolean, lock_reason: LockReason | null, item_count: number, sluggable_type: string, access: ContentAccess, published_at: string }
      | { __typename: 'Short', duration_seconds: number, id: string, slug: string, sluggable_type: string, title: string, thumbnail_url: string | null, access: ContentAccess, locked: boolean, lock_reason: LockReason | null, published_at: string }
      | { __typename: 'Tag', id: string, slug: string, name: string, tag_type: TagType }
      | { __typename: 'Vod', type: VodType, duration_seconds: number, cme_points: number, cme_category: string | null, id: string, slug: string, sluggable_type: string, title: string, thumbnail_url: string | null, access: ContentAccess, locked: boolean, lock_reason: LockReason | null, published_at: string }
    >, paginatorInfo: { currentPage: number, lastPage: number, perPage: number, total: number } }, fieldsOverview: Array<{ content_count: number, field: { id: string, slug: string, label_de: string, label_en: string, icon: string, color: string, relevant: boolean } }> };

export type TagPageQueryVariables = Exact<{
  slug: string;
  page: number;
  perPage: number;
}>;


export type TagPageQuery = { tagPage: { tag: { id: string, slug: string, name: string, type: TagType }, content: { data: Array<
        | { __typename: 'Livestream', state: LivestreamState, starts_at: string, ends_at: string, cme_points: number, cme_category: string | null, id: string, slug: string, sluggable_type: string, title: string, thumbnail_url: string | null, access: ContentAccess, locked: boolean, lock_reason: LockReason | null, published_at: string }
        | { __typename: 'Playlist', id: string, slug: string, sluggable_type: string, title: string, thumbnail_url: string | null, access: ContentAccess, locked: boolean, lock_reason: LockReason | null, published_at: string }
        | { __typename: 'Short', duration_seconds: number, id: string, slug: string, sluggable_type: string, title: string, thumbnail_url: string | null, access: ContentAccess, locked: boolean, lock_reason: LockReason | null, published_at: string }
        | { __typename: 'Vod', type: VodType, duration_seconds: number, cme_points: number, cme_category: string | null, id: string, slug: string, sluggable_type: string, title: string, thumbnail_url: string | null, access: ContentAccess, locked: boolean, lock_reason: LockReason | null, published_at: string }
      >, paginatorInfo: { currentPage: number, lastPage: number, perPage: number, total: number } } } | null };

export type LandingPageQueryVariables = Exact<{
  slug: string;
}>;


export type LandingPageQuery = { landingPage: { slug: string, title: string, description: string | null, sections: Array<{ id: string, type: LandingPageSectionType, title: string | null, text: string | null, image_url: string | null, link_url: string | null, link_label: string | null, payload: string, contents: Array<
        | { __typename: 'Livestream', state: LivestreamState, starts_at: string, ends_at: string, cme_points: number, cme_category: string | null, id: string, slug: string, sluggable_type: string, title: string, thumbnail_url: string | null, access: ContentAccess, locked: boolean, lock_reason: LockReason | null, published_at: string }
        | { __typename: 'Playlist', id: string, slug: string, sluggable_type: string, title: string, thumbnail_url: string | null, access: ContentAccess, locked: boolean, lock_reason: LockReason | null, published_at: string }
        | { __typename: 'Short', duration_seconds: number, id: string, slug: string, sluggable_type: string, title: string, thumbnail_url: string | null, access: ContentAccess, locked: boolean, lock_reason: LockReason | null, published_at: string }
        | { __typename: 'Vod', type: VodType, duration_seconds: number, cme_points: number, cme_category: string | null, id: string, slug: string, sluggable_type: string, title: string, thumbnail_url: string | null, access: ContentAccess, locked: boolean, lock_reason: LockReason | null, published_at: string }
      >, experts: Array<{ id: string, slug: string, name: string, title: string | null, photo_url: string | null }>, channels: Array<{ id: string, name: string, slug: string, sluggable_type: string, thumbnail_url: string | null, primary_field: { id: string, color: string, label_de: string, label_en: string } | null }>, fields: Array<{ id: string, slug: string, label_de: string, label_en: string, icon: string, color: string }> }> } | null };

export const ContentCardFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContentCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Content"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"sluggable_type"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnail_url"}},{"kind":"Field","name":{"kind":"Name","value":"access"}},{"kind":"Field","name":{"kind":"Name","value":"locked"}},{"kind":"Field","name":{"kind":"Name","value":"lock_reason"}},{"kind":"Field","name":{"kind":"Name","value":"published_at"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Livestream"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"starts_at"}},{"kind":"Field","name":{"kind":"Name","value":"ends_at"}},{"kind":"Field","name":{"kind":"Name","value":"cme_points"}},{"kind":"Field","name":{"kind":"Name","value":"cme_category"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Vod"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"duration_seconds"}},{"kind":"Field","name":{"kind":"Name","value":"cme_points"}},{"kind":"Field","name":{"kind":"Name","value":"cme_category"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Short"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"duration_seconds"}}]}}]}}]} as unknown as DocumentNode<ContentCardFragment, unknown>;
export const ChannelCardFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ChannelCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Channel"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"sluggable_type"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnail_url"}},{"kind":"Field","name":{"kind":"Name","value":"primary_field"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"color"}},{"kind":"Field","name":{"kind":"Name","value":"label_de"}},{"kind":"Field","name":{"kind":"Name","value":"label_en"}}]}}]}}]} as unknown as DocumentNode<ChannelCardFragment, unknown>;
export const ForgotPasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ForgotPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"forgotPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}}]}]}}]} as unknown as DocumentNode<ForgotPasswordMutation, ForgotPasswordMutationVariables>;
export const ResetPasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResetPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"resetPasswordCode"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resetPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}},{"kind":"Argument","name":{"kind":"Name","value":"resetPasswordCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"resetPasswordCode"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}}]}}]}}]} as unknown as DocumentNode<ResetPasswordMutation, ResetPasswordMutationVariables>;
export const RequestValidationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestValidation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"profession"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Profession"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"efn"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"validation_file"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationFileInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestValidation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}},{"kind":"Argument","name":{"kind":"Name","value":"profession"},"value":{"kind":"Variable","name":{"kind":"Name","value":"profession"}}},{"kind":"Argument","name":{"kind":"Name","value":"efn"},"value":{"kind":"Variable","name":{"kind":"Name","value":"efn"}}},{"kind":"Argument","name":{"kind":"Name","value":"validation_file"},"value":{"kind":"Variable","name":{"kind":"Name","value":"validation_file"}}}]}]}}]} as unknown as DocumentNode<RequestValidationMutation, RequestValidationMutationVariables>;
export const RefreshValidationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RefreshValidation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"profession"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Profession"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"efn"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"validation_file"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationFileInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"refreshValidation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"profession"},"value":{"kind":"Variable","name":{"kind":"Name","value":"profession"}}},{"kind":"Argument","name":{"kind":"Name","value":"efn"},"value":{"kind":"Variable","name":{"kind":"Name","value":"efn"}}},{"kind":"Argument","name":{"kind":"Name","value":"validation_file"},"value":{"kind":"Variable","name":{"kind":"Name","value":"validation_file"}}}]}]}}]} as unknown as DocumentNode<RefreshValidationMutation, RefreshValidationMutationVariables>;
export const RefreshValidationContextDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RefreshValidationContext"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"profession"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"validation_status"}},{"kind":"Field","name":{"kind":"Name","value":"validation_expiring_soon"}}]}},{"kind":"Field","name":{"kind":"Name","value":"professions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"group"}},{"kind":"Field","name":{"kind":"Name","value":"label_de"}},{"kind":"Field","name":{"kind":"Name","value":"label_en"}}]}}]}}]} as unknown as DocumentNode<RefreshValidationContextQuery, RefreshValidationContextQueryVariables>;
export const FieldsOverviewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FieldsOverview"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fieldsOverview"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"sluggable_type"}},{"kind":"Field","name":{"kind":"Name","value":"label_de"}},{"kind":"Field","name":{"kind":"Name","value":"label_en"}},{"kind":"Field","name":{"kind":"Name","value":"icon"}},{"kind":"Field","name":{"kind":"Name","value":"color"}},{"kind":"Field","name":{"kind":"Name","value":"relevant"}},{"kind":"Field","name":{"kind":"Name","value":"mappedId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"merged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"label_de"}},{"kind":"Field","name":{"kind":"Name","value":"label_en"}}]}},{"kind":"Field","name":{"kind":"Name","value":"content_count"}},{"kind":"Field","name":{"kind":"Name","value":"is_followed"}}]}}]}}]} as unknown as DocumentNode<FieldsOverviewQuery, FieldsOverviewQueryVariables>;
export const FieldPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FieldPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"slug"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fieldPage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"slug"},"value":{"kind":"Variable","name":{"kind":"Name","value":"slug"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"sluggable_type"}},{"kind":"Field","name":{"kind":"Name","value":"label_de"}},{"kind":"Field","name":{"kind":"Name","value":"label_en"}},{"kind":"Field","name":{"kind":"Name","value":"icon"}},{"kind":"Field","name":{"kind":"Name","value":"color"}}]}},{"kind":"Field","name":{"kind":"Name","value":"redirect_to"}},{"kind":"Field","name":{"kind":"Name","value":"is_followed"}},{"kind":"Field","name":{"kind":"Name","value":"notify"}},{"kind":"Field","name":{"kind":"Name","value":"merged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"label_de"}},{"kind":"Field","name":{"kind":"Name","value":"label_en"}}]}},{"kind":"Field","name":{"kind":"Name","value":"counts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"livestreams"}},{"kind":"Field","name":{"kind":"Name","value":"vods"}},{"kind":"Field","name":{"kind":"Name","value":"e_learnings"}},{"kind":"Field","name":{"kind":"Name","value":"shorts"}}]}},{"kind":"Field","name":{"kind":"Name","value":"livestreams"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContentCard"}}]}},{"kind":"Field","name":{"kind":"Name","value":"vods"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContentCard"}}]}},{"kind":"Field","name":{"kind":"Name","value":"e_learnings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContentCard"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shorts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContentCard"}}]}},{"kind":"Field","name":{"kind":"Name","value":"channels"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ChannelCard"}}]}},{"kind":"Field","name":{"kind":"Name","value":"experts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"photo_url"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContentCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Content"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"sluggable_type"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnail_url"}},{"kind":"Field","name":{"kind":"Name","value":"access"}},{"kind":"Field","name":{"kind":"Name","value":"locked"}},{"kind":"Field","name":{"kind":"Name","value":"lock_reason"}},{"kind":"Field","name":{"kind":"Name","value":"published_at"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Livestream"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"starts_at"}},{"kind":"Field","name":{"kind":"Name","value":"ends_at"}},{"kind":"Field","name":{"kind":"Name","value":"cme_points"}},{"kind":"Field","name":{"kind":"Name","value":"cme_category"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Vod"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"duration_seconds"}},{"kind":"Field","name":{"kind":"Name","value":"cme_points"}},{"kind":"Field","name":{"kind":"Name","value":"cme_category"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Short"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"duration_seconds"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ChannelCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Channel"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"sluggable_type"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnail_url"}},{"kind":"Field","name":{"kind":"Name","value":"primary_field"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"color"}},{"kind":"Field","name":{"kind":"Name","value":"label_de"}},{"kind":"Field","name":{"kind":"Name","value":"label_en"}}]}}]}}]} as unknown as DocumentNode<FieldPageQuery, FieldPageQueryVariables>;
export const ChannelPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ChannelPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"slug"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"channelPage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"slug"},"value":{"kind":"Variable","name":{"kind":"Name","value":"slug"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"channel"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"sluggable_type"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnail_url"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"primary_field"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"sluggable_type"}},{"kind":"Field","name":{"kind":"Name","value":"color"}},{"kind":"Field","name":{"kind":"Name","value":"label_de"}},{"kind":"Field","name":{"kind":"Name","value":"label_en"}}]}},{"kind":"Field","name":{"kind":"Name","value":"experts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"expert"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"photo_url"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"supporters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"is_followed"}},{"kind":"Field","name":{"kind":"Name","value":"notify"}},{"kind":"Field","name":{"kind":"Name","value":"counts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"livestreams"}},{"kind":"Field","name":{"kind":"Name","value":"vods"}},{"kind":"Field","name":{"kind":"Name","value":"e_learnings"}},{"kind":"Field","name":{"kind":"Name","value":"shorts"}}]}},{"kind":"Field","name":{"kind":"Name","value":"livestreams"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContentCard"}}]}},{"kind":"Field","name":{"kind":"Name","value":"vods"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContentCard"}}]}},{"kind":"Field","name":{"kind":"Name","value":"e_learnings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContentCard"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shorts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContentCard"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContentCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Content"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"sluggable_type"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnail_url"}},{"kind":"Field","name":{"kind":"Name","value":"access"}},{"kind":"Field","name":{"kind":"Name","value":"locked"}},{"kind":"Field","name":{"kind":"Name","value":"lock_reason"}},{"kind":"Field","name":{"kind":"Name","value":"published_at"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Livestream"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"starts_at"}},{"kind":"Field","name":{"kind":"Name","value":"ends_at"}},{"kind":"Field","name":{"kind":"Name","value":"cme_points"}},{"kind":"Field","name":{"kind":"Name","value":"cme_category"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Vod"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"duration_seconds"}},{"kind":"Field","name":{"kind":"Name","value":"cme_points"}},{"kind":"Field","name":{"kind":"Name","value":"cme_category"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Short"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"duration_seconds"}}]}}]}}]} as unknown as DocumentNode<ChannelPageQuery, ChannelPageQueryVariables>;
export const FollowFieldDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FollowField"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"notify"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"followField"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"notify"},"value":{"kind":"Variable","name":{"kind":"Name","value":"notify"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<FollowFieldMutation, FollowFieldMutationVariables>;
export const UnfollowFieldDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UnfollowField"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unfollowField"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<UnfollowFieldMutation, UnfollowFieldMutationVariables>;
export const FollowChannelDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FollowChannel"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"notify"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"followChannel"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"notify"},"value":{"kind":"Variable","name":{"kind":"Name","value":"notify"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<FollowChannelMutation, FollowChannelMutationVariables>;
export const UnfollowChannelDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UnfollowChannel"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unfollowChannel"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<UnfollowChannelMutation, UnfollowChannelMutationVariables>;
export const SetFollowNotificationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetFollowNotifications"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"type"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"FollowType"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"notify"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setFollowNotifications"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"type"},"value":{"kind":"Variable","name":{"kind":"Name","value":"type"}}},{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"notify"},"value":{"kind":"Variable","name":{"kind":"Name","value":"notify"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<SetFollowNotificationsMutation, SetFollowNotificationsMutationVariables>;
export const HomePageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HomePage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"homePage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"featured"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"priority"}},{"kind":"Field","name":{"kind":"Name","value":"content"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContentCard"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"banner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"link_url"}},{"kind":"Field","name":{"kind":"Name","value":"link_label"}},{"kind":"Field","name":{"kind":"Name","value":"image_url"}},{"kind":"Field","name":{"kind":"Name","value":"priority"}}]}},{"kind":"Field","name":{"kind":"Name","value":"fieldShelves"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"label_de"}},{"kind":"Field","name":{"kind":"Name","value":"label_en"}}]}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContentCard"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"channelShelves"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"channel"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContentCard"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"upcomingLivestreams"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContentCard"}}]}},{"kind":"Field","name":{"kind":"Name","value":"newCmeContent"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContentCard"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContentCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Content"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"sluggable_type"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnail_url"}},{"kind":"Field","name":{"kind":"Name","value":"access"}},{"kind":"Field","name":{"kind":"Name","value":"locked"}},{"kind":"Field","name":{"kind":"Name","value":"lock_reason"}},{"kind":"Field","name":{"kind":"Name","value":"published_at"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Livestream"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"starts_at"}},{"kind":"Field","name":{"kind":"Name","value":"ends_at"}},{"kind":"Field","name":{"kind":"Name","value":"cme_points"}},{"kind":"Field","name":{"kind":"Name","value":"cme_category"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Vod"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"duration_seconds"}},{"kind":"Field","name":{"kind":"Name","value":"cme_points"}},{"kind":"Field","name":{"kind":"Name","value":"cme_category"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Short"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"duration_seconds"}}]}}]}}]} as unknown as DocumentNode<HomePageQuery, HomePageQueryVariables>;
export const LivestreamScheduleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LivestreamSchedule"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"livestreamSchedule"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContentCard"}},{"kind":"Field","name":{"kind":"Name","value":"ends_at"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContentCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Content"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"sluggable_type"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnail_url"}},{"kind":"Field","name":{"kind":"Name","value":"access"}},{"kind":"Field","name":{"kind":"Name","value":"locked"}},{"kind":"Field","name":{"kind":"Name","value":"lock_reason"}},{"kind":"Field","name":{"kind":"Name","value":"published_at"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Livestream"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"starts_at"}},{"kind":"Field","name":{"kind":"Name","value":"ends_at"}},{"kind":"Field","name":{"kind":"Name","value":"cme_points"}},{"kind":"Field","name":{"kind":"Name","value":"cme_category"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Vod"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"duration_seconds"}},{"kind":"Field","name":{"kind":"Name","value":"cme_points"}},{"kind":"Field","name":{"kind":"Name","value":"cme_category"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Short"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"duration_seconds"}}]}}]}}]} as unknown as DocumentNode<LivestreamScheduleQuery, LivestreamScheduleQueryVariables>;
export const CmeContentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CmeContent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"CmeFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"CmeSort"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"perPage"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cmeContent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"perPage"},"value":{"kind":"Variable","name":{"kind":"Name","value":"perPage"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContentCard"}}]}},{"kind":"Field","name":{"kind":"Name","value":"paginatorInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"currentPage"}},{"kind":"Field","name":{"kind":"Name","value":"lastPage"}},{"kind":"Field","name":{"kind":"Name","value":"perPage"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"hasMorePages"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"fields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"label_de"}},{"kind":"Field","name":{"kind":"Name","value":"label_en"}},{"kind":"Field","name":{"kind":"Name","value":"mappedId"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContentCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Content"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"sluggable_type"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnail_url"}},{"kind":"Field","name":{"kind":"Name","value":"access"}},{"kind":"Field","name":{"kind":"Name","value":"locked"}},{"kind":"Field","name":{"kind":"Name","value":"lock_reason"}},{"kind":"Field","name":{"kind":"Name","value":"published_at"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Livestream"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"starts_at"}},{"kind":"Field","name":{"kind":"Name","value":"ends_at"}},{"kind":"Field","name":{"kind":"Name","value":"cme_points"}},{"kind":"Field","name":{"kind":"Name","value":"cme_category"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Vod"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"duration_seconds"}},{"kind":"Field","name":{"kind":"Name","value":"cme_points"}},{"kind":"Field","name":{"kind":"Name","value":"cme_category"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Short"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"duration_seconds"}}]}}]}}]} as unknown as DocumentNode<CmeContentQuery, CmeContentQueryVariables>;
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
export const SearchPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SearchPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"term"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"perPage"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"type"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SearchResultType"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"search"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"term"},"value":{"kind":"Variable","name":{"kind":"Name","value":"term"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"perPage"},"value":{"kind":"Variable","name":{"kind":"Name","value":"perPage"}}},{"kind":"Argument","name":{"kind":"Name","value":"type"},"value":{"kind":"Variable","name":{"kind":"Name","value":"type"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"term"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"groups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContentCard"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Playlist"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnail_url"}},{"kind":"Field","name":{"kind":"Name","value":"locked"}},{"kind":"Field","name":{"kind":"Name","value":"lock_reason"}},{"kind":"Field","name":{"kind":"Name","value":"item_count"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Channel"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ChannelCard"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Expert"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","alias":{"kind":"Name","value":"academic_title"},"name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"photo_url"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Tag"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","alias":{"kind":"Name","value":"tag_type"},"name":{"kind":"Name","value":"type"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Field"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"label_de"}},{"kind":"Field","name":{"kind":"Name","value":"label_en"}},{"kind":"Field","name":{"kind":"Name","value":"icon"}},{"kind":"Field","name":{"kind":"Name","value":"color"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"paginatorInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currentPage"}},{"kind":"Field","name":{"kind":"Name","value":"lastPage"}},{"kind":"Field","name":{"kind":"Name","value":"perPage"}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"fieldsOverview"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"label_de"}},{"kind":"Field","name":{"kind":"Name","value":"label_en"}},{"kind":"Field","name":{"kind":"Name","value":"icon"}},{"kind":"Field","name":{"kind":"Name","value":"color"}},{"kind":"Field","name":{"kind":"Name","value":"relevant"}}]}},{"kind":"Field","name":{"kind":"Name","value":"content_count"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContentCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Content"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"sluggable_type"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnail_url"}},{"kind":"Field","name":{"kind":"Name","value":"access"}},{"kind":"Field","name":{"kind":"Name","value":"locked"}},{"kind":"Field","name":{"kind":"Name","value":"lock_reason"}},{"kind":"Field","name":{"kind":"Name","value":"published_at"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Livestream"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"starts_at"}},{"kind":"Field","name":{"kind":"Name","value":"ends_at"}},{"kind":"Field","name":{"kind":"Name","value":"cme_points"}},{"kind":"Field","name":{"kind":"Name","value":"cme_category"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Vod"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"duration_seconds"}},{"kind":"Field","name":{"kind":"Name","value":"cme_points"}},{"kind":"Field","name":{"kind":"Name","value":"cme_category"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Short"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"duration_seconds"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ChannelCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Channel"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"sluggable_type"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnail_url"}},{"kind":"Field","name":{"kind":"Name","value":"primary_field"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"color"}},{"kind":"Field","name":{"kind":"Name","value":"label_de"}},{"kind":"Field","name":{"kind":"Name","value":"label_en"}}]}}]}}]} as unknown as DocumentNode<SearchPageQuery, SearchPageQueryVariables>;
export const TagPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TagPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"slug"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"perPage"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tagPage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"slug"},"value":{"kind":"Variable","name":{"kind":"Name","value":"slug"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"perPage"},"value":{"kind":"Variable","name":{"kind":"Name","value":"perPage"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tag"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}},{"kind":"Field","name":{"kind":"Name","value":"content"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContentCard"}}]}},{"kind":"Field","name":{"kind":"Name","value":"paginatorInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currentPage"}},{"kind":"Field","name":{"kind":"Name","value":"lastPage"}},{"kind":"Field","name":{"kind":"Name","value":"perPage"}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContentCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Content"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"sluggable_type"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnail_url"}},{"kind":"Field","name":{"kind":"Name","value":"access"}},{"kind":"Field","name":{"kind":"Name","value":"locked"}},{"kind":"Field","name":{"kind":"Name","value":"lock_reason"}},{"kind":"Field","name":{"kind":"Name","value":"published_at"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Livestream"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"starts_at"}},{"kind":"Field","name":{"kind":"Name","value":"ends_at"}},{"kind":"Field","name":{"kind":"Name","value":"cme_points"}},{"kind":"Field","name":{"kind":"Name","value":"cme_category"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Vod"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"duration_seconds"}},{"kind":"Field","name":{"kind":"Name","value":"cme_points"}},{"kind":"Field","name":{"kind":"Name","value":"cme_category"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Short"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"duration_seconds"}}]}}]}}]} as unknown as DocumentNode<TagPageQuery, TagPageQueryVariables>;
export const LandingPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LandingPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"slug"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"landingPage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"slug"},"value":{"kind":"Variable","name":{"kind":"Name","value":"slug"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"sections"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"image_url"}},{"kind":"Field","name":{"kind":"Name","value":"link_url"}},{"kind":"Field","name":{"kind":"Name","value":"link_label"}},{"kind":"Field","name":{"kind":"Name","value":"payload"}},{"kind":"Field","name":{"kind":"Name","value":"contents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContentCard"}}]}},{"kind":"Field","name":{"kind":"Name","value":"experts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"photo_url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"channels"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ChannelCard"}}]}},{"kind":"Field","name":{"kind":"Name","value":"fields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"label_de"}},{"kind":"Field","name":{"kind":"Name","value":"label_en"}},{"kind":"Field","name":{"kind":"Name","value":"icon"}},{"kind":"Field","name":{"kind":"Name","value":"color"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContentCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Content"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"sluggable_type"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnail_url"}},{"kind":"Field","name":{"kind":"Name","value":"access"}},{"kind":"Field","name":{"kind":"Name","value":"locked"}},{"kind":"Field","name":{"kind":"Name","value":"lock_reason"}},{"kind":"Field","name":{"kind":"Name","value":"published_at"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Livestream"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"starts_at"}},{"kind":"Field","name":{"kind":"Name","value":"ends_at"}},{"kind":"Field","name":{"kind":"Name","value":"cme_points"}},{"kind":"Field","name":{"kind":"Name","value":"cme_category"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Vod"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"duration_seconds"}},{"kind":"Field","name":{"kind":"Name","value":"cme_points"}},{"kind":"Field","name":{"kind":"Name","value":"cme_category"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Short"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"duration_seconds"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ChannelCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Channel"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"sluggable_type"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnail_url"}},{"kind":"Field","name":{"kind":"Name","value":"primary_field"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"color"}},{"kind":"Field","name":{"kind":"Name","value":"label_de"}},{"kind":"Field","name":{"kind":"Name","value":"label_en"}}]}}]}}]} as unknown as DocumentNode<LandingPageQuery, LandingPageQueryVariables>;