import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { UserModel } from '../resolvers/user.ts';
import type { ChannelModel } from '../store/channels.ts';
import type { ContentModel } from '../store/content.ts';
import type { EventModel } from '../store/items.ts';
import type { BundleModel, OrderRow, InfoSectionRow } from '../store/checkout.ts';
import type { PriceModel } from '../resolvers/checkout.ts';
import type { ExpertModel, TagModel, LandingPageModel, SectionModel, BannerModel } from '../store/catalogue.ts';
import type { ValidationRequestModel } from '../store/validations.ts';
import type { StaffActionRow } from '../store/staff-actions.ts';
import type { UserRow } from '../store/users.ts';
import type { CertificateRow } from '../store/cme.ts';
import type { ProgressModel } from '../resolvers/watching.ts';
import type { AttemptModel } from '../resolvers/cme.ts';
import type { StaffUserDetailModel } from '../resolvers/staff.ts';
import type { HomePageModel } from '../resolvers/pages.ts';
import type { SearchHit } from '../resolvers/search.ts';
import type { Context } from '../context.ts';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string | number; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** ISO 8601 date-time in UTC, e.g. 2026-11-21T12:00:00.000Z */
  DateTime: { input: Date; output: string | Date; }
};

export type AskQuestionInput = {
  /** Hide the asker's name from other viewers (moderators still see it). */
  anonymous?: InputMaybe<Scalars['Boolean']['input']>;
  livestream_id: Scalars['ID']['input'];
  /** 1 to 500 characters. */
  text: Scalars['String']['input'];
};

export type AudienceQuestion = {
  __typename?: 'AudienceQuestion';
  anonymous: Scalars['Boolean']['output'];
  /** The asker's name; null for an anonymous question, except for moderators. */
  asked_by?: Maybe<Scalars['String']['output']>;
  created_at: Scalars['DateTime']['output'];
  /** Hidden by a moderator as abusive; only moderators see hidden questions. */
  hidden: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  status: AudienceQuestionStatus;
  text: Scalars['String']['output'];
};

export type AudienceQuestionStatus =
  | 'ANSWERED'
  | 'NEW';

/** A token for a newly registered or password-reset user (valid 400 days). */
export type AuthToken = {
  __typename?: 'AuthToken';
  token: Scalars['String']['output'];
};

export type AutoDiscount = {
  __typename?: 'AutoDiscount';
  category: AutoDiscountCategory;
  unit: DiscountUnit;
  until: Scalars['DateTime']['output'];
  /** Cents for FLAT, percent for PERCENT. */
  value: Scalars['Int']['output'];
};

export type AutoDiscountCategory =
  | 'EARLY_BIRD_1'
  | 'EARLY_BIRD_2'
  | 'EARLY_BIRD_3'
  | 'UNCATEGORIZED';

export type BillingAddress = {
  __typename?: 'BillingAddress';
  city: Scalars['String']['output'];
  company?: Maybe<Scalars['String']['output']>;
  country: Scalars['String']['output'];
  first_name: Scalars['String']['output'];
  last_name: Scalars['String']['output'];
  street: Scalars['String']['output'];
  zip: Scalars['String']['output'];
};

export type BillingAddressInput = {
  city: Scalars['String']['input'];
  company?: InputMaybe<Scalars['String']['input']>;
  /** ISO 3166-1 alpha-2 */
  country: Scalars['String']['input'];
  first_name: Scalars['String']['input'];
  last_name: Scalars['String']['input'];
  street: Scalars['String']['input'];
  zip: Scalars['String']['input'];
};

/** One appointment of a calendar feed. */
export type CalendarEntry = {
  __typename?: 'CalendarEntry';
  ends_at: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  kind: CalendarEntryKind;
  slug: Scalars['String']['output'];
  starts_at: Scalars['DateTime']['output'];
  title: Scalars['String']['output'];
};

export type CalendarEntryKind =
  | 'EVENT'
  | 'LIVESTREAM';

/** The user's calendar feed: it exists since created_at (the address itself is shown only when made). */
export type CalendarFeed = {
  __typename?: 'CalendarFeed';
  created_at: Scalars['DateTime']['output'];
};

/** A new calendar feed address's secret: shown once; the old address stops working. */
export type CalendarFeedSecret = {
  __typename?: 'CalendarFeedSecret';
  created_at: Scalars['DateTime']['output'];
  token: Scalars['String']['output'];
};

export type Certificate = {
  __typename?: 'Certificate';
  accredited_at?: Maybe<Scalars['DateTime']['output']>;
  authority?: Maybe<CmeAuthority>;
  category?: Maybe<Scalars['String']['output']>;
  content?: Maybe<Content>;
  content_title: Scalars['String']['output'];
  /** The EFN the points go to; null for EXTERNAL. */
  efn?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  issued_at: Scalars['DateTime']['output'];
  /** Public: printed on the PDF and the verification page's address. */
  number: Scalars['String']['output'];
  points: Scalars['Int']['output'];
  requested_at?: Maybe<Scalars['DateTime']['output']>;
  requester: CertificateRequester;
  status: CertificateStatus;
  type: CertificateType;
  vnr?: Maybe<Scalars['String']['output']>;
};

export type CertificatePdf = {
  __typename?: 'CertificatePdf';
  /** application/pdf, base64. */
  base64: Scalars['String']['output'];
  file_name: Scalars['String']['output'];
};

/** PLATFORM: the points go to the chamber through the EIV with the user's EFN. EXTERNAL: no EFN; the user submits the PDF. */
export type CertificateRequester =
  | 'EXTERNAL'
  | 'PLATFORM';

export type CertificateStatus =
  | 'ACCREDITED'
  | 'RELEASE_PENDING'
  | 'REQUESTED'
  | 'TO_BE_REQUESTED';

export type CertificateType =
  | 'LIVE'
  | 'PARTICIPATION'
  | 'VOD';

/** What the public verification page shows: nothing beyond the certificate itself. */
export type CertificateVerification = {
  __typename?: 'CertificateVerification';
  category?: Maybe<Scalars['String']['output']>;
  content_title: Scalars['String']['output'];
  full_name: Scalars['String']['output'];
  issued_at: Scalars['DateTime']['output'];
  number: Scalars['String']['output'];
  points: Scalars['Int']['output'];
  requester: CertificateRequester;
  status: CertificateStatus;
  type: CertificateType;
};

export type Channel = {
  __typename?: 'Channel';
  description?: Maybe<Scalars['String']['output']>;
  experts: Array<ChannelExpert>;
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  primary_field?: Maybe<ChannelPrimaryField>;
  slug: Scalars['String']['output'];
  sluggable_type: Scalars['String']['output'];
  supporters: Array<Supporter>;
  thumbnail_url?: Maybe<Scalars['String']['output']>;
};

export type ChannelExpert = {
  __typename?: 'ChannelExpert';
  expert: Expert;
  role: ChannelExpertRole;
};

export type ChannelExpertRole =
  | 'SCIENTIFIC_ADVISER'
  | 'SCIENTIFIC_BOARD';

export type ChannelPage = {
  __typename?: 'ChannelPage';
  channel: Channel;
  counts: ContentCounts;
  e_learnings: Array<Vod>;
  is_followed: Scalars['Boolean']['output'];
  livestreams: Array<Livestream>;
  notify: Scalars['Boolean']['output'];
  playlists: Array<Playlist>;
  shorts: Array<Short>;
  vods: Array<Vod>;
};

export type ChannelPrimaryField = {
  __typename?: 'ChannelPrimaryField';
  color: Scalars['String']['output'];
  icon: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  label_de: Scalars['String']['output'];
  label_en: Scalars['String']['output'];
  slug: Scalars['String']['output'];
  sluggable_type: Scalars['String']['output'];
};

export type ChannelShelf = {
  __typename?: 'ChannelShelf';
  channel: Channel;
  items: Array<Content>;
};

export type Chapter = {
  __typename?: 'Chapter';
  start_seconds: Scalars['Int']['output'];
  title: Scalars['String']['output'];
};

export type CheckoutQuote = {
  __typename?: 'CheckoutQuote';
  auto_discount: Scalars['Int']['output'];
  base: Scalars['Int']['output'];
  code_discount: Scalars['Int']['output'];
  /**
   * The code would be valid, but every use it has left is held by other users' open checkouts right now
   * (discount_state is INVALID then); it may be free again within 30 minutes.
   */
  discount_reserved: Scalars['Boolean']['output'];
  /** Null without a code. */
  discount_state?: Maybe<DiscountState>;
  /**
   * The code has been redeemed already: paid orders took every use it had (discount_state is INVALID
   * then). For good, unlike discount_reserved.
   */
  discount_used_up: Scalars['Boolean']['output'];
  price: Price;
  /** The tax contained in total. */
  tax: Scalars['Int']['output'];
  /** Percent, e.g. 19. */
  tax_rate: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

export type Citation = {
  __typename?: 'Citation';
  start_seconds: Scalars['Int']['output'];
  text: Scalars['String']['output'];
  url?: Maybe<Scalars['String']['output']>;
};

export type CmeAccreditation = {
  __typename?: 'CmeAccreditation';
  authority: CmeAuthority;
  /** A (live with discussion) or D (on demand with a test). */
  category: Scalars['String']['output'];
  /** A demo item: a 1-minute threshold, so the whole flow can be tried within minutes with the short sample media. */
  demo: Scalars['Boolean']['output'];
  /** The accredited length in minutes: 1 point per full 45 minutes (at least 1). */
  nominal_minutes: Scalars['Int']['output'];
  points: Scalars['Int']['output'];
  /** Days the chamber takes after points are applied for. */
  processing_days: Scalars['Int']['output'];
  /** Minutes of real watching (or live presence) before the test opens. */
  threshold_minutes: Scalars['Int']['output'];
  /** The topic whose question bank the test draws from; the 3 attempts in 24 hours count per topic, over every item on it. */
  topic: Scalars['String']['output'];
  /** False before valid_from and after valid_to: no test, no certificate. */
  valid: Scalars['Boolean']['output'];
  valid_from: Scalars['DateTime']['output'];
  valid_to: Scalars['DateTime']['output'];
  /** The event number: a German chamber's VNR (19 digits, 276…), the EACCME's event code (LEEA26-01234) or the EBAP's reference (EBAP-2026-0412). */
  vnr: Scalars['String']['output'];
};

/** A saved answer. Whether it is right is never said: after submission only the attempt's score. */
export type CmeAnswer = {
  __typename?: 'CmeAnswer';
  option_id: Scalars['ID']['output'];
  question_id: Scalars['ID']['output'];
};

export type CmeAnswerInput = {
  option_id: Scalars['ID']['input'];
  question_id: Scalars['ID']['input'];
};

export type CmeAttempt = {
  __typename?: 'CmeAttempt';
  answers: Array<CmeAnswer>;
  id: Scalars['ID']['output'];
  pass_mark: Scalars['Int']['output'];
  passed?: Maybe<Scalars['Boolean']['output']>;
  /** 10 questions drawn from the item's topic bank (preferring ones the viewer's last attempts on the topic did not have), in random order with shuffled options. */
  questions: Array<CmeQuestion>;
  /** Null until submitted: how many were right (10 - score were wrong or open; which ones is not said). */
  score?: Maybe<Scalars['Int']['output']>;
  started_at: Scalars['DateTime']['output'];
  submitted_at?: Maybe<Scalars['DateTime']['output']>;
};

export type CmeAuthority = {
  __typename?: 'CmeAuthority';
  /** LAEK_BW … AEKWL (the 17 German chambers), EACCME or EBAP. */
  code: Scalars['String']['output'];
  name: Scalars['String']['output'];
};

export type CmeContentType =
  | 'E_LEARNING'
  | 'LIVE'
  | 'VOD';

export type CmeFilter = {
  fieldIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Only items no industry supporter stands behind. */
  industry_independent?: InputMaybe<Scalars['Boolean']['input']>;
  minPoints?: InputMaybe<Scalars['Int']['input']>;
  types?: InputMaybe<Array<CmeContentType>>;
};

export type CmeOption = {
  __typename?: 'CmeOption';
  /** Opaque and new in every attempt: it names the option in this attempt only. */
  id: Scalars['ID']['output'];
  text: Scalars['String']['output'];
};

/** The four steps of spec §4 for the viewer. */
export type CmeProgress = {
  __typename?: 'CmeProgress';
  /** Attempts that may still start: 3 within 24 hours on the item's topic, at any item on it (an open attempt counts as started); 0 once passed. */
  attempts_left: Scalars['Int']['output'];
  certificate?: Maybe<Certificate>;
  certificate_available: Scalars['Boolean']['output'];
  /** True while the viewer's time goes to another item playing at the same time (see WatchProgress). */
  counting_elsewhere: Scalars['Boolean']['output'];
  /** The latest submitted attempt. */
  last_attempt?: Maybe<CmeAttempt>;
  minutes_watched: Scalars['Int']['output'];
  /** An attempt begun and not submitted. */
  open_attempt?: Maybe<CmeAttempt>;
  points_requested: Scalars['Boolean']['output'];
  /** When the 3 attempts on the topic in the last 24 hours are used up (none open here, not passed): when the next may start. */
  retake_at?: Maybe<Scalars['DateTime']['output']>;
  /** Real watched time (not the furthest position); live: presence while the player plays. */
  seconds_watched: Scalars['Int']['output'];
  /** Threshold reached, accreditation valid, not passed, and an attempt open or allowed to start (retake_at null). */
  test_available: Scalars['Boolean']['output'];
  test_passed: Scalars['Boolean']['output'];
  threshold_minutes: Scalars['Int']['output'];
  threshold_reached: Scalars['Boolean']['output'];
};

export type CmeQuestion = {
  __typename?: 'CmeQuestion';
  id: Scalars['ID']['output'];
  /** In the order this attempt shows them. */
  options: Array<CmeOption>;
  text: Scalars['String']['output'];
};

export type CmeSort =
  /** Newest first (published_at). */
  | 'NEWEST'
  /** Most points first, then newest. */
  | 'POINTS'
  /** By title, German collation. */
  | 'TITLE';

export type ConfirmUserDataInput = {
  field_id: Scalars['ID']['input'];
  gender?: InputMaybe<Gender>;
  subscribedFields: Array<Scalars['ID']['input']>;
};

export type ContactFormRecipient =
  | 'SALES'
  | 'SUPPORT';

export type ContactRequestInput = {
  email: Scalars['String']['input'];
  /** Required, at most 5000 characters. */
  message: Scalars['String']['input'];
  /** Required, at most 255 characters. */
  name: Scalars['String']['input'];
  recipient: ContactFormRecipient;
  /** Required, at most 255 characters. */
  subject: Scalars['String']['input'];
};

export type ContactRequestReceipt = {
  __typename?: 'ContactRequestReceipt';
  /** The request's number, for the sender's reference. */
  id: Scalars['ID']['output'];
};

/**
 * Every content item. A published item the viewer may not open is still listed as a teaser:
 * locked is true, lock_reason says why, and the protected fields (description, media_url, chapters)
 * are null. Drafts are never listed or returned.
 */
export type Content = {
  access: ContentAccess;
  channel?: Maybe<Channel>;
  /** Protected. */
  description?: Maybe<Scalars['String']['output']>;
  experts: Array<ContentExpert>;
  fields: Array<Field>;
  id: Scalars['ID']['output'];
  lock_reason?: Maybe<LockReason>;
  locked: Scalars['Boolean']['output'];
  published_at: Scalars['DateTime']['output'];
  slug: Scalars['String']['output'];
  /** Livestream, Vod, Short or Playlist: the BFF builds links from it (spec 2.1). */
  sluggable_type: Scalars['String']['output'];
  status: PublishStatus;
  tags: Array<Tag>;
  thumbnail_url?: Maybe<Scalars['String']['output']>;
  title: Scalars['String']['output'];
};

/** Who may see an item's protected fields. HWG: the narrow circle (me.can_hwg). */
export type ContentAccess =
  /** Opened per user by an activation code (unlock). */
  | 'CODE'
  | 'HWG'
  | 'LOGIN'
  /** Paid content; an activation code can open it too (checkout is not part of the reference API). */
  | 'PAID'
  | 'PUBLIC';

export type ContentCounts = {
  __typename?: 'ContentCounts';
  e_learnings: Scalars['Int']['output'];
  livestreams: Scalars['Int']['output'];
  playlists: Scalars['Int']['output'];
  shorts: Scalars['Int']['output'];
  vods: Scalars['Int']['output'];
};

export type ContentExpert = {
  __typename?: 'ContentExpert';
  expert: Expert;
  role: ExpertRole;
};

export type ContentPaginator = {
  __typename?: 'ContentPaginator';
  data: Array<Content>;
  paginatorInfo: PaginatorInfo;
};

export type DiscountState =
  | 'EXPIRED'
  | 'INAPPLICABLE'
  | 'INVALID'
  | 'VALID';

export type DiscountUnit =
  | 'FLAT'
  | 'PERCENT';

export type EmailAvailability = {
  __typename?: 'EmailAvailability';
  /** False when an account with this email exists. */
  available: Scalars['Boolean']['output'];
  email: Scalars['String']['output'];
};

export type Employment =
  | 'CLINIC'
  | 'INDUSTRY'
  | 'OTHER'
  | 'PUBLIC_FACILITY'
  | 'SETTLED';

/**
 * The codes in extensions.code. Where an operation is named, only it refuses with the code; the
 * field codes (REQUIRED to CONTROL_CHARACTERS) can come from any operation with arguments, on the
 * argument's key (`email`, `input.email`).
 */
export type ErrorCode =
  /** resetPassword and requestValidation on `email`: the account is disabled. */
  | 'ACCOUNT_DISABLED'
  /** resetPassword on `email`: the password is changed, but the account is suspended (log in for the renewal). */
  | 'ACCOUNT_SUSPENDED'
  /** startCheckout on `input.price_id`: booked already. */
  | 'ALREADY_BOOKED'
  /** votePoll on `option`: voted already. */
  | 'ALREADY_VOTED'
  /** GraphQL's own refusal of the document: a syntax error, an unknown field, a variable of the wrong type. */
  | 'BAD_REQUEST'
  /** A batch (an array of operations) that carries anything but queries. */
  | 'BATCH_NOT_QUERIES'
  /** startCmeTest on `contentId`: the accreditation is not valid (any more). */
  | 'CME_ACCREDITATION_EXPIRED'
  /** startCmeTest on `contentId`: the attempts of 24 hours are used; extensions.retakeAt (ISO 8601) says when the next may start. */
  | 'CME_ATTEMPTS_USED'
  /** startCmeTest on `contentId`: the test is passed already. */
  | 'CME_TEST_PASSED'
  /** startCmeTest on `contentId`: the watch threshold is not reached. */
  | 'CME_THRESHOLD_NOT_REACHED'
  /** Wrong, expired, used or dead code: registerUser (`input.registrationCode`), resetPassword (`resetPasswordCode`), confirmEmailChange (`code`). */
  | 'CODE_INVALID'
  /** The email change's code took too many wrong tries. confirmEmailChange on `code`: ask for a new one; category rate_limited (with retryAfter) from requestEmailChange and confirmEmailChange while the tries count. */
  | 'CODE_TRIES_EXCEEDED'
  /** applyForCmePoints on `consent`. */
  | 'CONSENT_REQUIRED'
  /** A field with a control character (directive @multiline). */
  | 'CONTROL_CHARACTERS'
  /** startCheckout on `input.discount_code`: the code has expired. */
  | 'DISCOUNT_CODE_EXPIRED'
  /** startCheckout on `input.discount_code`: held by open checkouts right now. */
  | 'DISCOUNT_CODE_HELD'
  /** startCheckout on `input.discount_code`: the code does not apply to this product. */
  | 'DISCOUNT_CODE_INAPPLICABLE'
  /** startCheckout on `input.discount_code`: no such code (or not for this buyer). */
  | 'DISCOUNT_CODE_INVALID'
  /** startCheckout on `input.discount_code`: redeemed as often as it may be. */
  | 'DISCOUNT_CODE_USED_UP'
  /** The EFN fails its checksum: registerUser, requestValidation, refreshValidation, updateProfessionalDetails. */
  | 'EFN_INVALID'
  /** applyForCmePoints on `certificateId`: points are transmitted only with an EFN. */
  | 'EFN_MISSING'
  /** The address has an account: requestRegistrationCode and requestEmailChange (`email`), registerUser (`input.email`), confirmEmailChange (`code`). */
  | 'EMAIL_TAKEN'
  /** signedStorageUrlUserValidation, signedStorageUrlAssistantPriceValidation on `fileName`: not JPEG, PNG or PDF. */
  | 'FILE_TYPE'
  /** On `role`: staff operations (decideValidation, refundOrder, campaigns, survey invitations, moderation: moderateLiveSession, openPoll, closePoll, liveSession as MODERATION) for a user without a role or staff while simulating a user. */
  | 'FORBIDDEN'
  /** category internal: an unexpected failure; the message says nothing more. */
  | 'INTERNAL'
  /** A field: an id, choice or value that does not exist or is not allowed here. */
  | 'INVALID'
  /** requestValidation on `password`: wrong password or unknown address. */
  | 'INVALID_CREDENTIALS'
  /** A field: not a valid email address. */
  | 'INVALID_EMAIL'
  /** startCheckout on `input.price_id`: the sale is not open. */
  | 'NOT_ON_SALE'
  /** login, requestValidation, resetPassword, registerUser, unlock, forgotPassword or requestRegistrationCode asked more than once in one request. */
  | 'OPERATION_REPEATED'
  /** A field: a number outside its range (page, perPage, shelves, a position in a video). */
  | 'OUT_OF_RANGE'
  /** changePassword on `password`: the confirmation differs. */
  | 'PASSWORD_MISMATCH'
  /** changePassword on `password`: this account's password is not changed here. */
  | 'PASSWORD_NOT_EDITABLE'
  /** startCheckout on `input.price_id`: the price is not for the buyer's profession. */
  | 'PRICE_NOT_FOR_YOU'
  /** A field that must not be given here (an EFN outside DE doctors, an EFN beside a file, a password beside a renewal ticket). */
  | 'PROHIBITED'
  /** A proof already waits for staff: requestValidation (`email`), refreshValidation (`validation_file`), updateProfessionalDetails (`input.validation_file`). */
  | 'PROOF_PENDING'
  /** The document nests deeper than 12 levels. */
  | 'QUERY_TOO_DEEP'
  /** category rate_limited, with retryAfter seconds: login, requestValidation, changePassword, deleteAccount, requestEmailChange (too many failed password checks or requests), submitContactRequest, submitFeedback, askQuestion, requestInterjection. */
  | 'RATE_LIMITED'
  /** requestValidation on `renewal_token`: the renewal ticket expired or was used; log in again. */
  | 'RENEWAL_EXPIRED'
  /** A field: empty or missing (also an EFN or a proof file where neither is given). */
  | 'REQUIRED'
  /** startCheckout on `input.price_id`: every seat left is held by open checkouts. */
  | 'SEATS_HELD'
  /** category authorization: every mutation but logout, login and updateMe switching simulation off, while the session simulates a chosen user (staffSimulateUser). */
  | 'SIMULATION_READ_ONLY'
  /** startCheckout on `input.price_id`: no seat left. */
  | 'SOLD_OUT'
  /** startCheckout on `input.accept_terms`. */
  | 'TERMS_NOT_ACCEPTED'
  /** A field: fewer choices than the question asks (submitSurvey). */
  | 'TOO_FEW_ITEMS'
  /** A field: longer than its maximum (most text: 255). */
  | 'TOO_LONG'
  /** The document has more than 30 aliases. */
  | 'TOO_MANY_ALIASES'
  /** startCheckout on `input.price_id`: started too often for this product within 24 hours. */
  | 'TOO_MANY_HOLDS'
  /** A field: more choices than the question allows (submitSurvey). */
  | 'TOO_MANY_ITEMS'
  /** startCheckout on `input.price_id`: the buyer has too many open checkouts. */
  | 'TOO_MANY_OPEN_CHECKOUTS'
  /** A field: shorter than its minimum (passwords: 8). */
  | 'TOO_SHORT'
  /** No token, or one that is unknown, expired or revoked: every operation that needs a signed-in user. */
  | 'UNAUTHENTICATED'
  /** A field: not in the expected form (a code of 6 digits: registerUser, resetPassword). */
  | 'WRONG_FORMAT'
  /** The current password is wrong: changePassword (`current_password`), deleteAccount and requestEmailChange (`password`). */
  | 'WRONG_PASSWORD';

export type Event = {
  __typename?: 'Event';
  /** By start, then room. */
  agenda: Array<EventAgendaItem>;
  /** The viewer holds a paid ticket (for the event or a bundle with it). */
  booked: Scalars['Boolean']['output'];
  bundles: Array<EventBundle>;
  /** Sum of the CME points of the event's livestreams. */
  cme_points: Scalars['Int']['output'];
  description?: Maybe<Scalars['String']['output']>;
  /** The running early-bird phase. */
  early_bird?: Maybe<AutoDiscount>;
  ends_at: Scalars['DateTime']['output'];
  /** By role (chair first), then position. */
  experts: Array<EventExpert>;
  /**
   * Not sold out, but every seat left is held by other users' open checkouts right now (each for at most
   * 30 minutes); bookable again when one of them ends unpaid.
   */
  fully_reserved: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  info_sections: Array<EventInfoSection>;
  /** Published livestreams of the event by start. */
  livestreams: Array<Livestream>;
  /** Null: a free event without tickets. */
  price_category?: Maybe<PriceCategory>;
  /** Every price of the event, each saying whether the viewer may book it. */
  prices: Array<Price>;
  sale_ends_at?: Maybe<Scalars['DateTime']['output']>;
  sale_phase: SalePhase;
  sale_starts_at?: Maybe<Scalars['DateTime']['output']>;
  slug: Scalars['String']['output'];
  /** Paid tickets reach the capacity. */
  sold_out: Scalars['Boolean']['output'];
  sponsorship: Sponsorship;
  starts_at: Scalars['DateTime']['output'];
  /** From the clock: UPCOMING before starts_at, LIVE until ends_at (PAUSED when the organiser paused it), then PAST. */
  state: EventState;
  supporters: Array<EventSupporter>;
  thumbnail_url?: Maybe<Scalars['String']['output']>;
  title: Scalars['String']['output'];
};

export type EventAgendaItem = {
  __typename?: 'EventAgendaItem';
  ends_at: Scalars['DateTime']['output'];
  experts: Array<Expert>;
  /** BREAKOUT_EXTERNAL: where it takes place. */
  external_url?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** Breakouts run side by side; null for the plenary. */
  room?: Maybe<Scalars['String']['output']>;
  starts_at: Scalars['DateTime']['output'];
  title: Scalars['String']['output'];
  type: EventAgendaItemType;
};

export type EventAgendaItemType =
  | 'BREAKOUT_EXTERNAL'
  | 'BREAKOUT_LIVESTREAM'
  | 'BREAKOUT_TRANSMISSION'
  | 'END'
  | 'PAUSE'
  | 'TALK'
  | 'WELCOME';

export type EventBundle = {
  __typename?: 'EventBundle';
  /** The viewer has paid for it. */
  booked: Scalars['Boolean']['output'];
  description?: Maybe<Scalars['String']['output']>;
  early_bird?: Maybe<AutoDiscount>;
  events: Array<Event>;
  id: Scalars['ID']['output'];
  prices: Array<Price>;
  sale_ends_at?: Maybe<Scalars['DateTime']['output']>;
  sale_phase: SalePhase;
  sale_starts_at?: Maybe<Scalars['DateTime']['output']>;
  slug: Scalars['String']['output'];
  title: Scalars['String']['output'];
};

export type EventExpert = {
  __typename?: 'EventExpert';
  expert: Expert;
  role: ExpertRole;
};

export type EventInfoSection = {
  __typename?: 'EventInfoSection';
  text: Scalars['String']['output'];
  title: Scalars['String']['output'];
  type: EventInfoSectionType;
};

/** What an event's info box is about. */
export type EventInfoSectionType =
  /** Who the event is for. */
  | 'AUDIENCE'
  /** Points and accreditation. */
  | 'CME'
  /** Whom to ask. */
  | 'CONTACT'
  /** Anything else. */
  | 'GENERAL'
  /** Booking, prices and cancellation. */
  | 'REGISTRATION'
  /** What a participant needs (browser, devices). */
  | 'TECHNICAL'
  /** Where it takes place and how to get there. */
  | 'VENUE';

export type EventState =
  | 'LIVE'
  | 'PAST'
  | 'PAUSED'
  | 'UPCOMING';

export type EventSummary = {
  __typename?: 'EventSummary';
  id: Scalars['ID']['output'];
  slug: Scalars['String']['output'];
  title: Scalars['String']['output'];
};

export type EventSupporter = {
  __typename?: 'EventSupporter';
  name: Scalars['String']['output'];
  type: SupporterType;
  url?: Maybe<Scalars['String']['output']>;
};

export type Expert = {
  __typename?: 'Expert';
  fields: Array<Field>;
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  photo_url?: Maybe<Scalars['String']['output']>;
  short_bio?: Maybe<Scalars['String']['output']>;
  slug: Scalars['String']['output'];
  /** Academic title, e.g. Prof. Dr. med. */
  title?: Maybe<Scalars['String']['output']>;
};

/** An expert's declared conflicts of interest. */
export type ExpertDisclosure = {
  __typename?: 'ExpertDisclosure';
  /** Null when the expert has not declared yet. */
  conflicts_of_interest?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  title?: Maybe<Scalars['String']['output']>;
};

export type ExpertRole =
  | 'CHAIRMAN'
  | 'MODERATOR'
  | 'SCIENTIFIC_BOARD'
  | 'SPEAKER';

export type FaqCategory = {
  __typename?: 'FaqCategory';
  entries: Array<FaqEntry>;
  title: Scalars['String']['output'];
  type: FaqCategoryType;
};

/** The FAQ's categories (spec 3.6 FaqCategory); /faq/{type} names one in lower case (/faq/login). */
export type FaqCategoryType =
  | 'CERTIFICATES'
  | 'CME'
  | 'EFN'
  | 'LOGIN'
  | 'PAYMENT'
  | 'PRIVACY'
  | 'PROOF'
  | 'REGISTRATION'
  | 'TECHNOLOGY';

export type FaqEntry = {
  __typename?: 'FaqEntry';
  /** Plain text; paragraphs are separated by a blank line. */
  answer: Scalars['String']['output'];
  /** Stable within its category: the question's anchor on the page. */
  id: Scalars['ID']['output'];
  question: Scalars['String']['output'];
};

/** Priority: AUTO live 0, AUTO today 1, MANUAL high 2, MANUAL medium 3, AUTO upcoming 4, MANUAL low 5. */
export type FeaturedContent = {
  __typename?: 'FeaturedContent';
  content: Content;
  /** Spec 3.6: auto live 0, auto today 1, manual high 2, manual medium 3, auto upcoming 4, manual low 5; 6: picked for the viewer from their fields, their profession's or the newest (AUTO). */
  priority: Scalars['Int']['output'];
  type: FeaturedContentType;
};

/** AUTO entries come from the schedule, MANUAL ones from the editors. */
export type FeaturedContentType =
  | 'AUTO'
  | 'MANUAL';

export type FeedbackInput = {
  /** The video or livestream the feedback is about; with event_id null and this null: the platform. */
  content_id?: InputMaybe<Scalars['ID']['input']>;
  event_id?: InputMaybe<Scalars['ID']['input']>;
  /** 1 to 5 stars. */
  rating: Scalars['Int']['input'];
  /** Up to 2000 characters; may be empty. */
  text?: InputMaybe<Scalars['String']['input']>;
};

export type FeedbackReceipt = {
  __typename?: 'FeedbackReceipt';
  id: Scalars['ID']['output'];
};

/** A field of medicine (spec 3.4), named after the German specialist training regulations; mapped fields merge into mappedId. */
export type Field = {
  __typename?: 'Field';
  color: Scalars['String']['output'];
  icon: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  label_de: Scalars['String']['output'];
  label_en: Scalars['String']['output'];
  mappedId?: Maybe<Scalars['ID']['output']>;
  /** The Gebiet this field is a Facharzt or Schwerpunkt of (Kardiologie: Innere Medizin); its items are the Gebiet's too. */
  parentId?: Maybe<Scalars['ID']['output']>;
  relevant: Scalars['Boolean']['output'];
  slug: Scalars['String']['output'];
  sluggable_type: Scalars['String']['output'];
};

export type FieldOverviewItem = {
  __typename?: 'FieldOverviewItem';
  /** Published content of the field and its merged fields. */
  content_count: Scalars['Int']['output'];
  field: Field;
  /** False when anonymous. */
  is_followed: Scalars['Boolean']['output'];
  /** Fields whose mappedId is this field. */
  merged: Array<Field>;
};

export type FieldPage = {
  __typename?: 'FieldPage';
  channels: Array<Channel>;
  counts: ContentCounts;
  e_learnings: Array<Vod>;
  experts: Array<Expert>;
  field: Field;
  is_followed: Scalars['Boolean']['output'];
  /** Upcoming and live first, then the most recent past ones (12). */
  livestreams: Array<Livestream>;
  merged: Array<Field>;
  notify: Scalars['Boolean']['output'];
  /** The Gebiet above this field (null for none). */
  parent?: Maybe<Field>;
  playlists: Array<Playlist>;
  /** Set for a mapped field: the slug the BFF redirects to. The lists are then empty. */
  redirect_to?: Maybe<Scalars['String']['output']>;
  shorts: Array<Short>;
  /** The Fachärzte and Schwerpunkte of this Gebiet, by German label. */
  subfields: Array<Field>;
  /** Newest 12 each. */
  vods: Array<Vod>;
};

export type FieldShelf = {
  __typename?: 'FieldShelf';
  field: Field;
  items: Array<Content>;
};

export type Follow = {
  __typename?: 'Follow';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  notify: Scalars['Boolean']['output'];
  slug: Scalars['String']['output'];
  type: FollowType;
};

export type FollowType =
  | 'CHANNEL'
  | 'FIELD';

/** A field or channel as a follow button names it. */
export type Followable = {
  __typename?: 'Followable';
  id: Scalars['ID']['output'];
  is_followed: Scalars['Boolean']['output'];
  /** A field's German label; a channel's name. */
  label_de: Scalars['String']['output'];
  /** A field's English label; a channel's name. */
  label_en: Scalars['String']['output'];
  notify: Scalars['Boolean']['output'];
  slug: Scalars['String']['output'];
  type: FollowType;
};

export type Gender =
  | 'DIVERSE'
  | 'FEMALE'
  | 'MALE';

export type HomePage = {
  __typename?: 'HomePage';
  /** The active banner with the highest priority. */
  banner?: Maybe<MarketingBanner>;
  /** One shelf per followed channel, by name; empty when anonymous. */
  channelShelves: Array<ChannelShelf>;
  /** How many shelves channelShelves has without its limit (the followed channels). */
  channelShelvesTotal: Scalars['Int']['output'];
  /** Started, unfinished videos and shorts of the viewer, last watched first (12); empty when anonymous. */
  continueWatching: Array<WatchProgress>;
  /** 'Empfohlen für dich', at most 10. For a viewer: items of their main and followed fields first (taking turns, the main field twice a round), then of the fields their profession works with, then the editorial entries and the newest CME items. Anonymous: the editorial entries by priority, then start time (AUTO) or editor order (MANUAL). */
  featured: Array<FeaturedContent>;
  /** One shelf per followed field (newest 12 items), by field id; empty when anonymous. */
  fieldShelves: Array<FieldShelf>;
  /** How many shelves fieldShelves has without its limit (the followed fields). */
  fieldShelvesTotal: Scalars['Int']['output'];
  /** Newest VODs and e-learnings with CME points (12). */
  newCmeContent: Array<Content>;
  /** Not yet started, soonest first (12). */
  upcomingLivestreams: Array<Livestream>;
};

export type Interjection = {
  __typename?: 'Interjection';
  created_at: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  status: InterjectionStatus;
  /** The speaker's name: for moderators always, for the audience only while ACCEPTED. */
  user_name?: Maybe<Scalars['String']['output']>;
};

/** A viewer's request to speak: REQUESTED, then ACCEPTED (the active interjection) and FINISHED, or DECLINED; WITHDRAWN by the viewer. */
export type InterjectionStatus =
  | 'ACCEPTED'
  | 'DECLINED'
  | 'FINISHED'
  | 'REQUESTED'
  | 'WITHDRAWN';

export type LandingPage = {
  __typename?: 'LandingPage';
  description?: Maybe<Scalars['String']['output']>;
  /** Ordered. */
  sections: Array<LandingPageSection>;
  slug: Scalars['String']['output'];
  sluggable_type: Scalars['String']['output'];
  title: Scalars['String']['output'];
};

export type LandingPageSection = {
  __typename?: 'LandingPageSection';
  /** CHANNELS; empty otherwise. */
  channels: Array<Channel>;
  /** CONTENT_SHELF and LIVESTREAMS; empty otherwise. */
  contents: Array<Content>;
  /** EXPERTS; empty otherwise. */
  experts: Array<Expert>;
  /** FIELDS; empty otherwise. */
  fields: Array<Field>;
  id: Scalars['ID']['output'];
  image_url?: Maybe<Scalars['String']['output']>;
  link_label?: Maybe<Scalars['String']['output']>;
  link_url?: Maybe<Scalars['String']['output']>;
  /** Type-specific JSON, e.g. FAQ: {entries: [{question, answer}]}. */
  payload: Scalars['String']['output'];
  text?: Maybe<Scalars['String']['output']>;
  title?: Maybe<Scalars['String']['output']>;
  type: LandingPageSectionType;
};

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

/** The video conference an accepted speaker joins (spec 3.3: token, session name, user name). */
export type LiveConference = {
  __typename?: 'LiveConference';
  session_name: Scalars['String']['output'];
  /** Signed, valid while the interjection is ACCEPTED and the livestream LIVE. */
  token: Scalars['String']['output'];
  user_name: Scalars['String']['output'];
};

/** Someone who may be in a livestream's conference room. */
export type LiveConferenceMember = {
  __typename?: 'LiveConferenceMember';
  name: Scalars['String']['output'];
  role: LiveConferenceRole;
  user_id: Scalars['ID']['output'];
};

export type LiveConferenceRole =
  /** Staff (a role, not simulating a user). */
  | 'MODERATOR'
  /** The viewer whose interjection is ACCEPTED. */
  | 'SPEAKER';

/**
 * The conference room of a LIVE livestream while an interjection is ACCEPTED: its speaker and the
 * staff. A new speaker is a new room (another interjection_id); the room ends with FINISH, with the
 * livestream leaving LIVE, and for the caller with their session.
 */
export type LiveConferenceRoom = {
  __typename?: 'LiveConferenceRoom';
  /** The accepted interjection the room belongs to. */
  interjection_id: Scalars['ID']['output'];
  livestream_id: Scalars['ID']['output'];
  /** The caller, a member of the room. */
  me: LiveConferenceMember;
  /** The user asked about as `peer_user_id`, when a member of the room; else null. */
  peer?: Maybe<LiveConferenceMember>;
};

export type LivePoll = {
  __typename?: 'LivePoll';
  id: Scalars['ID']['output'];
  options: Array<LivePollOption>;
  question: Scalars['String']['output'];
  status: LivePollStatus;
  /** All votes cast; the audience sees it while open too (not how they split). */
  total_votes: Scalars['Int']['output'];
};

export type LivePollOption = {
  __typename?: 'LivePollOption';
  index: Scalars['Int']['output'];
  label: Scalars['String']['output'];
  /** Votes for this option: null for the audience while the poll is open. */
  votes?: Maybe<Scalars['Int']['output']>;
};

export type LivePollStatus =
  | 'CLOSED'
  | 'OPEN';

/** A signed-in viewer's live session: the shared state and their own part of it. */
export type LiveSession = {
  __typename?: 'LiveSession';
  /** Staff may open the moderation view and moderate. */
  can_moderate: Scalars['Boolean']['output'];
  /** Only while the viewer's interjection is ACCEPTED. */
  conference?: Maybe<LiveConference>;
  /** The viewer's latest interjection; null when they never asked to speak. */
  my_interjection?: Maybe<Interjection>;
  /** The option the viewer chose in the current poll; null when they have not voted. */
  my_poll_vote?: Maybe<Scalars['Int']['output']>;
  /** Ids of the viewer's own questions (hidden ones included). */
  my_question_ids: Array<Scalars['ID']['output']>;
  state: LiveSessionState;
};

/** What one view of a live session shows at one version: the payload of the subscription. */
export type LiveSessionState = {
  __typename?: 'LiveSessionState';
  active_interjection?: Maybe<Interjection>;
  active_question?: Maybe<AudienceQuestion>;
  /** Open requests and the latest decided ones, oldest first, at most 100. */
  interjections: Array<Interjection>;
  livestream_id: Scalars['ID']['output'];
  /** The latest poll: open, or closed with its results. Null before the first. */
  poll?: Maybe<LivePoll>;
  /** Newest first, at most 100 (moderators: hidden ones too). */
  questions: Array<AudienceQuestion>;
  /** Grows with every change; a client resumes from the last version it has. */
  version: Scalars['Int']['output'];
  view: LiveSessionView;
};

/** Who reads a live session: every viewer, or the moderators (hidden questions, names behind anonymous questions and of everyone waiting to speak). */
export type LiveSessionView =
  | 'AUDIENCE'
  | 'MODERATION';

export type Livestream = Content & {
  __typename?: 'Livestream';
  access: ContentAccess;
  channel?: Maybe<Channel>;
  /** The accreditation; null without CME points. */
  cme?: Maybe<CmeAccreditation>;
  /** A when cme_points > 0. */
  cme_category?: Maybe<Scalars['String']['output']>;
  cme_points: Scalars['Int']['output'];
  /** The viewer's way to a certificate; null when anonymous or without CME points. */
  cme_progress?: Maybe<CmeProgress>;
  description?: Maybe<Scalars['String']['output']>;
  ends_at: Scalars['DateTime']['output'];
  /** Set for an event's livestream: the BFF sends viewers back to the event when it ends. */
  event?: Maybe<EventSummary>;
  experts: Array<ContentExpert>;
  fields: Array<Field>;
  id: Scalars['ID']['output'];
  lock_reason?: Maybe<LockReason>;
  locked: Scalars['Boolean']['output'];
  /**
   * Protected: short-lived signed addresses. While LIVE a live HLS playlist (its position moves with the
   * clock); null while UPCOMING, and when PAST (the recording, if any, is `recording`).
   */
  media?: Maybe<MediaSource>;
  /** Protected: the stream address. */
  media_url?: Maybe<Scalars['String']['output']>;
  on_watchlist: Scalars['Boolean']['output'];
  /** Without CME points: the viewer's presence toward a participation certificate; null when anonymous or with CME. */
  participation?: Maybe<Participation>;
  published_at: Scalars['DateTime']['output'];
  /** The recording, once published as a video. */
  recording?: Maybe<Vod>;
  related: Array<Content>;
  slug: Scalars['String']['output'];
  sluggable_type: Scalars['String']['output'];
  sponsorship: Sponsorship;
  starts_at: Scalars['DateTime']['output'];
  /** From the clock: LIVE between starts_at and ends_at. */
  state: LivestreamState;
  status: PublishStatus;
  tags: Array<Tag>;
  thumbnail_url?: Maybe<Scalars['String']['output']>;
  title: Scalars['String']['output'];
};

export type LivestreamState =
  | 'LIVE'
  | 'PAST'
  | 'UPCOMING';

export type Locale =
  | 'de'
  | 'en';

export type LockReason =
  /** Item needs an activation code the viewer has not redeemed (anonymous viewers get LOGIN_REQUIRED). */
  | 'CODE_REQUIRED'
  /** Item needs HWG and the viewer is anonymous or not can_hwg. */
  | 'HWG_REQUIRED'
  /** Anonymous viewer, item needs LOGIN. */
  | 'LOGIN_REQUIRED'
  /** Paid item the viewer has not bought or unlocked (anonymous viewers get LOGIN_REQUIRED). */
  | 'PURCHASE_REQUIRED';

export type LoginResponse = {
  __typename?: 'LoginResponse';
  country?: Maybe<Scalars['String']['output']>;
  profession?: Maybe<Profession>;
  /** Only when status is SUSPENDED: lets requestValidation go without the password, once, within 15 minutes. */
  renewalToken?: Maybe<Scalars['String']['output']>;
  status: LoginResponseStatus;
  /** Only when status is SUCCESS. */
  token?: Maybe<Scalars['String']['output']>;
  validationStatus?: Maybe<ValidationStatus>;
};

export type LoginResponseStatus =
  | 'INVALID_CREDENTIALS'
  | 'SUCCESS'
  | 'SUSPENDED';

export type LogoutResponse = {
  __typename?: 'LogoutResponse';
  id: Scalars['ID']['output'];
};

/** The setting an unsubscribe link turns off: LIVESTREAM_DAY (TODAY), SUMMARIES (RECAP, FORECAST), PROMOTIONS (DOCTUPUS). */
export type MailSetting =
  | 'LIVESTREAM_DAY'
  | 'PROMOTIONS'
  | 'SUMMARIES';

export type MarketingBanner = {
  __typename?: 'MarketingBanner';
  id: Scalars['ID']['output'];
  image_url?: Maybe<Scalars['String']['output']>;
  link_label: Scalars['String']['output'];
  link_url: Scalars['String']['output'];
  priority: MarketingBannerPriority;
  priority_value: Scalars['Int']['output'];
  text: Scalars['String']['output'];
  title: Scalars['String']['output'];
};

/** Numbers: HIGH 0, MEDIUM 1, LOW 2 (MarketingBanner.priority_value). */
export type MarketingBannerPriority =
  | 'HIGH'
  | 'LOW'
  | 'MEDIUM';

/**
 * Where the browser loads an item's media. Every address is signed for this one item and expires at
 * expires_at (the reference API: 2 hours); HLS playlists name their segments relatively, so the
 * signature covers them.
 */
export type MediaSource = {
  __typename?: 'MediaSource';
  /** BCP 47 language of the captions, e.g. de. */
  captions_language?: Maybe<Scalars['String']['output']>;
  /** WebVTT captions; null when there are none. */
  captions_url?: Maybe<Scalars['String']['output']>;
  expires_at: Scalars['DateTime']['output'];
  /** HLS playlist (application/vnd.apple.mpegurl). */
  hls_url: Scalars['String']['output'];
  /** Progressive MP4 with range requests; null for a live stream. */
  mp4_url?: Maybe<Scalars['String']['output']>;
  /** The poster frame. */
  poster_url?: Maybe<Scalars['String']['output']>;
};

/** What a moderator does to a question or an interjection. */
export type ModerationAction =
  | 'ACCEPT'
  | 'ACTIVATE'
  | 'ANSWER'
  | 'DECLINE'
  | 'FINISH'
  | 'HIDE'
  | 'UNHIDE';

export type Mutation = {
  __typename?: 'Mutation';
  /** Saves a video, livestream or short. Idempotent. Other kinds or unknown ids: validation error on contentId. Needs authentication. */
  addToWatchlist: WatchlistChange;
  /** Saves answers of an open attempt (one or more). Unknown, another user's or submitted attempt: validation error on attemptId. */
  answerCmeQuestions: CmeAttempt;
  /** Applies for the points through the EIV with the user's EFN; consent must be true. Needs authentication. */
  applyForCmePoints: Certificate;
  /** Asks a question in a LIVE livestream. At most 3 per viewer and minute (rate_limited with retryAfter). */
  askQuestion: AudienceQuestion;
  /** Staff with CAMPAIGNS: cancels a campaign that is still PENDING: it is removed; answers its id (validation error on id otherwise). */
  cancelNotificationCampaign: Scalars['ID']['output'];
  /**
   * Changes the password: the current one must match ("The current password is incorrect." on
   * current_password), the new one 8-255 characters and confirmed. Accounts with password_editable false:
   * "The password of this account cannot be changed here." on password. Signs out every other session.
   */
  changePassword: User;
  /** Staff: closes the poll; its results are shown to everyone. */
  closePoll: LivePoll;
  /**
   * Email change, step 2: the code makes pending_email the account's address and tells the old address.
   * A wrong, expired or missing code: "The code is invalid." on code. Once the code has had 5 wrong tries
   * (the fifth included) no code is taken: rate_limited "Too many wrong codes." with retryAfter until a
   * new code can be asked for, or, when one can be now, "Too many wrong codes. Request a new code." on code.
   */
  confirmEmailChange: User;
  /** Sets the main field and followed fields. Needs authentication. */
  confirmUserData: User;
  /** Makes a new secret calendar feed address (the old one stops working). Needs authentication. */
  createCalendarFeed: CalendarFeedSecret;
  /** Staff only: accept or reject a pending proof; the user is notified by mail. */
  decideValidation: PendingValidation;
  /**
   * Deletes the viewer's account and everything stored about it (certificates included), after the
   * password: "The current password is incorrect." on password. Every session ends. Orders stay as the
   * invoices' record (tax law), no longer linked to an account.
   */
  deleteAccount: Scalars['Boolean']['output'];
  /** Records that the guided tour was finished or skipped. Needs authentication. */
  finishTour: User;
  /** Follows a channel. Idempotent. Needs authentication. */
  followChannel: User;
  /** Follows a field (a mapped field follows its target). Idempotent. Needs authentication. */
  followField: User;
  /** Follows several fields at once (the chip selector's "add"); any unknown id: validation error on ids, nothing followed. Needs authentication. */
  followFields: User;
  /** Mails a 6-digit reset code when the account exists; answers true either way (no account probing). */
  forgotPassword: Scalars['Boolean']['output'];
  /** Staff with SURVEYS: mails a personal link to the survey to each address (users or not) not invited to it before; answers how many were mailed now. */
  inviteToSurvey: Scalars['Int']['output'];
  /** SUCCESS answers a new token (valid 400 days). Wrong email or password: INVALID_CREDENTIALS. Suspended account with the right password: SUSPENDED. */
  login: LoginResponse;
  /** Revokes the token of the request. Needs authentication. */
  logout: LogoutResponse;
  /** Staff: acts on a question (ANSWER, ACTIVATE, HIDE, UNHIDE) or an interjection (ACCEPT, DECLINE, FINISH). */
  moderateLiveSession: LiveSessionState;
  /** Staff: opens a poll, closing the one open before. */
  openPoll: LivePoll;
  /**
   * A live player's heartbeat while it plays in a visible tab (every 30 s); counts presence while the
   * stream is LIVE. Not live, locked or not a livestream: validation error on contentId. Needs authentication.
   */
  recordLivePresence: CmeProgress;
  /**
   * Records how far the viewer got in a video or short (0 <= position_seconds <= duration). Keeps the
   * furthest position too. Locked, unknown or other kinds: validation error on contentId. Needs authentication.
   */
  recordWatchProgress: WatchProgress;
  /** A signed-in user renews an expiring proof. Answers a success message. Needs authentication. */
  refreshValidation: Scalars['String']['output'];
  /** Staff with ORDERS: refunds a paid order once, as staffRefundOrder does; access ends. Not paid or unknown: validation error on id. */
  refundOrder: Order;
  /** Creates the account and answers its token. EFN accepted: validation ACCEPTED; file: PENDING. Code errors on input.registrationCode (at most 5 wrong tries). */
  registerUser: AuthToken;
  /** Idempotent. Needs authentication. */
  removeFromWatchlist: WatchlistChange;
  /**
   * Email change, step 1: the new address (valid, not taken, not the current one: errors on email) and
   * the password ("The current password is incorrect." on password). Mails a 6-digit code to the new
   * address (30 minutes, 5 wrong tries an hour: a new request keeps the count) and keeps it as
   * pending_email. At most 5 requests per user and 3 per address in an hour: rate_limited (retryAfter).
   * While the user's last code for the address has had 5 wrong tries, until an hour after it was
   * mailed: rate_limited with the message "Too many wrong codes." (retryAfter: the longest wait).
   */
  requestEmailChange: Scalars['Boolean']['output'];
  /** Asks to speak; answers the viewer's open request if there is one. */
  requestInterjection: Interjection;
  /** Mails a 6-digit registration code (valid 30 minutes; a new request replaces the old code). Validation error when the email is taken. */
  requestRegistrationCode: Scalars['Boolean']['output'];
  /**
   * A suspended user submits new proof (no token), proving who they are with the password or with the
   * renewalToken of their SUSPENDED login (exactly one of the two). EFN: accepted and active again;
   * file: PENDING. A wrong password is a validation error on password, an expired or used ticket one
   * on renewal_token.
   */
  requestValidation: Scalars['Boolean']['output'];
  /** Sets the new password with the mailed code and answers a token. A wrong or expired code is a validation error on resetPasswordCode. */
  resetPassword: AuthToken;
  /** Ends the calendar feed: its address answers nothing any more. Needs authentication. */
  revokeCalendarFeed: Scalars['Boolean']['output'];
  /** Staff with CAMPAIGNS: sends a new campaign now (demos and tests) and answers it, COMPLETED (still PENDING while one of its type is being sent). */
  runNotificationCampaign: NotificationCampaign;
  /** Staff with CAMPAIGNS: schedules a campaign; the API sends it when its time comes (checked every minute). The same type at the same time again is a validation error on scheduled_for. */
  scheduleNotificationCampaign: NotificationCampaign;
  /** Sets the start of the viewer's 5-year CME cycle (not in the future). Needs authentication. */
  setCmeCycleStart: Scalars['DateTime']['output'];
  /** Switches notifications for a followed field or channel. Not followed: validation error on id. Needs authentication. */
  setFollowNotifications: User;
  /** Upload ticket for an assistant-doctor price proof (a booking's). Needs authentication. */
  signedStorageUrlAssistantPriceValidation: UploadTicket;
  /** Upload ticket for a proof of professional status. No token needed: registration uploads its proof before there is an account. */
  signedStorageUrlUserValidation: UploadTicket;
  /** Staff: accepts a pending proof and mails the user. Decided already or unknown: validation error on id. */
  staffAcceptProof: StaffProof;
  /**
   * Staff with SURVEYS: mails a personal link to each address (1-500, users or not) not invited to
   * this survey before; an unknown survey is a validation error on survey_id, bad addresses on emails.
   */
  staffInviteToSurvey: StaffSurveyInvitations;
  /**
   * Staff with ORDERS: refunds a paid order once (access ends, the buyer is mailed, the audit trail
   * records it). Not paid (open or refunded already) or unknown: validation error on id.
   */
  staffRefundOrder: StaffOrder;
  /**
   * Staff: rejects a pending proof and mails the user the reason and the note (OTHER needs a note; at
   * most 1000 characters: validation error on note). Decided already or unknown: validation error on id.
   */
  staffRejectProof: StaffProof;
  /**
   * Staff with USERS: mails the user's email-change code again (a new code to the waiting address),
   * within the limits of requestEmailChange (rate_limited with retryAfter). No change waiting or an
   * unknown id: validation error on user_id.
   */
  staffResendEmailChangeCode: Scalars['Boolean']['output'];
  /**
   * Staff with CAMPAIGNS: sends a PENDING campaign now and answers it (COMPLETED, or ERROR with its
   * error). One runner only: a campaign not PENDING any more, or one of the same type being sent, is a
   * validation error on id.
   */
  staffRunCampaign: NotificationCampaign;
  /** Staff with USERS: mails a registration code to an address without an account, as requestRegistrationCode does (taken: validation error on email). */
  staffSendRegistrationCode: Scalars['Boolean']['output'];
  /**
   * Staff with USERS: this session (token) simulates exactly this user until updateMe switches
   * simulation off: every query answers as the user (me is the user, with is_simulated_by_staff),
   * staff operations are refused as while simulating, and every other mutation is refused with
   * SIMULATION_READ_ONLY. Recorded as SIMULATION_STARTED on the user. Unknown, inactive, staff or
   * oneself: validation error on user_id.
   */
  staffSimulateUser: User;
  /**
   * Opens an order at the server's prices and answers it with the provider's checkout_url (a free order
   * is PAID at once). The order holds a seat of each of its events and its code's use for 30 minutes
   * (Order.held_until), until its payment fails, is canceled or expires; it ends the viewer's own open
   * checkout of the same product. Started again within 30 minutes of the viewer's last hold of the same
   * product, it carries that hold on with its end. Errors on input.price_id (not on sale, not for the
   * viewer's group, sold out, "Every seat left is held by an open checkout right now.", "You have too
   * many open checkouts." (3 at once), "You have started checkouts of this too often in the last 24
   * hours." (3 holds of one product), already booked), input.discount_code ("The discount code is invalid." / "… has expired." /
   * "… does not apply." / "The discount code is held by an open checkout right now." / "The discount code
   * has been used up." (paid orders took every use)), input.billing.*,
   * input.assistant_proof, input.accept_terms, input.redirect_url. Needs authentication.
   */
  startCheckout: Order;
  /**
   * Starts an attempt (or answers the open one): accreditation not valid, threshold not reached,
   * already passed, or 3 attempts started within 24 hours on the item's topic, at any item on it ("No
   * more attempts for now: … The next can start at <ISO time>."): validation error on contentId. Needs
   * authentication.
   */
  startCmeTest: CmeAttempt;
  /** Scores the attempt; passed (at least 7 of 10) issues a certificate TO_BE_REQUESTED (EXTERNAL without an EFN). */
  submitCmeTest: CmeAttempt;
  /** /contact: stores the request and mails it to the chosen team; at most 5 per sender address and hour (rate_limited with retryAfter). Signed in or not. */
  submitContactRequest: ContactRequestReceipt;
  /** Stores feedback on an item, an event or the platform. Needs authentication; at most 10 an hour (rate_limited). Validation errors on input.rating, input.text, input.content_id, input.event_id. */
  submitFeedback: FeedbackReceipt;
  /** Sends the answers of an OPEN invitation and uses it up; stored without who gave them. Validation errors per question on answers.{question id} (required, min, max, invalid), on token when the link is unknown, used or closed. */
  submitSurvey: Scalars['Boolean']['output'];
  /** Records an event of the caller's conference in a LIVE livestream: the speaker of an interjection there (accepted now or before), or staff once an interjection was accepted there. At most 60 a minute (rate_limited); false (not recorded) once the caller has 300 in the livestream. */
  trackConferenceEvent: Scalars['Boolean']['output'];
  /** Records a click on a notification link. A wrong signature is a validation error. */
  trackNotification: Scalars['Boolean']['output'];
  /** Needs authentication. Idempotent. */
  unfollowChannel: User;
  /** Needs authentication. Idempotent. */
  unfollowField: User;
  /** Redeems an activation code for the viewer (case and spaces ignored). Needs authentication. */
  unlock: UnlockResult;
  /** Turns off the link's kind of mail for its user, without login. An unknown token is a validation error on token. */
  unsubscribe: Unsubscription;
  /** Staff only for is_simulating_user, which is switched for the calling session (token) only. Needs authentication. */
  updateMe: User;
  /** Mail settings (spec §9: weekly or two-weekly summaries, the day-of-livestream notice). Needs authentication. */
  updateNotificationSettings: User;
  /** Gender, title and names. Validation errors on input.first_name / input.last_name. Needs authentication. */
  updatePersonalDetails: User;
  /**
   * Professional details. The main field is followed. A new profession or country with an EFN is
   * ACCEPTED at once; with a file the new details apply now and the validation is PENDING until staff
   * decide (the old proof does not cover them). While a proof waits for staff, profession and country
   * cannot change: "A validation request is already pending." on input.validation_file. Needs authentication.
   */
  updateProfessionalDetails: User;
  /** Votes in an OPEN poll, once per viewer (a second vote is a validation error on option). */
  votePoll: LivePoll;
  /** Takes back the viewer's own REQUESTED interjection, or ends their ACCEPTED one. */
  withdrawInterjection?: Maybe<Interjection>;
};


export type MutationAddToWatchlistArgs = {
  contentId: Scalars['ID']['input'];
};


export type MutationAnswerCmeQuestionsArgs = {
  answers: Array<CmeAnswerInput>;
  attemptId: Scalars['ID']['input'];
};


export type MutationApplyForCmePointsArgs = {
  certificateId: Scalars['ID']['input'];
  consent: Scalars['Boolean']['input'];
};


export type MutationAskQuestionArgs = {
  input: AskQuestionInput;
};


export type MutationCancelNotificationCampaignArgs = {
  id: Scalars['ID']['input'];
};


export type MutationChangePasswordArgs = {
  current_password: Scalars['String']['input'];
  password: Scalars['String']['input'];
  password_confirmation: Scalars['String']['input'];
};


export type MutationClosePollArgs = {
  poll_id: Scalars['ID']['input'];
};


export type MutationConfirmEmailChangeArgs = {
  code: Scalars['String']['input'];
};


export type MutationConfirmUserDataArgs = {
  input: ConfirmUserDataInput;
};


export type MutationDecideValidationArgs = {
  accept: Scalars['Boolean']['input'];
  id: Scalars['ID']['input'];
};


export type MutationDeleteAccountArgs = {
  password: Scalars['String']['input'];
};


export type MutationFollowChannelArgs = {
  id: Scalars['ID']['input'];
  notify?: InputMaybe<Scalars['Boolean']['input']>;
};


export type MutationFollowFieldArgs = {
  id: Scalars['ID']['input'];
  notify?: InputMaybe<Scalars['Boolean']['input']>;
};


export type MutationFollowFieldsArgs = {
  ids: Array<Scalars['ID']['input']>;
  notify?: InputMaybe<Scalars['Boolean']['input']>;
};


export type MutationForgotPasswordArgs = {
  email: Scalars['String']['input'];
};


export type MutationInviteToSurveyArgs = {
  emails: Array<Scalars['String']['input']>;
  survey_slug: Scalars['String']['input'];
};


export type MutationLoginArgs = {
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
};


export type MutationModerateLiveSessionArgs = {
  action: ModerationAction;
  livestream_id: Scalars['ID']['input'];
  target_id: Scalars['ID']['input'];
};


export type MutationOpenPollArgs = {
  input: OpenPollInput;
};


export type MutationRecordLivePresenceArgs = {
  contentId: Scalars['ID']['input'];
};


export type MutationRecordWatchProgressArgs = {
  contentId: Scalars['ID']['input'];
  position_seconds: Scalars['Int']['input'];
};


export type MutationRefreshValidationArgs = {
  efn?: InputMaybe<Scalars['String']['input']>;
  profession: Profession;
  validation_file?: InputMaybe<ValidationFileInput>;
};


export type MutationRefundOrderArgs = {
  id: Scalars['ID']['input'];
};


export type MutationRegisterUserArgs = {
  input: RegisterUserInput;
};


export type MutationRemoveFromWatchlistArgs = {
  contentId: Scalars['ID']['input'];
};


export type MutationRequestEmailChangeArgs = {
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
};


export type MutationRequestInterjectionArgs = {
  livestream_id: Scalars['ID']['input'];
};


export type MutationRequestRegistrationCodeArgs = {
  email: Scalars['String']['input'];
};


export type MutationRequestValidationArgs = {
  efn?: InputMaybe<Scalars['String']['input']>;
  email: Scalars['String']['input'];
  password?: InputMaybe<Scalars['String']['input']>;
  profession: Profession;
  renewal_token?: InputMaybe<Scalars['String']['input']>;
  validation_file?: InputMaybe<ValidationFileInput>;
};


export type MutationResetPasswordArgs = {
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
  resetPasswordCode: Scalars['String']['input'];
};


export type MutationRunNotificationCampaignArgs = {
  type: NotificationCampaignType;
};


export type MutationScheduleNotificationCampaignArgs = {
  scheduled_for: Scalars['DateTime']['input'];
  type: NotificationCampaignType;
};


export type MutationSetCmeCycleStartArgs = {
  date: Scalars['DateTime']['input'];
};


export type MutationSetFollowNotificationsArgs = {
  id: Scalars['ID']['input'];
  notify: Scalars['Boolean']['input'];
  type: FollowType;
};


export type MutationSignedStorageUrlAssistantPriceValidationArgs = {
  fileName: Scalars['String']['input'];
};


export type MutationSignedStorageUrlUserValidationArgs = {
  fileName: Scalars['String']['input'];
};


export type MutationStaffAcceptProofArgs = {
  id: Scalars['ID']['input'];
};


export type MutationStaffInviteToSurveyArgs = {
  emails: Array<Scalars['String']['input']>;
  survey_id: Scalars['ID']['input'];
};


export type MutationStaffRefundOrderArgs = {
  id: Scalars['ID']['input'];
};


export type MutationStaffRejectProofArgs = {
  id: Scalars['ID']['input'];
  note?: InputMaybe<Scalars['String']['input']>;
  reason: ProofRejectionReason;
};


export type MutationStaffResendEmailChangeCodeArgs = {
  user_id: Scalars['ID']['input'];
};


export type MutationStaffRunCampaignArgs = {
  id: Scalars['ID']['input'];
};


export type MutationStaffSendRegistrationCodeArgs = {
  email: Scalars['String']['input'];
};


export type MutationStaffSimulateUserArgs = {
  user_id: Scalars['ID']['input'];
};


export type MutationStartCheckoutArgs = {
  input: StartCheckoutInput;
};


export type MutationStartCmeTestArgs = {
  contentId: Scalars['ID']['input'];
};


export type MutationSubmitCmeTestArgs = {
  answers?: InputMaybe<Array<CmeAnswerInput>>;
  attemptId: Scalars['ID']['input'];
};


export type MutationSubmitContactRequestArgs = {
  input: ContactRequestInput;
};


export type MutationSubmitFeedbackArgs = {
  input: FeedbackInput;
};


export type MutationSubmitSurveyArgs = {
  answers: Array<SurveyAnswerInput>;
  token: Scalars['String']['input'];
};


export type MutationTrackConferenceEventArgs = {
  event: ZoomSessionTrackingEvent;
  livestream_id: Scalars['ID']['input'];
};


export type MutationTrackNotificationArgs = {
  mt: Scalars['String']['input'];
  signature: Scalars['String']['input'];
};


export type MutationUnfollowChannelArgs = {
  id: Scalars['ID']['input'];
};


export type MutationUnfollowFieldArgs = {
  id: Scalars['ID']['input'];
};


export type MutationUnlockArgs = {
  code: Scalars['String']['input'];
};


export type MutationUnsubscribeArgs = {
  token: Scalars['String']['input'];
};


export type MutationUpdateMeArgs = {
  input: UpdateMeInput;
};


export type MutationUpdateNotificationSettingsArgs = {
  input: NotificationSettingsInput;
};


export type MutationUpdatePersonalDetailsArgs = {
  input: PersonalDetailsInput;
};


export type MutationUpdateProfessionalDetailsArgs = {
  input: ProfessionalDetailsInput;
};


export type MutationVotePollArgs = {
  option: Scalars['Int']['input'];
  poll_id: Scalars['ID']['input'];
};


export type MutationWithdrawInterjectionArgs = {
  livestream_id: Scalars['ID']['input'];
};

export type NotificationCampaign = {
  __typename?: 'NotificationCampaign';
  /** Why an ERROR campaign stopped (null otherwise). */
  error?: Maybe<Scalars['String']['output']>;
  finished_at?: Maybe<Scalars['DateTime']['output']>;
  id: Scalars['ID']['output'];
  /** How many got its mail (users whose settings allow it and who had something in it). */
  recipients: Scalars['Int']['output'];
  scheduled_for: Scalars['DateTime']['output'];
  started_at?: Maybe<Scalars['DateTime']['output']>;
  status: ScheduledCampaignStatus;
  type: NotificationCampaignType;
};

export type NotificationCampaignType =
  /** Tutorials (Doctupus), for those who want news and offers. */
  | 'DOCTUPUS'
  /** Upcoming livestreams of the followed channels and fields, weekly or two-weekly. */
  | 'FORECAST'
  /** New videos of the followed channels and fields, weekly or two-weekly. */
  | 'RECAP'
  /** The day-of-livestream notice for followed channels and fields (bell on). */
  | 'TODAY';

/** What a click on a campaign link was (in its signed mt). */
export type NotificationClickType =
  | 'BANNER'
  | 'CALENDAR'
  | 'LINK'
  | 'OPEN'
  | 'UNSUBSCRIBE';

export type NotificationSettingsInput = {
  notify_livestream_day: Scalars['Boolean']['input'];
  notify_promotions: Scalars['Boolean']['input'];
  notify_subscriptions: Scalars['Boolean']['input'];
  summary_frequency: SummaryFrequency;
};

export type OpenPollInput = {
  livestream_id: Scalars['ID']['input'];
  /** 2 to 6 options, 1 to 120 characters each. */
  options: Array<Scalars['String']['input']>;
  /** 1 to 255 characters. */
  question: Scalars['String']['input'];
};

export type Order = {
  __typename?: 'Order';
  auto_discount: Scalars['Int']['output'];
  base: Scalars['Int']['output'];
  billing: BillingAddress;
  bundle?: Maybe<EventBundle>;
  /** The hosted checkout to send the user to while the payment is open. */
  checkout_url?: Maybe<Scalars['String']['output']>;
  code_discount: Scalars['Int']['output'];
  content?: Maybe<PurchasableContent>;
  created_at: Scalars['DateTime']['output'];
  event?: Maybe<Event>;
  /** While OPEN: its seats and discount code are held for it until then (30 minutes from the start); null once it is paid or its payment ended. */
  held_until?: Maybe<Scalars['DateTime']['output']>;
  id: Scalars['ID']['output'];
  invoice_number?: Maybe<Scalars['String']['output']>;
  number: Scalars['String']['output'];
  paid_at?: Maybe<Scalars['DateTime']['output']>;
  /** The provider's status of the latest payment (open, pending, paid, failed, canceled, expired); null for a free order. */
  payment_status?: Maybe<Scalars['String']['output']>;
  price: Price;
  /** Set when a payment came after the hold and could not be honoured: the order is REFUNDED. */
  refund_reason?: Maybe<RefundReason>;
  status: OrderStatus;
  tax: Scalars['Int']['output'];
  tax_rate: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

export type OrderStatus =
  | 'OPEN'
  | 'PAID'
  | 'REFUNDED';

/** Lighthouse's paginator info. */
export type PaginatorInfo = {
  __typename?: 'PaginatorInfo';
  count: Scalars['Int']['output'];
  currentPage: Scalars['Int']['output'];
  hasMorePages: Scalars['Boolean']['output'];
  lastPage: Scalars['Int']['output'];
  perPage: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

/** Presence at a livestream without CME points, toward a participation certificate. */
export type Participation = {
  __typename?: 'Participation';
  /** Issued once the threshold is reached. */
  certificate?: Maybe<Certificate>;
  seconds_watched: Scalars['Int']['output'];
  threshold_minutes: Scalars['Int']['output'];
};

/** A proof of professional status waiting for a staff decision. */
export type PendingValidation = {
  __typename?: 'PendingValidation';
  country: Scalars['String']['output'];
  email: Scalars['String']['output'];
  file_name?: Maybe<Scalars['String']['output']>;
  first_name: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  last_name: Scalars['String']['output'];
  /** Set when the proof is for an order's assistant-doctor price (a rejection refunds that order). */
  order_number?: Maybe<Scalars['String']['output']>;
  profession: Profession;
  submitted_at: Scalars['DateTime']['output'];
};

export type PersonalDetailsInput = {
  /** Required, at most 255 characters. */
  first_name: Scalars['String']['input'];
  gender: Gender;
  last_name: Scalars['String']['input'];
  title?: InputMaybe<Title>;
};

export type Playlist = Content & {
  __typename?: 'Playlist';
  access: ContentAccess;
  channel?: Maybe<Channel>;
  description?: Maybe<Scalars['String']['output']>;
  experts: Array<ContentExpert>;
  fields: Array<Field>;
  id: Scalars['ID']['output'];
  item_count: Scalars['Int']['output'];
  /** Published items in order; each carries its own lock. */
  items: Array<Content>;
  lock_reason?: Maybe<LockReason>;
  locked: Scalars['Boolean']['output'];
  published_at: Scalars['DateTime']['output'];
  slug: Scalars['String']['output'];
  sluggable_type: Scalars['String']['output'];
  status: PublishStatus;
  tags: Array<Tag>;
  thumbnail_url?: Maybe<Scalars['String']['output']>;
  title: Scalars['String']['output'];
};

export type Price = {
  __typename?: 'Price';
  /** Cents, before any discount. */
  amount: Scalars['Int']['output'];
  /** The viewer's profession group may book it (false for anonymous viewers). */
  bookable: Scalars['Boolean']['output'];
  /** The running early-bird phase applied (equals amount without one). */
  current_amount: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  /** ASSISTANT: an assistant-doctor proof goes with the order. */
  needs_proof: Scalars['Boolean']['output'];
  type: PriceType;
};

export type PriceCategory =
  | 'SPECIFIC'
  | 'UNIFIED';

export type PriceType =
  | 'ASSISTANT'
  | 'BASE'
  | 'EXTENDED_PROFESSIONS'
  | 'FULL'
  | 'PRIMARY_PROFESSIONS'
  | 'STUDENT';

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

export type ProfessionOption = {
  __typename?: 'ProfessionOption';
  group: ProfessionGroup;
  label_de: Scalars['String']['output'];
  label_en: Scalars['String']['output'];
  value: Profession;
};

/**
 * Profession, employment, main field and country. A change of profession or country needs new proof by
 * the rules of registration (EFN for DOCTOR in DE, else a file); without such a change efn and
 * validation_file are prohibited.
 */
export type ProfessionalDetailsInput = {
  /** ISO 3166-1 alpha-2 */
  country: Scalars['String']['input'];
  efn?: InputMaybe<Scalars['String']['input']>;
  employment: Employment;
  field_id: Scalars['ID']['input'];
  profession: Profession;
  validation_file?: InputMaybe<ValidationFileInput>;
};

/** What a proof is for. */
export type ProofKind =
  /** For an order's assistant-doctor price (rejected: the order is refunded or cannot be paid). */
  | 'ASSISTANT_PRICE'
  /** Sent with a new profession or country (profile). */
  | 'DETAILS_CHANGE'
  /** Sent with the registration. */
  | 'REGISTRATION'
  /** A new proof for an expiring, expired or rejected one. */
  | 'RENEWAL';

/** Why staff rejected a proof; the mail to the user says it. */
export type ProofRejectionReason =
  | 'NAME_MISMATCH'
  /** The document proves no professional qualification. */
  | 'NOT_A_PROOF'
  /** Said in the note. */
  | 'OTHER'
  | 'OUTDATED'
  | 'PROFESSION_MISMATCH'
  | 'UNREADABLE';

export type ProofStatus =
  | 'ACCEPTED'
  | 'PENDING'
  | 'REJECTED';

export type PublishStatus =
  | 'DRAFT'
  | 'PUBLISHED';

/** A paid content item (access PAID) that can be bought on its own. */
export type PurchasableContent = {
  __typename?: 'PurchasableContent';
  /** The viewer has bought it. */
  booked: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  prices: Array<Price>;
  slug: Scalars['String']['output'];
  /** Vod, Livestream, …: builds the item's page link. */
  sluggable_type: Scalars['String']['output'];
  title: Scalars['String']['output'];
};

export type Query = {
  __typename?: 'Query';
  /** A calendar feed's appointments (from yesterday to 90 days ahead): livestreams of the followed channels and fields and the events with a ticket. Null for an unknown or revoked token. No authentication (the token is the key). */
  calendarFeed?: Maybe<Array<CalendarEntry>>;
  /** A certificate's PDF. Another user's or unknown id: validation error on id. Needs authentication. */
  certificatePdf: CertificatePdf;
  /** /channel/{slug}: null for an unknown slug. */
  channelPage?: Maybe<ChannelPage>;
  /** Whether an email can still register. An invalid email is a validation error. */
  checkEmailDuplicate: EmailAvailability;
  /**
   * What the viewer would pay for a price with an optional code (nothing is stored). An unknown price:
   * validation error on priceId. Needs authentication.
   */
  checkoutQuote: CheckoutQuote;
  /** /cme-fortbildungen: content with CME points (livestreams only while not past). perPage 1-100. */
  cmeContent: ContentPaginator;
  /** The viewer's 5-year CME cycle start (a date); null when not chosen. Needs authentication. */
  cmeCycleStart?: Maybe<Scalars['DateTime']['output']>;
  /** /event/{slug}: null for an unknown slug. */
  event?: Maybe<Event>;
  eventBundle?: Maybe<EventBundle>;
  /** Bundles on the Expanda pages, by the end of their sale. */
  eventBundles: Array<EventBundle>;
  /** /faq and /faq/{type}: every category with its questions, in the page's order and the given language. */
  faq: Array<FaqCategory>;
  /** /fachgebiete/{slug}: null for an unknown slug; a mapped field answers redirect_to (its target's slug) and no content. */
  fieldPage?: Maybe<FieldPage>;
  /** All fields of medicine, ordered by id. */
  fields: Array<Field>;
  /** /fachgebiete: fields that are not merged into another, relevant first, then by German label. */
  fieldsOverview: Array<FieldOverviewItem>;
  /**
   * A field or channel to follow, by id (the subscribe dialog): null for an unknown id. A mapped field
   * answers its target, which following it follows. is_followed and notify are the viewer's (false signed out).
   */
  followable?: Maybe<Followable>;
  /** /home: featured content, the top banner, shelves for followed fields and channels, upcoming livestreams, new CME content. shelfSize: items per shelf and at most that many featured (1-12); fieldShelves, channelShelves: at most that many followed fields' and channels' shelves, the first ones (0-100), all when absent. A page asks for what it shows. */
  homePage: HomePage;
  /** The invoice of the viewer's paid (or refunded) order. Unpaid, another user's or unknown: validation error on id. */
  invoicePdf: CertificatePdf;
  /** /{landingPage}: null for an unknown or draft slug. */
  landingPage?: Maybe<LandingPage>;
  /** Staff: the conference's tracked events in a livestream, newest first (at most 200). */
  liveConferenceEvents: Array<ZoomSessionTracking>;
  /** The caller's conference room in a LIVE livestream; null when they are not a member (spec 2.5). `peer_user_id`: is that user a member too (a signal's addressee)? */
  liveConferenceRoom?: Maybe<LiveConferenceRoom>;
  /** The live session of a LIVE livestream (null for any other state, a locked one, or an unknown slug). Needs authentication; MODERATION needs a staff role. */
  liveSession?: Maybe<LiveSession>;
  /** /live/{slug}: null for an unknown or draft slug. */
  livestream?: Maybe<Livestream>;
  /** /livestreams: livestreams overlapping [from, to) (default now to now + 8 weeks), live ones first, then by start. */
  livestreamSchedule: Array<Livestream>;
  /** The signed-in user; null without a token. An invalid or revoked token answers Unauthenticated. */
  me?: Maybe<User>;
  /** The viewer's certificates, newest first; year filters by issue year. Needs authentication. */
  myCertificates: Array<Certificate>;
  /** Published items the viewer unlocked with activation codes, last unlocked first. Needs authentication. */
  myContent: Array<UnlockedContent>;
  /** Everything stored about the viewer, a JSON document (GDPR art. 15 and 20). Needs authentication. */
  myData: Scalars['String']['output'];
  myOrders: Array<Order>;
  /** Staff with CAMPAIGNS: the latest 100 campaigns, newest first. */
  notificationCampaigns: Array<NotificationCampaign>;
  /** The viewer's own order; null for another user's or an unknown id. */
  order?: Maybe<Order>;
  /** Staff only: proofs waiting for a decision, oldest first. */
  pendingValidations: Array<PendingValidation>;
  /** All professions, default group first. */
  professions: Array<ProfessionOption>;
  /** A published item with access PAID and a price, by slug; null otherwise. */
  purchasableContent?: Maybe<PurchasableContent>;
  /** /search/{term}: full-text search over all types; type narrows data (groups always count every type). perPage 1-100. */
  search: SearchResult;
  /** Events with tickets that have not ended yet, by start (the Expanda seminars). */
  seminars: Array<Event>;
  /** /short/{slug}: null for an unknown or draft slug. */
  short?: Maybe<Short>;
  /** /shorts: published shorts, newest first. perPage 1-50. */
  shortsFeed: ShortPaginator;
  /** Staff with AUDIT: the audit trail, newest first. action, staff_id and target_user_id narrow it; before_id pages back (entries older than it); first: 1-100. */
  staffAuditTrail: Array<StaffActionEntry>;
  /** Staff with CAMPAIGNS: a campaign's mails and clicks; null for an unknown id. */
  staffCampaign?: Maybe<StaffCampaignReport>;
  /** Staff (any role): one item's feedback with its texts; null for a key without feedback. */
  staffFeedback?: Maybe<StaffFeedback>;
  /** Staff (any role): feedback per item, event and the platform, the most recently rated first (at most 200). */
  staffFeedbackSummaries: Array<StaffFeedbackSummary>;
  /** Staff (any role): livestreams live now, by start, with what waits for their moderation. */
  staffLiveSessions: Array<StaffLiveSession>;
  /** Staff with ORDERS: one order; null for an unknown id. Opening it is recorded in the audit trail (ORDER_VIEWED). */
  staffOrder?: Maybe<StaffOrder>;
  /**
   * Staff with ORDERS: orders whose number, buyer's email or name (either order) or billing name
   * contains query (2-255 characters, validation error on query otherwise), newest first; before_id
   * pages back (orders older than it); first: 1-100. Recorded in the audit trail by the query's kind.
   */
  staffOrderSearch: Array<StaffOrder>;
  /** Staff: a proof in any status; null for an unknown id. */
  staffProof?: Maybe<StaffProof>;
  /** Staff: a proof's uploaded file; null for an unknown id or a proof without file. */
  staffProofDocument?: Maybe<StaffProofDocument>;
  /** Staff: pending proofs, oldest first. kind narrows; min_age_hours keeps those waiting at least that long (0-8760); first: 1-100. */
  staffProofQueue: StaffProofQueue;
  /** Staff with SURVEYS: a survey's answer sets (recorded as SURVEY_EXPORTED); null for an unknown id. */
  staffSurveyExport?: Maybe<StaffSurveyExport>;
  /** Staff with SURVEYS: a survey's results; null for an unknown id. */
  staffSurveyResults?: Maybe<StaffSurveyResults>;
  /** Staff with SURVEYS: every survey, newest first. */
  staffSurveys: Array<StaffSurvey>;
  /** Staff with USERS: one account; null for an unknown id. Opening it is recorded in the audit trail (USER_VIEWED). */
  staffUserDetail?: Maybe<StaffUserDetail>;
  /** Staff with USERS: users whose email or name contains query (2-255 characters, validation error on query otherwise), by name; first: 1-50. */
  staffUserSearch: Array<StaffUser>;
  /** A survey link's survey (null for an unknown link). No authentication: the link is the key. */
  surveyInvitation?: Maybe<SurveyInvitation>;
  /** /tag/{slug}: null for an unknown slug. perPage 1-100 (default 24). */
  tagPage?: Maybe<TagPage>;
  /** What an unsubscribe link turns off; null for an unknown token. No authentication. */
  unsubscription?: Maybe<Unsubscription>;
  /** Public: confirms a certificate by its number; null when unknown. */
  verifyCertificate?: Maybe<CertificateVerification>;
  /** /video/{slug}: null for an unknown or draft slug (locked items answer a teaser). */
  vod?: Maybe<Vod>;
  /** /watchlist: saved videos, livestreams and shorts, last added first. Needs authentication. */
  watchlist: Array<WatchlistEntry>;
};


export type QueryCalendarFeedArgs = {
  token: Scalars['String']['input'];
};


export type QueryCertificatePdfArgs = {
  id: Scalars['ID']['input'];
};


export type QueryChannelPageArgs = {
  slug: Scalars['String']['input'];
};


export type QueryCheckEmailDuplicateArgs = {
  email: Scalars['String']['input'];
};


export type QueryCheckoutQuoteArgs = {
  discountCode?: InputMaybe<Scalars['String']['input']>;
  priceId: Scalars['ID']['input'];
};


export type QueryCmeContentArgs = {
  filter?: InputMaybe<CmeFilter>;
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<CmeSort>;
};


export type QueryEventArgs = {
  slug: Scalars['String']['input'];
};


export type QueryEventBundleArgs = {
  slug: Scalars['String']['input'];
};


export type QueryFaqArgs = {
  locale?: InputMaybe<Locale>;
};


export type QueryFieldPageArgs = {
  slug: Scalars['String']['input'];
};


export type QueryFollowableArgs = {
  id: Scalars['ID']['input'];
  type: FollowType;
};


export type QueryHomePageArgs = {
  channelShelves?: InputMaybe<Scalars['Int']['input']>;
  fieldShelves?: InputMaybe<Scalars['Int']['input']>;
  shelfSize?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryInvoicePdfArgs = {
  orderId: Scalars['ID']['input'];
};


export type QueryLandingPageArgs = {
  slug: Scalars['String']['input'];
};


export type QueryLiveConferenceEventsArgs = {
  livestream_id: Scalars['ID']['input'];
};


export type QueryLiveConferenceRoomArgs = {
  livestream_slug: Scalars['String']['input'];
  peer_user_id?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryLiveSessionArgs = {
  livestream_slug: Scalars['String']['input'];
  view?: InputMaybe<LiveSessionView>;
};


export type QueryLivestreamArgs = {
  slug: Scalars['String']['input'];
};


export type QueryLivestreamScheduleArgs = {
  from?: InputMaybe<Scalars['DateTime']['input']>;
  to?: InputMaybe<Scalars['DateTime']['input']>;
};


export type QueryMyCertificatesArgs = {
  year?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryOrderArgs = {
  id: Scalars['ID']['input'];
};


export type QueryPurchasableContentArgs = {
  slug: Scalars['String']['input'];
};


export type QuerySearchArgs = {
  industry_independent?: InputMaybe<Scalars['Boolean']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
  term: Scalars['String']['input'];
  type?: InputMaybe<SearchResultType>;
};


export type QueryShortArgs = {
  slug: Scalars['String']['input'];
};


export type QueryShortsFeedArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryStaffAuditTrailArgs = {
  action?: InputMaybe<StaffAction>;
  before_id?: InputMaybe<Scalars['ID']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  staff_id?: InputMaybe<Scalars['ID']['input']>;
  target_user_id?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryStaffCampaignArgs = {
  id: Scalars['ID']['input'];
};


export type QueryStaffFeedbackArgs = {
  key: Scalars['ID']['input'];
};


export type QueryStaffOrderArgs = {
  id: Scalars['ID']['input'];
};


export type QueryStaffOrderSearchArgs = {
  before_id?: InputMaybe<Scalars['ID']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  query: Scalars['String']['input'];
};


export type QueryStaffProofArgs = {
  id: Scalars['ID']['input'];
};


export type QueryStaffProofDocumentArgs = {
  id: Scalars['ID']['input'];
};


export type QueryStaffProofQueueArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  kind?: InputMaybe<ProofKind>;
  min_age_hours?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryStaffSurveyExportArgs = {
  id: Scalars['ID']['input'];
};


export type QueryStaffSurveyResultsArgs = {
  id: Scalars['ID']['input'];
};


export type QueryStaffUserDetailArgs = {
  id: Scalars['ID']['input'];
};


export type QueryStaffUserSearchArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  query: Scalars['String']['input'];
};


export type QuerySurveyInvitationArgs = {
  token: Scalars['String']['input'];
};


export type QueryTagPageArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
  slug: Scalars['String']['input'];
};


export type QueryUnsubscriptionArgs = {
  token: Scalars['String']['input'];
};


export type QueryVerifyCertificateArgs = {
  number: Scalars['String']['input'];
};


export type QueryVodArgs = {
  slug: Scalars['String']['input'];
};

/** Why a payment that arrived after its order's hold had ended could not be honoured (decision 020). */
export type RefundReason =
  /** The discount code's last use went to someone else meanwhile. */
  | 'CODE_USED_UP'
  /** The last seat went to someone else meanwhile. */
  | 'SOLD_OUT';

export type RegisterUserInput = {
  /** ISO 3166-1 alpha-2 */
  country: Scalars['String']['input'];
  /** Only for DOCTOR in DE; else validation_file. */
  efn?: InputMaybe<Scalars['String']['input']>;
  email: Scalars['String']['input'];
  employment: Employment;
  fieldSubscriptions: Array<Scalars['ID']['input']>;
  field_id: Scalars['ID']['input'];
  first_name: Scalars['String']['input'];
  gender: Gender;
  last_name: Scalars['String']['input'];
  notify_promotions?: InputMaybe<Scalars['Boolean']['input']>;
  password: Scalars['String']['input'];
  profession: Profession;
  /** The 6-digit code mailed by requestRegistrationCode. */
  registrationCode: Scalars['String']['input'];
  self_attributions?: InputMaybe<Array<UserSelfAttributionOrigin>>;
  title?: InputMaybe<Title>;
  validation_file?: InputMaybe<ValidationFileInput>;
};

export type SalePhase =
  | 'ON_SALE'
  | 'POST_SALE'
  | 'PRE_SALE';

export type ScheduledCampaignStatus =
  /** Sent to everyone it was for. */
  | 'COMPLETED'
  /** Sending failed or was interrupted: recipients says how many got it before, error why. Not retried. */
  | 'ERROR'
  /** Waiting for its time. */
  | 'PENDING'
  /** Being sent. */
  | 'PROCESSING';

export type SearchGroup = {
  __typename?: 'SearchGroup';
  count: Scalars['Int']['output'];
  type: SearchResultType;
};

export type SearchItem = Channel | Expert | Field | Livestream | Playlist | Short | Tag | Vod;

export type SearchResult = {
  __typename?: 'SearchResult';
  /** Ranked by bm25 (title weighs more than the body). */
  data: Array<SearchItem>;
  /** Types with at least one hit, in SearchResultType order. */
  groups: Array<SearchGroup>;
  paginatorInfo: PaginatorInfo;
  term: Scalars['String']['output'];
  /** Hits of every type (not narrowed by type). */
  total: Scalars['Int']['output'];
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

export type Short = Content & {
  __typename?: 'Short';
  access: ContentAccess;
  channel?: Maybe<Channel>;
  description?: Maybe<Scalars['String']['output']>;
  duration_seconds: Scalars['Int']['output'];
  experts: Array<ContentExpert>;
  fields: Array<Field>;
  id: Scalars['ID']['output'];
  lock_reason?: Maybe<LockReason>;
  locked: Scalars['Boolean']['output'];
  /** Protected: short-lived signed addresses (null while locked). */
  media?: Maybe<MediaSource>;
  /** Protected. */
  media_url?: Maybe<Scalars['String']['output']>;
  next_slug?: Maybe<Scalars['String']['output']>;
  on_watchlist: Scalars['Boolean']['output'];
  /** The neighbours in the shorts feed (newest first): previous is newer, next is older. */
  previous_slug?: Maybe<Scalars['String']['output']>;
  progress?: Maybe<WatchProgress>;
  published_at: Scalars['DateTime']['output'];
  related: Array<Content>;
  slug: Scalars['String']['output'];
  sluggable_type: Scalars['String']['output'];
  status: PublishStatus;
  tags: Array<Tag>;
  thumbnail_url?: Maybe<Scalars['String']['output']>;
  title: Scalars['String']['output'];
};

export type ShortPaginator = {
  __typename?: 'ShortPaginator';
  data: Array<Short>;
  paginatorInfo: PaginatorInfo;
};

/** Who stands behind an item or event: its supporters (the channel's and the event's) and its experts' declarations. */
export type Sponsorship = {
  __typename?: 'Sponsorship';
  experts: Array<ExpertDisclosure>;
  /** No supporter is industry. */
  industry_independent: Scalars['Boolean']['output'];
  supporters: Array<SponsorshipSupporter>;
};

export type SponsorshipSupporter = {
  __typename?: 'SponsorshipSupporter';
  /** A company selling medical products (pharma, devices, diagnostics). */
  industry: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
  type: SupporterType;
  url?: Maybe<Scalars['String']['output']>;
};

/** What staff did (the audit trail). */
export type StaffAction =
  | 'CAMPAIGN_CANCELLED'
  | 'CAMPAIGN_SCHEDULED'
  | 'CAMPAIGN_SENT'
  | 'CONFIRMATION_CODE_RESENT'
  | 'LIVE_MODERATED'
  | 'ORDER_REFUNDED'
  /** Orders searched (staffOrderSearch); the detail says by what (NUMBER, EMAIL or NAME), never the query. */
  | 'ORDER_SEARCHED'
  /** An order opened (staffOrder); the detail is its number. Views (*_VIEWED but PROOF_DOCUMENT_VIEWED) are recorded once per staff member and target in 10 minutes. */
  | 'ORDER_VIEWED'
  | 'POLL_CLOSED'
  | 'POLL_OPENED'
  | 'PROOF_ACCEPTED'
  | 'PROOF_DOCUMENT_VIEWED'
  /** The proof queue seen (staffProofQueue), by its filter; once per staff member and filter in 10 minutes. */
  | 'PROOF_QUEUE_VIEWED'
  | 'PROOF_REJECTED'
  /** A proof opened (staffProof). */
  | 'PROOF_VIEWED'
  /** A registration code sent to an address that had none yet (staffSendRegistrationCode); a later one is CONFIRMATION_CODE_RESENT. */
  | 'REGISTRATION_CODE_SENT'
  | 'SIMULATION_STARTED'
  | 'SIMULATION_STOPPED'
  /** A survey's answers exported (CSV). */
  | 'SURVEY_EXPORTED'
  | 'SURVEY_INVITED'
  /** A survey's results seen with their free texts (staffSurveyResults); once per staff member and survey in 10 minutes. */
  | 'SURVEY_RESULTS_VIEWED'
  /** Users searched (staffUserSearch); the detail says by what (EMAIL or NAME), never the query. */
  | 'USER_SEARCHED'
  | 'USER_VIEWED';

/** An entry of the audit trail: who did what, on whom, when. */
export type StaffActionEntry = {
  __typename?: 'StaffActionEntry';
  action: StaffAction;
  at: Scalars['DateTime']['output'];
  /** CAMPAIGN_*: the campaign. */
  campaign_id?: Maybe<Scalars['ID']['output']>;
  /** CAMPAIGN_SCHEDULED, CAMPAIGN_SENT: its type. */
  campaign_type?: Maybe<NotificationCampaignType>;
  /** REGISTRATION_CODE_SENT, CONFIRMATION_CODE_RESENT: which code. */
  code_kind?: Maybe<StaffCodeKind>;
  /** The same as free text (a proof's number and reason, a livestream, an order or campaign number); entries recorded before the typed fields below have only this. */
  detail?: Maybe<Scalars['String']['output']>;
  /** A registration code's address: there is no account to name yet. */
  email?: Maybe<Scalars['String']['output']>;
  /** SURVEY_INVITED: the invited address's domain (the address itself is not kept). */
  email_domain?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** LIVE_MODERATED, POLL_OPENED, POLL_CLOSED: the livestream, as it was called then. */
  livestream?: Maybe<StaffActionItem>;
  min_age_hours?: Maybe<Scalars['Int']['output']>;
  /** LIVE_MODERATED: what was done to the question or request to speak. */
  moderation_action?: Maybe<ModerationAction>;
  /** ORDER_VIEWED, ORDER_REFUNDED: the order. */
  order_id?: Maybe<Scalars['ID']['output']>;
  order_number?: Maybe<Scalars['String']['output']>;
  /** PROOF_*: the proof. */
  proof_id?: Maybe<Scalars['ID']['output']>;
  /** PROOF_QUEUE_VIEWED: the queue's filter, its kind (null: every kind) and minimum age in hours. */
  proof_kind?: Maybe<ProofKind>;
  /** PROOF_REJECTED: the reason. */
  rejection_reason?: Maybe<ProofRejectionReason>;
  /** USER_SEARCHED, ORDER_SEARCHED: what the query looked like, never the query. */
  search_kind?: Maybe<StaffSearchKind>;
  /** Null: from the command line on the API's host, or the account was deleted since. */
  staff?: Maybe<StaffMember>;
  /** The role at the time of the action. */
  staff_role?: Maybe<UserRole>;
  /** SURVEY_INVITED, SURVEY_EXPORTED: the survey, as it was called then. */
  survey?: Maybe<StaffActionItem>;
  /** Null when the action was on nobody in particular, or the account was deleted since. */
  target?: Maybe<StaffUser>;
};

/** A livestream or survey as it was called when the action was recorded. */
export type StaffActionItem = {
  __typename?: 'StaffActionItem';
  id: Scalars['ID']['output'];
  slug: Scalars['String']['output'];
  title: Scalars['String']['output'];
};

/** Clicks of one click type in a campaign's mails. */
export type StaffCampaignClicks = {
  __typename?: 'StaffCampaignClicks';
  /** Every click, repeated ones too. */
  clicks: Scalars['Int']['output'];
  /** Recipients who clicked this type at least once. */
  recipients: Scalars['Int']['output'];
  type: NotificationClickType;
};

/** A campaign and what it brought. */
export type StaffCampaignReport = {
  __typename?: 'StaffCampaignReport';
  campaign: NotificationCampaign;
  /** Recipients who clicked any link at least once. */
  clicked: Scalars['Int']['output'];
  /** Every click type, in NotificationClickType's order, zero where none. */
  clicks: Array<StaffCampaignClicks>;
  /** Mails sent (so far, while PROCESSING). */
  sent: Scalars['Int']['output'];
};

/** Which confirmation code staff sent (the audit trail). */
export type StaffCodeKind =
  /** The code to a new address of an account. */
  | 'EMAIL_CHANGE'
  | 'REGISTRATION';

export type StaffFeedback = {
  __typename?: 'StaffFeedback';
  /** Newest first, at most 200. */
  entries: Array<StaffFeedbackEntry>;
  summary: StaffFeedbackSummary;
};

/** One rating, without who gave it. */
export type StaffFeedbackEntry = {
  __typename?: 'StaffFeedbackEntry';
  created_at: Scalars['DateTime']['output'];
  rating: Scalars['Int']['output'];
  text: Scalars['String']['output'];
};

/** The feedback on one item, event or the platform itself. */
export type StaffFeedbackSummary = {
  __typename?: 'StaffFeedbackSummary';
  /** The mean of the stars (1-5). */
  average: Scalars['Float']['output'];
  count: Scalars['Int']['output'];
  /** content-<id>, event-<id> or platform: what staffFeedback takes. */
  key: Scalars['ID']['output'];
  /** VOD, LIVESTREAM, SHORT, PLAYLIST, EVENT or PLATFORM. */
  kind: Scalars['String']['output'];
  latest_at: Scalars['DateTime']['output'];
  slug?: Maybe<Scalars['String']['output']>;
  /** Null for the platform. */
  title?: Maybe<Scalars['String']['output']>;
};

/** A livestream live now, with what waits for its moderation. */
export type StaffLiveSession = {
  __typename?: 'StaffLiveSession';
  livestream: Livestream;
  /** Questions not answered yet (hidden ones not counted). */
  open_questions: Scalars['Int']['output'];
  poll_open: Scalars['Boolean']['output'];
  /** Requests to speak waiting for a decision. */
  waiting_interjections: Scalars['Int']['output'];
};

export type StaffMember = {
  __typename?: 'StaffMember';
  email: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

/** An order as staff see it. */
export type StaffOrder = {
  __typename?: 'StaffOrder';
  /**
   * What the order is for, each with whether the buyer keeps it without this order: a refund of a PAID
   * order takes those not kept; of a REFUNDED one, the buyer has lost those not kept.
   */
  access: Array<StaffOrderAccess>;
  auto_discount: Scalars['Int']['output'];
  base: Scalars['Int']['output'];
  billing: BillingAddress;
  /** Null once the account was deleted. */
  buyer?: Maybe<StaffUser>;
  code_discount: Scalars['Int']['output'];
  created_at: Scalars['DateTime']['output'];
  discount_code?: Maybe<Scalars['String']['output']>;
  /** Oldest first. */
  history: Array<StaffOrderEvent>;
  id: Scalars['ID']['output'];
  invoice_number?: Maybe<Scalars['String']['output']>;
  number: Scalars['String']['output'];
  paid_at?: Maybe<Scalars['DateTime']['output']>;
  /** What it is for: the event's, bundle's or item's title. */
  product: Scalars['String']['output'];
  /** The proof of the order's assistant-doctor price, if it has one. */
  proof_id?: Maybe<Scalars['ID']['output']>;
  refunded_at?: Maybe<Scalars['DateTime']['output']>;
  status: OrderStatus;
  tax: Scalars['Int']['output'];
  tax_rate: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

/** What an order gives its buyer. */
export type StaffOrderAccess = {
  __typename?: 'StaffOrderAccess';
  /** True when the buyer has it without this order (another paid order, an activation code), so a refund does not take it. */
  kept: Scalars['Boolean']['output'];
  /** EVENT (a ticket: booked, in the calendar) or CONTENT (a paid item unlocked). */
  kind: Scalars['String']['output'];
  /** Its page on the site. */
  path: Scalars['String']['output'];
  title: Scalars['String']['output'];
};

/** One step of an order's payment history, as the store records it. */
export type StaffOrderEvent = {
  __typename?: 'StaffOrderEvent';
  at: Scalars['DateTime']['output'];
  /** REFUNDED: the name of the staff member who refunded; null when the API refunded by itself (a late payment, a rejected proof). */
  by?: Maybe<Scalars['String']['output']>;
  kind: StaffOrderEventKind;
  /** PAYMENT: creditcard, paypal or applepay, once chosen. */
  method?: Maybe<Scalars['String']['output']>;
  /** PAYMENT_STARTED, PAYMENT: the provider's payment id (tr_…). */
  payment_id?: Maybe<Scalars['String']['output']>;
  /** PAYMENT: pending, paid, failed, canceled or expired. */
  payment_status?: Maybe<Scalars['String']['output']>;
  /** REFUNDED: set when a payment came after the hold and could not be honoured. */
  refund_reason?: Maybe<RefundReason>;
};

export type StaffOrderEventKind =
  /** The checkout started the order. */
  | 'CREATED'
  | 'PAID'
  /** The provider's status of a payment now (the store keeps no earlier states), as of its last change. */
  | 'PAYMENT'
  /** A payment was started at the provider. */
  | 'PAYMENT_STARTED'
  | 'REFUNDED';

/** What a staff role may do on the staff pages. */
export type StaffPermission =
  /** Read the audit trail. */
  | 'AUDIT'
  /** Schedule and send notification campaigns, read what they brought. */
  | 'CAMPAIGNS'
  /** See orders and refund them. */
  | 'ORDERS'
  /** Review proofs. */
  | 'PROOFS'
  /** Invite to surveys, read and export their results. */
  | 'SURVEYS'
  /** Find users and help them (support). */
  | 'USERS';

/** A proof as staff review it. */
export type StaffProof = {
  __typename?: 'StaffProof';
  decided_at?: Maybe<Scalars['DateTime']['output']>;
  /** The name of the staff member who decided; null while pending or when decided outside the API. */
  decided_by?: Maybe<Scalars['String']['output']>;
  /** Null when no file arrived. */
  file?: Maybe<StaffProofFile>;
  id: Scalars['ID']['output'];
  kind: ProofKind;
  /** ASSISTANT_PRICE: the order's id (staffOrder). */
  order_id?: Maybe<Scalars['ID']['output']>;
  /** ASSISTANT_PRICE: the order's number. */
  order_number?: Maybe<Scalars['String']['output']>;
  /** The profession the proof is for (the user's may differ until it is accepted). */
  profession: Profession;
  rejection_note?: Maybe<Scalars['String']['output']>;
  rejection_reason?: Maybe<ProofRejectionReason>;
  status: ProofStatus;
  submitted_at: Scalars['DateTime']['output'];
  user: StaffUser;
};

/** The document of a proof. Personal data: show it to staff only, never cache or log it. */
export type StaffProofDocument = {
  __typename?: 'StaffProofDocument';
  base64: Scalars['String']['output'];
  file_name: Scalars['String']['output'];
  mime: Scalars['String']['output'];
};

/** The uploaded file of a proof (its bytes: staffProofDocument). */
export type StaffProofFile = {
  __typename?: 'StaffProofFile';
  file_name: Scalars['String']['output'];
  /** image/jpeg, image/png or application/pdf, sniffed from the content. */
  mime: Scalars['String']['output'];
  /** Bytes. */
  size: Scalars['Int']['output'];
};

export type StaffProofQueue = {
  __typename?: 'StaffProofQueue';
  items: Array<StaffProof>;
  /** How many pending proofs match the filter (all of them, not only this page). */
  total: Scalars['Int']['output'];
};

/** What a staff search looked for (the audit trail). */
export type StaffSearchKind =
  | 'EMAIL'
  | 'NAME'
  /** An order number. */
  | 'NUMBER';

/** A survey as staff see it. */
export type StaffSurvey = {
  __typename?: 'StaffSurvey';
  closes_at?: Maybe<Scalars['DateTime']['output']>;
  id: Scalars['ID']['output'];
  /** Invitations sent. */
  invited: Scalars['Int']['output'];
  /** Answer sets received. */
  responses: Scalars['Int']['output'];
  slug: Scalars['String']['output'];
  title: Scalars['String']['output'];
};

/** One answer set: per question of the export, its values (empty: not answered). */
export type StaffSurveyAnswerSet = {
  __typename?: 'StaffSurveyAnswerSet';
  answers: Array<Array<Scalars['String']['output']>>;
};

/** How often a value was chosen (an option, a star count, yes). */
export type StaffSurveyCount = {
  __typename?: 'StaffSurveyCount';
  count: Scalars['Int']['output'];
  value: Scalars['String']['output'];
};

/** A survey's answers, one set per response, for a spreadsheet (no names, no addresses). */
export type StaffSurveyExport = {
  __typename?: 'StaffSurveyExport';
  /** Every question but DESCRIPTIVE_TEXT, in the survey's order; each set's answers follow it. */
  questions: Array<SurveyQuestion>;
  rows: Array<StaffSurveyAnswerSet>;
  survey: StaffSurvey;
};

/** What an invitation round did. */
export type StaffSurveyInvitations = {
  __typename?: 'StaffSurveyInvitations';
  /** Addresses invited to this survey before: not mailed again. */
  already_invited: Scalars['Int']['output'];
  /** Addresses mailed a personal link now. */
  invited: Scalars['Int']['output'];
};

/** One question's answers, without who gave them. */
export type StaffSurveyQuestionResult = {
  __typename?: 'StaffSurveyQuestionResult';
  /** Answer sets that answer this question. */
  answered: Scalars['Int']['output'];
  /** Choices (every option), STAR_RATING (1 to 5) and CHECKBOX (yes): counts; empty for texts. */
  counts: Array<StaffSurveyCount>;
  question: SurveyQuestion;
  /** TEXT and COMMENT: the answers, oldest first; empty for the other types. */
  texts: Array<Scalars['String']['output']>;
};

export type StaffSurveyResults = {
  __typename?: 'StaffSurveyResults';
  /** Every question but DESCRIPTIVE_TEXT, in the survey's order. */
  questions: Array<StaffSurveyQuestionResult>;
  survey: StaffSurvey;
};

/** An account as staff see it. */
export type StaffUser = {
  __typename?: 'StaffUser';
  country: Scalars['String']['output'];
  created_at: Scalars['DateTime']['output'];
  /** Only for DOCTOR in DE. */
  efn?: Maybe<Scalars['String']['output']>;
  email: Scalars['String']['output'];
  employment?: Maybe<Employment>;
  first_name: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  last_name: Scalars['String']['output'];
  profession: Profession;
  role?: Maybe<UserRole>;
  status: UserStatus;
  title?: Maybe<Title>;
  validation_expires_at?: Maybe<Scalars['DateTime']['output']>;
  validation_status?: Maybe<ValidationStatus>;
};

/** The support view of one account. */
export type StaffUserDetail = {
  __typename?: 'StaffUserDetail';
  /** Whether the asking staff member may simulate this user (staffSimulateUser): an active account without a role, not their own. */
  can_simulate: Scalars['Boolean']['output'];
  /** Newest first. */
  certificates: Array<Certificate>;
  /** Newest first. */
  orders: Array<Order>;
  /** A new address waiting for its code (email change). */
  pending_email?: Maybe<Scalars['String']['output']>;
  /** Every proof the user sent, newest first. */
  proofs: Array<StaffProof>;
  user: StaffUser;
};

export type StartCheckoutInput = {
  accept_terms: Scalars['Boolean']['input'];
  /** ASSISTANT prices: the proof uploaded through signedStorageUrlAssistantPriceValidation. */
  assistant_proof?: InputMaybe<ValidationFileInput>;
  billing: BillingAddressInput;
  /** One code per order (spec §5). */
  discount_code?: InputMaybe<Scalars['String']['input']>;
  price_id: Scalars['ID']['input'];
  /** Where the provider sends the user back; must be on SITE_URL. */
  redirect_url: Scalars['String']['input'];
};

export type Subscription = {
  __typename?: 'Subscription';
  /** The live session's state now (when newer than after_version) and after every change, newest version only, in order. Needs authentication; MODERATION needs a staff role. Ends when the livestream is no longer LIVE. */
  liveSession: LiveSessionState;
};


export type SubscriptionLiveSessionArgs = {
  after_version?: InputMaybe<Scalars['Int']['input']>;
  livestream_slug: Scalars['String']['input'];
  view?: InputMaybe<LiveSessionView>;
};

export type SummaryFrequency =
  | 'TWO_WEEKLY'
  | 'WEEKLY';

export type Supporter = {
  __typename?: 'Supporter';
  name: Scalars['String']['output'];
  type: SupporterType;
  url?: Maybe<Scalars['String']['output']>;
};

export type SupporterType =
  | 'COOP_PARTNER'
  | 'EDUCATION_PARTNER'
  | 'EVENT_PARTNER'
  | 'MEDIA_PARTNER'
  | 'ORGANIZER'
  | 'PATRON'
  | 'SPONSOR';

export type Survey = {
  __typename?: 'Survey';
  closes_at?: Maybe<Scalars['DateTime']['output']>;
  intro: Scalars['String']['output'];
  questions: Array<SurveyQuestion>;
  slug: Scalars['String']['output'];
  title: Scalars['String']['output'];
};

export type SurveyAnswerInput = {
  question_id: Scalars['ID']['input'];
  /** The chosen options' labels, the text, the stars ("1"-"5") or "yes" for a ticked CHECKBOX. Line breaks only in a COMMENT's text. */
  values: Array<Scalars['String']['input']>;
};

/** A personal survey link: the survey and whether it can still be answered. */
export type SurveyInvitation = {
  __typename?: 'SurveyInvitation';
  state: SurveyInvitationState;
  survey: Survey;
};

export type SurveyInvitationState =
  /** The invitation was used: answers were sent (a link counts once). */
  | 'ANSWERED'
  /** The survey has closed. */
  | 'CLOSED'
  | 'OPEN';

export type SurveyQuestion = {
  __typename?: 'SurveyQuestion';
  description?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  label: Scalars['String']['output'];
  max_choices?: Maybe<Scalars['Int']['output']>;
  min_choices?: Maybe<Scalars['Int']['output']>;
  options: Array<Scalars['String']['output']>;
  required: Scalars['Boolean']['output'];
  type: SurveyQuestionType;
};

export type SurveyQuestionType =
  /** One statement to tick ("yes"); required means it must be ticked. */
  | 'CHECKBOX'
  /** Free text (up to 5000 characters). */
  | 'COMMENT'
  /** Text to read; takes no answer. */
  | 'DESCRIPTIVE_TEXT'
  /** One of the options (a select). */
  | 'DROPDOWN'
  /** Several of the options, between min_choices and max_choices. */
  | 'MULTIPLE_CHOICE'
  /** One of the options (radio buttons). */
  | 'SINGLE_CHOICE'
  /** 1 to 5 stars. */
  | 'STAR_RATING'
  /** One line of text (up to 255 characters). */
  | 'TEXT';

export type Tag = {
  __typename?: 'Tag';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  slug: Scalars['String']['output'];
  sluggable_type: Scalars['String']['output'];
  type: TagType;
};

export type TagPage = {
  __typename?: 'TagPage';
  /** Newest first. */
  content: ContentPaginator;
  tag: Tag;
};

export type TagType =
  | 'INDICATION'
  | 'INGREDIENT'
  | 'KEYWORD';

/** Academic title: Dr., Prof., Prof. Dr., PD Dr. */
export type Title =
  | 'DR'
  | 'PD'
  | 'PROF'
  | 'PROF_DR';

export type UnlockResult = {
  __typename?: 'UnlockResult';
  /** The items opened (UNLOCKED only; else empty). */
  contents: Array<Content>;
  status: UnlockStatus;
};

export type UnlockStatus =
  | 'EXPIRED'
  /** No such code. */
  | 'INVALID'
  | 'UNLOCKED'
  /** Already redeemed (by anyone, or by this user). */
  | 'USED';

export type UnlockedContent = {
  __typename?: 'UnlockedContent';
  content: Content;
  unlocked_at: Scalars['DateTime']['output'];
};

/** An unsubscribe link's kind of mail and for whom (the address partly hidden). */
export type Unsubscription = {
  __typename?: 'Unsubscription';
  email_hint: Scalars['String']['output'];
  setting: MailSetting;
  /** The link was used before (the kind is off either way after unsubscribe). */
  used: Scalars['Boolean']['output'];
};

export type UpdateMeInput = {
  is_simulating_user?: InputMaybe<Scalars['Boolean']['input']>;
};

/**
 * An S3-style presigned POST (spec 3.3): post multipart form data to `url` with every field of
 * `inputs` (a JSON object of strings) and then the file as the field `file`. Size up to 10240 KB,
 * types JPEG, PNG, PDF (checked by content). The ticket expires after 15 minutes.
 */
export type UploadTicket = {
  __typename?: 'UploadTicket';
  disk: Scalars['String']['output'];
  inputs: Scalars['String']['output'];
  url: Scalars['String']['output'];
  uuid: Scalars['ID']['output'];
};

/** The current user (spec 3.1). */
export type User = {
  __typename?: 'User';
  /** The calendar feed, when the user made one. */
  calendar_feed?: Maybe<CalendarFeed>;
  can_hwg: Scalars['Boolean']['output'];
  country: Scalars['String']['output'];
  email: Scalars['String']['output'];
  employment?: Maybe<Employment>;
  field?: Maybe<Field>;
  first_name: Scalars['String']['output'];
  /** Followed fields and channels with their notification switch, sorted by name (German collation). */
  follows: Array<Follow>;
  gender?: Maybe<Gender>;
  id: Scalars['ID']['output'];
  is_old: Scalars['Boolean']['output'];
  /**
   * True on the viewer's own user while a staff member's session simulates exactly this person
   * (staffSimulateUser): the session reads as them and changes nothing (SIMULATION_READ_ONLY).
   */
  is_simulated_by_staff: Scalars['Boolean']['output'];
  is_simulating_user: Scalars['Boolean']['output'];
  last_name: Scalars['String']['output'];
  locale: Locale;
  /** A notice on the day of a livestream the user follows. */
  notify_livestream_day: Scalars['Boolean']['output'];
  notify_promotions: Scalars['Boolean']['output'];
  notify_subscriptions: Scalars['Boolean']['output'];
  password_editable: Scalars['Boolean']['output'];
  /** A new address waiting for the code mailed to it (email change); null otherwise. */
  pending_email?: Maybe<Scalars['String']['output']>;
  /** Staff only: how many proofs wait for a decision (the staff menu's count); null for everyone else and while simulating a user. */
  pending_proof_count?: Maybe<Scalars['Int']['output']>;
  profession: Profession;
  role?: Maybe<UserRole>;
  show_field_dialog: Scalars['Boolean']['output'];
  show_tour: Scalars['Boolean']['output'];
  /** What the viewer may do on the staff pages (decision 035); empty for everyone else and while simulating a user. */
  staff_permissions: Array<StaffPermission>;
  status: UserStatus;
  subscribedChannels: Array<Channel>;
  subscribedFields: Array<Field>;
  /** How often the summary of followed fields and channels comes (spec §9). */
  summary_frequency: SummaryFrequency;
  title?: Maybe<Title>;
  validation_expires_at?: Maybe<Scalars['DateTime']['output']>;
  validation_expiring_soon: Scalars['Boolean']['output'];
  /** True while a proof the user sent waits for staff; a current validation runs on meanwhile. No new proof is taken until then. */
  validation_request_pending: Scalars['Boolean']['output'];
  validation_status?: Maybe<ValidationStatus>;
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
  uuid: Scalars['ID']['input'];
};

/** Attach an uploaded file (create) or remove the attached one (delete). */
export type ValidationFileInput = {
  create?: InputMaybe<ValidationFileCreate>;
  delete?: InputMaybe<Scalars['Boolean']['input']>;
};

export type ValidationStatus =
  | 'ACCEPTED'
  | 'EXPIRED'
  | 'PENDING'
  | 'REJECTED';

export type Vod = Content & {
  __typename?: 'Vod';
  access: ContentAccess;
  channel?: Maybe<Channel>;
  /** Protected. */
  chapters?: Maybe<Array<Chapter>>;
  /** Protected: sources cited in the talk, with the time they are mentioned. */
  citations?: Maybe<Array<Citation>>;
  /** The accreditation; null without CME points. */
  cme?: Maybe<CmeAccreditation>;
  /** D when cme_points > 0. */
  cme_category?: Maybe<Scalars['String']['output']>;
  cme_points: Scalars['Int']['output'];
  /** The viewer's way to a certificate; null when anonymous or without CME points. */
  cme_progress?: Maybe<CmeProgress>;
  description?: Maybe<Scalars['String']['output']>;
  duration_seconds: Scalars['Int']['output'];
  experts: Array<ContentExpert>;
  fields: Array<Field>;
  id: Scalars['ID']['output'];
  lock_reason?: Maybe<LockReason>;
  locked: Scalars['Boolean']['output'];
  /** Protected: short-lived signed addresses of the video (null while locked). */
  media?: Maybe<MediaSource>;
  /** Protected. */
  media_url?: Maybe<Scalars['String']['output']>;
  /** False when anonymous. */
  on_watchlist: Scalars['Boolean']['output'];
  /** The viewer's progress; null when anonymous or never started. */
  progress?: Maybe<WatchProgress>;
  published_at: Scalars['DateTime']['output'];
  /** Up to 8 published items of the same field(s), newest first, without this one. */
  related: Array<Content>;
  slug: Scalars['String']['output'];
  sluggable_type: Scalars['String']['output'];
  sponsorship: Sponsorship;
  status: PublishStatus;
  tags: Array<Tag>;
  thumbnail_url?: Maybe<Scalars['String']['output']>;
  title: Scalars['String']['output'];
  type: VodType;
};

export type VodType =
  | 'E_LEARNING'
  | 'VOD';

export type WatchProgress = {
  __typename?: 'WatchProgress';
  /** True from 95 %. */
  completed: Scalars['Boolean']['output'];
  content: Content;
  content_id: Scalars['ID']['output'];
  /**
   * True while this item's watched time goes to another item the viewer plays at the same time: one
   * item counts at a time (its latest report, within the last 45 s, earned nothing for that reason).
   */
  counting_elsewhere: Scalars['Boolean']['output'];
  duration_seconds: Scalars['Int']['output'];
  /** The furthest point reached. */
  max_position_seconds: Scalars['Int']['output'];
  /** max_position_seconds / duration, 0-100. */
  percent: Scalars['Int']['output'];
  /** Where to resume. */
  position_seconds: Scalars['Int']['output'];
  updated_at: Scalars['DateTime']['output'];
  /** Real watched time for the CME threshold (not the furthest position; see CmeProgress). */
  watched_seconds: Scalars['Int']['output'];
};

export type WatchlistChange = {
  __typename?: 'WatchlistChange';
  content_id: Scalars['ID']['output'];
  on_watchlist: Scalars['Boolean']['output'];
};

export type WatchlistEntry = {
  __typename?: 'WatchlistEntry';
  added_at: Scalars['DateTime']['output'];
  content: Content;
};

export type ZoomSessionTracking = {
  __typename?: 'ZoomSessionTracking';
  created_at: Scalars['DateTime']['output'];
  event: ZoomSessionTrackingEvent;
  user_id: Scalars['ID']['output'];
};

/** Spec 3.6: what happened to a participant of the interjection's video conference (decision 036). */
export type ZoomSessionTrackingEvent =
  | 'CAMERA_OFF'
  | 'CAMERA_ON'
  | 'CONNECTION_FAILED'
  | 'DEVICE_ERROR'
  | 'ENDED'
  | 'JOINED'
  | 'LEFT'
  | 'MICROPHONE_MUTED'
  | 'MICROPHONE_UNMUTED'
  | 'PERMISSION_DENIED'
  | 'RECONNECTED'
  | 'REMOVED'
  | 'UNSUPPORTED';



export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;





/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  AskQuestionInput: AskQuestionInput;
  AudienceQuestion: ResolverTypeWrapper<AudienceQuestion>;
  AudienceQuestionStatus: AudienceQuestionStatus;
  AuthToken: ResolverTypeWrapper<AuthToken>;
  AutoDiscount: ResolverTypeWrapper<AutoDiscount>;
  AutoDiscountCategory: AutoDiscountCategory;
  BillingAddress: ResolverTypeWrapper<BillingAddress>;
  BillingAddressInput: BillingAddressInput;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  CalendarEntry: ResolverTypeWrapper<CalendarEntry>;
  CalendarEntryKind: CalendarEntryKind;
  CalendarFeed: ResolverTypeWrapper<CalendarFeed>;
  CalendarFeedSecret: ResolverTypeWrapper<CalendarFeedSecret>;
  Certificate: ResolverTypeWrapper<CertificateRow>;
  CertificatePdf: ResolverTypeWrapper<CertificatePdf>;
  CertificateRequester: CertificateRequester;
  CertificateStatus: CertificateStatus;
  CertificateType: CertificateType;
  CertificateVerification: ResolverTypeWrapper<CertificateVerification>;
  Channel: ResolverTypeWrapper<ChannelModel>;
  ChannelExpert: ResolverTypeWrapper<Omit<ChannelExpert, 'expert'> & { expert: ResolversTypes['Expert'] }>;
  ChannelExpertRole: ChannelExpertRole;
  ChannelPage: ResolverTypeWrapper<Omit<ChannelPage, 'channel' | 'e_learnings' | 'livestreams' | 'playlists' | 'shorts' | 'vods'> & { channel: ResolversTypes['Channel'], e_learnings: Array<ResolversTypes['Vod']>, livestreams: Array<ResolversTypes['Livestream']>, playlists: Array<ResolversTypes['Playlist']>, shorts: Array<ResolversTypes['Short']>, vods: Array<ResolversTypes['Vod']> }>;
  ChannelPrimaryField: ResolverTypeWrapper<ChannelPrimaryField>;
  ChannelShelf: ResolverTypeWrapper<Omit<ChannelShelf, 'channel' | 'items'> & { channel: ResolversTypes['Channel'], items: Array<ResolversTypes['Content']> }>;
  Chapter: ResolverTypeWrapper<Chapter>;
  CheckoutQuote: ResolverTypeWrapper<Omit<CheckoutQuote, 'price'> & { price: ResolversTypes['Price'] }>;
  Citation: ResolverTypeWrapper<Citation>;
  CmeAccreditation: ResolverTypeWrapper<CmeAccreditation>;
  CmeAnswer: ResolverTypeWrapper<CmeAnswer>;
  CmeAnswerInput: CmeAnswerInput;
  CmeAttempt: ResolverTypeWrapper<AttemptModel>;
  CmeAuthority: ResolverTypeWrapper<CmeAuthority>;
  CmeContentType: CmeContentType;
  CmeFilter: CmeFilter;
  CmeOption: ResolverTypeWrapper<CmeOption>;
  CmeProgress: ResolverTypeWrapper<Omit<CmeProgress, 'certificate' | 'last_attempt' | 'open_attempt'> & { certificate?: Maybe<ResolversTypes['Certificate']>, last_attempt?: Maybe<ResolversTypes['CmeAttempt']>, open_attempt?: Maybe<ResolversTypes['CmeAttempt']> }>;
  CmeQuestion: ResolverTypeWrapper<CmeQuestion>;
  CmeSort: CmeSort;
  ConfirmUserDataInput: ConfirmUserDataInput;
  ContactFormRecipient: ContactFormRecipient;
  ContactRequestInput: ContactRequestInput;
  ContactRequestReceipt: ResolverTypeWrapper<ContactRequestReceipt>;
  Content: ResolverTypeWrapper<ContentModel>;
  ContentAccess: ContentAccess;
  ContentCounts: ResolverTypeWrapper<ContentCounts>;
  ContentExpert: ResolverTypeWrapper<Omit<ContentExpert, 'expert'> & { expert: ResolversTypes['Expert'] }>;
  ContentPaginator: ResolverTypeWrapper<Omit<ContentPaginator, 'data'> & { data: Array<ResolversTypes['Content']> }>;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  DiscountState: DiscountState;
  DiscountUnit: DiscountUnit;
  EmailAvailability: ResolverTypeWrapper<EmailAvailability>;
  Employment: Employment;
  ErrorCode: ErrorCode;
  Event: ResolverTypeWrapper<EventModel>;
  EventAgendaItem: ResolverTypeWrapper<Omit<EventAgendaItem, 'experts'> & { experts: Array<ResolversTypes['Expert']> }>;
  EventAgendaItemType: EventAgendaItemType;
  EventBundle: ResolverTypeWrapper<BundleModel>;
  EventExpert: ResolverTypeWrapper<Omit<EventExpert, 'expert'> & { expert: ResolversTypes['Expert'] }>;
  EventInfoSection: ResolverTypeWrapper<InfoSectionRow>;
  EventInfoSectionType: EventInfoSectionType;
  EventState: EventState;
  EventSummary: ResolverTypeWrapper<EventSummary>;
  EventSupporter: ResolverTypeWrapper<EventSupporter>;
  Expert: ResolverTypeWrapper<ExpertModel>;
  ExpertDisclosure: ResolverTypeWrapper<ExpertDisclosure>;
  ExpertRole: ExpertRole;
  FaqCategory: ResolverTypeWrapper<FaqCategory>;
  FaqCategoryType: FaqCategoryType;
  FaqEntry: ResolverTypeWrapper<FaqEntry>;
  FeaturedContent: ResolverTypeWrapper<Omit<FeaturedContent, 'content'> & { content: ResolversTypes['Content'] }>;
  FeaturedContentType: FeaturedContentType;
  FeedbackInput: FeedbackInput;
  FeedbackReceipt: ResolverTypeWrapper<FeedbackReceipt>;
  Field: ResolverTypeWrapper<Field>;
  FieldOverviewItem: ResolverTypeWrapper<FieldOverviewItem>;
  FieldPage: ResolverTypeWrapper<Omit<FieldPage, 'channels' | 'e_learnings' | 'experts' | 'livestreams' | 'playlists' | 'shorts' | 'vods'> & { channels: Array<ResolversTypes['Channel']>, e_learnings: Array<ResolversTypes['Vod']>, experts: Array<ResolversTypes['Expert']>, livestreams: Array<ResolversTypes['Livestream']>, playlists: Array<ResolversTypes['Playlist']>, shorts: Array<ResolversTypes['Short']>, vods: Array<ResolversTypes['Vod']> }>;
  FieldShelf: ResolverTypeWrapper<Omit<FieldShelf, 'items'> & { items: Array<ResolversTypes['Content']> }>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  Follow: ResolverTypeWrapper<Follow>;
  FollowType: FollowType;
  Followable: ResolverTypeWrapper<Followable>;
  Gender: Gender;
  HomePage: ResolverTypeWrapper<HomePageModel>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  Interjection: ResolverTypeWrapper<Interjection>;
  InterjectionStatus: InterjectionStatus;
  LandingPage: ResolverTypeWrapper<LandingPageModel>;
  LandingPageSection: ResolverTypeWrapper<SectionModel>;
  LandingPageSectionType: LandingPageSectionType;
  LiveConference: ResolverTypeWrapper<LiveConference>;
  LiveConferenceMember: ResolverTypeWrapper<LiveConferenceMember>;
  LiveConferenceRole: LiveConferenceRole;
  LiveConferenceRoom: ResolverTypeWrapper<LiveConferenceRoom>;
  LivePoll: ResolverTypeWrapper<LivePoll>;
  LivePollOption: ResolverTypeWrapper<LivePollOption>;
  LivePollStatus: LivePollStatus;
  LiveSession: ResolverTypeWrapper<LiveSession>;
  LiveSessionState: ResolverTypeWrapper<LiveSessionState>;
  LiveSessionView: LiveSessionView;
  Livestream: ResolverTypeWrapper<ContentModel>;
  LivestreamState: LivestreamState;
  Locale: Locale;
  LockReason: LockReason;
  LoginResponse: ResolverTypeWrapper<LoginResponse>;
  LoginResponseStatus: LoginResponseStatus;
  LogoutResponse: ResolverTypeWrapper<LogoutResponse>;
  MailSetting: MailSetting;
  MarketingBanner: ResolverTypeWrapper<BannerModel>;
  MarketingBannerPriority: MarketingBannerPriority;
  MediaSource: ResolverTypeWrapper<MediaSource>;
  ModerationAction: ModerationAction;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  NotificationCampaign: ResolverTypeWrapper<NotificationCampaign>;
  NotificationCampaignType: NotificationCampaignType;
  NotificationClickType: NotificationClickType;
  NotificationSettingsInput: NotificationSettingsInput;
  OpenPollInput: OpenPollInput;
  Order: ResolverTypeWrapper<OrderRow>;
  OrderStatus: OrderStatus;
  PaginatorInfo: ResolverTypeWrapper<PaginatorInfo>;
  Participation: ResolverTypeWrapper<Omit<Participation, 'certificate'> & { certificate?: Maybe<ResolversTypes['Certificate']> }>;
  PendingValidation: ResolverTypeWrapper<PendingValidation>;
  PersonalDetailsInput: PersonalDetailsInput;
  Playlist: ResolverTypeWrapper<ContentModel>;
  Price: ResolverTypeWrapper<PriceModel>;
  PriceCategory: PriceCategory;
  PriceType: PriceType;
  Profession: Profession;
  ProfessionGroup: ProfessionGroup;
  ProfessionOption: ResolverTypeWrapper<ProfessionOption>;
  ProfessionalDetailsInput: ProfessionalDetailsInput;
  ProofKind: ProofKind;
  ProofRejectionReason: ProofRejectionReason;
  ProofStatus: ProofStatus;
  PublishStatus: PublishStatus;
  PurchasableContent: ResolverTypeWrapper<ContentModel>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  RefundReason: RefundReason;
  RegisterUserInput: RegisterUserInput;
  SalePhase: SalePhase;
  ScheduledCampaignStatus: ScheduledCampaignStatus;
  SearchGroup: ResolverTypeWrapper<SearchGroup>;
  SearchItem: ResolverTypeWrapper<SearchHit>;
  SearchResult: ResolverTypeWrapper<Omit<SearchResult, 'data'> & { data: Array<ResolversTypes['SearchItem']> }>;
  SearchResultType: SearchResultType;
  Short: ResolverTypeWrapper<ContentModel>;
  ShortPaginator: ResolverTypeWrapper<Omit<ShortPaginator, 'data'> & { data: Array<ResolversTypes['Short']> }>;
  Sponsorship: ResolverTypeWrapper<Sponsorship>;
  SponsorshipSupporter: ResolverTypeWrapper<SponsorshipSupporter>;
  StaffAction: StaffAction;
  StaffActionEntry: ResolverTypeWrapper<StaffActionRow>;
  StaffActionItem: ResolverTypeWrapper<StaffActionItem>;
  StaffCampaignClicks: ResolverTypeWrapper<StaffCampaignClicks>;
  StaffCampaignReport: ResolverTypeWrapper<StaffCampaignReport>;
  StaffCodeKind: StaffCodeKind;
  StaffFeedback: ResolverTypeWrapper<StaffFeedback>;
  StaffFeedbackEntry: ResolverTypeWrapper<StaffFeedbackEntry>;
  StaffFeedbackSummary: ResolverTypeWrapper<StaffFeedbackSummary>;
  StaffLiveSession: ResolverTypeWrapper<Omit<StaffLiveSession, 'livestream'> & { livestream: ResolversTypes['Livestream'] }>;
  StaffMember: ResolverTypeWrapper<StaffMember>;
  StaffOrder: ResolverTypeWrapper<OrderRow>;
  StaffOrderAccess: ResolverTypeWrapper<StaffOrderAccess>;
  StaffOrderEvent: ResolverTypeWrapper<StaffOrderEvent>;
  StaffOrderEventKind: StaffOrderEventKind;
  StaffPermission: StaffPermission;
  StaffProof: ResolverTypeWrapper<ValidationRequestModel>;
  StaffProofDocument: ResolverTypeWrapper<StaffProofDocument>;
  StaffProofFile: ResolverTypeWrapper<StaffProofFile>;
  StaffProofQueue: ResolverTypeWrapper<Omit<StaffProofQueue, 'items'> & { items: Array<ResolversTypes['StaffProof']> }>;
  StaffSearchKind: StaffSearchKind;
  StaffSurvey: ResolverTypeWrapper<StaffSurvey>;
  StaffSurveyAnswerSet: ResolverTypeWrapper<StaffSurveyAnswerSet>;
  StaffSurveyCount: ResolverTypeWrapper<StaffSurveyCount>;
  StaffSurveyExport: ResolverTypeWrapper<StaffSurveyExport>;
  StaffSurveyInvitations: ResolverTypeWrapper<StaffSurveyInvitations>;
  StaffSurveyQuestionResult: ResolverTypeWrapper<StaffSurveyQuestionResult>;
  StaffSurveyResults: ResolverTypeWrapper<StaffSurveyResults>;
  StaffUser: ResolverTypeWrapper<UserRow>;
  StaffUserDetail: ResolverTypeWrapper<StaffUserDetailModel>;
  StartCheckoutInput: StartCheckoutInput;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Subscription: ResolverTypeWrapper<Record<PropertyKey, never>>;
  SummaryFrequency: SummaryFrequency;
  Supporter: ResolverTypeWrapper<Supporter>;
  SupporterType: SupporterType;
  Survey: ResolverTypeWrapper<Survey>;
  SurveyAnswerInput: SurveyAnswerInput;
  SurveyInvitation: ResolverTypeWrapper<SurveyInvitation>;
  SurveyInvitationState: SurveyInvitationState;
  SurveyQuestion: ResolverTypeWrapper<SurveyQuestion>;
  SurveyQuestionType: SurveyQuestionType;
  Tag: ResolverTypeWrapper<TagModel>;
  TagPage: ResolverTypeWrapper<Omit<TagPage, 'content' | 'tag'> & { content: ResolversTypes['ContentPaginator'], tag: ResolversTypes['Tag'] }>;
  TagType: TagType;
  Title: Title;
  UnlockResult: ResolverTypeWrapper<Omit<UnlockResult, 'contents'> & { contents: Array<ResolversTypes['Content']> }>;
  UnlockStatus: UnlockStatus;
  UnlockedContent: ResolverTypeWrapper<Omit<UnlockedContent, 'content'> & { content: ResolversTypes['Content'] }>;
  Unsubscription: ResolverTypeWrapper<Unsubscription>;
  UpdateMeInput: UpdateMeInput;
  UploadTicket: ResolverTypeWrapper<UploadTicket>;
  User: ResolverTypeWrapper<UserModel>;
  UserRole: UserRole;
  UserSelfAttributionOrigin: UserSelfAttributionOrigin;
  UserStatus: UserStatus;
  ValidationFileCreate: ValidationFileCreate;
  ValidationFileInput: ValidationFileInput;
  ValidationStatus: ValidationStatus;
  Vod: ResolverTypeWrapper<ContentModel>;
  VodType: VodType;
  WatchProgress: ResolverTypeWrapper<ProgressModel>;
  WatchlistChange: ResolverTypeWrapper<WatchlistChange>;
  WatchlistEntry: ResolverTypeWrapper<Omit<WatchlistEntry, 'content'> & { content: ResolversTypes['Content'] }>;
  ZoomSessionTracking: ResolverTypeWrapper<ZoomSessionTracking>;
  ZoomSessionTrackingEvent: ZoomSessionTrackingEvent;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  AskQuestionInput: AskQuestionInput;
  AudienceQuestion: AudienceQuestion;
  AuthToken: AuthToken;
  AutoDiscount: AutoDiscount;
  BillingAddress: BillingAddress;
  BillingAddressInput: BillingAddressInput;
  Boolean: Scalars['Boolean']['output'];
  CalendarEntry: CalendarEntry;
  CalendarFeed: CalendarFeed;
  CalendarFeedSecret: CalendarFeedSecret;
  Certificate: CertificateRow;
  CertificatePdf: CertificatePdf;
  CertificateVerification: CertificateVerification;
  Channel: ChannelModel;
  ChannelExpert: Omit<ChannelExpert, 'expert'> & { expert: ResolversParentTypes['Expert'] };
  ChannelPage: Omit<ChannelPage, 'channel' | 'e_learnings' | 'livestreams' | 'playlists' | 'shorts' | 'vods'> & { channel: ResolversParentTypes['Channel'], e_learnings: Array<ResolversParentTypes['Vod']>, livestreams: Array<ResolversParentTypes['Livestream']>, playlists: Array<ResolversParentTypes['Playlist']>, shorts: Array<ResolversParentTypes['Short']>, vods: Array<ResolversParentTypes['Vod']> };
  ChannelPrimaryField: ChannelPrimaryField;
  ChannelShelf: Omit<ChannelShelf, 'channel' | 'items'> & { channel: ResolversParentTypes['Channel'], items: Array<ResolversParentTypes['Content']> };
  Chapter: Chapter;
  CheckoutQuote: Omit<CheckoutQuote, 'price'> & { price: ResolversParentTypes['Price'] };
  Citation: Citation;
  CmeAccreditation: CmeAccreditation;
  CmeAnswer: CmeAnswer;
  CmeAnswerInput: CmeAnswerInput;
  CmeAttempt: AttemptModel;
  CmeAuthority: CmeAuthority;
  CmeFilter: CmeFilter;
  CmeOption: CmeOption;
  CmeProgress: Omit<CmeProgress, 'certificate' | 'last_attempt' | 'open_attempt'> & { certificate?: Maybe<ResolversParentTypes['Certificate']>, last_attempt?: Maybe<ResolversParentTypes['CmeAttempt']>, open_attempt?: Maybe<ResolversParentTypes['CmeAttempt']> };
  CmeQuestion: CmeQuestion;
  ConfirmUserDataInput: ConfirmUserDataInput;
  ContactRequestInput: ContactRequestInput;
  ContactRequestReceipt: ContactRequestReceipt;
  Content: ContentModel;
  ContentCounts: ContentCounts;
  ContentExpert: Omit<ContentExpert, 'expert'> & { expert: ResolversParentTypes['Expert'] };
  ContentPaginator: Omit<ContentPaginator, 'data'> & { data: Array<ResolversParentTypes['Content']> };
  DateTime: Scalars['DateTime']['output'];
  EmailAvailability: EmailAvailability;
  Event: EventModel;
  EventAgendaItem: Omit<EventAgendaItem, 'experts'> & { experts: Array<ResolversParentTypes['Expert']> };
  EventBundle: BundleModel;
  EventExpert: Omit<EventExpert, 'expert'> & { expert: ResolversParentTypes['Expert'] };
  EventInfoSection: InfoSectionRow;
  EventSummary: EventSummary;
  EventSupporter: EventSupporter;
  Expert: ExpertModel;
  ExpertDisclosure: ExpertDisclosure;
  FaqCategory: FaqCategory;
  FaqEntry: FaqEntry;
  FeaturedContent: Omit<FeaturedContent, 'content'> & { content: ResolversParentTypes['Content'] };
  FeedbackInput: FeedbackInput;
  FeedbackReceipt: FeedbackReceipt;
  Field: Field;
  FieldOverviewItem: FieldOverviewItem;
  FieldPage: Omit<FieldPage, 'channels' | 'e_learnings' | 'experts' | 'livestreams' | 'playlists' | 'shorts' | 'vods'> & { channels: Array<ResolversParentTypes['Channel']>, e_learnings: Array<ResolversParentTypes['Vod']>, experts: Array<ResolversParentTypes['Expert']>, livestreams: Array<ResolversParentTypes['Livestream']>, playlists: Array<ResolversParentTypes['Playlist']>, shorts: Array<ResolversParentTypes['Short']>, vods: Array<ResolversParentTypes['Vod']> };
  FieldShelf: Omit<FieldShelf, 'items'> & { items: Array<ResolversParentTypes['Content']> };
  Float: Scalars['Float']['output'];
  Follow: Follow;
  Followable: Followable;
  HomePage: HomePageModel;
  ID: Scalars['ID']['output'];
  Int: Scalars['Int']['output'];
  Interjection: Interjection;
  LandingPage: LandingPageModel;
  LandingPageSection: SectionModel;
  LiveConference: LiveConference;
  LiveConferenceMember: LiveConferenceMember;
  LiveConferenceRoom: LiveConferenceRoom;
  LivePoll: LivePoll;
  LivePollOption: LivePollOption;
  LiveSession: LiveSession;
  LiveSessionState: LiveSessionState;
  Livestream: ContentModel;
  LoginResponse: LoginResponse;
  LogoutResponse: LogoutResponse;
  MarketingBanner: BannerModel;
  MediaSource: MediaSource;
  Mutation: Record<PropertyKey, never>;
  NotificationCampaign: NotificationCampaign;
  NotificationSettingsInput: NotificationSettingsInput;
  OpenPollInput: OpenPollInput;
  Order: OrderRow;
  PaginatorInfo: PaginatorInfo;
  Participation: Omit<Participation, 'certificate'> & { certificate?: Maybe<ResolversParentTypes['Certificate']> };
  PendingValidation: PendingValidation;
  PersonalDetailsInput: PersonalDetailsInput;
  Playlist: ContentModel;
  Price: PriceModel;
  ProfessionOption: ProfessionOption;
  ProfessionalDetailsInput: ProfessionalDetailsInput;
  PurchasableContent: ContentModel;
  Query: Record<PropertyKey, never>;
  RegisterUserInput: RegisterUserInput;
  SearchGroup: SearchGroup;
  SearchItem: SearchHit;
  SearchResult: Omit<SearchResult, 'data'> & { data: Array<ResolversParentTypes['SearchItem']> };
  Short: ContentModel;
  ShortPaginator: Omit<ShortPaginator, 'data'> & { data: Array<ResolversParentTypes['Short']> };
  Sponsorship: Sponsorship;
  SponsorshipSupporter: SponsorshipSupporter;
  StaffActionEntry: StaffActionRow;
  StaffActionItem: StaffActionItem;
  StaffCampaignClicks: StaffCampaignClicks;
  StaffCampaignReport: StaffCampaignReport;
  StaffFeedback: StaffFeedback;
  StaffFeedbackEntry: StaffFeedbackEntry;
  StaffFeedbackSummary: StaffFeedbackSummary;
  StaffLiveSession: Omit<StaffLiveSession, 'livestream'> & { livestream: ResolversParentTypes['Livestream'] };
  StaffMember: StaffMember;
  StaffOrder: OrderRow;
  StaffOrderAccess: StaffOrderAccess;
  StaffOrderEvent: StaffOrderEvent;
  StaffProof: ValidationRequestModel;
  StaffProofDocument: StaffProofDocument;
  StaffProofFile: StaffProofFile;
  StaffProofQueue: Omit<StaffProofQueue, 'items'> & { items: Array<ResolversParentTypes['StaffProof']> };
  StaffSurvey: StaffSurvey;
  StaffSurveyAnswerSet: StaffSurveyAnswerSet;
  StaffSurveyCount: StaffSurveyCount;
  StaffSurveyExport: StaffSurveyExport;
  StaffSurveyInvitations: StaffSurveyInvitations;
  StaffSurveyQuestionResult: StaffSurveyQuestionResult;
  StaffSurveyResults: StaffSurveyResults;
  StaffUser: UserRow;
  StaffUserDetail: StaffUserDetailModel;
  StartCheckoutInput: StartCheckoutInput;
  String: Scalars['String']['output'];
  Subscription: Record<PropertyKey, never>;
  Supporter: Supporter;
  Survey: Survey;
  SurveyAnswerInput: SurveyAnswerInput;
  SurveyInvitation: SurveyInvitation;
  SurveyQuestion: SurveyQuestion;
  Tag: TagModel;
  TagPage: Omit<TagPage, 'content' | 'tag'> & { content: ResolversParentTypes['ContentPaginator'], tag: ResolversParentTypes['Tag'] };
  UnlockResult: Omit<UnlockResult, 'contents'> & { contents: Array<ResolversParentTypes['Content']> };
  UnlockedContent: Omit<UnlockedContent, 'content'> & { content: ResolversParentTypes['Content'] };
  Unsubscription: Unsubscription;
  UpdateMeInput: UpdateMeInput;
  UploadTicket: UploadTicket;
  User: UserModel;
  ValidationFileCreate: ValidationFileCreate;
  ValidationFileInput: ValidationFileInput;
  Vod: ContentModel;
  WatchProgress: ProgressModel;
  WatchlistChange: WatchlistChange;
  WatchlistEntry: Omit<WatchlistEntry, 'content'> & { content: ResolversParentTypes['Content'] };
  ZoomSessionTracking: ZoomSessionTracking;
};

export type MultilineDirectiveArgs = { };

export type MultilineDirectiveResolver<Result, Parent, ContextType = Context, Args = MultilineDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type AudienceQuestionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['AudienceQuestion'] = ResolversParentTypes['AudienceQuestion']> = {
  anonymous?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  asked_by?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  created_at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  hidden?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['AudienceQuestionStatus'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AuthTokenResolvers<ContextType = Context, ParentType extends ResolversParentTypes['AuthToken'] = ResolversParentTypes['AuthToken']> = {
  token?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AutoDiscountResolvers<ContextType = Context, ParentType extends ResolversParentTypes['AutoDiscount'] = ResolversParentTypes['AutoDiscount']> = {
  category?: Resolver<ResolversTypes['AutoDiscountCategory'], ParentType, ContextType>;
  unit?: Resolver<ResolversTypes['DiscountUnit'], ParentType, ContextType>;
  until?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type BillingAddressResolvers<ContextType = Context, ParentType extends ResolversParentTypes['BillingAddress'] = ResolversParentTypes['BillingAddress']> = {
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  company?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  country?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  first_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  last_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  street?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  zip?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CalendarEntryResolvers<ContextType = Context, ParentType extends ResolversParentTypes['CalendarEntry'] = ResolversParentTypes['CalendarEntry']> = {
  ends_at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['CalendarEntryKind'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  starts_at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CalendarFeedResolvers<ContextType = Context, ParentType extends ResolversParentTypes['CalendarFeed'] = ResolversParentTypes['CalendarFeed']> = {
  created_at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type CalendarFeedSecretResolvers<ContextType = Context, ParentType extends ResolversParentTypes['CalendarFeedSecret'] = ResolversParentTypes['CalendarFeedSecret']> = {
  created_at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  token?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CertificateResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Certificate'] = ResolversParentTypes['Certificate']> = {
  accredited_at?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  authority?: Resolver<Maybe<ResolversTypes['CmeAuthority']>, ParentType, ContextType>;
  category?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  content?: Resolver<Maybe<ResolversTypes['Content']>, ParentType, ContextType>;
  content_title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  efn?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  issued_at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  number?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  points?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  requested_at?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  requester?: Resolver<ResolversTypes['CertificateRequester'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['CertificateStatus'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['CertificateType'], ParentType, ContextType>;
  vnr?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type CertificatePdfResolvers<ContextType = Context, ParentType extends ResolversParentTypes['CertificatePdf'] = ResolversParentTypes['CertificatePdf']> = {
  base64?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  file_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CertificateVerificationResolvers<ContextType = Context, ParentType extends ResolversParentTypes['CertificateVerification'] = ResolversParentTypes['CertificateVerification']> = {
  category?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  content_title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  full_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  issued_at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  number?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  points?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  requester?: Resolver<ResolversTypes['CertificateRequester'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['CertificateStatus'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['CertificateType'], ParentType, ContextType>;
};

export type ChannelResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Channel'] = ResolversParentTypes['Channel']> = {
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  experts?: Resolver<Array<ResolversTypes['ChannelExpert']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  primary_field?: Resolver<Maybe<ResolversTypes['ChannelPrimaryField']>, ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sluggable_type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  supporters?: Resolver<Array<ResolversTypes['Supporter']>, ParentType, ContextType>;
  thumbnail_url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ChannelExpertResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ChannelExpert'] = ResolversParentTypes['ChannelExpert']> = {
  expert?: Resolver<ResolversTypes['Expert'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['ChannelExpertRole'], ParentType, ContextType>;
};

export type ChannelPageResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ChannelPage'] = ResolversParentTypes['ChannelPage']> = {
  channel?: Resolver<ResolversTypes['Channel'], ParentType, ContextType>;
  counts?: Resolver<ResolversTypes['ContentCounts'], ParentType, ContextType>;
  e_learnings?: Resolver<Array<ResolversTypes['Vod']>, ParentType, ContextType>;
  is_followed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  livestreams?: Resolver<Array<ResolversTypes['Livestream']>, ParentType, ContextType>;
  notify?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  playlists?: Resolver<Array<ResolversTypes['Playlist']>, ParentType, ContextType>;
  shorts?: Resolver<Array<ResolversTypes['Short']>, ParentType, ContextType>;
  vods?: Resolver<Array<ResolversTypes['Vod']>, ParentType, ContextType>;
};

export type ChannelPrimaryFieldResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ChannelPrimaryField'] = ResolversParentTypes['ChannelPrimaryField']> = {
  color?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  icon?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  label_de?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label_en?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sluggable_type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ChannelShelfResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ChannelShelf'] = ResolversParentTypes['ChannelShelf']> = {
  channel?: Resolver<ResolversTypes['Channel'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['Content']>, ParentType, ContextType>;
};

export type ChapterResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Chapter'] = ResolversParentTypes['Chapter']> = {
  start_seconds?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CheckoutQuoteResolvers<ContextType = Context, ParentType extends ResolversParentTypes['CheckoutQuote'] = ResolversParentTypes['CheckoutQuote']> = {
  auto_discount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  base?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  code_discount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  discount_reserved?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  discount_state?: Resolver<Maybe<ResolversTypes['DiscountState']>, ParentType, ContextType>;
  discount_used_up?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Price'], ParentType, ContextType>;
  tax?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  tax_rate?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CitationResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Citation'] = ResolversParentTypes['Citation']> = {
  start_seconds?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type CmeAccreditationResolvers<ContextType = Context, ParentType extends ResolversParentTypes['CmeAccreditation'] = ResolversParentTypes['CmeAccreditation']> = {
  authority?: Resolver<ResolversTypes['CmeAuthority'], ParentType, ContextType>;
  category?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  demo?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  nominal_minutes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  points?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  processing_days?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  threshold_minutes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  topic?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  valid?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  valid_from?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  valid_to?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  vnr?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CmeAnswerResolvers<ContextType = Context, ParentType extends ResolversParentTypes['CmeAnswer'] = ResolversParentTypes['CmeAnswer']> = {
  option_id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  question_id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type CmeAttemptResolvers<ContextType = Context, ParentType extends ResolversParentTypes['CmeAttempt'] = ResolversParentTypes['CmeAttempt']> = {
  answers?: Resolver<Array<ResolversTypes['CmeAnswer']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  pass_mark?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  passed?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  questions?: Resolver<Array<ResolversTypes['CmeQuestion']>, ParentType, ContextType>;
  score?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  started_at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  submitted_at?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
};

export type CmeAuthorityResolvers<ContextType = Context, ParentType extends ResolversParentTypes['CmeAuthority'] = ResolversParentTypes['CmeAuthority']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CmeOptionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['CmeOption'] = ResolversParentTypes['CmeOption']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CmeProgressResolvers<ContextType = Context, ParentType extends ResolversParentTypes['CmeProgress'] = ResolversParentTypes['CmeProgress']> = {
  attempts_left?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  certificate?: Resolver<Maybe<ResolversTypes['Certificate']>, ParentType, ContextType>;
  certificate_available?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  counting_elsewhere?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  last_attempt?: Resolver<Maybe<ResolversTypes['CmeAttempt']>, ParentType, ContextType>;
  minutes_watched?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  open_attempt?: Resolver<Maybe<ResolversTypes['CmeAttempt']>, ParentType, ContextType>;
  points_requested?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  retake_at?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  seconds_watched?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  test_available?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  test_passed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  threshold_minutes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  threshold_reached?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type CmeQuestionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['CmeQuestion'] = ResolversParentTypes['CmeQuestion']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  options?: Resolver<Array<ResolversTypes['CmeOption']>, ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ContactRequestReceiptResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ContactRequestReceipt'] = ResolversParentTypes['ContactRequestReceipt']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type ContentResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Content'] = ResolversParentTypes['Content']> = {
  __resolveType: TypeResolveFn<'Livestream' | 'Playlist' | 'Short' | 'Vod', ParentType, ContextType>;
};

export type ContentCountsResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ContentCounts'] = ResolversParentTypes['ContentCounts']> = {
  e_learnings?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  livestreams?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  playlists?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  shorts?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  vods?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ContentExpertResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ContentExpert'] = ResolversParentTypes['ContentExpert']> = {
  expert?: Resolver<ResolversTypes['Expert'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['ExpertRole'], ParentType, ContextType>;
};

export type ContentPaginatorResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ContentPaginator'] = ResolversParentTypes['ContentPaginator']> = {
  data?: Resolver<Array<ResolversTypes['Content']>, ParentType, ContextType>;
  paginatorInfo?: Resolver<ResolversTypes['PaginatorInfo'], ParentType, ContextType>;
};

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type EmailAvailabilityResolvers<ContextType = Context, ParentType extends ResolversParentTypes['EmailAvailability'] = ResolversParentTypes['EmailAvailability']> = {
  available?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type EventResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Event'] = ResolversParentTypes['Event']> = {
  agenda?: Resolver<Array<ResolversTypes['EventAgendaItem']>, ParentType, ContextType>;
  booked?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  bundles?: Resolver<Array<ResolversTypes['EventBundle']>, ParentType, ContextType>;
  cme_points?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  early_bird?: Resolver<Maybe<ResolversTypes['AutoDiscount']>, ParentType, ContextType>;
  ends_at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  experts?: Resolver<Array<ResolversTypes['EventExpert']>, ParentType, ContextType>;
  fully_reserved?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  info_sections?: Resolver<Array<ResolversTypes['EventInfoSection']>, ParentType, ContextType>;
  livestreams?: Resolver<Array<ResolversTypes['Livestream']>, ParentType, ContextType>;
  price_category?: Resolver<Maybe<ResolversTypes['PriceCategory']>, ParentType, ContextType>;
  prices?: Resolver<Array<ResolversTypes['Price']>, ParentType, ContextType>;
  sale_ends_at?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  sale_phase?: Resolver<ResolversTypes['SalePhase'], ParentType, ContextType>;
  sale_starts_at?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sold_out?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  sponsorship?: Resolver<ResolversTypes['Sponsorship'], ParentType, ContextType>;
  starts_at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['EventState'], ParentType, ContextType>;
  supporters?: Resolver<Array<ResolversTypes['EventSupporter']>, ParentType, ContextType>;
  thumbnail_url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type EventAgendaItemResolvers<ContextType = Context, ParentType extends ResolversParentTypes['EventAgendaItem'] = ResolversParentTypes['EventAgendaItem']> = {
  ends_at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  experts?: Resolver<Array<ResolversTypes['Expert']>, ParentType, ContextType>;
  external_url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  room?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  starts_at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['EventAgendaItemType'], ParentType, ContextType>;
};

export type EventBundleResolvers<ContextType = Context, ParentType extends ResolversParentTypes['EventBundle'] = ResolversParentTypes['EventBundle']> = {
  booked?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  early_bird?: Resolver<Maybe<ResolversTypes['AutoDiscount']>, ParentType, ContextType>;
  events?: Resolver<Array<ResolversTypes['Event']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  prices?: Resolver<Array<ResolversTypes['Price']>, ParentType, ContextType>;
  sale_ends_at?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  sale_phase?: Resolver<ResolversTypes['SalePhase'], ParentType, ContextType>;
  sale_starts_at?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type EventExpertResolvers<ContextType = Context, ParentType extends ResolversParentTypes['EventExpert'] = ResolversParentTypes['EventExpert']> = {
  expert?: Resolver<ResolversTypes['Expert'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['ExpertRole'], ParentType, ContextType>;
};

export type EventInfoSectionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['EventInfoSection'] = ResolversParentTypes['EventInfoSection']> = {
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['EventInfoSectionType'], ParentType, ContextType>;
};

export type EventSummaryResolvers<ContextType = Context, ParentType extends ResolversParentTypes['EventSummary'] = ResolversParentTypes['EventSummary']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type EventSupporterResolvers<ContextType = Context, ParentType extends ResolversParentTypes['EventSupporter'] = ResolversParentTypes['EventSupporter']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['SupporterType'], ParentType, ContextType>;
  url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ExpertResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Expert'] = ResolversParentTypes['Expert']> = {
  fields?: Resolver<Array<ResolversTypes['Field']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  photo_url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  short_bio?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ExpertDisclosureResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ExpertDisclosure'] = ResolversParentTypes['ExpertDisclosure']> = {
  conflicts_of_interest?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type FaqCategoryResolvers<ContextType = Context, ParentType extends ResolversParentTypes['FaqCategory'] = ResolversParentTypes['FaqCategory']> = {
  entries?: Resolver<Array<ResolversTypes['FaqEntry']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['FaqCategoryType'], ParentType, ContextType>;
};

export type FaqEntryResolvers<ContextType = Context, ParentType extends ResolversParentTypes['FaqEntry'] = ResolversParentTypes['FaqEntry']> = {
  answer?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  question?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type FeaturedContentResolvers<ContextType = Context, ParentType extends ResolversParentTypes['FeaturedContent'] = ResolversParentTypes['FeaturedContent']> = {
  content?: Resolver<ResolversTypes['Content'], ParentType, ContextType>;
  priority?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['FeaturedContentType'], ParentType, ContextType>;
};

export type FeedbackReceiptResolvers<ContextType = Context, ParentType extends ResolversParentTypes['FeedbackReceipt'] = ResolversParentTypes['FeedbackReceipt']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type FieldResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Field'] = ResolversParentTypes['Field']> = {
  color?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  icon?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  label_de?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label_en?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  mappedId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  parentId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  relevant?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sluggable_type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type FieldOverviewItemResolvers<ContextType = Context, ParentType extends ResolversParentTypes['FieldOverviewItem'] = ResolversParentTypes['FieldOverviewItem']> = {
  content_count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  field?: Resolver<ResolversTypes['Field'], ParentType, ContextType>;
  is_followed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  merged?: Resolver<Array<ResolversTypes['Field']>, ParentType, ContextType>;
};

export type FieldPageResolvers<ContextType = Context, ParentType extends ResolversParentTypes['FieldPage'] = ResolversParentTypes['FieldPage']> = {
  channels?: Resolver<Array<ResolversTypes['Channel']>, ParentType, ContextType>;
  counts?: Resolver<ResolversTypes['ContentCounts'], ParentType, ContextType>;
  e_learnings?: Resolver<Array<ResolversTypes['Vod']>, ParentType, ContextType>;
  experts?: Resolver<Array<ResolversTypes['Expert']>, ParentType, ContextType>;
  field?: Resolver<ResolversTypes['Field'], ParentType, ContextType>;
  is_followed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  livestreams?: Resolver<Array<ResolversTypes['Livestream']>, ParentType, ContextType>;
  merged?: Resolver<Array<ResolversTypes['Field']>, ParentType, ContextType>;
  notify?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  parent?: Resolver<Maybe<ResolversTypes['Field']>, ParentType, ContextType>;
  playlists?: Resolver<Array<ResolversTypes['Playlist']>, ParentType, ContextType>;
  redirect_to?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  shorts?: Resolver<Array<ResolversTypes['Short']>, ParentType, ContextType>;
  subfields?: Resolver<Array<ResolversTypes['Field']>, ParentType, ContextType>;
  vods?: Resolver<Array<ResolversTypes['Vod']>, ParentType, ContextType>;
};

export type FieldShelfResolvers<ContextType = Context, ParentType extends ResolversParentTypes['FieldShelf'] = ResolversParentTypes['FieldShelf']> = {
  field?: Resolver<ResolversTypes['Field'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['Content']>, ParentType, ContextType>;
};

export type FollowResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Follow'] = ResolversParentTypes['Follow']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  notify?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['FollowType'], ParentType, ContextType>;
};

export type FollowableResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Followable'] = ResolversParentTypes['Followable']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  is_followed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  label_de?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label_en?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  notify?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['FollowType'], ParentType, ContextType>;
};

export type HomePageResolvers<ContextType = Context, ParentType extends ResolversParentTypes['HomePage'] = ResolversParentTypes['HomePage']> = {
  banner?: Resolver<Maybe<ResolversTypes['MarketingBanner']>, ParentType, ContextType>;
  channelShelves?: Resolver<Array<ResolversTypes['ChannelShelf']>, ParentType, ContextType>;
  channelShelvesTotal?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  continueWatching?: Resolver<Array<ResolversTypes['WatchProgress']>, ParentType, ContextType>;
  featured?: Resolver<Array<ResolversTypes['FeaturedContent']>, ParentType, ContextType>;
  fieldShelves?: Resolver<Array<ResolversTypes['FieldShelf']>, ParentType, ContextType>;
  fieldShelvesTotal?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  newCmeContent?: Resolver<Array<ResolversTypes['Content']>, ParentType, ContextType>;
  upcomingLivestreams?: Resolver<Array<ResolversTypes['Livestream']>, ParentType, ContextType>;
};

export type InterjectionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Interjection'] = ResolversParentTypes['Interjection']> = {
  created_at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['InterjectionStatus'], ParentType, ContextType>;
  user_name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type LandingPageResolvers<ContextType = Context, ParentType extends ResolversParentTypes['LandingPage'] = ResolversParentTypes['LandingPage']> = {
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sections?: Resolver<Array<ResolversTypes['LandingPageSection']>, ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sluggable_type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type LandingPageSectionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['LandingPageSection'] = ResolversParentTypes['LandingPageSection']> = {
  channels?: Resolver<Array<ResolversTypes['Channel']>, ParentType, ContextType>;
  contents?: Resolver<Array<ResolversTypes['Content']>, ParentType, ContextType>;
  experts?: Resolver<Array<ResolversTypes['Expert']>, ParentType, ContextType>;
  fields?: Resolver<Array<ResolversTypes['Field']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image_url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  link_label?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  link_url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  payload?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  text?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['LandingPageSectionType'], ParentType, ContextType>;
};

export type LiveConferenceResolvers<ContextType = Context, ParentType extends ResolversParentTypes['LiveConference'] = ResolversParentTypes['LiveConference']> = {
  session_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  token?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  user_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type LiveConferenceMemberResolvers<ContextType = Context, ParentType extends ResolversParentTypes['LiveConferenceMember'] = ResolversParentTypes['LiveConferenceMember']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['LiveConferenceRole'], ParentType, ContextType>;
  user_id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type LiveConferenceRoomResolvers<ContextType = Context, ParentType extends ResolversParentTypes['LiveConferenceRoom'] = ResolversParentTypes['LiveConferenceRoom']> = {
  interjection_id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  livestream_id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  me?: Resolver<ResolversTypes['LiveConferenceMember'], ParentType, ContextType>;
  peer?: Resolver<Maybe<ResolversTypes['LiveConferenceMember']>, ParentType, ContextType>;
};

export type LivePollResolvers<ContextType = Context, ParentType extends ResolversParentTypes['LivePoll'] = ResolversParentTypes['LivePoll']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  options?: Resolver<Array<ResolversTypes['LivePollOption']>, ParentType, ContextType>;
  question?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['LivePollStatus'], ParentType, ContextType>;
  total_votes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type LivePollOptionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['LivePollOption'] = ResolversParentTypes['LivePollOption']> = {
  index?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  votes?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type LiveSessionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['LiveSession'] = ResolversParentTypes['LiveSession']> = {
  can_moderate?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  conference?: Resolver<Maybe<ResolversTypes['LiveConference']>, ParentType, ContextType>;
  my_interjection?: Resolver<Maybe<ResolversTypes['Interjection']>, ParentType, ContextType>;
  my_poll_vote?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  my_question_ids?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  state?: Resolver<ResolversTypes['LiveSessionState'], ParentType, ContextType>;
};

export type LiveSessionStateResolvers<ContextType = Context, ParentType extends ResolversParentTypes['LiveSessionState'] = ResolversParentTypes['LiveSessionState']> = {
  active_interjection?: Resolver<Maybe<ResolversTypes['Interjection']>, ParentType, ContextType>;
  active_question?: Resolver<Maybe<ResolversTypes['AudienceQuestion']>, ParentType, ContextType>;
  interjections?: Resolver<Array<ResolversTypes['Interjection']>, ParentType, ContextType>;
  livestream_id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  poll?: Resolver<Maybe<ResolversTypes['LivePoll']>, ParentType, ContextType>;
  questions?: Resolver<Array<ResolversTypes['AudienceQuestion']>, ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  view?: Resolver<ResolversTypes['LiveSessionView'], ParentType, ContextType>;
};

export type LivestreamResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Livestream'] = ResolversParentTypes['Livestream']> = {
  access?: Resolver<ResolversTypes['ContentAccess'], ParentType, ContextType>;
  channel?: Resolver<Maybe<ResolversTypes['Channel']>, ParentType, ContextType>;
  cme?: Resolver<Maybe<ResolversTypes['CmeAccreditation']>, ParentType, ContextType>;
  cme_category?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  cme_points?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  cme_progress?: Resolver<Maybe<ResolversTypes['CmeProgress']>, ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  ends_at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  event?: Resolver<Maybe<ResolversTypes['EventSummary']>, ParentType, ContextType>;
  experts?: Resolver<Array<ResolversTypes['ContentExpert']>, ParentType, ContextType>;
  fields?: Resolver<Array<ResolversTypes['Field']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lock_reason?: Resolver<Maybe<ResolversTypes['LockReason']>, ParentType, ContextType>;
  locked?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  media?: Resolver<Maybe<ResolversTypes['MediaSource']>, ParentType, ContextType>;
  media_url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  on_watchlist?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  participation?: Resolver<Maybe<ResolversTypes['Participation']>, ParentType, ContextType>;
  published_at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  recording?: Resolver<Maybe<ResolversTypes['Vod']>, ParentType, ContextType>;
  related?: Resolver<Array<ResolversTypes['Content']>, ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sluggable_type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sponsorship?: Resolver<ResolversTypes['Sponsorship'], ParentType, ContextType>;
  starts_at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['LivestreamState'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['PublishStatus'], ParentType, ContextType>;
  tags?: Resolver<Array<ResolversTypes['Tag']>, ParentType, ContextType>;
  thumbnail_url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type LoginResponseResolvers<ContextType = Context, ParentType extends ResolversParentTypes['LoginResponse'] = ResolversParentTypes['LoginResponse']> = {
  country?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  profession?: Resolver<Maybe<ResolversTypes['Profession']>, ParentType, ContextType>;
  renewalToken?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['LoginResponseStatus'], ParentType, ContextType>;
  token?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  validationStatus?: Resolver<Maybe<ResolversTypes['ValidationStatus']>, ParentType, ContextType>;
};

export type LogoutResponseResolvers<ContextType = Context, ParentType extends ResolversParentTypes['LogoutResponse'] = ResolversParentTypes['LogoutResponse']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type MarketingBannerResolvers<ContextType = Context, ParentType extends ResolversParentTypes['MarketingBanner'] = ResolversParentTypes['MarketingBanner']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image_url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  link_label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  link_url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  priority?: Resolver<ResolversTypes['MarketingBannerPriority'], ParentType, ContextType>;
  priority_value?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MediaSourceResolvers<ContextType = Context, ParentType extends ResolversParentTypes['MediaSource'] = ResolversParentTypes['MediaSource']> = {
  captions_language?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  captions_url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  expires_at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  hls_url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  mp4_url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  poster_url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type MutationResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  addToWatchlist?: Resolver<ResolversTypes['WatchlistChange'], ParentType, ContextType, RequireFields<MutationAddToWatchlistArgs, 'contentId'>>;
  answerCmeQuestions?: Resolver<ResolversTypes['CmeAttempt'], ParentType, ContextType, RequireFields<MutationAnswerCmeQuestionsArgs, 'answers' | 'attemptId'>>;
  applyForCmePoints?: Resolver<ResolversTypes['Certificate'], ParentType, ContextType, RequireFields<MutationApplyForCmePointsArgs, 'certificateId' | 'consent'>>;
  askQuestion?: Resolver<ResolversTypes['AudienceQuestion'], ParentType, ContextType, RequireFields<MutationAskQuestionArgs, 'input'>>;
  cancelNotificationCampaign?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<MutationCancelNotificationCampaignArgs, 'id'>>;
  changePassword?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationChangePasswordArgs, 'current_password' | 'password' | 'password_confirmation'>>;
  closePoll?: Resolver<ResolversTypes['LivePoll'], ParentType, ContextType, RequireFields<MutationClosePollArgs, 'poll_id'>>;
  confirmEmailChange?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationConfirmEmailChangeArgs, 'code'>>;
  confirmUserData?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationConfirmUserDataArgs, 'input'>>;
  createCalendarFeed?: Resolver<ResolversTypes['CalendarFeedSecret'], ParentType, ContextType>;
  decideValidation?: Resolver<ResolversTypes['PendingValidation'], ParentType, ContextType, RequireFields<MutationDecideValidationArgs, 'accept' | 'id'>>;
  deleteAccount?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteAccountArgs, 'password'>>;
  finishTour?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
  followChannel?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationFollowChannelArgs, 'id' | 'notify'>>;
  followField?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationFollowFieldArgs, 'id' | 'notify'>>;
  followFields?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationFollowFieldsArgs, 'ids' | 'notify'>>;
  forgotPassword?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationForgotPasswordArgs, 'email'>>;
  inviteToSurvey?: Resolver<ResolversTypes['Int'], ParentType, ContextType, RequireFields<MutationInviteToSurveyArgs, 'emails' | 'survey_slug'>>;
  login?: Resolver<ResolversTypes['LoginResponse'], ParentType, ContextType, RequireFields<MutationLoginArgs, 'email' | 'password'>>;
  logout?: Resolver<ResolversTypes['LogoutResponse'], ParentType, ContextType>;
  moderateLiveSession?: Resolver<ResolversTypes['LiveSessionState'], ParentType, ContextType, RequireFields<MutationModerateLiveSessionArgs, 'action' | 'livestream_id' | 'target_id'>>;
  openPoll?: Resolver<ResolversTypes['LivePoll'], ParentType, ContextType, RequireFields<MutationOpenPollArgs, 'input'>>;
  recordLivePresence?: Resolver<ResolversTypes['CmeProgress'], ParentType, ContextType, RequireFields<MutationRecordLivePresenceArgs, 'contentId'>>;
  recordWatchProgress?: Resolver<ResolversTypes['WatchProgress'], ParentType, ContextType, RequireFields<MutationRecordWatchProgressArgs, 'contentId' | 'position_seconds'>>;
  refreshValidation?: Resolver<ResolversTypes['String'], ParentType, ContextType, RequireFields<MutationRefreshValidationArgs, 'profession'>>;
  refundOrder?: Resolver<ResolversTypes['Order'], ParentType, ContextType, RequireFields<MutationRefundOrderArgs, 'id'>>;
  registerUser?: Resolver<ResolversTypes['AuthToken'], ParentType, ContextType, RequireFields<MutationRegisterUserArgs, 'input'>>;
  removeFromWatchlist?: Resolver<ResolversTypes['WatchlistChange'], ParentType, ContextType, RequireFields<MutationRemoveFromWatchlistArgs, 'contentId'>>;
  requestEmailChange?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationRequestEmailChangeArgs, 'email' | 'password'>>;
  requestInterjection?: Resolver<ResolversTypes['Interjection'], ParentType, ContextType, RequireFields<MutationRequestInterjectionArgs, 'livestream_id'>>;
  requestRegistrationCode?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationRequestRegistrationCodeArgs, 'email'>>;
  requestValidation?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationRequestValidationArgs, 'email' | 'profession'>>;
  resetPassword?: Resolver<ResolversTypes['AuthToken'], ParentType, ContextType, RequireFields<MutationResetPasswordArgs, 'email' | 'password' | 'resetPasswordCode'>>;
  revokeCalendarFeed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  runNotificationCampaign?: Resolver<ResolversTypes['NotificationCampaign'], ParentType, ContextType, RequireFields<MutationRunNotificationCampaignArgs, 'type'>>;
  scheduleNotificationCampaign?: Resolver<ResolversTypes['NotificationCampaign'], ParentType, ContextType, RequireFields<MutationScheduleNotificationCampaignArgs, 'scheduled_for' | 'type'>>;
  setCmeCycleStart?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType, RequireFields<MutationSetCmeCycleStartArgs, 'date'>>;
  setFollowNotifications?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationSetFollowNotificationsArgs, 'id' | 'notify' | 'type'>>;
  signedStorageUrlAssistantPriceValidation?: Resolver<ResolversTypes['UploadTicket'], ParentType, ContextType, RequireFields<MutationSignedStorageUrlAssistantPriceValidationArgs, 'fileName'>>;
  signedStorageUrlUserValidation?: Resolver<ResolversTypes['UploadTicket'], ParentType, ContextType, RequireFields<MutationSignedStorageUrlUserValidationArgs, 'fileName'>>;
  staffAcceptProof?: Resolver<ResolversTypes['StaffProof'], ParentType, ContextType, RequireFields<MutationStaffAcceptProofArgs, 'id'>>;
  staffInviteToSurvey?: Resolver<ResolversTypes['StaffSurveyInvitations'], ParentType, ContextType, RequireFields<MutationStaffInviteToSurveyArgs, 'emails' | 'survey_id'>>;
  staffRefundOrder?: Resolver<ResolversTypes['StaffOrder'], ParentType, ContextType, RequireFields<MutationStaffRefundOrderArgs, 'id'>>;
  staffRejectProof?: Resolver<ResolversTypes['StaffProof'], ParentType, ContextType, RequireFields<MutationStaffRejectProofArgs, 'id' | 'reason'>>;
  staffResendEmailChangeCode?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationStaffResendEmailChangeCodeArgs, 'user_id'>>;
  staffRunCampaign?: Resolver<ResolversTypes['NotificationCampaign'], ParentType, ContextType, RequireFields<MutationStaffRunCampaignArgs, 'id'>>;
  staffSendRegistrationCode?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationStaffSendRegistrationCodeArgs, 'email'>>;
  staffSimulateUser?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationStaffSimulateUserArgs, 'user_id'>>;
  startCheckout?: Resolver<ResolversTypes['Order'], ParentType, ContextType, RequireFields<MutationStartCheckoutArgs, 'input'>>;
  startCmeTest?: Resolver<ResolversTypes['CmeAttempt'], ParentType, ContextType, RequireFields<MutationStartCmeTestArgs, 'contentId'>>;
  submitCmeTest?: Resolver<ResolversTypes['CmeAttempt'], ParentType, ContextType, RequireFields<MutationSubmitCmeTestArgs, 'attemptId'>>;
  submitContactRequest?: Resolver<ResolversTypes['ContactRequestReceipt'], ParentType, ContextType, RequireFields<MutationSubmitContactRequestArgs, 'input'>>;
  submitFeedback?: Resolver<ResolversTypes['FeedbackReceipt'], ParentType, ContextType, RequireFields<MutationSubmitFeedbackArgs, 'input'>>;
  submitSurvey?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationSubmitSurveyArgs, 'answers' | 'token'>>;
  trackConferenceEvent?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationTrackConferenceEventArgs, 'event' | 'livestream_id'>>;
  trackNotification?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationTrackNotificationArgs, 'mt' | 'signature'>>;
  unfollowChannel?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationUnfollowChannelArgs, 'id'>>;
  unfollowField?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationUnfollowFieldArgs, 'id'>>;
  unlock?: Resolver<ResolversTypes['UnlockResult'], ParentType, ContextType, RequireFields<MutationUnlockArgs, 'code'>>;
  unsubscribe?: Resolver<ResolversTypes['Unsubscription'], ParentType, ContextType, RequireFields<MutationUnsubscribeArgs, 'token'>>;
  updateMe?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationUpdateMeArgs, 'input'>>;
  updateNotificationSettings?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationUpdateNotificationSettingsArgs, 'input'>>;
  updatePersonalDetails?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationUpdatePersonalDetailsArgs, 'input'>>;
  updateProfessionalDetails?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationUpdateProfessionalDetailsArgs, 'input'>>;
  votePoll?: Resolver<ResolversTypes['LivePoll'], ParentType, ContextType, RequireFields<MutationVotePollArgs, 'option' | 'poll_id'>>;
  withdrawInterjection?: Resolver<Maybe<ResolversTypes['Interjection']>, ParentType, ContextType, RequireFields<MutationWithdrawInterjectionArgs, 'livestream_id'>>;
};

export type NotificationCampaignResolvers<ContextType = Context, ParentType extends ResolversParentTypes['NotificationCampaign'] = ResolversParentTypes['NotificationCampaign']> = {
  error?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  finished_at?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  recipients?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  scheduled_for?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  started_at?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ScheduledCampaignStatus'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['NotificationCampaignType'], ParentType, ContextType>;
};

export type OrderResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Order'] = ResolversParentTypes['Order']> = {
  auto_discount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  base?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  billing?: Resolver<ResolversTypes['BillingAddress'], ParentType, ContextType>;
  bundle?: Resolver<Maybe<ResolversTypes['EventBundle']>, ParentType, ContextType>;
  checkout_url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  code_discount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  content?: Resolver<Maybe<ResolversTypes['PurchasableContent']>, ParentType, ContextType>;
  created_at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  event?: Resolver<Maybe<ResolversTypes['Event']>, ParentType, ContextType>;
  held_until?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  invoice_number?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  number?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  paid_at?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  payment_status?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Price'], ParentType, ContextType>;
  refund_reason?: Resolver<Maybe<ResolversTypes['RefundReason']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['OrderStatus'], ParentType, ContextType>;
  tax?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  tax_rate?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PaginatorInfoResolvers<ContextType = Context, ParentType extends ResolversParentTypes['PaginatorInfo'] = ResolversParentTypes['PaginatorInfo']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  currentPage?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  hasMorePages?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lastPage?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  perPage?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ParticipationResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Participation'] = ResolversParentTypes['Participation']> = {
  certificate?: Resolver<Maybe<ResolversTypes['Certificate']>, ParentType, ContextType>;
  seconds_watched?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  threshold_minutes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PendingValidationResolvers<ContextType = Context, ParentType extends ResolversParentTypes['PendingValidation'] = ResolversParentTypes['PendingValidation']> = {
  country?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  file_name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  first_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  last_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  order_number?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  profession?: Resolver<ResolversTypes['Profession'], ParentType, ContextType>;
  submitted_at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type PlaylistResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Playlist'] = ResolversParentTypes['Playlist']> = {
  access?: Resolver<ResolversTypes['ContentAccess'], ParentType, ContextType>;
  channel?: Resolver<Maybe<ResolversTypes['Channel']>, ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  experts?: Resolver<Array<ResolversTypes['ContentExpert']>, ParentType, ContextType>;
  fields?: Resolver<Array<ResolversTypes['Field']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  item_count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['Content']>, ParentType, ContextType>;
  lock_reason?: Resolver<Maybe<ResolversTypes['LockReason']>, ParentType, ContextType>;
  locked?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  published_at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sluggable_type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['PublishStatus'], ParentType, ContextType>;
  tags?: Resolver<Array<ResolversTypes['Tag']>, ParentType, ContextType>;
  thumbnail_url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type PriceResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Price'] = ResolversParentTypes['Price']> = {
  amount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  bookable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  current_amount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  needs_proof?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['PriceType'], ParentType, ContextType>;
};

export type ProfessionOptionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ProfessionOption'] = ResolversParentTypes['ProfessionOption']> = {
  group?: Resolver<ResolversTypes['ProfessionGroup'], ParentType, ContextType>;
  label_de?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label_en?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['Profession'], ParentType, ContextType>;
};

export type PurchasableContentResolvers<ContextType = Context, ParentType extends ResolversParentTypes['PurchasableContent'] = ResolversParentTypes['PurchasableContent']> = {
  booked?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  prices?: Resolver<Array<ResolversTypes['Price']>, ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sluggable_type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type QueryResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  calendarFeed?: Resolver<Maybe<Array<ResolversTypes['CalendarEntry']>>, ParentType, ContextType, RequireFields<QueryCalendarFeedArgs, 'token'>>;
  certificatePdf?: Resolver<ResolversTypes['CertificatePdf'], ParentType, ContextType, RequireFields<QueryCertificatePdfArgs, 'id'>>;
  channelPage?: Resolver<Maybe<ResolversTypes['ChannelPage']>, ParentType, ContextType, RequireFields<QueryChannelPageArgs, 'slug'>>;
  checkEmailDuplicate?: Resolver<ResolversTypes['EmailAvailability'], ParentType, ContextType, RequireFields<QueryCheckEmailDuplicateArgs, 'email'>>;
  checkoutQuote?: Resolver<ResolversTypes['CheckoutQuote'], ParentType, ContextType, RequireFields<QueryCheckoutQuoteArgs, 'priceId'>>;
  cmeContent?: Resolver<ResolversTypes['ContentPaginator'], ParentType, ContextType, RequireFields<QueryCmeContentArgs, 'page' | 'perPage' | 'sort'>>;
  cmeCycleStart?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  event?: Resolver<Maybe<ResolversTypes['Event']>, ParentType, ContextType, RequireFields<QueryEventArgs, 'slug'>>;
  eventBundle?: Resolver<Maybe<ResolversTypes['EventBundle']>, ParentType, ContextType, RequireFields<QueryEventBundleArgs, 'slug'>>;
  eventBundles?: Resolver<Array<ResolversTypes['EventBundle']>, ParentType, ContextType>;
  faq?: Resolver<Array<ResolversTypes['FaqCategory']>, ParentType, ContextType, RequireFields<QueryFaqArgs, 'locale'>>;
  fieldPage?: Resolver<Maybe<ResolversTypes['FieldPage']>, ParentType, ContextType, RequireFields<QueryFieldPageArgs, 'slug'>>;
  fields?: Resolver<Array<ResolversTypes['Field']>, ParentType, ContextType>;
  fieldsOverview?: Resolver<Array<ResolversTypes['FieldOverviewItem']>, ParentType, ContextType>;
  followable?: Resolver<Maybe<ResolversTypes['Followable']>, ParentType, ContextType, RequireFields<QueryFollowableArgs, 'id' | 'type'>>;
  homePage?: Resolver<ResolversTypes['HomePage'], ParentType, ContextType, RequireFields<QueryHomePageArgs, 'shelfSize'>>;
  invoicePdf?: Resolver<ResolversTypes['CertificatePdf'], ParentType, ContextType, RequireFields<QueryInvoicePdfArgs, 'orderId'>>;
  landingPage?: Resolver<Maybe<ResolversTypes['LandingPage']>, ParentType, ContextType, RequireFields<QueryLandingPageArgs, 'slug'>>;
  liveConferenceEvents?: Resolver<Array<ResolversTypes['ZoomSessionTracking']>, ParentType, ContextType, RequireFields<QueryLiveConferenceEventsArgs, 'livestream_id'>>;
  liveConferenceRoom?: Resolver<Maybe<ResolversTypes['LiveConferenceRoom']>, ParentType, ContextType, RequireFields<QueryLiveConferenceRoomArgs, 'livestream_slug'>>;
  liveSession?: Resolver<Maybe<ResolversTypes['LiveSession']>, ParentType, ContextType, RequireFields<QueryLiveSessionArgs, 'livestream_slug' | 'view'>>;
  livestream?: Resolver<Maybe<ResolversTypes['Livestream']>, ParentType, ContextType, RequireFields<QueryLivestreamArgs, 'slug'>>;
  livestreamSchedule?: Resolver<Array<ResolversTypes['Livestream']>, ParentType, ContextType, Partial<QueryLivestreamScheduleArgs>>;
  me?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  myCertificates?: Resolver<Array<ResolversTypes['Certificate']>, ParentType, ContextType, Partial<QueryMyCertificatesArgs>>;
  myContent?: Resolver<Array<ResolversTypes['UnlockedContent']>, ParentType, ContextType>;
  myData?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  myOrders?: Resolver<Array<ResolversTypes['Order']>, ParentType, ContextType>;
  notificationCampaigns?: Resolver<Array<ResolversTypes['NotificationCampaign']>, ParentType, ContextType>;
  order?: Resolver<Maybe<ResolversTypes['Order']>, ParentType, ContextType, RequireFields<QueryOrderArgs, 'id'>>;
  pendingValidations?: Resolver<Array<ResolversTypes['PendingValidation']>, ParentType, ContextType>;
  professions?: Resolver<Array<ResolversTypes['ProfessionOption']>, ParentType, ContextType>;
  purchasableContent?: Resolver<Maybe<ResolversTypes['PurchasableContent']>, ParentType, ContextType, RequireFields<QueryPurchasableContentArgs, 'slug'>>;
  search?: Resolver<ResolversTypes['SearchResult'], ParentType, ContextType, RequireFields<QuerySearchArgs, 'industry_independent' | 'page' | 'perPage' | 'term'>>;
  seminars?: Resolver<Array<ResolversTypes['Event']>, ParentType, ContextType>;
  short?: Resolver<Maybe<ResolversTypes['Short']>, ParentType, ContextType, RequireFields<QueryShortArgs, 'slug'>>;
  shortsFeed?: Resolver<ResolversTypes['ShortPaginator'], ParentType, ContextType, RequireFields<QueryShortsFeedArgs, 'page' | 'perPage'>>;
  staffAuditTrail?: Resolver<Array<ResolversTypes['StaffActionEntry']>, ParentType, ContextType, RequireFields<QueryStaffAuditTrailArgs, 'first'>>;
  staffCampaign?: Resolver<Maybe<ResolversTypes['StaffCampaignReport']>, ParentType, ContextType, RequireFields<QueryStaffCampaignArgs, 'id'>>;
  staffFeedback?: Resolver<Maybe<ResolversTypes['StaffFeedback']>, ParentType, ContextType, RequireFields<QueryStaffFeedbackArgs, 'key'>>;
  staffFeedbackSummaries?: Resolver<Array<ResolversTypes['StaffFeedbackSummary']>, ParentType, ContextType>;
  staffLiveSessions?: Resolver<Array<ResolversTypes['StaffLiveSession']>, ParentType, ContextType>;
  staffOrder?: Resolver<Maybe<ResolversTypes['StaffOrder']>, ParentType, ContextType, RequireFields<QueryStaffOrderArgs, 'id'>>;
  staffOrderSearch?: Resolver<Array<ResolversTypes['StaffOrder']>, ParentType, ContextType, RequireFields<QueryStaffOrderSearchArgs, 'first' | 'query'>>;
  staffProof?: Resolver<Maybe<ResolversTypes['StaffProof']>, ParentType, ContextType, RequireFields<QueryStaffProofArgs, 'id'>>;
  staffProofDocument?: Resolver<Maybe<ResolversTypes['StaffProofDocument']>, ParentType, ContextType, RequireFields<QueryStaffProofDocumentArgs, 'id'>>;
  staffProofQueue?: Resolver<ResolversTypes['StaffProofQueue'], ParentType, ContextType, RequireFields<QueryStaffProofQueueArgs, 'first'>>;
  staffSurveyExport?: Resolver<Maybe<ResolversTypes['StaffSurveyExport']>, ParentType, ContextType, RequireFields<QueryStaffSurveyExportArgs, 'id'>>;
  staffSurveyResults?: Resolver<Maybe<ResolversTypes['StaffSurveyResults']>, ParentType, ContextType, RequireFields<QueryStaffSurveyResultsArgs, 'id'>>;
  staffSurveys?: Resolver<Array<ResolversTypes['StaffSurvey']>, ParentType, ContextType>;
  staffUserDetail?: Resolver<Maybe<ResolversTypes['StaffUserDetail']>, ParentType, ContextType, RequireFields<QueryStaffUserDetailArgs, 'id'>>;
  staffUserSearch?: Resolver<Array<ResolversTypes['StaffUser']>, ParentType, ContextType, RequireFields<QueryStaffUserSearchArgs, 'first' | 'query'>>;
  surveyInvitation?: Resolver<Maybe<ResolversTypes['SurveyInvitation']>, ParentType, ContextType, RequireFields<QuerySurveyInvitationArgs, 'token'>>;
  tagPage?: Resolver<Maybe<ResolversTypes['TagPage']>, ParentType, ContextType, RequireFields<QueryTagPageArgs, 'page' | 'perPage' | 'slug'>>;
  unsubscription?: Resolver<Maybe<ResolversTypes['Unsubscription']>, ParentType, ContextType, RequireFields<QueryUnsubscriptionArgs, 'token'>>;
  verifyCertificate?: Resolver<Maybe<ResolversTypes['CertificateVerification']>, ParentType, ContextType, RequireFields<QueryVerifyCertificateArgs, 'number'>>;
  vod?: Resolver<Maybe<ResolversTypes['Vod']>, ParentType, ContextType, RequireFields<QueryVodArgs, 'slug'>>;
  watchlist?: Resolver<Array<ResolversTypes['WatchlistEntry']>, ParentType, ContextType>;
};

export type SearchGroupResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SearchGroup'] = ResolversParentTypes['SearchGroup']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['SearchResultType'], ParentType, ContextType>;
};

export type SearchItemResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SearchItem'] = ResolversParentTypes['SearchItem']> = {
  __resolveType: TypeResolveFn<'Channel' | 'Expert' | 'Field' | 'Livestream' | 'Playlist' | 'Short' | 'Tag' | 'Vod', ParentType, ContextType>;
};

export type SearchResultResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SearchResult'] = ResolversParentTypes['SearchResult']> = {
  data?: Resolver<Array<ResolversTypes['SearchItem']>, ParentType, ContextType>;
  groups?: Resolver<Array<ResolversTypes['SearchGroup']>, ParentType, ContextType>;
  paginatorInfo?: Resolver<ResolversTypes['PaginatorInfo'], ParentType, ContextType>;
  term?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ShortResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Short'] = ResolversParentTypes['Short']> = {
  access?: Resolver<ResolversTypes['ContentAccess'], ParentType, ContextType>;
  channel?: Resolver<Maybe<ResolversTypes['Channel']>, ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  duration_seconds?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  experts?: Resolver<Array<ResolversTypes['ContentExpert']>, ParentType, ContextType>;
  fields?: Resolver<Array<ResolversTypes['Field']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lock_reason?: Resolver<Maybe<ResolversTypes['LockReason']>, ParentType, ContextType>;
  locked?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  media?: Resolver<Maybe<ResolversTypes['MediaSource']>, ParentType, ContextType>;
  media_url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  next_slug?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  on_watchlist?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  previous_slug?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  progress?: Resolver<Maybe<ResolversTypes['WatchProgress']>, ParentType, ContextType>;
  published_at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  related?: Resolver<Array<ResolversTypes['Content']>, ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sluggable_type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['PublishStatus'], ParentType, ContextType>;
  tags?: Resolver<Array<ResolversTypes['Tag']>, ParentType, ContextType>;
  thumbnail_url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ShortPaginatorResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ShortPaginator'] = ResolversParentTypes['ShortPaginator']> = {
  data?: Resolver<Array<ResolversTypes['Short']>, ParentType, ContextType>;
  paginatorInfo?: Resolver<ResolversTypes['PaginatorInfo'], ParentType, ContextType>;
};

export type SponsorshipResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Sponsorship'] = ResolversParentTypes['Sponsorship']> = {
  experts?: Resolver<Array<ResolversTypes['ExpertDisclosure']>, ParentType, ContextType>;
  industry_independent?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  supporters?: Resolver<Array<ResolversTypes['SponsorshipSupporter']>, ParentType, ContextType>;
};

export type SponsorshipSupporterResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SponsorshipSupporter'] = ResolversParentTypes['SponsorshipSupporter']> = {
  industry?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['SupporterType'], ParentType, ContextType>;
  url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type StaffActionEntryResolvers<ContextType = Context, ParentType extends ResolversParentTypes['StaffActionEntry'] = ResolversParentTypes['StaffActionEntry']> = {
  action?: Resolver<ResolversTypes['StaffAction'], ParentType, ContextType>;
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  campaign_id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  campaign_type?: Resolver<Maybe<ResolversTypes['NotificationCampaignType']>, ParentType, ContextType>;
  code_kind?: Resolver<Maybe<ResolversTypes['StaffCodeKind']>, ParentType, ContextType>;
  detail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  email_domain?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  livestream?: Resolver<Maybe<ResolversTypes['StaffActionItem']>, ParentType, ContextType>;
  min_age_hours?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  moderation_action?: Resolver<Maybe<ResolversTypes['ModerationAction']>, ParentType, ContextType>;
  order_id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  order_number?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  proof_id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  proof_kind?: Resolver<Maybe<ResolversTypes['ProofKind']>, ParentType, ContextType>;
  rejection_reason?: Resolver<Maybe<ResolversTypes['ProofRejectionReason']>, ParentType, ContextType>;
  search_kind?: Resolver<Maybe<ResolversTypes['StaffSearchKind']>, ParentType, ContextType>;
  staff?: Resolver<Maybe<ResolversTypes['StaffMember']>, ParentType, ContextType>;
  staff_role?: Resolver<Maybe<ResolversTypes['UserRole']>, ParentType, ContextType>;
  survey?: Resolver<Maybe<ResolversTypes['StaffActionItem']>, ParentType, ContextType>;
  target?: Resolver<Maybe<ResolversTypes['StaffUser']>, ParentType, ContextType>;
};

export type StaffActionItemResolvers<ContextType = Context, ParentType extends ResolversParentTypes['StaffActionItem'] = ResolversParentTypes['StaffActionItem']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type StaffCampaignClicksResolvers<ContextType = Context, ParentType extends ResolversParentTypes['StaffCampaignClicks'] = ResolversParentTypes['StaffCampaignClicks']> = {
  clicks?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  recipients?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['NotificationClickType'], ParentType, ContextType>;
};

export type StaffCampaignReportResolvers<ContextType = Context, ParentType extends ResolversParentTypes['StaffCampaignReport'] = ResolversParentTypes['StaffCampaignReport']> = {
  campaign?: Resolver<ResolversTypes['NotificationCampaign'], ParentType, ContextType>;
  clicked?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  clicks?: Resolver<Array<ResolversTypes['StaffCampaignClicks']>, ParentType, ContextType>;
  sent?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type StaffFeedbackResolvers<ContextType = Context, ParentType extends ResolversParentTypes['StaffFeedback'] = ResolversParentTypes['StaffFeedback']> = {
  entries?: Resolver<Array<ResolversTypes['StaffFeedbackEntry']>, ParentType, ContextType>;
  summary?: Resolver<ResolversTypes['StaffFeedbackSummary'], ParentType, ContextType>;
};

export type StaffFeedbackEntryResolvers<ContextType = Context, ParentType extends ResolversParentTypes['StaffFeedbackEntry'] = ResolversParentTypes['StaffFeedbackEntry']> = {
  created_at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  rating?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type StaffFeedbackSummaryResolvers<ContextType = Context, ParentType extends ResolversParentTypes['StaffFeedbackSummary'] = ResolversParentTypes['StaffFeedbackSummary']> = {
  average?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  latest_at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  slug?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type StaffLiveSessionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['StaffLiveSession'] = ResolversParentTypes['StaffLiveSession']> = {
  livestream?: Resolver<ResolversTypes['Livestream'], ParentType, ContextType>;
  open_questions?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  poll_open?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  waiting_interjections?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type StaffMemberResolvers<ContextType = Context, ParentType extends ResolversParentTypes['StaffMember'] = ResolversParentTypes['StaffMember']> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type StaffOrderResolvers<ContextType = Context, ParentType extends ResolversParentTypes['StaffOrder'] = ResolversParentTypes['StaffOrder']> = {
  access?: Resolver<Array<ResolversTypes['StaffOrderAccess']>, ParentType, ContextType>;
  auto_discount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  base?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  billing?: Resolver<ResolversTypes['BillingAddress'], ParentType, ContextType>;
  buyer?: Resolver<Maybe<ResolversTypes['StaffUser']>, ParentType, ContextType>;
  code_discount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  created_at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  discount_code?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  history?: Resolver<Array<ResolversTypes['StaffOrderEvent']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  invoice_number?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  number?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  paid_at?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  product?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  proof_id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  refunded_at?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['OrderStatus'], ParentType, ContextType>;
  tax?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  tax_rate?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type StaffOrderAccessResolvers<ContextType = Context, ParentType extends ResolversParentTypes['StaffOrderAccess'] = ResolversParentTypes['StaffOrderAccess']> = {
  kept?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  path?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type StaffOrderEventResolvers<ContextType = Context, ParentType extends ResolversParentTypes['StaffOrderEvent'] = ResolversParentTypes['StaffOrderEvent']> = {
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  by?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['StaffOrderEventKind'], ParentType, ContextType>;
  method?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  payment_id?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  payment_status?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  refund_reason?: Resolver<Maybe<ResolversTypes['RefundReason']>, ParentType, ContextType>;
};

export type StaffProofResolvers<ContextType = Context, ParentType extends ResolversParentTypes['StaffProof'] = ResolversParentTypes['StaffProof']> = {
  decided_at?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  decided_by?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  file?: Resolver<Maybe<ResolversTypes['StaffProofFile']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['ProofKind'], ParentType, ContextType>;
  order_id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  order_number?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  profession?: Resolver<ResolversTypes['Profession'], ParentType, ContextType>;
  rejection_note?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  rejection_reason?: Resolver<Maybe<ResolversTypes['ProofRejectionReason']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ProofStatus'], ParentType, ContextType>;
  submitted_at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  user?: Resolver<ResolversTypes['StaffUser'], ParentType, ContextType>;
};

export type StaffProofDocumentResolvers<ContextType = Context, ParentType extends ResolversParentTypes['StaffProofDocument'] = ResolversParentTypes['StaffProofDocument']> = {
  base64?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  file_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  mime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type StaffProofFileResolvers<ContextType = Context, ParentType extends ResolversParentTypes['StaffProofFile'] = ResolversParentTypes['StaffProofFile']> = {
  file_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  mime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  size?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type StaffProofQueueResolvers<ContextType = Context, ParentType extends ResolversParentTypes['StaffProofQueue'] = ResolversParentTypes['StaffProofQueue']> = {
  items?: Resolver<Array<ResolversTypes['StaffProof']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type StaffSurveyResolvers<ContextType = Context, ParentType extends ResolversParentTypes['StaffSurvey'] = ResolversParentTypes['StaffSurvey']> = {
  closes_at?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  invited?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  responses?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type StaffSurveyAnswerSetResolvers<ContextType = Context, ParentType extends ResolversParentTypes['StaffSurveyAnswerSet'] = ResolversParentTypes['StaffSurveyAnswerSet']> = {
  answers?: Resolver<Array<Array<ResolversTypes['String']>>, ParentType, ContextType>;
};

export type StaffSurveyCountResolvers<ContextType = Context, ParentType extends ResolversParentTypes['StaffSurveyCount'] = ResolversParentTypes['StaffSurveyCount']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type StaffSurveyExportResolvers<ContextType = Context, ParentType extends ResolversParentTypes['StaffSurveyExport'] = ResolversParentTypes['StaffSurveyExport']> = {
  questions?: Resolver<Array<ResolversTypes['SurveyQuestion']>, ParentType, ContextType>;
  rows?: Resolver<Array<ResolversTypes['StaffSurveyAnswerSet']>, ParentType, ContextType>;
  survey?: Resolver<ResolversTypes['StaffSurvey'], ParentType, ContextType>;
};

export type StaffSurveyInvitationsResolvers<ContextType = Context, ParentType extends ResolversParentTypes['StaffSurveyInvitations'] = ResolversParentTypes['StaffSurveyInvitations']> = {
  already_invited?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  invited?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type StaffSurveyQuestionResultResolvers<ContextType = Context, ParentType extends ResolversParentTypes['StaffSurveyQuestionResult'] = ResolversParentTypes['StaffSurveyQuestionResult']> = {
  answered?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  counts?: Resolver<Array<ResolversTypes['StaffSurveyCount']>, ParentType, ContextType>;
  question?: Resolver<ResolversTypes['SurveyQuestion'], ParentType, ContextType>;
  texts?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type StaffSurveyResultsResolvers<ContextType = Context, ParentType extends ResolversParentTypes['StaffSurveyResults'] = ResolversParentTypes['StaffSurveyResults']> = {
  questions?: Resolver<Array<ResolversTypes['StaffSurveyQuestionResult']>, ParentType, ContextType>;
  survey?: Resolver<ResolversTypes['StaffSurvey'], ParentType, ContextType>;
};

export type StaffUserResolvers<ContextType = Context, ParentType extends ResolversParentTypes['StaffUser'] = ResolversParentTypes['StaffUser']> = {
  country?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  created_at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  efn?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  employment?: Resolver<Maybe<ResolversTypes['Employment']>, ParentType, ContextType>;
  first_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  last_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  profession?: Resolver<ResolversTypes['Profession'], ParentType, ContextType>;
  role?: Resolver<Maybe<ResolversTypes['UserRole']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['UserStatus'], ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['Title']>, ParentType, ContextType>;
  validation_expires_at?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  validation_status?: Resolver<Maybe<ResolversTypes['ValidationStatus']>, ParentType, ContextType>;
};

export type StaffUserDetailResolvers<ContextType = Context, ParentType extends ResolversParentTypes['StaffUserDetail'] = ResolversParentTypes['StaffUserDetail']> = {
  can_simulate?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  certificates?: Resolver<Array<ResolversTypes['Certificate']>, ParentType, ContextType>;
  orders?: Resolver<Array<ResolversTypes['Order']>, ParentType, ContextType>;
  pending_email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  proofs?: Resolver<Array<ResolversTypes['StaffProof']>, ParentType, ContextType>;
  user?: Resolver<ResolversTypes['StaffUser'], ParentType, ContextType>;
};

export type SubscriptionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Subscription'] = ResolversParentTypes['Subscription']> = {
  liveSession?: SubscriptionResolver<ResolversTypes['LiveSessionState'], "liveSession", ParentType, ContextType, RequireFields<SubscriptionLiveSessionArgs, 'after_version' | 'livestream_slug' | 'view'>>;
};

export type SupporterResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Supporter'] = ResolversParentTypes['Supporter']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['SupporterType'], ParentType, ContextType>;
  url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type SurveyResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Survey'] = ResolversParentTypes['Survey']> = {
  closes_at?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  intro?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  questions?: Resolver<Array<ResolversTypes['SurveyQuestion']>, ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SurveyInvitationResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SurveyInvitation'] = ResolversParentTypes['SurveyInvitation']> = {
  state?: Resolver<ResolversTypes['SurveyInvitationState'], ParentType, ContextType>;
  survey?: Resolver<ResolversTypes['Survey'], ParentType, ContextType>;
};

export type SurveyQuestionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SurveyQuestion'] = ResolversParentTypes['SurveyQuestion']> = {
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  max_choices?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  min_choices?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  options?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  required?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['SurveyQuestionType'], ParentType, ContextType>;
};

export type TagResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Tag'] = ResolversParentTypes['Tag']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sluggable_type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['TagType'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type TagPageResolvers<ContextType = Context, ParentType extends ResolversParentTypes['TagPage'] = ResolversParentTypes['TagPage']> = {
  content?: Resolver<ResolversTypes['ContentPaginator'], ParentType, ContextType>;
  tag?: Resolver<ResolversTypes['Tag'], ParentType, ContextType>;
};

export type UnlockResultResolvers<ContextType = Context, ParentType extends ResolversParentTypes['UnlockResult'] = ResolversParentTypes['UnlockResult']> = {
  contents?: Resolver<Array<ResolversTypes['Content']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['UnlockStatus'], ParentType, ContextType>;
};

export type UnlockedContentResolvers<ContextType = Context, ParentType extends ResolversParentTypes['UnlockedContent'] = ResolversParentTypes['UnlockedContent']> = {
  content?: Resolver<ResolversTypes['Content'], ParentType, ContextType>;
  unlocked_at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type UnsubscriptionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Unsubscription'] = ResolversParentTypes['Unsubscription']> = {
  email_hint?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  setting?: Resolver<ResolversTypes['MailSetting'], ParentType, ContextType>;
  used?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type UploadTicketResolvers<ContextType = Context, ParentType extends ResolversParentTypes['UploadTicket'] = ResolversParentTypes['UploadTicket']> = {
  disk?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  inputs?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  uuid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type UserResolvers<ContextType = Context, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User']> = {
  calendar_feed?: Resolver<Maybe<ResolversTypes['CalendarFeed']>, ParentType, ContextType>;
  can_hwg?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  country?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  employment?: Resolver<Maybe<ResolversTypes['Employment']>, ParentType, ContextType>;
  field?: Resolver<Maybe<ResolversTypes['Field']>, ParentType, ContextType>;
  first_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  follows?: Resolver<Array<ResolversTypes['Follow']>, ParentType, ContextType>;
  gender?: Resolver<Maybe<ResolversTypes['Gender']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  is_old?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  is_simulated_by_staff?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  is_simulating_user?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  last_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  locale?: Resolver<ResolversTypes['Locale'], ParentType, ContextType>;
  notify_livestream_day?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  notify_promotions?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  notify_subscriptions?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  password_editable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  pending_email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  pending_proof_count?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  profession?: Resolver<ResolversTypes['Profession'], ParentType, ContextType>;
  role?: Resolver<Maybe<ResolversTypes['UserRole']>, ParentType, ContextType>;
  show_field_dialog?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  show_tour?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  staff_permissions?: Resolver<Array<ResolversTypes['StaffPermission']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['UserStatus'], ParentType, ContextType>;
  subscribedChannels?: Resolver<Array<ResolversTypes['Channel']>, ParentType, ContextType>;
  subscribedFields?: Resolver<Array<ResolversTypes['Field']>, ParentType, ContextType>;
  summary_frequency?: Resolver<ResolversTypes['SummaryFrequency'], ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['Title']>, ParentType, ContextType>;
  validation_expires_at?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  validation_expiring_soon?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  validation_request_pending?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  validation_status?: Resolver<Maybe<ResolversTypes['ValidationStatus']>, ParentType, ContextType>;
};

export type VodResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Vod'] = ResolversParentTypes['Vod']> = {
  access?: Resolver<ResolversTypes['ContentAccess'], ParentType, ContextType>;
  channel?: Resolver<Maybe<ResolversTypes['Channel']>, ParentType, ContextType>;
  chapters?: Resolver<Maybe<Array<ResolversTypes['Chapter']>>, ParentType, ContextType>;
  citations?: Resolver<Maybe<Array<ResolversTypes['Citation']>>, ParentType, ContextType>;
  cme?: Resolver<Maybe<ResolversTypes['CmeAccreditation']>, ParentType, ContextType>;
  cme_category?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  cme_points?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  cme_progress?: Resolver<Maybe<ResolversTypes['CmeProgress']>, ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  duration_seconds?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  experts?: Resolver<Array<ResolversTypes['ContentExpert']>, ParentType, ContextType>;
  fields?: Resolver<Array<ResolversTypes['Field']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lock_reason?: Resolver<Maybe<ResolversTypes['LockReason']>, ParentType, ContextType>;
  locked?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  media?: Resolver<Maybe<ResolversTypes['MediaSource']>, ParentType, ContextType>;
  media_url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  on_watchlist?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  progress?: Resolver<Maybe<ResolversTypes['WatchProgress']>, ParentType, ContextType>;
  published_at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  related?: Resolver<Array<ResolversTypes['Content']>, ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sluggable_type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sponsorship?: Resolver<ResolversTypes['Sponsorship'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['PublishStatus'], ParentType, ContextType>;
  tags?: Resolver<Array<ResolversTypes['Tag']>, ParentType, ContextType>;
  thumbnail_url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['VodType'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type WatchProgressResolvers<ContextType = Context, ParentType extends ResolversParentTypes['WatchProgress'] = ResolversParentTypes['WatchProgress']> = {
  completed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  content?: Resolver<ResolversTypes['Content'], ParentType, ContextType>;
  content_id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  counting_elsewhere?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  duration_seconds?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  max_position_seconds?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  percent?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  position_seconds?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  updated_at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  watched_seconds?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type WatchlistChangeResolvers<ContextType = Context, ParentType extends ResolversParentTypes['WatchlistChange'] = ResolversParentTypes['WatchlistChange']> = {
  content_id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  on_watchlist?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type WatchlistEntryResolvers<ContextType = Context, ParentType extends ResolversParentTypes['WatchlistEntry'] = ResolversParentTypes['WatchlistEntry']> = {
  added_at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  content?: Resolver<ResolversTypes['Content'], ParentType, ContextType>;
};

export type ZoomSessionTrackingResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ZoomSessionTracking'] = ResolversParentTypes['ZoomSessionTracking']> = {
  created_at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  event?: Resolver<ResolversTypes['ZoomSessionTrackingEvent'], ParentType, ContextType>;
  user_id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type Resolvers<ContextType = Context> = {
  AudienceQuestion?: AudienceQuestionResolvers<ContextType>;
  AuthToken?: AuthTokenResolvers<ContextType>;
  AutoDiscount?: AutoDiscountResolvers<ContextType>;
  BillingAddress?: BillingAddressResolvers<ContextType>;
  CalendarEntry?: CalendarEntryResolvers<ContextType>;
  CalendarFeed?: CalendarFeedResolvers<ContextType>;
  CalendarFeedSecret?: CalendarFeedSecretResolvers<ContextType>;
  Certificate?: CertificateResolvers<ContextType>;
  CertificatePdf?: CertificatePdfResolvers<ContextType>;
  CertificateVerification?: CertificateVerificationResolvers<ContextType>;
  Channel?: ChannelResolvers<ContextType>;
  ChannelExpert?: ChannelExpertResolvers<ContextType>;
  ChannelPage?: ChannelPageResolvers<ContextType>;
  ChannelPrimaryField?: ChannelPrimaryFieldResolvers<ContextType>;
  ChannelShelf?: ChannelShelfResolvers<ContextType>;
  Chapter?: ChapterResolvers<ContextType>;
  CheckoutQuote?: CheckoutQuoteResolvers<ContextType>;
  Citation?: CitationResolvers<ContextType>;
  CmeAccreditation?: CmeAccreditationResolvers<ContextType>;
  CmeAnswer?: CmeAnswerResolvers<ContextType>;
  CmeAttempt?: CmeAttemptResolvers<ContextType>;
  CmeAuthority?: CmeAuthorityResolvers<ContextType>;
  CmeOption?: CmeOptionResolvers<ContextType>;
  CmeProgress?: CmeProgressResolvers<ContextType>;
  CmeQuestion?: CmeQuestionResolvers<ContextType>;
  ContactRequestReceipt?: ContactRequestReceiptResolvers<ContextType>;
  Content?: ContentResolvers<ContextType>;
  ContentCounts?: ContentCountsResolvers<ContextType>;
  ContentExpert?: ContentExpertResolvers<ContextType>;
  ContentPaginator?: ContentPaginatorResolvers<ContextType>;
  DateTime?: GraphQLScalarType;
  EmailAvailability?: EmailAvailabilityResolvers<ContextType>;
  Event?: EventResolvers<ContextType>;
  EventAgendaItem?: EventAgendaItemResolvers<ContextType>;
  EventBundle?: EventBundleResolvers<ContextType>;
  EventExpert?: EventExpertResolvers<ContextType>;
  EventInfoSection?: EventInfoSectionResolvers<ContextType>;
  EventSummary?: EventSummaryResolvers<ContextType>;
  EventSupporter?: EventSupporterResolvers<ContextType>;
  Expert?: ExpertResolvers<ContextType>;
  ExpertDisclosure?: ExpertDisclosureResolvers<ContextType>;
  FaqCategory?: FaqCategoryResolvers<ContextType>;
  FaqEntry?: FaqEntryResolvers<ContextType>;
  FeaturedContent?: FeaturedContentResolvers<ContextType>;
  FeedbackReceipt?: FeedbackReceiptResolvers<ContextType>;
  Field?: FieldResolvers<ContextType>;
  FieldOverviewItem?: FieldOverviewItemResolvers<ContextType>;
  FieldPage?: FieldPageResolvers<ContextType>;
  FieldShelf?: FieldShelfResolvers<ContextType>;
  Follow?: FollowResolvers<ContextType>;
  Followable?: FollowableResolvers<ContextType>;
  HomePage?: HomePageResolvers<ContextType>;
  Interjection?: InterjectionResolvers<ContextType>;
  LandingPage?: LandingPageResolvers<ContextType>;
  LandingPageSection?: LandingPageSectionResolvers<ContextType>;
  LiveConference?: LiveConferenceResolvers<ContextType>;
  LiveConferenceMember?: LiveConferenceMemberResolvers<ContextType>;
  LiveConferenceRoom?: LiveConferenceRoomResolvers<ContextType>;
  LivePoll?: LivePollResolvers<ContextType>;
  LivePollOption?: LivePollOptionResolvers<ContextType>;
  LiveSession?: LiveSessionResolvers<ContextType>;
  LiveSessionState?: LiveSessionStateResolvers<ContextType>;
  Livestream?: LivestreamResolvers<ContextType>;
  LoginResponse?: LoginResponseResolvers<ContextType>;
  LogoutResponse?: LogoutResponseResolvers<ContextType>;
  MarketingBanner?: MarketingBannerResolvers<ContextType>;
  MediaSource?: MediaSourceResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  NotificationCampaign?: NotificationCampaignResolvers<ContextType>;
  Order?: OrderResolvers<ContextType>;
  PaginatorInfo?: PaginatorInfoResolvers<ContextType>;
  Participation?: ParticipationResolvers<ContextType>;
  PendingValidation?: PendingValidationResolvers<ContextType>;
  Playlist?: PlaylistResolvers<ContextType>;
  Price?: PriceResolvers<ContextType>;
  ProfessionOption?: ProfessionOptionResolvers<ContextType>;
  PurchasableContent?: PurchasableContentResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  SearchGroup?: SearchGroupResolvers<ContextType>;
  SearchItem?: SearchItemResolvers<ContextType>;
  SearchResult?: SearchResultResolvers<ContextType>;
  Short?: ShortResolvers<ContextType>;
  ShortPaginator?: ShortPaginatorResolvers<ContextType>;
  Sponsorship?: SponsorshipResolvers<ContextType>;
  SponsorshipSupporter?: SponsorshipSupporterResolvers<ContextType>;
  StaffActionEntry?: StaffActionEntryResolvers<ContextType>;
  StaffActionItem?: StaffActionItemResolvers<ContextType>;
  StaffCampaignClicks?: StaffCampaignClicksResolvers<ContextType>;
  StaffCampaignReport?: StaffCampaignReportResolvers<ContextType>;
  StaffFeedback?: StaffFeedbackResolvers<ContextType>;
  StaffFeedbackEntry?: StaffFeedbackEntryResolvers<ContextType>;
  StaffFeedbackSummary?: StaffFeedbackSummaryResolvers<ContextType>;
  StaffLiveSession?: StaffLiveSessionResolvers<ContextType>;
  StaffMember?: StaffMemberResolvers<ContextType>;
  StaffOrder?: StaffOrderResolvers<ContextType>;
  StaffOrderAccess?: StaffOrderAccessResolvers<ContextType>;
  StaffOrderEvent?: StaffOrderEventResolvers<ContextType>;
  StaffProof?: StaffProofResolvers<ContextType>;
  StaffProofDocument?: StaffProofDocumentResolvers<ContextType>;
  StaffProofFile?: StaffProofFileResolvers<ContextType>;
  StaffProofQueue?: StaffProofQueueResolvers<ContextType>;
  StaffSurvey?: StaffSurveyResolvers<ContextType>;
  StaffSurveyAnswerSet?: StaffSurveyAnswerSetResolvers<ContextType>;
  StaffSurveyCount?: StaffSurveyCountResolvers<ContextType>;
  StaffSurveyExport?: StaffSurveyExportResolvers<ContextType>;
  StaffSurveyInvitations?: StaffSurveyInvitationsResolvers<ContextType>;
  StaffSurveyQuestionResult?: StaffSurveyQuestionResultResolvers<ContextType>;
  StaffSurveyResults?: StaffSurveyResultsResolvers<ContextType>;
  StaffUser?: StaffUserResolvers<ContextType>;
  StaffUserDetail?: StaffUserDetailResolvers<ContextType>;
  Subscription?: SubscriptionResolvers<ContextType>;
  Supporter?: SupporterResolvers<ContextType>;
  Survey?: SurveyResolvers<ContextType>;
  SurveyInvitation?: SurveyInvitationResolvers<ContextType>;
  SurveyQuestion?: SurveyQuestionResolvers<ContextType>;
  Tag?: TagResolvers<ContextType>;
  TagPage?: TagPageResolvers<ContextType>;
  UnlockResult?: UnlockResultResolvers<ContextType>;
  UnlockedContent?: UnlockedContentResolvers<ContextType>;
  Unsubscription?: UnsubscriptionResolvers<ContextType>;
  UploadTicket?: UploadTicketResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
  Vod?: VodResolvers<ContextType>;
  WatchProgress?: WatchProgressResolvers<ContextType>;
  WatchlistChange?: WatchlistChangeResolvers<ContextType>;
  WatchlistEntry?: WatchlistEntryResolvers<ContextType>;
  ZoomSessionTracking?: ZoomSessionTrackingResolvers<ContextType>;
};

export type DirectiveResolvers<ContextType = Context> = {
  multiline?: MultilineDirectiveResolver<any, any, ContextType>;
};
