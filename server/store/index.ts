import type { Db } from "../db.ts";
import { createTokenStore } from "./tokens.ts";
import { createCatalogueStore } from "./catalogue.ts";
import { createChannelStore } from "./channels.ts";
import { createContentStore } from "./content.ts";
import { createFollowStore } from "./follows.ts";
import { createSearchStore } from "./search.ts";
import { createCodeStore } from "./codes.ts";
import { createRenewalStore } from "./renewals.ts";
import { createFieldStore } from "./fields.ts";
import { createNotificationStore } from "./notifications.ts";
import { createOutboxStore } from "./outbox.ts";
import { createUploadStore } from "./uploads.ts";
import { createUserStore } from "./users.ts";
import { createValidationStore } from "./validations.ts";
import { createActivationStore } from "./activation.ts";
import { createItemStore } from "./items.ts";
import { createWatchStore } from "./watch.ts";
import { createCmeStore } from "./cme.ts";
import { createAccountStore } from "./account.ts";
import { createCheckoutStore } from "./checkout.ts";
import { createContactStore } from "./contact.ts";
import { createEmailChangeStore } from "./email-changes.ts";
import { createLiveStore } from "./live.ts";
import { createCampaignStore } from "./campaigns.ts";
import { createCalendarStore } from "./calendar.ts";
import { createFeedbackStore } from "./feedback.ts";
import { createTransparencyStore } from "./transparency.ts";
import { createSurveyStore } from "./surveys.ts";
import { createStaffActionStore } from "./staff-actions.ts";
import { createStaffOrderStore } from "./staff-orders.ts";

/** All prepared statements, made once per database and shared by every request. */
export function createStore(db: Db) {
  const users = createUserStore(db);
  const outbox = createOutboxStore(db);
  const checkout = createCheckoutStore(db);
  return {
    db,
    users,
    tokens: createTokenStore(db),
    fields: createFieldStore(db),
    channels: createChannelStore(db),
    notifications: createNotificationStore(db),
    codes: createCodeStore(db),
    renewals: createRenewalStore(db),
    outbox,
    uploads: createUploadStore(db),
    validations: createValidationStore(db, users, outbox, checkout),
    content: createContentStore(db),
    catalogue: createCatalogueStore(db),
    follows: createFollowStore(db),
    search: createSearchStore(db),
    items: createItemStore(db),
    watch: createWatchStore(db),
    activation: createActivationStore(db),
    cme: createCmeStore(db),
    account: createAccountStore(db),
    checkout,
    contact: createContactStore(db),
    emailChanges: createEmailChangeStore(db),
    live: createLiveStore(db),
    campaigns: createCampaignStore(db),
    calendar: createCalendarStore(db),
    feedback: createFeedbackStore(db),
    transparency: createTransparencyStore(db),
    surveys: createSurveyStore(db),
    staffActions: createStaffActionStore(db),
    staffOrders: createStaffOrderStore(db),
  };
}

export type Store = ReturnType<typeof createStore>;
