import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fromNow, laterToday } from "../../tests/support/reference-api.ts";
import { startTestApi, UNAUTHENTICATED, type TestApi } from "./helpers.ts";

// The staff operations on campaigns and surveys (decision 035): who may call them, running a
// campaign once, what it brought, invitations that mail no one twice, and results without names.

let t: TestApi;
let planner: string;
beforeAll(async () => {
  t = await startTestApi();
  planner = await t.login(
    (await t.surface.createUser({ like: "team@example.com", role: "projektleitung" })).email,
  );
});
afterAll(() => t.close());

const CAMPAIGN = "id type status recipients error";
const LIST = `{ notificationCampaigns { ${CAMPAIGN} } }`;
const REPORT = `query($id: ID!) { staffCampaign(id: $id) { campaign { ${CAMPAIGN} } sent clicked
  clicks { type clicks recipients } } }`;
const SCHEDULE = `mutation($type: NotificationCampaignType!, $at: DateTime!) {
  scheduleNotificationCampaign(type: $type, scheduled_for: $at) { ${CAMPAIGN} } }`;
const RUN = `mutation($id: ID!) { staffRunCampaign(id: $id) { ${CAMPAIGN} } }`;
const RUN_TYPE = "mutation { runNotificationCampaign(type: TODAY) { id } }";
const SURVEYS = "{ staffSurveys { id slug title invited responses } }";
const RESULTS = `query($id: ID!) { staffSurveyResults(id: $id) { survey { id invited responses }
  questions { question { id type label } answered counts { value count } texts } } }`;
const EXPORT = `query($id: ID!) { staffSurveyExport(id: $id) { questions { id type } rows { answers } } }`;
const INVITE = `mutation($id: ID!, $e: [String!]!) { staffInviteToSurvey(survey_id: $id, emails: $e) {
  invited already_invited } }`;
const INVITE_SLUG = `mutation($e: [String!]!) { inviteToSurvey(survey_slug: "plattform-umfrage-2026", emails: $e) }`;
const SUBMIT = "mutation($t: String!, $a: [SurveyAnswerInput!]!) { submitSurvey(token: $t, answers: $a) }";
const TRACK = "mutation($mt: String!, $s: String!) { trackNotification(mt: $mt, signature: $s) }";
const AUDIT = `query($a: StaffAction) { staffAuditTrail(action: $a, first: 20) { action detail staff { email } } }`;

type Campaign = { id: string; type: string; status: string; recipients: number; error: string | null };
type Result = {
  question: { id: string; type: string; label: string };
  answered: number;
  counts: Array<{ value: string; count: number }>;
  texts: string[];
};

const validation = (result: { errors?: Array<{ extensions?: Record<string, unknown> }> }) =>
  result.errors?.[0]?.extensions?.validation;
const fresh = (name: string) => `${name}.${Date.now()}.${Math.random().toString(36).slice(2, 7)}@example.com`;

/** A new user following the channel of a livestream later today: a TODAY campaign mails them. */
async function follower() {
  const user = await t.surface.createUser({ like: "arzt@example.com" });
  const token = await t.login(user.email);
  const live = await t.surface.createLivestream({
    title: `Sepsis-Update ${Math.random().toString(36).slice(2, 7)}`,
    starts_at: laterToday(5),
    ends_at: fromNow(30),
  });
  await t.surface.followLivestreamChannel(live.slug, token);
  return user;
}

async function schedule(type: string, at: Date) {
  const result = await t.gql<{ scheduleNotificationCampaign: Campaign }>(SCHEDULE, {
    variables: { type, at: at.toISOString() },
    token: planner,
  });
  expect(result.errors).toBeUndefined();
  return result.data!.scheduleNotificationCampaign;
}

async function demoSurveyId() {
  const { data } = await t.gql<{ staffSurveys: Array<{ id: string; slug: string }> }>(SURVEYS, {
    token: planner,
  });
  return data!.staffSurveys.find((survey) => survey.slug === "plattform-umfrage-2026")!.id;
}

describe("who may use campaigns and surveys", () => {
  it("anonymous callers, users, roles without the permission and staff simulating a user are refused, and nothing is sent", async () => {
    const surveyId = await demoSurveyId();
    const pending = await schedule("RECAP", fromNow(7 * 24 * 60));
    const operations: Array<[string, Record<string, unknown>]> = [
      [LIST, {}],
      [REPORT, { id: pending.id }],
      [SCHEDULE, { type: "RECAP", at: fromNow(60).toISOString() }],
      [RUN, { id: pending.id }],
      [RUN_TYPE, {}],
      [SURVEYS, {}],
      [RESULTS, { id: surveyId }],
      [EXPORT, { id: surveyId }],
      [INVITE, { id: surveyId, e: ["refused@example.com"] }],
      [INVITE_SLUG, { e: ["refused@example.com"] }],
    ];
    const doctor = await t.login("arzt@example.com");
    const roleless = await Promise.all(
      ["customer_service", "mediengestaltung", "finance"].map(async (role) =>
        t.login((await t.surface.createUser({ like: "team@example.com", role })).email),
      ),
    );
    const simulating = await t.login(
      (await t.surface.createUser({ like: "team@example.com", role: "super_admin" })).email,
    );
    await t.gql("mutation { updateMe(input: {is_simulating_user: true}) { id } }", { token: simulating });
    for (const [query, variables] of operations) {
      expect((await t.gql(query, { variables })).errors?.[0], query).toMatchObject(UNAUTHENTICATED);
      for (const token of [doctor, ...roleless, simulating]) {
        expect(validation(await t.gql(query, { variables, token })), query).toEqual({
          role: ["This action is unauthorized."],
        });
      }
    }
    expect(await t.outbox("refused@example.com")).toEqual([]);
    const { data } = await t.gql<{ notificationCampaigns: Campaign[] }>(LIST, { token: planner });
    expect(data!.notificationCampaigns.find((c) => c.id === pending.id)?.status).toBe("PENDING");

    const permissions = async (token: string) =>
      (await t.gql<{ me: { staff_permissions: string[] } }>("{ me { staff_permissions } }", { token })).data!
        .me.staff_permissions;
    expect(await permissions(planner)).toEqual(expect.arrayContaining(["CAMPAIGNS", "SURVEYS"]));
    for (const token of [...roleless, simulating]) {
      expect(await permissions(token)).not.toContain("CAMPAIGNS");
      expect(await permissions(token)).not.toContain("SURVEYS");
    }
  });
});

describe("campaigns", () => {
  it("a scheduled campaign sent now reports its mails and clicks by type; it is in the audit trail", async () => {
    const reader = await follower();
    const campaign = await schedule("TODAY", fromNow(3 * 60));
    const ran = await t.gql<{ staffRunCampaign: Campaign }>(RUN, {
      variables: { id: campaign.id },
      token: planner,
    });
    expect(ran.errors).toBeUndefined();
    expect(ran.data!.staffRunCampaign.status).toBe("COMPLETED");
    const [mail] = (await t.outbox(reader.email)).filter((m) => m.kind === "notification_today");
    const links = [...mail!.body.matchAll(/https?:\/\/\S+/g)].map((match) => new URL(match[0]));
    const click = async (type: string) => {
      const url = links.find((link) => link.searchParams.get("mt")?.endsWith(`-${type}`))!;
      const mt = url.searchParams.get("mt")!;
      expect(mt.startsWith(`${campaign.id}-`)).toBe(true);
      await t.gql(TRACK, { variables: { mt, s: url.searchParams.get("signature") } });
    };
    await click("LINK");
    await click("LINK");
    await click("CALENDAR");

    const { data } = await t.gql<{
      staffCampaign: {
        campaign: Campaign;
        sent: number;
        clicked: number;
        clicks: Array<{ type: string; clicks: number; recipients: number }>;
      };
    }>(REPORT, { variables: { id: campaign.id }, token: planner });
    const report = data!.staffCampaign;
    expect(report.sent).toBe(report.campaign.recipients);
    expect(report.sent).toBeGreaterThanOrEqual(1);
    expect(report.clicked).toBe(1);
    expect(report.clicks).toEqual([
      { type: "OPEN", clicks: 0, recipients: 0 },
      { type: "CALENDAR", clicks: 1, recipients: 1 },
      { type: "LINK", clicks: 2, recipients: 1 },
      { type: "UNSUBSCRIBE", clicks: 0, recipients: 0 },
      { type: "BANNER", clicks: 0, recipients: 0 },
    ]);
    expect((await t.gql(REPORT, { variables: { id: "999999" }, token: planner })).data).toEqual({
      staffCampaign: null,
    });

    const { data: audit } = await t.gql<{
      staffAuditTrail: Array<{ action: string; detail: string; staff: { email: string } }>;
    }>(AUDIT, { variables: { a: "CAMPAIGN_SENT" }, token: await t.login("team@example.com") });
    expect(audit!.staffAuditTrail[0]).toMatchObject({ detail: `#${campaign.id} TODAY` });
  });

  it("two runs of one campaign at once: one sends, the other is refused, and nobody gets the mail twice", async () => {
    const reader = await follower();
    const campaign = await schedule("TODAY", fromNow(5 * 60));
    const [first, second] = await Promise.all([
      t.gql<{ staffRunCampaign: Campaign }>(RUN, { variables: { id: campaign.id }, token: planner }),
      t.gql<{ staffRunCampaign: Campaign }>(RUN, { variables: { id: campaign.id }, token: planner }),
    ]);
    const refused = [first, second].filter((result) => result.errors);
    expect(refused).toHaveLength(1);
    expect(validation(refused[0]!)).toEqual({ id: ["The selected id is invalid."] });
    expect([first, second].find((result) => result.data)?.data?.staffRunCampaign.status).toBe("COMPLETED");
    const mails = (await t.outbox(reader.email)).filter((m) => m.kind === "notification_today");
    expect(mails).toHaveLength(1);
    // Done is done: running it later is refused too, as is scheduling the same campaign twice.
    expect(validation(await t.gql(RUN, { variables: { id: campaign.id }, token: planner }))).toEqual({
      id: ["The selected id is invalid."],
    });
    const at = fromNow(9 * 24 * 60).toISOString();
    await schedule("FORECAST", new Date(at));
    expect(
      validation(await t.gql(SCHEDULE, { variables: { type: "FORECAST", at }, token: planner })),
    ).toEqual({
      scheduled_for: ["The selected scheduled for is invalid."],
    });
  });
  it("pending campaigns lead the list, soonest first, however many wait far ahead; past a year ahead is refused", async () => {
    const soon = await schedule("RECAP", fromNow(2 * 24 * 60));
    const far = [];
    for (let i = 0; i < 100; i++) far.push(await schedule("FORECAST", fromNow(300 * 24 * 60 + i)));
    try {
      const { data } = await t.gql<{
        notificationCampaigns: Array<{ id: string; status: string; scheduled_for: string }>;
      }>("{ notificationCampaigns { id status scheduled_for } }", { token: planner });
      const listed = data!.notificationCampaigns;
      expect(listed.map((c) => c.id)).toContain(soon.id);
      const pending = listed.filter((c) => c.status === "PENDING");
      expect(listed.slice(0, pending.length)).toEqual(pending);
      const times = pending.map((c) => Date.parse(c.scheduled_for));
      expect(times).toEqual([...times].sort((a, b) => a - b));

      const tooFar = await t.gql(SCHEDULE, {
        variables: { type: "RECAP", at: fromNow(366 * 24 * 60).toISOString() },
        token: planner,
      });
      expect(tooFar.errors?.[0]?.extensions).toMatchObject({ codes: { scheduled_for: ["OUT_OF_RANGE"] } });
    } finally {
      for (const campaign of [soon, ...far])
        await t.gql("mutation($id: ID!) { cancelNotificationCampaign(id: $id) }", {
          variables: { id: campaign.id },
          token: planner,
        });
    }
  });
});

describe("surveys", () => {
  it("an address is invited once: again, or twice at once, mails nobody a second link", async () => {
    const surveyId = await demoSurveyId();
    const [a, b, c] = [fresh("kardiologin"), fresh("hausarzt"), fresh("pflege")];
    const invite = (emails: string[]) =>
      t.gql<{ staffInviteToSurvey: { invited: number; already_invited: number } }>(INVITE, {
        variables: { id: surveyId, e: emails },
        token: planner,
      });
    expect((await invite([a, b, ` ${a.toUpperCase()} `])).data).toEqual({
      staffInviteToSurvey: { invited: 2, already_invited: 0 },
    });
    expect((await invite([a, c])).data).toEqual({ staffInviteToSurvey: { invited: 1, already_invited: 1 } });
    const d = fresh("chirurg");
    const both = await Promise.all([invite([d]), invite([d])]);
    expect(both.map((r) => r.data!.staffInviteToSurvey.invited).sort()).toEqual([0, 1]);
    for (const email of [a, b, c, d]) expect(await t.outbox(email), email).toHaveLength(1);
    // The older operation by the survey's address goes through the same rule.
    expect((await t.gql(INVITE_SLUG, { variables: { e: [a] }, token: planner })).data).toEqual({
      inviteToSurvey: 0,
    });
    expect(validation(await invite(["kein-mail"]))).toEqual({ emails: ["The selected emails is invalid."] });
    expect(validation(await t.gql(INVITE, { variables: { id: "999999", e: [a] }, token: planner }))).toEqual({
      survey_id: ["The selected survey id is invalid."],
    });
  });

  it("case and +tag variants of one mailbox get one link, and the trail names the invited domain", async () => {
    const surveyId = await demoSurveyId();
    const [local, domain] = fresh("opfer").split("@") as [string, string];
    const variants = Array.from({ length: 50 }, (_, i) => `${local}+${i}@${domain}`);
    const { data } = await t.gql<{ staffInviteToSurvey: { invited: number; already_invited: number } }>(
      INVITE,
      { variables: { id: surveyId, e: [...variants, `${local.toUpperCase()}@${domain}`] }, token: planner },
    );
    expect(data).toEqual({ staffInviteToSurvey: { invited: 1, already_invited: 0 } });
    const again = await t.gql<{ staffInviteToSurvey: { invited: number } }>(INVITE, {
      variables: { id: surveyId, e: [`${local}+spaeter@${domain}`, `${local}@${domain}`] },
      token: planner,
    });
    expect(again.data?.staffInviteToSurvey.invited).toBe(0);
    const mailed = await Promise.all(
      [...variants, `${local}@${domain}`].map(async (email) => (await t.outbox(email)).length),
    );
    expect(mailed.reduce((sum, n) => sum + n, 0)).toBe(1);
    const { data: audit } = await t.gql<{ staffAuditTrail: Array<{ email_domain: string | null }> }>(
      "{ staffAuditTrail(action: SURVEY_INVITED, first: 1) { email_domain } }",
      { token: await t.login("team@example.com") },
    );
    expect(audit?.staffAuditTrail[0]?.email_domain).toBe(domain);
  });

  it("a staff member invites at most 2,000 addresses a day; beyond, a 429 with the wait", async () => {
    const surveyId = await demoSurveyId();
    const sender = await t.login(
      (await t.surface.createUser({ like: "team@example.com", role: "projektleitung" })).email,
    );
    const post = (n: number) =>
      t.gql<{ staffInviteToSurvey: { invited: number } }>(INVITE, {
        variables: { id: surveyId, e: Array.from({ length: n }, () => fresh("leser")) },
        token: sender,
      });
    for (let i = 0; i < 4; i++) expect((await post(500)).data?.staffInviteToSurvey.invited).toBe(500);
    const refused = await post(1);
    expect(refused.errors?.[0]?.extensions).toMatchObject({ category: "rate_limited", code: "RATE_LIMITED" });
    expect(refused.errors?.[0]?.extensions?.retryAfter).toBeGreaterThan(23 * 3600);
    // Other staff are not held up, and the day's allowance comes back.
    expect(
      (await t.gql(INVITE, { variables: { id: surveyId, e: [fresh("x")] }, token: planner })).errors,
    ).toBeUndefined();
    await t.surface.setClock({ advanceSeconds: 24 * 3600 + 60 });
    try {
      expect((await post(1)).data?.staffInviteToSurvey.invited).toBe(1);
    } finally {
      await t.surface.setClock();
    }
  });

  it("results count every choice and star, list the texts, and the export has one row per answer set without names", async () => {
    const surveyId = await demoSurveyId();
    const emails = [fresh("internistin"), fresh("anaesthesist"), fresh("apotheker")];
    await t.gql(INVITE, { variables: { id: surveyId, e: emails }, token: planner });
    const tokens = await Promise.all(
      emails.map(async (email) => /\/survey\/([\w-]+)/.exec((await t.outbox(email))[0]!.body)![1]!),
    );
    const { data } = await t.gql<{
      surveyInvitation: { survey: { questions: Array<{ id: string; type: string; options: string[] }> } };
    }>("query($t: String!) { surveyInvitation(token: $t) { survey { questions { id type options } } } }", {
      variables: { t: tokens[0] },
    });
    const questions = data!.surveyInvitation.survey.questions;
    const q = (type: string) => questions.find((question) => question.type === type)!;
    const answers = (stars: string, single: number, multiple: number[], text: string | null) => [
      { question_id: q("STAR_RATING").id, values: [stars] },
      { question_id: q("SINGLE_CHOICE").id, values: [q("SINGLE_CHOICE").options[single]!] },
      {
        question_id: q("MULTIPLE_CHOICE").id,
        values: multiple.map((i) => q("MULTIPLE_CHOICE").options[i]!),
      },
      { question_id: q("CHECKBOX").id, values: ["yes"] },
      ...(text ? [{ question_id: q("COMMENT").id, values: [text] }] : []),
    ];
    const given = [
      answers("5", 0, [0, 1], "=Mehr Notfallmedizin bitte"),
      answers("4", 0, [1, 2], null),
      answers("5", 2, [0, 1, 2], "Kürzere Videos zur Antikoagulation"),
    ];
    for (const [i, token] of tokens.entries()) {
      expect((await t.gql(SUBMIT, { variables: { t: token, a: given[i] } })).errors).toBeUndefined();
    }

    const results = (
      await t.gql<{ staffSurveyResults: { survey: { responses: number }; questions: Result[] } }>(RESULTS, {
        variables: { id: surveyId },
        token: planner,
      })
    ).data!.staffSurveyResults;
    expect(results.survey.responses).toBe(3);
    const of = (type: string) => results.questions.find((r) => r.question.type === type)!;
    expect(results.questions.map((r) => r.question.type)).not.toContain("DESCRIPTIVE_TEXT");
    expect(of("STAR_RATING")).toMatchObject({
      answered: 3,
      counts: ["1", "2", "3", "4", "5"].map((value) => ({ value, count: { "4": 1, "5": 2 }[value] ?? 0 })),
    });
    const single = q("SINGLE_CHOICE").options;
    expect(of("SINGLE_CHOICE").counts).toEqual(
      single.map((value, i) => ({ value, count: i === 0 ? 2 : i === 2 ? 1 : 0 })),
    );
    const multiple = q("MULTIPLE_CHOICE").options;
    expect(of("MULTIPLE_CHOICE").counts).toEqual(
      multiple.map((value, i) => ({ value, count: [2, 3, 2, 0, 0][i] })),
    );
    expect(of("COMMENT")).toMatchObject({
      answered: 2,
      counts: [],
      texts: ["=Mehr Notfallmedizin bitte", "Kürzere Videos zur Antikoagulation"],
    });
    expect(of("DROPDOWN")).toMatchObject({ answered: 0 });

    const exported = await t.gql<{
      staffSurveyExport: {
        questions: Array<{ id: string; type: string }>;
        rows: Array<{ answers: string[][] }>;
      };
    }>(EXPORT, { variables: { id: surveyId }, token: planner });
    const { questions: columns, rows } = exported.data!.staffSurveyExport;
    expect(columns.map((c) => c.type)).not.toContain("DESCRIPTIVE_TEXT");
    expect(rows).toHaveLength(3);
    const star = columns.findIndex((c) => c.type === "STAR_RATING");
    expect(rows.map((row) => row.answers[star])).toEqual([["5"], ["4"], ["5"]]);
    expect(JSON.stringify(rows)).not.toMatch(/@example\.com/);
    const { data: audit } = await t.gql<{
      staffAuditTrail: Array<{ detail: string; staff: { email: string } }>;
    }>(AUDIT, { variables: { a: "SURVEY_EXPORTED" }, token: await t.login("team@example.com") });
    expect(audit!.staffAuditTrail[0]?.detail).toBe("plattform-umfrage-2026");
    // The results with their free texts are a look at the answers too: recorded once per visit.
    await t.gql(RESULTS, { variables: { id: surveyId }, token: planner });
    const { data: seen } = await t.gql<{ staffAuditTrail: Array<{ detail: string }> }>(AUDIT, {
      variables: { a: "SURVEY_RESULTS_VIEWED" },
      token: await t.login("team@example.com"),
    });
    expect(seen!.staffAuditTrail.map((entry) => entry.detail)).toEqual(["plattform-umfrage-2026"]);
  });
});
