import { signNotification } from "../notifications.ts";
import { berlinDay } from "../resolvers/pages.ts";
import type { Store } from "../store/index.ts";
import type {
  CampaignItemRow,
  CampaignRow,
  CampaignType,
  MailSetting,
  RecipientRow,
} from "../store/campaigns.ts";
import { campaignMail, type CampaignMailItem } from "./mails.ts";

// Notification campaigns (spec 3.6 and 9): TODAY (the day-of-livestream notice), RECAP and
// FORECAST (the weekly or two-weekly summary), DOCTUPUS (tutorials). Each user gets a mail only when
// their settings allow it and there is something in it; every link is tracked (mt + signature) by
// its click type, and every mail has a personal link that turns off exactly its kind of mail.

export const CLICK_TYPES = ["OPEN", "CALENDAR", "LINK", "UNSUBSCRIBE", "BANNER"] as const;
export type ClickType = (typeof CLICK_TYPES)[number];

const DAY_MS = 24 * 60 * 60 * 1000;

/** Which setting allows a campaign's mail (and which one its unsubscribe link turns off). */
export const CAMPAIGN_SETTING: Record<CampaignType, MailSetting> = {
  TODAY: "LIVESTREAM_DAY",
  RECAP: "SUMMARIES",
  FORECAST: "SUMMARIES",
  DOCTUPUS: "PROMOTIONS",
};

/** A tracked link's mt: campaign, recipient, click type ("12-345-LINK"). */
export const campaignMt = (campaign: number, user: number, type: ClickType) => `${campaign}-${user}-${type}`;

export function parseCampaignMt(
  mt: string,
): { campaignId: number; userId: number; clickType: ClickType } | null {
  const match = /^(\d+)-(\d+)-([A-Z]+)$/.exec(mt);
  if (!match || !CLICK_TYPES.includes(match[3] as ClickType)) return null;
  return { campaignId: Number(match[1]), userId: Number(match[2]), clickType: match[3] as ClickType };
}

/** A link into the product that records its click (the app's root loader calls trackNotification). */
export function trackedLink(siteUrl: string, path: string, mt: string): string {
  const url = new URL(path, siteUrl);
  url.searchParams.set("mt", mt);
  url.searchParams.set("signature", signNotification(mt));
  return url.href;
}

/** A summary's period: a week, or two for those who chose two-weekly. */
const periodDays = (user: RecipientRow) => (user.summary_frequency === "TWO_WEEKLY" ? 14 : 7);

/** What goes into one user's mail; empty: no mail. */
function itemsFor(store: Store, type: CampaignType, user: RecipientRow, now: Date): CampaignItemRow[] {
  const { campaigns } = store;
  switch (type) {
    case "TODAY": {
      const day = berlinDay(now);
      return campaigns.livestreams(user.id, new Date(day.from), new Date(day.to), true);
    }
    case "FORECAST":
      return campaigns.livestreams(user.id, now, new Date(now.getTime() + periodDays(user) * DAY_MS), false);
    case "RECAP":
      return campaigns.videos(user.id, new Date(now.getTime() - periodDays(user) * DAY_MS), now);
    case "DOCTUPUS":
      return campaigns.tutorials(now);
  }
}

/** Two-weekly readers get every other weekly summary: none when the last came less than 13 days ago. */
function summaryDue(store: Store, type: CampaignType, user: RecipientRow, now: Date): boolean {
  if ((type !== "RECAP" && type !== "FORECAST") || user.summary_frequency !== "TWO_WEEKLY") return true;
  const last = store.campaigns.lastDelivery(user.id, type);
  return last === null || now.getTime() - Date.parse(last) >= 13 * DAY_MS;
}

/**
 * Sends a scheduled campaign now; answers how many got its mail (null: it was not PENDING). A failure
 * stops it as ERROR with how many got it before: sending it again would mail those twice, so that is
 * the staff's decision, not a retry.
 */
export function runCampaign(store: Store, campaign: CampaignRow, options: { siteUrl: string; now: Date }) {
  const { now } = options;
  if (!store.campaigns.start(campaign.id, now)) return null;
  const progress = { sent: 0 };
  try {
    sendToRecipients(store, campaign, options, progress);
  } catch (error) {
    store.campaigns.fail(
      campaign.id,
      progress.sent,
      error instanceof Error ? error.message : String(error),
      now,
    );
    throw error;
  }
  store.campaigns.finish(campaign.id, progress.sent, now);
  return progress.sent;
}

function sendToRecipients(
  store: Store,
  campaign: CampaignRow,
  options: { siteUrl: string; now: Date },
  progress: { sent: number },
) {
  const { now, siteUrl } = options;
  const setting = CAMPAIGN_SETTING[campaign.type];
  for (const user of store.campaigns.recipients(setting)) {
    if (!summaryDue(store, campaign.type, user, now)) continue;
    const items = itemsFor(store, campaign.type, user, now);
    if (items.length === 0) continue;
    const link = (path: string, click: ClickType) =>
      trackedLink(siteUrl, path, campaignMt(campaign.id, user.id, click));
    const mailItems: CampaignMailItem[] = items.map((item) => {
      const path = item.kind === "LIVESTREAM" ? `/live/${item.slug}` : `/video/${item.slug}`;
      return {
        title: item.title,
        startsAt: item.starts_at,
        url: link(path, "LINK"),
        calendarUrl: item.kind === "LIVESTREAM" ? link(`${path}.ics`, "CALENDAR") : null,
      };
    });
    const token = store.campaigns.unsubscribeToken(user.id, setting, now);
    const mailId = store.outbox.send(
      campaignMail(campaign.type, user, {
        items: mailItems,
        days: periodDays(user),
        bannerUrl: link("/doctupus", "BANNER"),
        unsubscribeUrl: link(`/unsubscribe/${token}`, "UNSUBSCRIBE"),
        settingsUrl: new URL("/profile/notifications", siteUrl).href,
      }),
      now,
    );
    store.campaigns.deliver(campaign.id, user.id, mailId);
    progress.sent++;
  }
}

/** Runs every campaign whose time has come (the API checks every minute); one failing stops no other. */
export function runDueCampaigns(store: Store, options: { siteUrl: string; now: Date }) {
  for (const campaign of store.campaigns.due(options.now)) {
    try {
      runCampaign(store, campaign, options);
    } catch (error) {
      console.error(`Reference API: campaign ${campaign.id} (${campaign.type}) failed`, error);
    }
  }
}
