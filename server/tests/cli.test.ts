import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runCampaignsCli } from "../cli/campaigns.ts";
import { runSurveysCli } from "../cli/surveys.ts";
import { startTestApi, type TestApi } from "./helpers.ts";

// The operators' campaign and survey commands, a door of their own on the API's database.

let t: TestApi;
beforeAll(async () => {
  t = await startTestApi();
});
afterAll(() => t.close());

const run = (cli: typeof runCampaignsCli, args: string[]) => {
  const lines: string[] = [];
  const code = cli(args, {
    dataDir: t.dataDir,
    siteUrl: "http://localhost:3000",
    print: (line) => lines.push(line),
  });
  return { code, lines };
};

describe("server/cli/campaigns.ts", () => {
  it("sends a campaign now and lists it; a wrong call prints the usage", async () => {
    const sent = run(runCampaignsCli, ["run", "DOCTUPUS"]);
    expect(sent.code).toBe(0);
    expect(sent.lines[0]).toMatch(
      /^DOCTUPUS: campaign #\d+ sent to \d+ recipients \(see the outbox, \/demo-api\/outbox under npm start\)\.$/,
    );
    const listed = run(runCampaignsCli, ["list"]);
    expect(listed.lines[0]).toMatch(/DOCTUPUS\s+COMPLETED/);
    expect(run(runCampaignsCli, ["run", "WEEKLY"]).code).toBe(2);
  });
});

describe("server/cli/surveys.ts", () => {
  it("invites to the demo survey: the printed link opens it", async () => {
    const invited = run(runSurveysCli, ["invite", "arzt@example.com"]);
    expect(invited.code).toBe(0);
    const token = /^http:\/\/localhost:3000\/survey\/([\w-]+)$/.exec(invited.lines[0]!)![1]!;
    const { data } = await t.gql<{ surveyInvitation: { state: string } }>(
      "query($t: String!) { surveyInvitation(token: $t) { state } }",
      { variables: { t: token } },
    );
    expect(data?.surveyInvitation.state).toBe("OPEN");
    expect((await t.outbox("arzt@example.com"))[0]?.kind).toBe("survey_invitation");
    expect(run(runSurveysCli, ["invite"]).code).toBe(2);
  });
});
