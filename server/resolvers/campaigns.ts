import { CLICK_TYPES, runCampaign } from "../campaigns/run.ts";
import type { Context } from "../context.ts";
import { message, validationFailed } from "../errors.ts";
import { findById, parseId } from "../rules.ts";
import type { CampaignRow } from "../store/campaigns.ts";
import type { FieldResolver } from "./types.ts";
import { recordStaffAction } from "../staff/audit.ts";
import { forStaff } from "../staff/permissions.ts";
import type { UserRow } from "../store/users.ts";
import type { MutationResolvers, QueryResolvers } from "../generated/resolvers-types.ts";

// Campaigns (staff) and unsubscribe links (anyone holding one).

const TOKEN_MAX = 100;
/** How far ahead a campaign may be scheduled (decision 035). */
const SCHEDULE_YEARS_AHEAD = 1;

/** "arzt@example.com" → "a***@example.com": enough to recognise, not to harvest. */
const hideEmail = (email: string) => {
  const [local = "", domain = ""] = email.split("@");
  return `${local.slice(0, 1)}***@${domain}`;
};

const unsubscription: FieldResolver<QueryResolvers, "unsubscription"> = (_p, { token }, { store }) => {
  const found = token.length <= TOKEN_MAX ? store.campaigns.token(token) : null;
  return found
    ? { setting: found.kind, email_hint: hideEmail(found.email), used: found.used_at !== null }
    : null;
};

const unsubscribe: FieldResolver<MutationResolvers, "unsubscribe"> = (_p, { token }, context, info) => {
  const before = token.length <= TOKEN_MAX ? context.store.campaigns.token(token) : null;
  if (!before) throw validationFailed(info.fieldName, { token: [message.invalid("token")] });
  context.store.campaigns.unsubscribe(token, context.now());
  return { setting: before.kind, email_hint: hideEmail(before.email), used: before.used_at !== null };
};

const notificationCampaigns: FieldResolver<QueryResolvers, "notificationCampaigns"> = forStaff(
  "CAMPAIGNS",
  (_staff, _a, context) => {
    return context.store.campaigns.list();
  },
);

/** A staff member's step on a campaign in the audit trail, by the campaign's number and type. */
function recordCampaignAction(
  context: Context,
  staff: UserRow,
  action: "CAMPAIGN_SCHEDULED" | "CAMPAIGN_SENT",
  campaign: CampaignRow,
): void {
  recordStaffAction(context, staff, action, {
    detail: `#${campaign.id} ${campaign.type}`,
    facts: { campaign_id: campaign.id, campaign_type: campaign.type },
  });
}

const scheduleNotificationCampaign: FieldResolver<MutationResolvers, "scheduleNotificationCampaign"> =
  forStaff("CAMPAIGNS", (staff, args, context, info) => {
    const at = new Date(args.scheduled_for);
    if (Number.isNaN(at.getTime()))
      throw validationFailed(info.fieldName, { scheduled_for: [message.invalid("scheduled_for")] });
    // A year ahead at most: a date typed as 2206 would sit on the list for ever.
    const latest = new Date(context.now());
    latest.setUTCFullYear(latest.getUTCFullYear() + SCHEDULE_YEARS_AHEAD);
    if (at > latest)
      throw validationFailed(info.fieldName, {
        scheduled_for: [message.beforeOrEqual("scheduled_for", latest)],
      });
    // The same campaign twice (a form posted twice) would mail everyone twice at that time.
    if (context.store.campaigns.pendingAt(args.type, at))
      throw validationFailed(info.fieldName, { scheduled_for: [message.invalid("scheduled_for")] });
    const campaign = context.store.campaigns.schedule(args.type, at);
    recordCampaignAction(context, staff, "CAMPAIGN_SCHEDULED", campaign);
    return campaign;
  });

const cancelNotificationCampaign: FieldResolver<MutationResolvers, "cancelNotificationCampaign"> = forStaff(
  "CAMPAIGNS",
  (staff, { id }, context, info) => {
    const parsed = parseId(id);
    if (parsed === null || !context.store.campaigns.cancel(parsed))
      throw validationFailed(info.fieldName, { id: [message.invalid("id")] });
    recordStaffAction(context, staff, "CAMPAIGN_CANCELLED", {
      detail: `#${parsed}`,
      facts: { campaign_id: parsed },
    });
    return String(parsed);
  },
);

/**
 * Sends a PENDING campaign now through the campaign code the CLI and the minute check use; false
 * when another runner has it (or one of its type is being sent). A failure leaves it ERROR.
 */
function runNow(context: Context, staff: UserRow, campaign: CampaignRow): boolean {
  const now = context.now();
  let ran = true;
  try {
    ran = runCampaign(context.store, campaign, { siteUrl: context.siteUrl, now }) !== null;
  } catch (error) {
    // The answer is the campaign, ERROR with its reason: that is what the staff need to see.
    console.error(`Reference API: campaign ${campaign.id} (${campaign.type}) failed`, error);
  }
  if (ran) recordCampaignAction(context, staff, "CAMPAIGN_SENT", campaign);
  return ran;
}

const runNotificationCampaign: FieldResolver<MutationResolvers, "runNotificationCampaign"> = forStaff(
  "CAMPAIGNS",
  (staff, { type }, context) => {
    const campaign = context.store.campaigns.schedule(type, context.now());
    runNow(context, staff, campaign);
    return context.store.campaigns.byId(campaign.id)!;
  },
);

const staffRunCampaign: FieldResolver<MutationResolvers, "staffRunCampaign"> = forStaff(
  "CAMPAIGNS",
  (staff, { id }, context, info) => {
    const campaign = findById(id, context.store.campaigns.byId);
    if (!campaign || !runNow(context, staff, campaign))
      throw validationFailed(info.fieldName, { id: [message.invalid("id")] });
    return context.store.campaigns.byId(campaign.id)!;
  },
);

const staffCampaign: FieldResolver<QueryResolvers, "staffCampaign"> = forStaff(
  "CAMPAIGNS",
  (_staff, { id }, context) => {
    const campaign = findById(id, context.store.campaigns.byId);
    if (!campaign) return null;
    const report = context.store.campaigns.report(campaign.id);
    return {
      campaign,
      sent: report.sent,
      clicked: report.clicked,
      clicks: CLICK_TYPES.map((type) => {
        const row = report.clicks.find((r) => r.type === type);
        return { type, clicks: row?.clicks ?? 0, recipients: row?.recipients ?? 0 };
      }),
    };
  },
);

export const campaignQueries = {
  unsubscription,
  notificationCampaigns,
  staffCampaign,
} satisfies QueryResolvers;
export const campaignMutations = {
  unsubscribe,
  scheduleNotificationCampaign,
  cancelNotificationCampaign,
  runNotificationCampaign,
  staffRunCampaign,
} satisfies MutationResolvers;
