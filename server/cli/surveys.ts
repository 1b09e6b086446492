/**
 * Survey links from the shell, for demos:
 *
 *   npx tsx server/cli/surveys.ts invite <email>   a personal link to the demo survey (also mailed)
 *
 * Opens DATA_DIR/api.sqlite (default .data) directly; links point to SITE_URL.
 */
import { runIfScript, withStore } from "./database.ts";
import { mails } from "../mails.ts";
import { DEMO_SURVEY_SLUG } from "../seed/surveys.ts";

const USAGE = `Usage: npx tsx server/cli/surveys.ts invite <email>
Reads DATA_DIR/api.sqlite (default .data); links point to SITE_URL.`;

/** Answers the exit code; `print` receives every line of output. */
export function runSurveysCli(
  args: string[],
  { dataDir, siteUrl, print }: { dataDir: string; siteUrl: string; print: (line: string) => void },
): number {
  const [command, email] = args;
  if (command !== "invite" || !email) {
    print(USAGE);
    return 2;
  }
  return withStore(dataDir, print, (store) => {
    const survey = store.surveys.bySlug(DEMO_SURVEY_SLUG)!;
    const now = new Date();
    const user = store.users.byEmail(email.trim().toLowerCase());
    const token = store.surveys.invite(survey.id, user?.id ?? null, now);
    const url = new URL(`/survey/${token}`, siteUrl).href;
    store.outbox.send(mails.surveyInvitation(email, { title: survey.title, url }), now);
    print(url);
    return 0;
  });
}

runIfScript(import.meta.url, runSurveysCli);
