// The campaign and survey pages' shared rules (decision 035).

/** NotificationCampaignType, in the order the schedule form offers them. */
export const CAMPAIGN_TYPES = ["TODAY", "FORECAST", "RECAP", "DOCTUPUS"] as const;
export type CampaignType = (typeof CAMPAIGN_TYPES)[number];

export const campaignPath = (id: string) => `/staff/kampagnen/${encodeURIComponent(id)}`;
export const surveyPath = (id: string) => `/staff/umfragen/${encodeURIComponent(id)}`;

/** A share as a whole percentage of `of` (0 when there is nothing to share). */
export const share = (count: number, of: number) => (of === 0 ? 0 : Math.round((count / of) * 100));

/** The API's limit on one invitation round. */
export const INVITES_MAX = 500;
