import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from "vitest";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import * as live from "~/features/live/routes/live.$slug";
import * as moderation from "~/features/live/routes/live.$slug_.moderation";
import { startApi, type RunningApi } from "../../server/app";
import { fromNow, referenceApi, type TestContent } from "../support/reference-api";
import { endsWithin, openEventStream, type EventStream } from "../support/sse";
import {
  logEntries,
  metricValue,
  scrapeMetrics,
  startApp,
  postForm,
  type AppProcess,
  appAroundTests,
  signInAt,
  cookieOf,
} from "./app-process";
import { api, call, CookieJar, DEMO_PASSWORD, freshUser, signedIn, upstream, upstreamToken } from "./helpers";
import { redisSwitch, startRedis } from "./support/redis-server";

// The live session through the app: the viewer's forms on /live/{slug} without
// JavaScript, the moderator's console, and the event stream that relays the upstream subscription.

type LiveData = Exclude<Awaited<ReturnType<typeof live.loader>>, Response>;
type State = NonNullable<LiveData["liveSession"]>["state"];

const liveNow = (title: string) =>
  api.createLivestream({ title, starts_at: fromNow(-5), ends_at: fromNow(60) });
const page = async (slug: string, jar: CookieJar) =>
  (await call(live.loader, { path: `/live/${slug}`, params: { slug }, cookie: jar.header() }))
    .data as LiveData;
const post = (slug: string, jar: CookieJar, form: Record<string, string>) =>
  call(live.action, { path: `/live/${slug}`, params: { slug }, cookie: jar.header(), form });
const moderate = (slug: string, jar: CookieJar, form: Record<string, string>) =>
  call(moderation.action, { path: `/live/${slug}/moderation`, params: { slug }, cookie: jar.header(), form });
const staffJar = async () =>
  signedIn((await api.createUser({ like: "team@example.com", staff: true })).email);

describe("/live/{slug}: the viewer's live session without JavaScript", () => {
  let stream: TestContent;
  beforeAll(async () => {
    stream = await liveNow("Live-Sitzung");
  });

  it("asks a question: back to the panel with a snackbar, then the page shows it as the viewer's", async () => {
    const jar = await signedIn(await freshUser());
    const before = await page(stream.slug, jar);
    expect(before.liveSession?.state.version).toBeGreaterThanOrEqual(0);
    const asked = await post(stream.slug, jar, {
      intent: "ask",
      livestreamId: stream.id,
      text: "Gilt die Empfehlung auch für Kinder?",
      anonymous: "on",
    });
    expect(asked.status).toBe(303);
    expect(asked.location).toBe(`/live/${stream.slug}#live-session`);
    const after = await page(stream.slug, jar);
    const question = after.liveSession?.state.questions.find(
      (q) => q.text === "Gilt die Empfehlung auch für Kinder?",
    );
    expect(question?.asked_by).toBeNull();
    expect(after.liveSession?.my_question_ids).toContain(question?.id);
    expect(after.liveSession?.state.version).toBeGreaterThan(before.liveSession!.state.version);
  });

  it("refuses an empty question and keeps an overlong one, with the German message", async () => {
    const jar = await signedIn(await freshUser());
    const empty = await post(stream.slug, jar, { intent: "ask", livestreamId: stream.id, text: "  " });
    expect(empty.status).toBe(400);
    expect(JSON.stringify(empty.data)).toContain("Dieses Feld ist ein Pflichtfeld");
    const long = "Warum? ".repeat(80);
    const refused = await post(stream.slug, jar, { intent: "ask", livestreamId: stream.id, text: long });
    expect(refused.status).toBe(400);
    const result = (
      refused.data as { result: { initialValue: { text: string }; error: Record<string, string[]> } }
    ).result;
    expect(result.initialValue.text).toBe(long);
    expect(result.error.text).toEqual(["Maximal 500 Zeichen"]);
  });

  it("a fourth question within a minute is refused with 429 and how long to wait", async () => {
    const jar = await signedIn(await freshUser());
    for (const n of [1, 2, 3]) {
      expect(
        (await post(stream.slug, jar, { intent: "ask", livestreamId: stream.id, text: `Frage ${n}` })).status,
      ).toBe(303);
    }
    const limited = await post(stream.slug, jar, { intent: "ask", livestreamId: stream.id, text: "Frage 4" });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect((limited.data as { error: string }).error).toMatch(
      /^Du hast gerade mehrere Fragen gestellt\. Bitte warte \d+ Sekunden?\.$/,
    );
  });

  it("votes once; a second vote says so; the result shows after the moderator closes the poll", async () => {
    const [viewer, staff] = await Promise.all([signedIn(await freshUser()), staffJar()]);
    expect(
      (
        await moderate(stream.slug, staff, {
          intent: "open-poll",
          livestreamId: stream.id,
          question: "Wie oft verordnen Sie SGLT2-Hemmer?",
          "options[0]": "Täglich",
          "options[1]": "Wöchentlich",
          "options[2]": "",
        })
      ).status,
    ).toBe(303);
    const open = await page(stream.slug, viewer);
    const poll = open.liveSession!.state.poll!;
    expect(poll.options.map((o) => o.label)).toEqual(["Täglich", "Wöchentlich"]);
    expect((await post(stream.slug, viewer, { intent: "vote", pollId: poll.id })).data).toMatchObject({
      error: "Bitte wähle eine Antwort aus.",
    });
    expect((await post(stream.slug, viewer, { intent: "vote", pollId: poll.id, option: "1" })).status).toBe(
      303,
    );
    const again = await post(stream.slug, viewer, { intent: "vote", pollId: poll.id, option: "0" });
    expect(again.status).toBe(400);
    expect(again.data).toMatchObject({ error: "Du hast in dieser Umfrage schon abgestimmt." });
    const voted = await page(stream.slug, viewer);
    expect(voted.liveSession?.my_poll_vote).toBe(1);
    expect(voted.liveSession?.state.poll?.options.map((o) => o.votes)).toEqual([null, null]);

    expect((await moderate(stream.slug, staff, { intent: "close-poll", pollId: poll.id })).status).toBe(303);
    expect((await page(stream.slug, viewer)).liveSession?.state.poll?.options.map((o) => o.votes)).toEqual([
      0, 1,
    ]);
  });

  it("a poll needs a question and two answers", async () => {
    const staff = await staffJar();
    const refused = await moderate(stream.slug, staff, {
      intent: "open-poll",
      livestreamId: stream.id,
      question: "",
      "options[0]": "Nur eine",
    });
    expect(refused.status).toBe(400);
    const errors = (refused.data as { result: { error: Record<string, string[]> } }).result.error;
    expect(errors.question).toEqual(["Dieses Feld ist ein Pflichtfeld"]);
    expect(errors.options).toEqual(["Bitte gib mindestens zwei Antworten an."]);
  });

  it("the console is 404 for viewers, and so are its actions; staff see who asked", async () => {
    const viewer = await signedIn(await freshUser());
    const consolePage = await call(moderation.loader, {
      path: `/live/${stream.slug}/moderation`,
      params: { slug: stream.slug },
      cookie: viewer.header(),
    });
    expect(consolePage.status).toBe(404);
    const refused = await moderate(stream.slug, viewer, { intent: "close-poll", pollId: "1" });
    expect(refused.status).toBe(404);
    expect((await page(stream.slug, viewer)).liveSession?.can_moderate).toBe(false);

    const staff = await staffJar();
    const shown = await call(moderation.loader, {
      path: `/live/${stream.slug}/moderation`,
      params: { slug: stream.slug },
      cookie: staff.header(),
    });
    const state = (shown.data as { state: State }).state;
    const anonymous = state.questions.find((q) => q.text === "Gilt die Empfehlung auch für Kinder?");
    expect(anonymous?.asked_by).toMatch(/\S/);
    expect(anonymous?.anonymous).toBe(true);
  });

  it("an interjection: asked for, accepted in the console, then the viewer's page has the conference", async () => {
    const [viewer, staff] = await Promise.all([signedIn(await freshUser()), staffJar()]);
    expect((await post(stream.slug, viewer, { intent: "interject", livestreamId: stream.id })).status).toBe(
      303,
    );
    const mine = (await page(stream.slug, viewer)).liveSession!.my_interjection!;
    expect(mine.status).toBe("REQUESTED");
    expect(
      (
        await moderate(stream.slug, staff, {
          intent: "moderate",
          livestreamId: stream.id,
          targetId: mine.id,
          action: "ACCEPT",
        })
      ).status,
    ).toBe(303);
    const speaking = (await page(stream.slug, viewer)).liveSession!;
    expect(speaking.my_interjection?.status).toBe("ACCEPTED");
    expect(speaking.conference?.session_name).toBe(`live-${stream.slug}`);
    expect((await post(stream.slug, viewer, { intent: "withdraw", livestreamId: stream.id })).status).toBe(
      303,
    );
    expect((await page(stream.slug, viewer)).liveSession?.my_interjection?.status).toBe("FINISHED");
  });

  it("anonymous visitors get no session and are sent to the login to ask", async () => {
    const anonymous = new CookieJar();
    expect((await page(stream.slug, anonymous)).liveSession).toBeNull();
    const asked = await post(stream.slug, anonymous, {
      intent: "ask",
      livestreamId: stream.id,
      text: "Hallo",
    });
    expect(asked.status).toBe(302);
    expect(asked.location).toBe(`/?dialog=login&redirect=${encodeURIComponent(`/live/${stream.slug}`)}`);
  });
});

// --- the event stream, through the HTTP door -------------------------------------------------------

const login = signInAt;
const events = (
  app: AppProcess,
  slug: string,
  cookie: string,
  query = "",
  headers: Record<string, string> = {},
) => openEventStream(`${app.url}/live/${slug}/events${query}`, { headers: { cookie, ...headers } });
async function nextState(stream: EventStream): Promise<State & { id: string | null }> {
  for (;;) {
    const event = await stream.next();
    if (event.event === "state") return { ...(JSON.parse(event.data) as State), id: event.id };
  }
}
const staffToken = async () =>
  upstreamToken((await api.createUser({ like: "team@example.com", staff: true })).email);
const ANSWER = `mutation($l: ID!, $t: ID!) { moderateLiveSession(livestream_id: $l, action: ANSWER, target_id: $t) { version } }`;
const ASK = `mutation($i: AskQuestionInput!) { askQuestion(input: $i) { id } }`;
const range = (n: number) => Array.from({ length: n }, (_, i) => i);

describe("the live session's texts (a chunk of their own, decision 021)", () => {
  let app: AppProcess;
  beforeAll(async () => {
    app = await startApp();
  });
  afterAll(() => app.stop());

  /** The scripts a page's HTML has the browser load before it is interactive, as one text. */
  async function firstLoadScripts(html: string): Promise<string> {
    const urls = new Set([
      ...[...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)].map((m) => m[1]!),
      ...[...html.matchAll(/import[^;"']*?["'](\/assets\/[^"']+\.js)["']/g)].map((m) => m[1]!),
    ]);
    expect(urls.size).toBeGreaterThan(0);
    const scripts = await Promise.all([...urls].map(async (url) => (await fetch(app.url + url)).text()));
    return scripts.join("\n");
  }

  it("are in the live page as the server renders it, not in the first-load scripts of another page", async () => {
    const stream = await liveNow("Texte");
    const login = "Melde dich an, um den Expertinnen und Experten Fragen zu stellen";
    const livePage = await (await fetch(`${app.url}/live/${stream.slug}`)).text();
    expect(livePage).toContain(login);
    const search = await (await fetch(`${app.url}/search/Herzinsuffizienz`)).text();
    const scripts = await firstLoadScripts(search);
    // The page's own texts are there; the live session's are not.
    expect(scripts.includes("Suchergebnisse"), "the search's texts in its scripts").toBe(true);
    expect(scripts.includes(login), "the live session's texts in the search's scripts").toBe(false);
  });
});

describe("/live/{slug}/events", () => {
  const app = appAroundTests();

  it("relays every change to the viewer in order, without the token, and resumes after a version", async () => {
    const stream = await liveNow("Relay");
    const cookie = await login(app, await freshUser());
    const staff = await staffToken();
    const first = await events(app, stream.slug, cookie);
    expect(first.status).toBe(200);
    const initial = await nextState(first);
    const asked = await upstream<{ data: { askQuestion: { id: string } } }>(
      ASK,
      { i: { livestream_id: stream.id, text: "Wie lange behandeln?" } },
      staff,
    );
    const withQuestion = await nextState(first);
    expect(withQuestion.version).toBe(initial.version + 1);
    expect(withQuestion.id).toBe(String(withQuestion.version));
    expect(withQuestion.questions[0]?.text).toBe("Wie lange behandeln?");
    await upstream(ANSWER, { l: stream.id, t: asked.data.askQuestion.id }, staff);
    const answered = await nextState(first);
    expect(answered.version).toBe(initial.version + 2);
    expect(answered.questions[0]?.status).toBe("ANSWERED");
    expect(JSON.stringify(answered)).not.toContain(staff);
    first.close();

    // Back after a lost connection: only what is newer than the version the page has.
    const behind = await events(app, stream.slug, cookie, `?after=${initial.version + 1}`);
    expect((await nextState(behind)).version).toBe(answered.version);
    behind.close();
    const upToDate = await events(app, stream.slug, cookie, `?after=${answered.version}`);
    await upstream(ASK, { i: { livestream_id: stream.id, text: "Noch eine" } }, staff);
    const next = await nextState(upToDate);
    expect(next.version).toBe(answered.version + 1);
    upToDate.close();
  });

  it("many viewers of one session each get the change once", async () => {
    const stream = await liveNow("Viele");
    // Four sessions with five tabs each: a session may hold a handful of streams.
    const cookies = await Promise.all(range(4).map(async () => login(app, await freshUser())));
    const viewers = await Promise.all(range(20).map((n) => events(app, stream.slug, cookies[n % 4]!)));
    await Promise.all(viewers.map((viewer) => nextState(viewer)));
    await upstream(ASK, { i: { livestream_id: stream.id, text: "An alle" } }, await staffToken());
    const received = await Promise.all(viewers.map((viewer) => nextState(viewer)));
    expect(new Set(received.map((state) => state.version)).size).toBe(1);
    expect(received.every((state) => state.questions[0]?.text === "An alle")).toBe(true);
    for (const viewer of viewers) {
      expect(viewer.pending().filter((event) => event.event === "state")).toEqual([]);
      viewer.close();
    }
  });

  it("401 without a session, 404 for the moderation view to a viewer and for a livestream not live", async () => {
    const stream = await liveNow("Zugang");
    expect((await fetch(`${app.url}/live/${stream.slug}/events`)).status).toBe(401);
    const cookie = await login(app, await freshUser());
    const peek = await fetch(`${app.url}/live/${stream.slug}/events?view=moderation`, {
      headers: { cookie },
    });
    expect(peek.status).toBe(404);
    const later = await api.createLivestream({
      title: "Später",
      starts_at: fromNow(60),
      ends_at: fromNow(90),
    });
    expect((await fetch(`${app.url}/live/${later.slug}/events`, { headers: { cookie } })).status).toBe(404);
  });

  it("a logout closes the session's event streams, the console's too; another session's stay open", async () => {
    const stream = await liveNow("Abmelden");
    const { email } = await api.createUser({ like: "team@example.com", staff: true });
    const leaving = await login(app, email);
    const staying = await login(app, email);
    const console = await events(app, stream.slug, leaving, "?view=moderation");
    const page = await events(app, stream.slug, leaving);
    const other = await events(app, stream.slug, staying, "?view=moderation");
    await Promise.all([console, page, other].map(nextState));
    expect((await postForm(app, "/logout", {}, { cookie: leaving })).status).toBe(302);
    expect(await endsWithin(console)).toBe("ended");
    expect(await endsWithin(page)).toBe("ended");
    await upstream(
      ASK,
      { i: { livestream_id: stream.id, text: "Nach der Abmeldung", anonymous: true } },
      await staffToken(),
    );
    expect((await nextState(other)).questions[0]?.asked_by).toMatch(/\S/);
    expect(console.pending().filter((event) => event.event === "state")).toEqual([]);
    other.close();
  });

  it("a password change closes the user's other sessions' streams, not its own", async () => {
    const stream = await liveNow("Neues Passwort");
    const email = await freshUser();
    const here = await login(app, email);
    const there = await login(app, email);
    const mine = await events(app, stream.slug, here);
    const theirs = await events(app, stream.slug, there);
    await Promise.all([mine, theirs].map(nextState));
    const changed = await postForm(
      app,
      "/profile/password-change",
      { current_password: DEMO_PASSWORD, password: "neues-passwort-1", password_repeat: "neues-passwort-1" },
      { cookie: here },
    );
    expect(changed.status).toBe(303);
    expect(await endsWithin(theirs)).toBe("ended");
    await upstream(ASK, { i: { livestream_id: stream.id, text: "Weiter hier" } }, await staffToken());
    expect((await nextState(mine)).questions[0]?.text).toBe("Weiter hier");
    mine.close();
  });

  it("deleting the account closes every stream of it", async () => {
    const stream = await liveNow("Konto gelöscht");
    const email = await freshUser();
    const here = await login(app, email);
    const there = await login(app, email);
    const streams = [await events(app, stream.slug, here), await events(app, stream.slug, there)];
    await Promise.all(streams.map(nextState));
    const deleted = await postForm(app, "/profile?index", { password: DEMO_PASSWORD }, { cookie: here });
    expect(deleted.status).toBe(302);
    expect(await Promise.all(streams.map((one) => endsWithin(one)))).toEqual(["ended", "ended"]);
  });

  it("a session revoked in the API (a new password) gets no further state on its console stream, though the relay subscribes with another's token", async () => {
    const stream = await liveNow("Widerrufen");
    const [first, revoked] = await Promise.all(
      range(2).map(() => api.createUser({ like: "team@example.com", staff: true })),
    );
    // The first viewer's token is the one the relay subscribes with.
    const subscriber = await events(app, stream.slug, await login(app, first!.email), "?view=moderation");
    await nextState(subscriber);
    const other = await events(app, stream.slug, await login(app, revoked!.email), "?view=moderation");
    await nextState(other);
    // A password reset through the API signs out every session of the account; the app hears nothing of it.
    await upstream("mutation($e: String!) { forgotPassword(email: $e) }", { e: revoked!.email });
    const reset = await upstream<{ data?: { resetPassword: { token: string } } }>(
      "mutation($e: String!, $p: String!, $c: String!) { resetPassword(email: $e, password: $p, resetPasswordCode: $c) { token } }",
      { e: revoked!.email, p: "neues-passwort-2", c: await api.latestCode(revoked!.email) },
    );
    expect(reset.data?.resetPassword.token).toBeTruthy();
    const secret = "Anonym nach dem Zurücksetzen";
    await upstream(
      ASK,
      { i: { livestream_id: stream.id, text: secret, anonymous: true } },
      await staffToken(),
    );
    const shown = await nextState(subscriber);
    expect(shown.questions[0]).toMatchObject({ text: secret, asked_by: expect.stringMatching(/\S/) });
    expect(await endsWithin(other)).toBe("ended");
    expect(
      other
        .pending()
        .map((event) => event.data)
        .join(),
    ).not.toContain(secret);
    subscriber.close();
  });

  it("resource-route refusals are short German texts: a slug with a control character is 400, and ?_data= is 404 without an error logged", async () => {
    const cookie = await login(app, await freshUser());
    const control = await fetch(`${app.url}/live/a%00b/events`, { headers: { cookie } });
    expect(control.status).toBe(400);
    expect(control.headers.get("Content-Type")).toMatch(/^text\/plain/);
    const text = await control.text();
    expect(text).toContain("Diese Anfrage konnte nicht verarbeitet werden");
    expect(text).not.toContain("Unexpected Server Error");
    // The calendar download, another resource route, refuses the same way.
    const calendar = await fetch(`${app.url}/live/a%00b.ics`, { headers: { cookie } });
    expect(calendar.status).toBe(400);
    expect(await calendar.text()).toContain("Diese Anfrage konnte nicht verarbeitet werden");
    const stream = await liveNow("Alte Datenanfrage");
    const old = await fetch(`${app.url}/live/${stream.slug}/events?_data=root`, {
      headers: { cookie },
      signal: AbortSignal.timeout(5_000),
    });
    expect(old.status).toBe(404);
    expect(await old.text()).toContain("Diese Seite konnte nicht gefunden werden");
    const requestIds = [control, calendar, old].map((response) => response.headers.get("X-Request-Id"));
    expect(
      logEntries(app).filter(
        (entry) => entry.level === "error" && requestIds.includes(String(entry.requestId)),
      ),
    ).toEqual([]);
  });

  it("resource-route refusals of a method they have no answer for are 405 with a short German text, nothing logged as an error", async () => {
    const cookie = await login(app, await freshUser());
    const stream = await liveNow("Falsche Methode");
    const refused = await Promise.all(
      [
        ["PUT", `/live/${stream.slug}/events`],
        ["DELETE", `/live/${stream.slug}.ics`],
        ["PUT", "/calendar/kein-gueltiger-schluessel.ics"],
      ].map(([method, path]) =>
        fetch(app.url + path!, {
          method,
          headers: { cookie, Origin: app.url },
          body: method === "PUT" ? "x" : null,
        }),
      ),
    );
    for (const response of refused) {
      expect(response.status).toBe(405);
      expect(response.headers.get("Content-Type")).toMatch(/^text\/plain/);
      const text = await response.text();
      expect(text).toContain("Diese Anfrage konnte nicht verarbeitet werden");
      expect(text).not.toContain("Unexpected Server Error");
    }
    const requestIds = refused.map((response) => response.headers.get("X-Request-Id"));
    expect(requestIds.every(Boolean)).toBe(true);
    expect(
      logEntries(app).filter(
        (entry) => entry.level === "error" && requestIds.includes(String(entry.requestId)),
      ),
    ).toEqual([]);
  });

  it("every refused live action carries Retry-After: a fourth question, with JavaScript and without", async () => {
    const stream = await liveNow("Zu viele Fragen");
    const cookie = await login(app, await freshUser());
    const ask = (text: string, path = `/live/${stream.slug}`) =>
      postForm(app, path, { intent: "ask", livestreamId: stream.id, text }, { cookie });
    for (const n of [1, 2, 3]) expect((await ask(`Frage ${n}`)).status).toBe(303);
    const page = await ask("Frage 4");
    expect(page.status).toBe(429);
    expect(Number(page.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(await page.text()).toMatch(/Du hast gerade mehrere Fragen gestellt\. Bitte warte \d+ Sekunden?\./);
    // The page's script posts to the data URL.
    const script = await ask("Frage 5", `/live/${stream.slug}.data`);
    expect(script.status).toBe(429);
    expect(Number(script.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(await script.text()).toContain("Du hast gerade mehrere Fragen gestellt.");
  });

  it("requests to speak are limited per viewer: 429 with Retry-After and the German message", async () => {
    const stream = await liveNow("Zu viele Wortmeldungen");
    const cookie = await login(app, await freshUser());
    const post = (intent: string, path = `/live/${stream.slug}`) =>
      postForm(app, path, { intent, livestreamId: stream.id }, { cookie });
    for (const n of [1, 2, 3]) {
      expect((await post("interject")).status, `request ${n}`).toBe(303);
      expect((await post("withdraw")).status).toBe(303);
    }
    const page = await post("interject");
    expect(page.status).toBe(429);
    expect(Number(page.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(await page.text()).toMatch(
      /Du hast dich gerade mehrmals zu Wort gemeldet\. Bitte warte \d+ Minuten?\./,
    );
    const script = await post("interject", `/live/${stream.slug}.data`);
    expect(script.status).toBe(429);
    expect(Number(script.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(await script.text()).toContain("Du hast dich gerade mehrmals zu Wort gemeldet.");
  });
});

describe("/live/{slug}/events limits", () => {
  // Small limits, so a test can go beyond them; collected all the time (support/force-gc.mjs), so
  // a close noticed only while some object stays reachable is lost and shows as a place not given back.
  const app = appAroundTests(
    {
      LIVE_STREAMS_PER_SESSION: "3",
      LIVE_STREAMS_PER_USER: "4",
      LIVE_STREAMS_PER_ADDRESS: "5",
      LIVE_STREAMS_MAX: "8",
      TRUST_PROXY: "loopback",
      // The collector slows the app down: room for a busy machine.
      UPSTREAM_TIMEOUT_MS: "5000",
      METRICS_PORT: "0",
    },
    ["--expose-gc", "--import", "./tests/integration/support/force-gc.mjs"],
  );
  // A failed test leaves no stream open to take the next one's places.
  const streams: EventStream[] = [];
  afterEach(() => streams.splice(0).forEach((stream) => stream.close()));

  const from = (address: string) => ({ "X-Forwarded-For": address });
  async function loginFrom(address: string, email?: string) {
    const response = await postForm(
      app,
      "/?index&dialog=login",
      { intent: "login", email: email ?? (await freshUser()), password: DEMO_PASSWORD },
      from(address),
    );
    if (response.status !== 302) throw new Error(`login answered ${response.status}`);
    return cookieOf(response);
  }
  const refusal = (slug: string, cookie: string, address: string) =>
    fetch(`${app.url}/live/${slug}/events`, { headers: { cookie, ...from(address) } });
  /** A stream with its first state, as soon as the app has a place for it (closed ones are noticed a moment later). */
  async function opened(slug: string, cookie: string, address: string) {
    const deadline = Date.now() + 5_000;
    for (;;) {
      const stream = await events(app, slug, cookie, "", from(address));
      streams.push(stream);
      if (stream.status === 200) {
        await nextState(stream);
        return stream;
      }
      stream.close();
      if (Date.now() > deadline) throw new Error(`no place for a stream: ${stream.status}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  it("one session opening more streams than its tabs: 429 with Retry-After and a German message, the app serving on, places given back", async () => {
    const stream = await liveNow("Fenster");
    const address = "10.1.0.1";
    const cookie = await loginFrom(address);
    let tabs = await Promise.all(range(3).map(() => opened(stream.slug, cookie, address)));
    // A script opening dozens at once.
    const flood = await Promise.all(range(20).map(() => refusal(stream.slug, cookie, address)));
    expect(new Set(flood.map((response) => response.status))).toEqual(new Set([429]));
    expect(flood.every((response) => Number(response.headers.get("Retry-After")) > 0)).toBe(true);
    const texts = await Promise.all(flood.map((response) => response.text()));
    expect(texts[0]).toBe(
      "Du hast die Live-Sitzung schon in mehreren Fenstern geöffnet. Schließe eines davon – wir versuchen es gleich noch einmal.",
    );
    // The app is alive and serves the page.
    expect(app.child.exitCode).toBeNull();
    const page = await fetch(`${app.url}/live/${stream.slug}`, { headers: { cookie, ...from(address) } });
    expect(page.status).toBe(200);
    // Closed tabs give their places back, round after round: nothing stays behind.
    for (let round = 0; round < 2; round++) {
      for (const tab of tabs) tab.close();
      tabs = await Promise.all(range(3).map(() => opened(stream.slug, cookie, address)));
    }
    await upstream(ASK, { i: { livestream_id: stream.id, text: "An alle Fenster" } }, await staffToken());
    const received = await Promise.all(tabs.map(nextState));
    expect(received.map((state) => state.questions[0]?.text)).toEqual(Array(3).fill("An alle Fenster"));
    for (const tab of tabs) tab.close();
  }, 60_000);

  it("one address holds a limited number of streams, whatever the sessions; other addresses go on", async () => {
    const stream = await liveNow("Ein Netz");
    const [a, b] = [await loginFrom("10.2.0.1"), await loginFrom("10.2.0.1")];
    const open = [
      ...(await Promise.all(range(3).map(() => opened(stream.slug, a, "10.2.0.1")))),
      ...(await Promise.all(range(2).map(() => opened(stream.slug, b, "10.2.0.1")))),
    ];
    const refused = await refusal(stream.slug, b, "10.2.0.1");
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(await refused.text()).toContain(
      "Aus deinem Netzwerk sind gerade sehr viele Live-Verbindungen offen.",
    );
    const elsewhere = await opened(stream.slug, await loginFrom("10.2.0.2"), "10.2.0.2");
    for (const one of [...open, elsewhere]) one.close();
  }, 60_000);

  it("one user holds a limited number of streams across sessions and addresses: beyond, 429 with a German message", async () => {
    const stream = await liveNow("Ein Konto");
    const email = await freshUser();
    const sessions = await Promise.all(
      ["10.4.0.1", "10.4.0.2", "10.4.0.3"].map(async (address) => ({
        address,
        cookie: await loginFrom(address, email),
      })),
    );
    const open = await Promise.all(
      range(4).map((n) => opened(stream.slug, sessions[n % 2]!.cookie, sessions[n % 2]!.address)),
    );
    const third = sessions[2]!;
    const refused = await refusal(stream.slug, third.cookie, third.address);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(await refused.text()).toBe(
      "Du hast die Live-Sitzung auf deinen Geräten schon in vielen Fenstern geöffnet. Schließe eines davon – wir versuchen es gleich noch einmal.",
    );
    // Another user goes on; a closed stream gives the user's place back.
    const other = await opened(stream.slug, await loginFrom("10.4.0.4"), "10.4.0.4");
    open[0]!.close();
    const again = await opened(stream.slug, third.cookie, third.address);
    for (const one of [...open, other, again]) one.close();
  }, 60_000);

  it("an IPv6 client counts by its /64: its addresses share the address's limit; the next /64 goes on", async () => {
    const stream = await liveNow("Ein Netz IPv6");
    const inBlock = (n: number) => `2001:db8:4:6::${n.toString(16)}`;
    const viewers = await Promise.all(
      range(6).map(async (n) => ({ address: inBlock(n + 1), cookie: await loginFrom(inBlock(n + 1)) })),
    );
    const open = await Promise.all(
      viewers.slice(0, 5).map((one) => opened(stream.slug, one.cookie, one.address)),
    );
    const refused = await refusal(stream.slug, viewers[5]!.cookie, "2001:db8:4:6:ffff:ffff:ffff:fffe");
    expect(refused.status).toBe(429);
    expect(await refused.text()).toContain(
      "Aus deinem Netzwerk sind gerade sehr viele Live-Verbindungen offen.",
    );
    const next = await opened(stream.slug, await loginFrom("2001:db8:4:7::1"), "2001:db8:4:7::1");
    for (const one of [...open, next]) one.close();
  }, 60_000);

  it("the stream has no data address: events.data is refused at once with 404 and holds no place", async () => {
    const stream = await liveNow("Keine Daten");
    const address = "10.5.0.1";
    const cookie = await loginFrom(address);
    const asData = await Promise.all(
      range(4).map(() =>
        fetch(`${app.url}/live/${stream.slug}/events.data`, {
          headers: { cookie, ...from(address) },
          signal: AbortSignal.timeout(5_000),
        }),
      ),
    );
    expect(asData.map((response) => response.status)).toEqual([404, 404, 404, 404]);
    expect(asData[0]!.headers.get("Content-Type")).toMatch(/^text\/plain/);
    expect(await asData[0]!.text()).toContain("Diese Seite konnte nicht gefunden werden");
    // The session's places are all free: its three tabs open.
    const tabs = await Promise.all(range(3).map(() => opened(stream.slug, cookie, address)));
    for (const tab of tabs) tab.close();
  }, 60_000);

  it("the process holds a limited number of streams: beyond, 503 with Retry-After and a German message; closed ones leave nothing behind", async () => {
    const stream = await liveNow("Voll");
    const viewers = await Promise.all(
      ["10.3.0.1", "10.3.0.2", "10.3.0.3"].map(async (address) => ({
        address,
        cookie: await loginFrom(address),
      })),
    );
    const fill = () =>
      Promise.all(range(8).map((n) => opened(stream.slug, viewers[n % 3]!.cookie, viewers[n % 3]!.address)));
    let open = await fill();
    // The operator sees the process full (decision 031).
    expect(metricValue(await scrapeMetrics(app), "live_event_streams_open")).toBe(8);
    const late = await loginFrom("10.3.0.4");
    const full = await refusal(stream.slug, late, "10.3.0.4");
    expect(full.status).toBe(503);
    expect(Number(full.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(await full.text()).toBe(
      "Die Live-Sitzung ist gerade sehr gefragt. Wir versuchen es gleich noch einmal.",
    );
    for (const one of open) one.close();
    open = await fill();
    await upstream(ASK, { i: { livestream_id: stream.id, text: "Volles Haus" } }, await staffToken());
    const received = await Promise.all(open.map(nextState));
    expect(received.every((state) => state.questions[0]?.text === "Volles Haus")).toBe(true);
    for (const one of open) {
      expect(one.pending().filter((event) => event.event === "state")).toEqual([]);
      one.close();
    }
    // And every place given back (closes are noticed a moment later).
    const deadline = Date.now() + 5_000;
    let openNow = metricValue(await scrapeMetrics(app), "live_event_streams_open");
    while (openNow > 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      openNow = metricValue(await scrapeMetrics(app), "live_event_streams_open");
    }
    expect(openNow).toBe(0);
  }, 60_000);
});

describe("/live/{slug}/events when the upstream goes away", () => {
  let app: AppProcess;
  let line: Awaited<ReturnType<typeof redisSwitch>>;
  beforeAll(async () => {
    // A TCP switch between the app and the API: cut() drops every connection, the relay's too.
    const graphqlUrl = new URL(inject("graphqlUrl"));
    line = await redisSwitch(graphqlUrl.origin);
    const port = new URL(line.url).port;
    app = await startApp({ GRAPHQL_URL: `http://127.0.0.1:${port}${graphqlUrl.pathname}` });
  });
  afterAll(async () => {
    await app.stop();
    await line.close();
  });

  it("the relay reconnects and the viewer gets what changed meanwhile, once, on the same stream", async () => {
    const stream = await liveNow("Unterbrechung");
    const viewer = await events(app, stream.slug, await login(app, await freshUser()));
    const initial = await nextState(viewer);
    line.cut();
    const staff = await staffToken();
    await upstream(ASK, { i: { livestream_id: stream.id, text: "Während der Störung" } }, staff);
    await upstream(ASK, { i: { livestream_id: stream.id, text: "Auch während der Störung" } }, staff);
    line.restore();
    const caughtUp = await nextState(viewer);
    expect(caughtUp.version).toBe(initial.version + 2);
    expect(caughtUp.questions.map((q) => q.text)).toEqual([
      "Auch während der Störung",
      "Während der Störung",
    ]);
    await upstream(ASK, { i: { livestream_id: stream.id, text: "Danach" } }, staff);
    expect((await nextState(viewer)).version).toBe(initial.version + 3);
    expect(viewer.pending().filter((event) => event.event === "state")).toEqual([]);
    viewer.close();
  });
});

describe("two app instances on two API processes sharing one database through Redis", () => {
  let redis: Awaited<ReturnType<typeof startRedis>>;
  const apis: RunningApi[] = [];
  const apps: AppProcess[] = [];
  beforeAll(async () => {
    redis = await startRedis();
    const dataDir = mkdtempSync(path.join(tmpdir(), "cme-int-live-"));
    for (let i = 0; i < 2; i++) {
      apis.push(await startApi({ port: 0, dataDir, log: false, testSurface: true, redisUrl: redis.url }));
    }
    for (const one of apis) apps.push(await startApp({ GRAPHQL_URL: one.url, REDIS_URL: redis.url }));
  });
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.stop()));
    await Promise.all(apis.map((one) => one.close()));
    await redis.stop();
  });

  it("a question asked through instance B reaches a viewer of instance A", async () => {
    const surface = referenceApi(apis[0]!.url);
    const stream = await surface.createLivestream({
      title: "Zwei",
      starts_at: fromNow(-5),
      ends_at: fromNow(60),
    });
    const viewerEmail = (await surface.createUser({ like: "arzt@example.com" })).email;
    const askerEmail = (await surface.createUser({ like: "arzt@example.com" })).email;
    const viewer = await events(apps[0]!, stream.slug, await login(apps[0]!, viewerEmail));
    const initial = await nextState(viewer);
    const asked = await postForm(
      apps[1]!,
      `/live/${stream.slug}`,
      { intent: "ask", livestreamId: stream.id, text: "Über Instanz B" },
      { cookie: await login(apps[1]!, askerEmail) },
    );
    expect(asked.status).toBe(303);
    const state = await nextState(viewer);
    expect(state.version).toBe(initial.version + 1);
    expect(state.questions[0]?.text).toBe("Über Instanz B");
    viewer.close();
  });
});
