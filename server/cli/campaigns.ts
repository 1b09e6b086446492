/**
 * Notification campaigns from the shell, through the same code as the API:
 *
 *   npx tsx server/cli/campaigns.ts run TODAY|RECAP|FORECAST|DOCTUPUS   sends one now
 *   npx tsx server/cli/campaigns.ts list                                 the latest campaigns
 *
 * Opens DATA_DIR/api.sqlite (default .data) directly; the mails land in the API's outbox. Links
 * point to SITE_URL (default http://localhost:3000).
 */
import { runIfScript, withStore } from "./database.ts";
import { runCampaign } from "../campaigns/run.ts";
import type { CampaignType } from "../store/campaigns.ts";

const TYPES: CampaignType[] = ["TODAY", "RECAP", "FORECAST", "DOCTUPUS"];
const USAGE = `Usage: npx tsx server/cli/campaigns.ts run ${TYPES.join("|")} | list
Reads DATA_DIR/api.sqlite (default .data); links point to SITE_URL.`;

/** Answers the exit code; `print` receives every line of output. */
export function runCampaignsCli(
  args: string[],
  { dataDir, siteUrl, print }: { dataDir: string; siteUrl: string; print: (line: string) => void },
): number {
  const [command, type] = args;
  const running = command === "run" && TYPES.includes(type as CampaignType);
  if (!running && !(command === "list" && type === undefined)) {
    print(USAGE);
    return 2;
  }
  return withStore(dataDir, print, (store) => {
    if (running) {
      const now = new Date();
      const campaign = store.campaigns.schedule(type as CampaignType, now);
      const sent = runCampaign(store, campaign, { siteUrl, now });
      print(
        `${type}: campaign #${campaign.id} sent to ${sent} recipients (see the outbox, /demo-api/outbox under npm start).`,
      );
      return 0;
    }
    for (const campaign of store.campaigns.list())
      print(
        `#${campaign.id}  ${campaign.type.padEnd(8)} ${campaign.status.padEnd(10)} ${campaign.scheduled_for}  ${campaign.recipients} recipients`,
      );
    return 0;
  });
}

runIfScript(import.meta.url, runCampaignsCli);
