import { beforeAll, describe, expect, it } from "vitest";
import { fromNow, laterToday } from "../../tests/support/reference-api.ts";
import { signNotification } from "../notifications.ts";
import { newStaffEmail, testApiPer } from "./helpers.ts";

// Notification campaigns: who gets which mail, its tracked links, and unsubscribing.

const t = testApiPer("file");
let staff: string;
beforeAll(async () => {
  staff = await t.login(await newStaffEmail(t));
});

const RUN = `mutation($type: NotificationCampaignType!) { runNotificationCampaign(type: $type) { id status recipients } }`;
const SETTINGS = `mutation($i: NotificationSettingsInput!) { updateNotificationSettings(input: $i) { id } }`;
const ME = "{ me { notify_promotions notify_subscriptions notify_livestream_day summary_frequency } }";
const run = async (type: string) =>
  (
    await t.gql<{ runNotificationCampaign: { id: string; status: string; recipients: number } }>(RUN, {
      variables: { type },
      token: staff,
    })
  ).data!.runNotificationCampaign;

type Settings = {
  notify_promotions: boolean;
  notify_subscriptions: boolean;
  notify_livestream_day: boolean;
  summary_frequency: "WEEKLY" | "TWO_WEEKLY";
};
const ALL_ON: Settings = {
  notify_promotions: true,
  notify_subscriptions: true,
  notify_livestream_day: true,
  summary_frequency: "WEEKLY",
};

/** A user following the channel of a livestream later today (and of a new video), with `settings`. */
async function follower(settings: Partial<Settings> = {}) {
  const user = await t.surface.createUser({ like: "arzt@example.com" });
  const token = await t.login(user.email);
  const live = await t.surface.createLivestream({
    title: `Heute ${Math.random().toString(36).slice(2, 7)}`,
    starts_at: laterToday(5),
    ends_at: fromNow(30),
  });
  await t.surface.followLivestreamChannel(live.slug, token);
  await t.gql(SETTINGS, { variables: { i: { ...ALL_ON, ...settings } }, token });
  return { ...user, token, live };
}

const mailsOf = async (email: string, kind: string) =>
  (await t.outbox(email)).filter((mail) => mail.kind === kind);
const links = (body: string) => [...body.matchAll(/https?:\/\/\S+/g)].map((match) => new URL(match[0]));

describe("campaigns", () => {
  it("TODAY: the followed channel's livestream, every link tracked by its click type; not for those who turned it off", async () => {
    const reader = await follower();
    const silent = await follower({ notify_livestream_day: false });
    const campaign = await run("TODAY");
    expect(campaign.status).toBe("COMPLETED");
    expect(campaign.recipients).toBeGreaterThanOrEqual(1);
    const [mail, ...more] = await mailsOf(reader.email, "notification_today");
    expect(more).toEqual([]);
    expect(mail!.body).toContain(reader.live.title);
    expect(await mailsOf(silent.email, "notification_today")).toEqual([]);

    const tracked = links(mail!.body).filter((url) => url.searchParams.has("mt"));
    const types = tracked.map((url) => url.searchParams.get("mt")!.split("-")[2]);
    expect(new Set(types)).toEqual(new Set(["LINK", "CALENDAR", "UNSUBSCRIBE"]));
    const watch = tracked.find((url) => url.pathname === `/live/${reader.live.slug}`)!;
    expect(watch.origin).toBe("http://localhost:3000");
    const mt = watch.searchParams.get("mt")!;
    expect(mt).toMatch(new RegExp(`^${campaign.id}-${reader.id}-LINK$`));
    expect(watch.searchParams.get("signature")).toBe(signNotification(mt));
    expect(tracked.find((url) => url.pathname === `/live/${reader.live.slug}.ics`)).toBeDefined();
  });

  it("a click is counted with its campaign and type; a forged signature is not counted", async () => {
    const reader = await follower();
    await run("TODAY");
    const [mail] = await mailsOf(reader.email, "notification_today");
    const calendar = links(mail!.body).find((url) => url.pathname.endsWith(".ics"))!;
    const mt = calendar.searchParams.get("mt")!;
    const TRACK = "mutation($mt: String!, $s: String!) { trackNotification(mt: $mt, signature: $s) }";
    const before = (await t.surface.notificationClicks()).length;
    const forged = await t.gql(TRACK, { variables: { mt, s: signNotification(`${mt}x`) } });
    expect(forged.errors?.[0]?.extensions?.validation).toEqual({
      signature: ["The selected signature is invalid."],
    });
    const other = mt.replace(/-CALENDAR$/, "-BANNER");
    expect(
      (await t.gql(TRACK, { variables: { mt: other, s: calendar.searchParams.get("signature") } })).errors,
    ).toBeDefined();
    expect((await t.surface.notificationClicks()).length).toBe(before);

    expect(
      (await t.gql(TRACK, { variables: { mt, s: calendar.searchParams.get("signature") } })).errors,
    ).toBeUndefined();
    const clicks = await t.surface.notificationClicks();
    expect(clicks.length).toBe(before + 1);
    expect(clicks.at(-1)).toMatchObject({ mt, click_type: "CALENDAR", campaign_id: mt.split("-")[0] });
  });

  it("unsubscribe turns off exactly that kind of mail, without login, and says which", async () => {
    const reader = await follower();
    await run("TODAY");
    const [mail] = await mailsOf(reader.email, "notification_today");
    const link = links(mail!.body).find((url) => url.pathname.startsWith("/unsubscribe/"))!;
    const token = link.pathname.split("/")[2]!;
    const INFO = "query($t: String!) { unsubscription(token: $t) { setting email_hint used } }";
    expect((await t.gql(INFO, { variables: { t: token } })).data).toEqual({
      unsubscription: {
        setting: "LIVESTREAM_DAY",
        email_hint: `${reader.email[0]}***@example.com`,
        used: false,
      },
    });
    const done = await t.gql("mutation($t: String!) { unsubscribe(token: $t) { setting used } }", {
      variables: { t: token },
    });
    expect(done.data).toEqual({ unsubscribe: { setting: "LIVESTREAM_DAY", used: false } });
    expect((await t.gql<{ me: Settings }>(ME, { token: reader.token })).data?.me).toEqual({
      ...ALL_ON,
      notify_livestream_day: false,
    });
    expect((await t.gql(INFO, { variables: { t: token } })).data).toMatchObject({
      unsubscription: { used: true },
    });
    const unknown = await t.gql("mutation($t: String!) { unsubscribe(token: $t) { setting } }", {
      variables: { t: "unbekannt" },
    });
    expect(unknown.errors?.[0]?.extensions?.validation).toEqual({
      token: ["The selected token is invalid."],
    });

    await run("TODAY");
    expect(await mailsOf(reader.email, "notification_today")).toHaveLength(1);
  });

  it("summaries: FORECAST lists what comes; a two-weekly reader skips the next week's", async () => {
    const weekly = await follower();
    const twoWeekly = await follower({ summary_frequency: "TWO_WEEKLY" });
    const noSummaries = await follower({ notify_subscriptions: false });
    await run("FORECAST");
    const [forecast] = await mailsOf(weekly.email, "notification_forecast");
    expect(forecast!.subject).toBe("Deine Livestreams in der nächsten Woche");
    expect(forecast!.body).toContain(weekly.live.title);
    expect((await mailsOf(twoWeekly.email, "notification_forecast"))[0]!.subject).toBe(
      "Deine Livestreams in den nächsten zwei Wochen",
    );
    expect(await mailsOf(noSummaries.email, "notification_forecast")).toEqual([]);

    await run("FORECAST");
    expect(await mailsOf(weekly.email, "notification_forecast")).toHaveLength(2);
    expect(await mailsOf(twoWeekly.email, "notification_forecast")).toHaveLength(1);
  });

  it("DOCTUPUS goes only to those who want news and offers, with a banner link", async () => {
    const wants = await follower({ notify_promotions: true });
    const doesNot = await follower({ notify_promotions: false });
    await run("DOCTUPUS");
    const [mail] = await mailsOf(wants.email, "notification_doctupus");
    expect(
      links(mail!.body).some(
        (url) => url.pathname === "/doctupus" && url.searchParams.get("mt")?.endsWith("-BANNER"),
      ),
    ).toBe(true);
    expect(await mailsOf(doesNot.email, "notification_doctupus")).toEqual([]);
  });

  it("staff schedule and cancel campaigns; viewers may not", async () => {
    const SCHEDULE = `mutation($type: NotificationCampaignType!, $at: DateTime!) {
      scheduleNotificationCampaign(type: $type, scheduled_for: $at) { id status } }`;
    const CANCEL = "mutation($id: ID!) { cancelNotificationCampaign(id: $id) }";
    const at = fromNow(24 * 60).toISOString();
    const scheduled = await t.gql<{ scheduleNotificationCampaign: { id: string; status: string } }>(
      SCHEDULE,
      {
        variables: { type: "RECAP", at },
        token: staff,
      },
    );
    const id = scheduled.data!.scheduleNotificationCampaign.id;
    expect(scheduled.data!.scheduleNotificationCampaign.status).toBe("PENDING");
    expect((await t.gql(CANCEL, { variables: { id }, token: staff })).data).toEqual({
      cancelNotificationCampaign: id,
    });
    expect(
      (await t.gql(CANCEL, { variables: { id }, token: staff })).errors?.[0]?.extensions?.validation,
    ).toEqual({
      id: ["The selected id is invalid."],
    });
    const viewer = await t.login((await t.surface.createUser({ like: "arzt@example.com" })).email);
    expect(
      (await t.gql(RUN, { variables: { type: "TODAY" }, token: viewer })).errors?.[0]?.extensions?.validation,
    ).toEqual({
      role: ["This action is unauthorized."],
    });
    const list = await t.gql<{ notificationCampaigns: Array<{ id: string; status: string }> }>(
      "{ notificationCampaigns { id status } }",
      { token: staff },
    );
    // Canceled is gone: it never sent anything.
    expect(list.data!.notificationCampaigns.find((c) => c.id === id)).toBeUndefined();
  });
});
