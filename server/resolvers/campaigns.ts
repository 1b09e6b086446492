import { runCampaign } from "../campaigns/run.ts";
import { message, validationFailed } from "../errors.ts";
import { parseId } from "../rules.ts";
import type { CampaignRow, CampaignType } from "../store/campaigns.ts";
import type { Resolver } from "./types.ts";
import { requireStaff } from "./validation.ts";
import { recordStaffAction } from "../staff/audit.ts";

// Campaigns (staff) and unsubscribe links (anyone holding one).

const TOKEN_MAX = 100;

/** "arzt@example.com" → "a***@example.com": enough to recognise, not to harvest. */
const hideEmail = (email: string) => {
  const [local = "", domain = ""] = email.split("@");
  return `${local.slice(0, 1)}***@${domain}`;
};

const unsubscription: Resolver<unknown, { token: string }, unknown> = (_p, { token }, { store }) => {
  const found = token.length <= TOKEN_MAX ? store.campaigns.token(token) : null;
  return found
    ? { setting: found.kind, email_hint: hideEmail(found.email), used: found.used_at !== null }
    : null;
};

const unsubscribe: Resolver<unknown, { token: string }, unknown> = (_p, { token }, context, info) => {
  const before = token.length <= TOKEN_MAX ? context.store.campaigns.token(token) : null;
  if (!before) throw validationFailed(info.fieldName, { token: [message.invalid("token")] });
  context.store.campaigns.unsubscribe(token, context.now());
  return { setting: before.kind, email_hint: hideEmail(before.email), used: before.used_at !== null };
};

const notificationCampaigns: Resolver<unknown, unknown, CampaignRow[]> = (_p, _a, context, info) => {
  requireStaff(context, info.fieldName);
  return context.store.campaigns.list();
};

const scheduleNotificationCampaign: Resolver<
  unknown,
  { type: CampaignType; scheduled_for: string },
  CampaignRow
> = (_p, args, context, info) => {
  const staff = requireStaff(context, info.fieldName);
  const at = new Date(args.scheduled_for);
  if (Number.isNaN(at.getTime()))
    throw validationFailed(info.fieldName, { scheduled_for: [message.invalid("scheduled_for")] });
  const campaign = context.store.campaigns.schedule(args.type, at);
  recordStaffAction(context, staff, "CAMPAIGN_SCHEDULED", { detail: `#${campaign.id} ${args.type}` });
  return campaign;
};

const cancelNotificationCampaign: Resolver<unknown, { id: string }, string> = (_p, { id }, context, info) => {
  const staff = requireStaff(context, info.fieldName);
  const parsed = parseId(id);
  if (parsed === null || !context.store.campaigns.cancel(parsed))
    throw validationFailed(info.fieldName, { id: [message.invalid("id")] });
  recordStaffAction(context, staff, "CAMPAIGN_CANCELLED", { detail: `#${parsed}` });
  return String(parsed);
};

const runNotificationCampaign: Resolver<unknown, { type: CampaignType }, CampaignRow> = (
  _p,
  { type },
  context,
  info,
) => {
  const staff = requireStaff(context, info.fieldName);
  const now = context.now();
  const campaign = context.store.campaigns.schedule(type, now);
  recordStaffAction(context, staff, "CAMPAIGN_SENT", { detail: `#${campaign.id} ${type}` });
  try {
    runCampaign(context.store, campaign, { siteUrl: context.siteUrl, now });
  } catch (error) {
    // The answer is the campaign, ERROR with its reason: that is what the staff need to see.
    console.error(`Reference API: campaign ${campaign.id} (${type}) failed`, error);
  }
  return context.store.campaigns.byId(campaign.id)!;
};

export const campaignQueries = { unsubscription, notificationCampaigns };
export const campaignMutations = {
  unsubscribe,
  scheduleNotificationCampaign,
  cancelNotificationCampaign,
  runNotificationCampaign,
};
