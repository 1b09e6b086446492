import { DateTime } from "luxon";
import { describe, expect, it } from "vitest";
import { appAroundTests } from "./app-process";
import { staffSessions } from "./staff-sessions";
import { api } from "./helpers";

// The campaign and survey pages (decision 035) over HTTP, as the front server serves them: who gets
// them (everyone else a 404, actions and the CSV included), scheduling in Berlin time, a campaign
// sent once, invitations once per address, and the CSV for Excel.

const app = appAroundTests();

const { signIn, get, post, staffMember, simulatingStaffMember, expectHiddenFrom } = staffSessions(() => app);

type Campaign = { id: string; type: string; status: string; scheduled_for: string; recipients: number };
const campaigns = async () =>
  (
    await api.gql<{ notificationCampaigns: Campaign[] }>(
      "{ notificationCampaigns { id type status scheduled_for recipients } }",
      {},
      await api.login("team@example.com"),
    )
  ).notificationCampaigns;

const demoSurveyId = async () =>
  (
    await api.gql<{ staffSurveys: Array<{ id: string; slug: string }> }>(
      "{ staffSurveys { id slug } }",
      {},
      await api.login("team@example.com"),
    )
  ).staffSurveys.find((survey) => survey.slug === "plattform-umfrage-2026")!.id;

/**
 * A date in Berlin of the given month (the 15th or the 20th) from two days to a year ahead: campaigns
 * are scheduled at most a year ahead, and January is winter time, July summer time.
 */
function ahead(month: number): string {
  const now = DateTime.now().setZone("Europe/Berlin");
  const dates = [now.year, now.year + 1].flatMap((year) =>
    [15, 20].map((day) => DateTime.fromObject({ year, month, day }, { zone: "Europe/Berlin" })),
  );
  const date = dates.find((d) => d >= now.plus({ days: 2 }) && d <= now.plus({ years: 1, days: -1 }))!;
  return date.toISODate()!;
}

const fresh = (name: string) => `${name}.${Date.now()}.${Math.random().toString(36).slice(2, 7)}@example.org`;

describe("who gets the campaign and survey pages", () => {
  it("404 for users, roles without the permission and staff simulating a user, on every page, action and the CSV; signed out: the login", async () => {
    const staffToken = await api.login("team@example.com");
    const { scheduleNotificationCampaign: pending } = await api.gql<{
      scheduleNotificationCampaign: Campaign;
    }>(
      "mutation($at: DateTime!) { scheduleNotificationCampaign(type: RECAP, scheduled_for: $at) { id } }",
      { at: `${ahead(1)}T07:00:00Z` },
      staffToken,
    );
    const surveyId = await demoSurveyId();
    const pages = [
      "/staff/kampagnen",
      `/staff/kampagnen?senden=${pending.id}`,
      `/staff/kampagnen?abbrechen=${pending.id}`,
      `/staff/kampagnen/${pending.id}`,
      "/staff/umfragen",
      `/staff/umfragen/${surveyId}`,
      `/staff/umfragen/${surveyId}.csv`,
    ];
    const stranger = fresh("nicht.eingeladen");
    const actions: Array<[string, Record<string, string>]> = [
      ["/staff/kampagnen", { intent: "run", id: pending.id }],
      ["/staff/kampagnen", { intent: "cancel", id: pending.id }],
      ["/staff/kampagnen", { intent: "schedule", type: "TODAY", date: ahead(2), time: "08:00" }],
      ["/staff/kampagnen", { intent: "nonsense" }],
      [`/staff/umfragen/${surveyId}`, { intent: "invite", emails: stranger }],
      [`/staff/umfragen/${surveyId}`, { intent: "check", emails: stranger }],
    ];

    const doctor = await signIn("arzt@example.com");
    const support = await staffMember("customer_service");
    const designer = await staffMember("mediengestaltung");
    const simulatingNow = await simulatingStaffMember("projektleitung");

    await expectHiddenFrom(pages, [doctor, support, designer, simulatingNow]);
    for (const cookie of [doctor, support, designer, simulatingNow]) {
      for (const [path, form] of actions) {
        expect((await post(path, form, cookie)).status, `${path} ${form.intent}`).toBe(404);
      }
      // Their menu does not offer the pages either.
      const home = await (await get("/home", cookie)).text();
      expect(home).not.toContain('href="/staff/kampagnen"');
      expect(home).not.toContain('href="/staff/umfragen"');
    }
    // The refused posts did nothing.
    expect((await campaigns()).find((c) => c.id === pending.id)?.status).toBe("PENDING");
    expect(await api.outbox(stranger)).toEqual([]);
  });
});

describe("campaigns", () => {
  it("schedules in Berlin time, sends after a confirmation with its sent count, and never a second time", async () => {
    const planner = await staffMember("projektleitung");
    expect(await (await get("/home", planner)).text()).toContain('href="/staff/kampagnen"');

    // Winter and summer time: the form's time is Berlin's.
    const [winter, summer] = [ahead(1), ahead(7)];
    for (const [date, utc] of [
      [winter, `${winter}T08:30:00.000Z`],
      [summer, `${summer}T07:30:00.000Z`],
    ] as const) {
      const scheduled = await post(
        "/staff/kampagnen",
        { intent: "schedule", type: "FORECAST", date, time: "09:30" },
        planner,
      );
      expect(scheduled.status).toBe(302);
      expect((await campaigns()).some((c) => c.type === "FORECAST" && c.scheduled_for === utc)).toBe(true);
    }
    const twice = await post(
      "/staff/kampagnen",
      { intent: "schedule", type: "FORECAST", date: winter, time: "09:30" },
      planner,
    );
    expect(twice.status).toBe(400);
    expect(await twice.text()).toContain("schon geplant");
    // Past a year ahead: the API refuses the date, the page says why.
    const tooFar = await post(
      "/staff/kampagnen",
      {
        intent: "schedule",
        type: "FORECAST",
        date: DateTime.now().plus({ years: 1, days: 3 }).toISODate()!,
        time: "09:30",
      },
      planner,
    );
    expect(tooFar.status).toBe(400);
    expect(await tooFar.text()).toContain("höchstens ein Jahr im Voraus");
    const past = await post(
      "/staff/kampagnen",
      { intent: "schedule", type: "TODAY", date: "2020-01-01", time: "08:00" },
      planner,
    );
    expect(past.status).toBe(400);
    expect(await past.text()).toContain("schon vorbei");

    const campaign = (await campaigns()).find((c) => c.scheduled_for === `${winter}T08:30:00.000Z`)!;
    const confirm = await (await get(`/staff/kampagnen?senden=${campaign.id}`, planner)).text();
    expect(confirm).toContain("Kampagne jetzt senden?");
    const sent = await post("/staff/kampagnen", { intent: "run", id: campaign.id }, planner);
    expect(sent.status).toBe(302);
    expect(sent.headers.get("location")).toBe(`/staff/kampagnen/${campaign.id}`);
    const done = (await campaigns()).find((c) => c.id === campaign.id)!;
    expect(done.status).toBe("COMPLETED");
    const report = await (await get(`/staff/kampagnen/${campaign.id}`, planner)).text();
    expect(report).toContain("Die Kampagne ist versandt.");
    expect(report).toMatch(new RegExp(`data-testid="campaign-sent"><span[^>]*>${done.recipients}</span>`));

    // Posted again (a second tab, a double click): refused, nothing sent twice.
    const again = await post("/staff/kampagnen", { intent: "run", id: campaign.id }, planner);
    expect(again.status).toBe(302);
    expect(await (await get(again.headers.get("location")!, planner)).text()).toContain(
      "nicht ein zweites Mal gesendet",
    );
    expect((await campaigns()).find((c) => c.id === campaign.id)!.recipients).toBe(done.recipients);
  });

  it("cancels a pending campaign after a confirmation, once, and it leaves the list", async () => {
    const planner = await staffMember("projektleitung");
    const date = ahead(3);
    const time = `${String(6 + Math.floor(Math.random() * 12)).padStart(2, "0")}:${String(Math.floor(Math.random() * 60)).padStart(2, "0")}`;
    const scheduled = await post(
      "/staff/kampagnen",
      { intent: "schedule", type: "RECAP", date, time },
      planner,
    );
    expect(scheduled.status).toBe(302);
    const utc = DateTime.fromISO(`${date}T${time}`, { zone: "Europe/Berlin" }).toUTC().toISO();
    const campaign = (await campaigns()).find((c) => c.type === "RECAP" && c.scheduled_for === utc)!;
    const list = await (await get("/staff/kampagnen", planner)).text();
    expect(list).toContain(`/staff/kampagnen?abbrechen=${campaign.id}#abbrechen`);

    const confirm = await (await get(`/staff/kampagnen?abbrechen=${campaign.id}`, planner)).text();
    expect(confirm).toContain("Kampagne abbrechen?");
    expect((await campaigns()).some((c) => c.id === campaign.id)).toBe(true);
    const cancelled = await post("/staff/kampagnen", { intent: "cancel", id: campaign.id }, planner);
    expect(cancelled.status).toBe(302);
    expect(cancelled.headers.get("location")).toBe("/staff/kampagnen");
    expect((await campaigns()).some((c) => c.id === campaign.id)).toBe(false);
    const after = await (await get("/staff/kampagnen", planner)).text();
    expect(after).toContain("Die Kampagne ist abgebrochen.");
    expect(after).not.toContain(`abbrechen=${campaign.id}`);

    const again = await post("/staff/kampagnen", { intent: "cancel", id: campaign.id }, planner);
    expect(again.status).toBe(302);
    expect(await (await get("/staff/kampagnen", planner)).text()).toContain("nicht mehr geplant");
  });
});

describe("surveys", () => {
  it("invites after a confirmation, once per address, and exports the answers for Excel without names", async () => {
    const planner = await staffMember("key_account_management");
    const surveyId = await demoSurveyId();
    const [first, second] = [fresh("onkologin"), fresh("kinderarzt")];

    const checked = await post(
      `/staff/umfragen/${surveyId}`,
      { intent: "check", emails: `${first}\n${second}, kein-mail` },
      planner,
    );
    expect(checked.status).toBe(400);
    expect(await checked.text()).toContain("Diese Adresse stimmt nicht: kein-mail");
    // More than the form can hold (a script's 75,000 addresses): refused before any is looked at.
    const many = Array.from({ length: 6_000 }, (_, i) => `adresse.${i}@klinik-beispiel.de`).join(",");
    const flood = await post(`/staff/umfragen/${surveyId}`, { intent: "check", emails: many }, planner);
    expect(flood.status).toBe(413);
    expect(await flood.text()).toContain("zu groß");
    const confirm = await post(
      `/staff/umfragen/${surveyId}`,
      { intent: "check", emails: `${first}\n${second}` },
      planner,
    );
    expect(confirm.status).toBe(200);
    expect(await confirm.text()).toContain("2 Adressen einladen?");
    expect(await api.outbox(first)).toEqual([]);
    for (let i = 0; i < 2; i++) {
      const invited = await post(
        `/staff/umfragen/${surveyId}`,
        { intent: "invite", emails: `${first}\n${second}` },
        planner,
      );
      expect(invited.status).toBe(302);
    }
    expect(await api.outbox(first)).toHaveLength(1);
    expect(await api.outbox(second)).toHaveLength(1);
    expect(await (await get(`/staff/umfragen/${surveyId}`, planner)).text()).toContain(
      "2 Adressen waren schon eingeladen",
    );

    // One answers, with a comment Excel would run as a formula.
    const token = /\/survey\/([\w-]+)/.exec((await api.outbox(first))[0]!.body)![1]!;
    const { surveyInvitation } = await api.gql<{
      surveyInvitation: { survey: { questions: Array<{ id: string; type: string; options: string[] }> } };
    }>("query($t: String!) { surveyInvitation(token: $t) { survey { questions { id type options } } } }", {
      t: token,
    });
    const q = (type: string) => surveyInvitation.survey.questions.find((question) => question.type === type)!;
    const comment = `=HYPERLINK("http://example.org") ${Date.now()}`;
    await api.gql(
      "mutation($t: String!, $a: [SurveyAnswerInput!]!) { submitSurvey(token: $t, answers: $a) }",
      {
        t: token,
        a: [
          { question_id: q("STAR_RATING").id, values: ["3"] },
          { question_id: q("SINGLE_CHOICE").id, values: [q("SINGLE_CHOICE").options[1]] },
          { question_id: q("MULTIPLE_CHOICE").id, values: q("MULTIPLE_CHOICE").options.slice(2, 4) },
          { question_id: q("CHECKBOX").id, values: ["yes"] },
          { question_id: q("COMMENT").id, values: [comment] },
        ],
      },
    );

    const csv = await get(`/staff/umfragen/${surveyId}.csv`, planner);
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(csv.headers.get("cache-control")).toBe("private, no-store");
    expect(csv.headers.get("content-disposition")).toBe(
      'attachment; filename="umfrage-plattform-umfrage-2026.csv"',
    );
    const bytes = new Uint8Array(await csv.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes.slice(3));
    const [header, ...rows] = text.trimEnd().split("\r\n");
    expect(header).toBe(
      "Nr.;Wie zufrieden bist du insgesamt mit Fortbildung?;Wie oft nutzt du Fortbildung?;Welche Formate nutzt du am liebsten?;Wo arbeitest du hauptsächlich?;Welches Fachgebiet fehlt dir noch?;Was sollen wir verbessern?;Ich bin einverstanden, dass wir meine Antworten anonym für die Weiterentwicklung auswerten.",
    );
    const mine = rows.find((row) => row.includes(String(comment.split(" ").at(-1))))!;
    expect(mine.split(";").slice(1)).toEqual([
      "3",
      q("SINGLE_CHOICE").options[1],
      q("MULTIPLE_CHOICE").options.slice(2, 4).join(", "),
      "",
      "",
      `"'${comment.replaceAll('"', '""')}"`,
      "Ja",
    ]);
    expect(text).not.toContain("@example");
    const { staffAuditTrail } = await api.gql<{ staffAuditTrail: Array<{ action: string; detail: string }> }>(
      "{ staffAuditTrail(action: SURVEY_EXPORTED, first: 1) { action detail } }",
      {},
      await api.login("team@example.com"),
    );
    expect(staffAuditTrail).toEqual([{ action: "SURVEY_EXPORTED", detail: "plattform-umfrage-2026" }]);
  });

  it("past the day's 2,000 invitations the page says in German when to go on, with Retry-After", async () => {
    const { email } = await api.createUser({ like: "team@example.com", role: "projektleitung" });
    const [cookie, token, surveyId] = await Promise.all([signIn(email), api.login(email), demoSurveyId()]);
    for (let round = 0; round < 4; round++)
      await api.gql(
        "mutation($id: ID!, $e: [String!]!) { staffInviteToSurvey(survey_id: $id, emails: $e) { invited } }",
        { id: surveyId, e: Array.from({ length: 500 }, () => fresh("leserin")) },
        token,
      );
    const address = fresh("noch-eine");
    const refused = await post(`/staff/umfragen/${surveyId}`, { intent: "invite", emails: address }, cookie);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(23 * 3600);
    expect(await refused.text()).toContain("Für heute sind deine Einladungen aufgebraucht");
    expect(await api.outbox(address)).toEqual([]);
  });
});
