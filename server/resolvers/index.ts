import type { Resolvers } from "../generated/resolvers-types.ts";
import { accountMutations, accountQueries } from "./account.ts";
import { contactMutations } from "./contact.ts";
import { Channel } from "./channel.ts";
import {
  Certificate,
  CmeAttempt,
  cmeContentFields,
  cmeMutations,
  cmeQueries,
  livestreamParticipation,
} from "./cme.ts";
import {
  checkoutMutations,
  checkoutQueries,
  EventBundle,
  eventCheckoutFields,
  Order,
  PurchasableContent,
} from "./checkout.ts";
import { Content, Expert, Livestream, Playlist, Short, Tag, Vod } from "./content.ts";
import { calendarMutations, calendarQueries, calendarUserFields } from "./calendar.ts";
import { campaignMutations, campaignQueries } from "./campaigns.ts";
import { feedbackMutations } from "./feedback.ts";
import { followMutations } from "./follow.ts";
import { surveyMutations, surveyQueries } from "./surveys.ts";
import { contentSponsorship, eventSponsorship } from "./transparency.ts";
import { liveMutations, liveQueries, liveSubscriptions } from "./live.ts";
import { EventInfoSection, LandingPage, LandingPageSection, MarketingBanner } from "./landing.ts";
import { pageQueries } from "./pages.ts";
import { SearchItem, searchQueries } from "./search.ts";
import { notificationMutations } from "./notifications.ts";
import { passwordMutations } from "./password.ts";
import { profileMutations } from "./profile.ts";
import { Query as baseQueries } from "./query.ts";
import { registrationMutations, registrationQueries } from "./registration.ts";
import { DateTime } from "./scalars.ts";
import { sessionMutations } from "./session.ts";
import {
  pending_proof_count,
  StaffActionEntry,
  staff_permissions,
  StaffProof,
  staffMutations,
  staffQueries,
  StaffUser,
  StaffUserDetail,
  StaffOrder,
  staffOrderMutations,
  staffOrderQueries,
} from "./staff.ts";
import { simulationMutations, readOnlyWhileSimulating } from "../staff/simulation.ts";
import { uploadMutations } from "./uploads.ts";
import { User } from "./user.ts";
import { validationMutations, validationQueries } from "./validation.ts";
import {
  Event,
  HomePage,
  WatchProgress,
  watchingMutations,
  watchingQueries,
  watchLivestream,
  watchShort,
  watchVod,
} from "./watching.ts";

const contract: Omit<Resolvers, "DateTime"> = {
  Query: {
    ...baseQueries,
    ...registrationQueries,
    ...validationQueries,
    ...pageQueries,
    ...searchQueries,
    ...watchingQueries,
    ...cmeQueries,
    ...accountQueries,
    ...checkoutQueries,
    ...liveQueries,
    ...campaignQueries,
    ...calendarQueries,
    ...surveyQueries,
    ...staffQueries,
    ...staffOrderQueries,
  },
  // A session that simulates a chosen user changes nothing (decision 037).
  Mutation: readOnlyWhileSimulating({
    ...sessionMutations,
    ...profileMutations,
    ...notificationMutations,
    ...registrationMutations,
    ...passwordMutations,
    ...validationMutations,
    ...uploadMutations,
    ...followMutations,
    ...watchingMutations,
    ...cmeMutations,
    ...accountMutations,
    ...contactMutations,
    ...checkoutMutations,
    ...liveMutations,
    ...campaignMutations,
    ...calendarMutations,
    ...feedbackMutations,
    ...surveyMutations,
    ...staffMutations,
    ...staffOrderMutations,
    ...simulationMutations,
  }),
  Subscription: liveSubscriptions,
  User: { ...User, ...calendarUserFields, pending_proof_count, staff_permissions },
  StaffProof,
  StaffActionEntry,
  StaffUser,
  StaffUserDetail,
  StaffOrder,
  Channel,
  Content,
  Livestream: {
    ...Livestream,
    ...watchLivestream,
    ...cmeContentFields,
    ...livestreamParticipation,
    ...contentSponsorship,
  },
  Vod: { ...Vod, ...watchVod, ...cmeContentFields, ...contentSponsorship },
  CmeAttempt,
  Certificate,
  Short: { ...Short, ...watchShort },
  HomePage,
  WatchProgress,
  Event: { ...Event, ...eventCheckoutFields, ...eventSponsorship },
  EventBundle,
  Order,
  PurchasableContent,
  Playlist,
  Expert,
  Tag,
  SearchItem,
  LandingPage,
  LandingPageSection,
  MarketingBanner,
  EventInfoSection,
};

/** DateTime is a plain scalar config (scalars.ts), which graphql-tools takes as a scalar's resolvers. */
export const resolvers = { DateTime, ...contract };
