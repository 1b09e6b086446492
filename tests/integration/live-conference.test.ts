import { createHmac } from "node:crypto";
import { request as httpRequest, type IncomingMessage } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fromNow } from "../support/reference-api";
import { endsWithin, openEventStream, type EventStream } from "../support/sse";
import { postForm, startApp, type AppProcess, appAroundTests, signInAt } from "./app-process";
import { api, freshUser, upstream, upstreamToken } from "./helpers";
import { startRedis } from "./support/redis-server";

// The interjection's conference room through the app (decision 036): who may be in it, and the
// signals relayed between its members, on one instance and across two sharing Redis.

type Welcome = { user: string; peer: string; name: string; role: string; room: string };
type Person = { email: string; token: string };

const liveNow = (title: string) =>
  api.createLivestream({ title, starts_at: fromNow(-5), ends_at: fromNow(60) });

async function person(staff = false): Promise<Person> {
  const email = staff
    ? (await api.createUser({ like: "team@example.com", staff: true })).email
    : await freshUser();
  return { email, token: await upstreamToken(email) };
}

const login = signInAt;

/** Asks to speak (through the API, as the viewer) and has a moderator accept it. */
async function acceptSpeaker(streamId: string, speaker: Person, moderator: Person) {
  const asked = await upstream<{ data: { requestInterjection: { id: string } } }>(
    "mutation($l: ID!) { requestInterjection(livestream_id: $l) { id } }",
    { l: streamId },
    speaker.token,
  );
  await moderate(streamId, "ACCEPT", asked.data.requestInterjection.id, moderator);
  return asked.data.requestInterjection.id;
}
/** A livestream on air whose speaker a moderator accepted, both signed in to `app`. */
async function speakerOnStage(app: AppProcess, title: string) {
  const stream = await liveNow(title);
  const [speaker, moderator] = await Promise.all([person(), person(true)]);
  const interjection = await acceptSpeaker(stream.id, speaker, moderator);
  const [speakerCookie, moderatorCookie] = await Promise.all([
    login(app, speaker.email),
    login(app, moderator.email),
  ]);
  return { stream, speaker, moderator, interjection, speakerCookie, moderatorCookie };
}
const moderate = (streamId: string, action: string, target: string, moderator: Person) =>
  upstream(
    `mutation($l: ID!, $t: ID!) { moderateLiveSession(livestream_id: $l, action: ${action}, target_id: $t) { version } }`,
    { l: streamId, t: target },
    moderator.token,
  );

const room = (app: AppProcess, slug: string, cookie: string) =>
  openEventStream(`${app.url}/live/${slug}/conference`, { headers: { cookie } });

async function nextOf(stream: EventStream, type: string): Promise<Record<string, unknown>> {
  for (;;) {
    const event = await stream.next();
    if (event.event === type) return JSON.parse(event.data) as Record<string, unknown>;
  }
}

const signal = (
  app: AppProcess,
  slug: string,
  cookie: string,
  from: Pick<Welcome, "peer">,
  to: Pick<Welcome, "user" | "peer">,
  data = '{"type":"offer","sdp":"v=0"}',
) =>
  postForm(
    app,
    `/live/${slug}/conference`,
    { to_user: to.user, to_peer: to.peer, from_peer: from.peer, kind: "offer", data },
    { cookie },
  );

/** The conference's rate limit: 429, when to try again, and why in German. */
async function expectTooMany(answer: Response) {
  expect(answer.status).toBe(429);
  expect(Number(answer.headers.get("retry-after"))).toBeGreaterThan(0);
  expect(await answer.json()).toEqual({
    error: "Zu viele Nachrichten an die Videokonferenz. Bitte warte einen Moment.",
  });
}

/**
 * What a tab that asks to enter hears first: a full room (or a person's third tab) answers its
 * stream with one `full` event, since EventSource cannot read a refusal's body; null for a seat.
 */
async function entry(app: AppProcess, slug: string, cookie: string) {
  const tab = await room(app, slug, cookie);
  expect(tab.status).toBe(200);
  const first = await tab.next();
  if (first.event !== "full") {
    tab.close();
    return null;
  }
  expect(await endsWithin(tab)).toBe("ended");
  return JSON.parse(first.data) as unknown;
}

describe("/live/{slug}/conference: who is in the room", () => {
  const app = appAroundTests();

  it("the speaker and a moderator join and signal each other; a viewer not accepted is refused with 403 in German", async () => {
    const { stream, speakerCookie, moderatorCookie } = await speakerOnStage(app, "Konferenz");
    const viewer = await person();
    const viewerCookie = await login(app, viewer.email);
    const speakerRoom = await room(app, stream.slug, speakerCookie);
    const me = (await nextOf(speakerRoom, "welcome")) as Welcome;
    expect(me.role).toBe("SPEAKER");
    const consoleRoom = await room(app, stream.slug, moderatorCookie);
    const staff = (await nextOf(consoleRoom, "welcome")) as Welcome;
    expect(staff.role).toBe("MODERATOR");
    // The speaker hears who came, and gets the console's offer, with who sent it.
    expect(((await nextOf(speakerRoom, "join")).from as Welcome).peer).toBe(staff.peer);
    const sent = await signal(app, stream.slug, moderatorCookie, staff, me);
    expect(sent.status).toBe(202);
    const offer = await nextOf(speakerRoom, "signal");
    expect(offer).toMatchObject({ kind: "offer", data: '{"type":"offer","sdp":"v=0"}' });
    expect(offer.from).toMatchObject({ user: staff.user, peer: staff.peer, role: "MODERATOR" });

    const refused = await room(app, stream.slug, viewerCookie);
    expect(refused.status).toBe(403);
    const asViewer = await signal(app, stream.slug, viewerCookie, { peer: "fremd" }, me);
    expect(asViewer.status).toBe(403);
    expect(await asViewer.json()).toEqual({ error: "Du bist nicht (mehr) in dieser Videokonferenz." });
    // Nor may a member address someone outside the room.
    const viewerId = (await upstream<{ data: { me: { id: string } } }>("{ me { id } }", {}, viewer.token))
      .data.me.id;
    const toViewer = await signal(app, stream.slug, speakerCookie, me, { user: viewerId, peer: "x" });
    expect(toViewer.status).toBe(403);
    expect(await toViewer.json()).toEqual({ error: "Diese Person ist nicht in der Videokonferenz." });
    expect(speakerRoom.pending().filter((event) => event.event === "signal")).toEqual([]);
    speakerRoom.close();
    consoleRoom.close();
  });

  it("accepting the next speaker ends the previous one's room: their stream ends and their signals are refused", async () => {
    const {
      stream,
      moderator,
      speakerCookie: firstCookie,
      moderatorCookie,
    } = await speakerOnStage(app, "Nächster");
    const second = await person();
    const firstRoom = await room(app, stream.slug, firstCookie);
    const firstMe = (await nextOf(firstRoom, "welcome")) as Welcome;
    const consoleRoom = await room(app, stream.slug, moderatorCookie);
    const staff = (await nextOf(consoleRoom, "welcome")) as Welcome;
    expect((await signal(app, stream.slug, firstCookie, firstMe, staff)).status).toBe(202);

    await acceptSpeaker(stream.id, second, moderator);
    await nextOf(firstRoom, "ended");
    expect(await endsWithin(firstRoom)).toBe("ended");
    expect(await endsWithin(consoleRoom)).toBe("ended");
    const late = await signal(app, stream.slug, firstCookie, firstMe, staff);
    expect(late.status).toBe(403);
    expect(await late.json()).toEqual({ error: "Du bist nicht (mehr) in dieser Videokonferenz." });
    expect((await room(app, stream.slug, firstCookie)).status).toBe(403);
    // The new speaker's room: the console joins it afresh.
    const newRoom = await room(app, stream.slug, await login(app, second.email));
    expect(((await nextOf(newRoom, "welcome")) as Welcome).room).not.toBe(firstMe.room);
    newRoom.close();
  });

  it("FINISH ends the room for the speaker at once; so does the speaker's logout, and the livestream's end", async () => {
    const { stream, moderator, interjection, speakerCookie, moderatorCookie } = await speakerOnStage(
      app,
      "Ende",
    );
    const speakerRoom = await room(app, stream.slug, speakerCookie);
    const me = (await nextOf(speakerRoom, "welcome")) as Welcome;
    const consoleRoom = await room(app, stream.slug, moderatorCookie);
    const staff = (await nextOf(consoleRoom, "welcome")) as Welcome;
    await moderate(stream.id, "FINISH", interjection, moderator);
    await nextOf(speakerRoom, "ended");
    expect((await signal(app, stream.slug, speakerCookie, me, staff)).status).toBe(403);
    consoleRoom.close();

    // A new turn; the speaker signs out: the room's stream closes and the old cookie is refused.
    const again = await person();
    await acceptSpeaker(stream.id, again, moderator);
    const againCookie = await login(app, again.email);
    const againRoom = await room(app, stream.slug, againCookie);
    const againMe = (await nextOf(againRoom, "welcome")) as Welcome;
    const staffRoom = await room(app, stream.slug, moderatorCookie);
    const staffMe = (await nextOf(staffRoom, "welcome")) as Welcome;
    expect((await postForm(app, "/logout", {}, { cookie: againCookie })).status).toBe(302);
    expect(await endsWithin(againRoom)).toBe("ended");
    const afterLogout = await signal(app, stream.slug, againCookie, againMe, staffMe);
    expect(afterLogout.status).toBe(401);
    expect(await afterLogout.json()).toEqual({
      error: "Bitte melde dich an, um an der Videokonferenz teilzunehmen.",
    });

    // The livestream is over (the API's clock past its end): the console's signals are refused.
    await api.setClock({ at: fromNow(120) });
    try {
      const ended = await signal(app, stream.slug, moderatorCookie, staffMe, againMe);
      expect(ended.status).toBe(403);
      expect(await ended.json()).toEqual({ error: "Du bist nicht (mehr) in dieser Videokonferenz." });
    } finally {
      await api.setClock();
    }
    staffRoom.close();
  });

  it("refuses a signal that is not one: 400 in German for a wrong kind, 413 past the size limit", async () => {
    const stream = await liveNow("Ungültig");
    const [speaker, moderator] = await Promise.all([person(), person(true)]);
    await acceptSpeaker(stream.id, speaker, moderator);
    const cookie = await login(app, speaker.email);
    const wrong = await postForm(
      app,
      `/live/${stream.slug}/conference`,
      { to_user: "1", to_peer: "p", from_peer: "q", kind: "script", data: "{}" },
      { cookie },
    );
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toEqual({ error: "Diese Nachricht an die Videokonferenz ist ungültig." });
    const huge = await signal(
      app,
      stream.slug,
      cookie,
      { peer: "q" },
      { user: "1", peer: "p" },
      "x".repeat(70_000),
    );
    expect(huge.status).toBe(413);
    expect(await huge.json()).toEqual({ error: "too_large" });
  });
});

const userId = async (one: Person) =>
  (await upstream<{ data: { me: { id: string } } }>("{ me { id } }", {}, one.token)).data.me.id;

/** A room stream read only up to its welcome, then left unread (a stalled tab, a script). */
function stalledRoom(app: AppProcess, slug: string, cookie: string) {
  return new Promise<{ welcome: Welcome; response: IncomingMessage }>((resolve, reject) => {
    const request = httpRequest(`${app.url}/live/${slug}/conference`, {
      headers: { cookie, accept: "text/event-stream" },
    });
    request.on("error", reject);
    request.on("response", (response) => {
      let text = "";
      const onData = (chunk: Buffer) => {
        text += chunk.toString("utf8");
        const match = /event: welcome\ndata: (.*)\n\n/.exec(text);
        if (!match) return;
        response.off("data", onData);
        response.pause();
        resolve({ welcome: JSON.parse(match[1] ?? "{}") as Welcome, response });
      };
      response.on("data", onData);
    });
    request.end();
  });
}

describe("/live/{slug}/conference: what a member cannot forge or probe", () => {
  const app = appAroundTests();

  it("a member cannot send as another participant's tab: the sender's tab id must be the session user's own", async () => {
    const { stream, speakerCookie, moderatorCookie } = await speakerOnStage(app, "Fremder Absender");
    const otherCookie = await login(app, (await person(true)).email);
    const speakerRoom = await room(app, stream.slug, speakerCookie);
    const me = (await nextOf(speakerRoom, "welcome")) as Welcome;
    const consoleRoom = await room(app, stream.slug, moderatorCookie);
    const staff = (await nextOf(consoleRoom, "welcome")) as Welcome;
    const otherRoom = await room(app, stream.slug, otherCookie);
    await nextOf(otherRoom, "welcome");
    // The second staff member signs with the first one's tab id.
    const spoofed = await signal(app, stream.slug, otherCookie, staff, me);
    expect(spoofed.status).toBe(403);
    expect(await spoofed.json()).toEqual({ error: "Du bist nicht (mehr) in dieser Videokonferenz." });
    // The real one still gets through, and only it reaches the speaker.
    expect((await signal(app, stream.slug, moderatorCookie, staff, me)).status).toBe(202);
    const offer = await nextOf(speakerRoom, "signal");
    expect(offer.from).toMatchObject({ user: staff.user, peer: staff.peer });
    expect(speakerRoom.pending().filter((event) => event.event === "signal")).toEqual([]);
    for (const one of [speakerRoom, consoleRoom, otherRoom]) one.close();
  });

  it("addressing a staff member who is not in the room is refused exactly like any other id", async () => {
    const stream = await liveNow("Sonde");
    const [speaker, moderator, absentStaff, viewer] = await Promise.all([
      person(),
      person(true),
      person(true),
      person(),
    ]);
    await acceptSpeaker(stream.id, speaker, moderator);
    const speakerCookie = await login(app, speaker.email);
    const speakerRoom = await room(app, stream.slug, speakerCookie);
    const me = (await nextOf(speakerRoom, "welcome")) as Welcome;
    const answers = [];
    for (const user of [await userId(absentStaff), await userId(viewer), "999999"]) {
      const answer = await signal(app, stream.slug, speakerCookie, me, { user, peer: "p" });
      answers.push({ status: answer.status, body: await answer.json() });
    }
    expect(answers).toEqual(
      Array(3).fill({ status: 403, body: { error: "Diese Person ist nicht in der Videokonferenz." } }),
    );
    speakerRoom.close();
  });

  it("refused signals are counted too: the 301st in a minute is 429 with Retry-After in German", async () => {
    const stream = await liveNow("Flut");
    const [speaker, moderator, viewer] = await Promise.all([person(), person(true), person()]);
    await acceptSpeaker(stream.id, speaker, moderator);
    const viewerCookie = await login(app, viewer.email);
    const statuses: number[] = [];
    for (let batch = 0; batch < 10; batch++) {
      const answers = await Promise.all(
        Array.from({ length: 30 }, () =>
          signal(app, stream.slug, viewerCookie, { peer: "p" }, { user: "1", peer: "q" }),
        ),
      );
      statuses.push(...answers.map((answer) => answer.status));
    }
    expect(statuses).toEqual(Array(300).fill(403));
    const limited = await signal(app, stream.slug, viewerCookie, { peer: "p" }, { user: "1", peer: "q" });
    await expectTooMany(limited);
  });

  it("signals are counted per user too: a speaker's 301st signal in a minute is 429 from a third session", async () => {
    const stream = await liveNow("Viele Anmeldungen");
    const [speaker, moderator] = await Promise.all([person(), person(true)]);
    await acceptSpeaker(stream.id, speaker, moderator);
    const [first, second, third] = await Promise.all([
      login(app, speaker.email),
      login(app, speaker.email),
      login(app, speaker.email),
    ]);
    const speakerRoom = await room(app, stream.slug, first);
    const me = (await nextOf(speakerRoom, "welcome")) as Welcome;
    const statuses: number[] = [];
    for (const cookie of [first, second]) {
      for (let batch = 0; batch < 5; batch++) {
        const answers = await Promise.all(
          Array.from({ length: 30 }, () => signal(app, stream.slug, cookie, me, { user: "1", peer: "q" })),
        );
        statuses.push(...answers.map((answer) => answer.status));
      }
    }
    expect(statuses).toEqual(Array(300).fill(403));
    const limited = await signal(app, stream.slug, third, me, { user: "1", peer: "q" });
    await expectTooMany(limited);
    speakerRoom.close();
  });

  it("a staff member who starts simulating a user leaves the room: the open stream ends", async () => {
    const stream = await liveNow("Simulation");
    const [speaker, moderator] = await Promise.all([person(), person(true)]);
    await acceptSpeaker(stream.id, speaker, moderator);
    const moderatorCookie = await login(app, moderator.email);
    const consoleRoom = await room(app, stream.slug, moderatorCookie);
    await nextOf(consoleRoom, "welcome");
    const simulated = await postForm(
      app,
      "/simulate",
      { enabled: "true", redirectTo: `/live/${stream.slug}` },
      { cookie: moderatorCookie },
    );
    expect(simulated.status).toBe(302);
    expect(await endsWithin(consoleRoom)).toBe("ended");
    const cookie = simulated.headers
      .getSetCookie()
      .map((header) => header.split(";")[0])
      .join("; ");
    expect((await room(app, stream.slug, cookie)).status).toBe(403);
  });

  it("a room holds at most six tabs, its last seat the moderation's: the speaker cannot take it, the seventh is told in German that it is full", async () => {
    const stream = await liveNow("Voll");
    const [speaker, moderator, second, third, late] = await Promise.all([
      person(),
      person(true),
      person(true),
      person(true),
      person(true),
    ]);
    await acceptSpeaker(stream.id, speaker, moderator);
    const [speakerCookie, moderatorCookie, secondCookie, thirdCookie, lateCookie] = await Promise.all([
      login(app, speaker.email),
      login(app, moderator.email),
      login(app, second.email),
      login(app, third.email),
      login(app, late.email),
    ]);
    const tabs = [await room(app, stream.slug, speakerCookie)];
    for (const cookie of [moderatorCookie, moderatorCookie, secondCookie, secondCookie])
      tabs.push(await room(app, stream.slug, cookie));
    for (const tab of tabs) expect(tab.status).toBe(200);
    await Promise.all(tabs.map((tab) => nextOf(tab, "welcome")));
    const full = {
      reason: "full",
      error: "Die Videokonferenz ist voll: höchstens 6 Personen können gleichzeitig teilnehmen.",
    };
    // Five seated: the sixth is for staff only, so the speaker's second tab finds the room full.
    expect(await entry(app, stream.slug, speakerCookie)).toEqual(full);
    const sixth = await room(app, stream.slug, thirdCookie);
    expect(sixth.status).toBe(200);
    tabs.push(sixth);
    const leaving = (await nextOf(sixth, "welcome")) as Welcome;
    expect(await entry(app, stream.slug, lateCookie)).toEqual(full);
    // One leaves (the others hear it): there is a seat again.
    sixth.close();
    tabs.pop();
    const first = tabs[0] as EventStream;
    while (((await nextOf(first, "leave")).from as Welcome).peer !== leaving.peer);
    const deadline = Date.now() + 5_000;
    let again = await room(app, stream.slug, lateCookie);
    while ((await again.next()).event !== "welcome" && Date.now() < deadline)
      again = await room(app, stream.slug, lateCookie);
    expect(again.status).toBe(200);
    for (const tab of [...tabs, again]) tab.close();
  });

  it("one user holds at most two tabs of the room: the speaker's third is refused in German and staff still get in", async () => {
    const { stream, speakerCookie, moderatorCookie } = await speakerOnStage(app, "Sitzblockade");
    const tabs = [await room(app, stream.slug, speakerCookie), await room(app, stream.slug, speakerCookie)];
    for (const tab of tabs) expect(tab.status).toBe(200);
    const tabsAnswer = {
      reason: "tabs",
      error: "Du bist schon mit zwei Tabs in der Videokonferenz. Schließe einen, um hier teilzunehmen.",
    };
    for (let tab = 0; tab < 4; tab++)
      expect(await entry(app, stream.slug, speakerCookie)).toEqual(tabsAnswer);
    const consoleRoom = await room(app, stream.slug, moderatorCookie);
    expect(consoleRoom.status).toBe(200);
    expect(((await nextOf(consoleRoom, "welcome")) as Welcome).role).toBe("MODERATOR");
    for (const tab of [...tabs, consoleRoom]) tab.close();
  });

  it("entering the room is counted per user: the 21st entry in a minute is 429 with Retry-After in German, and the moderation heard 20 joins", async () => {
    const { stream, speaker, speakerCookie, moderatorCookie } = await speakerOnStage(app, "Drehtür");
    const consoleRoom = await room(app, stream.slug, moderatorCookie);
    await nextOf(consoleRoom, "welcome");
    for (let entry = 0; entry < 20; entry++) {
      const tab = await room(app, stream.slug, speakerCookie);
      expect(tab.status).toBe(200);
      const me = (await nextOf(tab, "welcome")) as Welcome;
      expect(((await nextOf(consoleRoom, "join")).from as Welcome).peer).toBe(me.peer);
      tab.close();
      expect(((await nextOf(consoleRoom, "leave")).from as Welcome).peer).toBe(me.peer);
    }
    const limited = await fetch(`${app.url}/live/${stream.slug}/conference`, {
      headers: { cookie: speakerCookie },
    });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await limited.json()).toEqual({
      error: "Zu viele Beitritte zur Videokonferenz. Bitte warte einen Moment.",
    });
    // Another session of the same user is no way around it.
    const elsewhere = await room(app, stream.slug, await login(app, speaker.email));
    expect(elsewhere.status).toBe(429);
    expect(consoleRoom.pending().filter((event) => event.event === "join")).toEqual([]);
    consoleRoom.close();
  });

  it("a tab that stops reading is dropped instead of buffered without bound", async () => {
    const { stream, speakerCookie, moderatorCookie } = await speakerOnStage(app, "Langsam");
    const stalled = await stalledRoom(app, stream.slug, speakerCookie);
    const consoleRoom = await room(app, stream.slug, moderatorCookie);
    const staff = (await nextOf(consoleRoom, "welcome")) as Welcome;
    const closed = new Promise<void>((resolve) => stalled.response.once("close", resolve));
    const big = JSON.stringify({ type: "offer", sdp: "x".repeat(60_000) });
    let sent = 0;
    let dropped = false;
    // 15 MB at most: more than the sockets between hold. Once the tab is dropped it is no longer
    // in the room, and the offers for it are refused.
    while (sent < 250 && !dropped) {
      const answers = await Promise.all(
        Array.from({ length: 10 }, () =>
          signal(app, stream.slug, moderatorCookie, staff, stalled.welcome, big),
        ),
      );
      sent += answers.filter((answer) => answer.status === 202).length;
      dropped = answers.some((answer) => answer.status === 403);
    }
    // Read on now: what arrives is cut short, and the stream is over.
    let received = 0;
    stalled.response.on("data", (chunk: Buffer) => {
      received += chunk.toString("utf8").split("event: signal").length - 1;
    });
    stalled.response.on("error", () => {});
    stalled.response.resume();
    let timer: NodeJS.Timeout | undefined;
    const outcome = await Promise.race([
      closed.then(() => "closed"),
      new Promise((resolve) => (timer = setTimeout(() => resolve("open"), 10_000))),
    ]);
    clearTimeout(timer);
    expect(outcome).toBe("closed");
    expect(dropped).toBe(true);
    expect(received).toBeLessThan(sent);
    consoleRoom.close();
  });
});

describe("/live/{slug}/conference with coturn's shared secret", () => {
  const secret = "turn-shared-secret-for-the-tests";
  const app = appAroundTests({
    WEBRTC_ICE_SERVERS: JSON.stringify([
      { urls: "stun:stun.example.org" },
      { urls: ["turn:turn.example.org:3478", "turns:turn.example.org:5349"] },
      { urls: "turn:static.example.org", username: "fest", credential: "geheim" },
    ]),
    WEBRTC_TURN_SECRET: secret,
    WEBRTC_TURN_TTL_SECONDS: "600",
  });

  it("each member gets short-lived TURN credentials of their own, in an answer no cache keeps", async () => {
    const stream = await liveNow("TURN");
    const [speaker, moderator] = await Promise.all([person(), person(true)]);
    await acceptSpeaker(stream.id, speaker, moderator);
    const speakerRoom = await room(app, stream.slug, await login(app, speaker.email));
    expect(speakerRoom.headers.get("cache-control")).toMatch(/^private, no-store/);
    const welcome = (await nextOf(speakerRoom, "welcome")) as Welcome & {
      iceServers: Array<{ urls: string | string[]; username?: string; credential?: string }>;
    };
    const [stun, turn, fixed] = welcome.iceServers;
    expect(stun).toEqual({ urls: "stun:stun.example.org" });
    expect(fixed).toEqual({ urls: "turn:static.example.org", username: "fest", credential: "geheim" });
    const [expiry, user] = (turn?.username ?? "").split(":");
    expect(user).toBe(await userId(speaker));
    const left = Number(expiry) - Date.now() / 1000;
    expect(left).toBeGreaterThan(540);
    expect(left).toBeLessThanOrEqual(601);
    // coturn's use-auth-secret: base64(HMAC-SHA1(secret, username)).
    expect(turn?.credential).toBe(
      createHmac("sha1", secret)
        .update(turn?.username ?? "")
        .digest("base64"),
    );
    speakerRoom.close();
  });
});

describe("/live/{slug}/conference: the call's events", () => {
  const app = appAroundTests();

  const track = (slug: string, cookie: string, form: Record<string, string>) =>
    postForm(app, `/live/${slug}/conference`, { intent: "track", ...form }, { cookie });

  it("the speaker's and the console's events are recorded for the moderation; a viewer who never spoke records nothing", async () => {
    const { stream, speaker, moderator, speakerCookie, moderatorCookie } = await speakerOnStage(
      app,
      "Ereignisse",
    );
    const viewerCookie = await login(app, (await person()).email);
    expect(
      (await track(stream.slug, speakerCookie, { livestream_id: stream.id, event: "JOINED" })).status,
    ).toBe(204);
    expect(
      (await track(stream.slug, speakerCookie, { livestream_id: stream.id, event: "MICROPHONE_MUTED" }))
        .status,
    ).toBe(204);
    expect(
      (await track(stream.slug, moderatorCookie, { livestream_id: stream.id, event: "REMOVED" })).status,
    ).toBe(204);
    const refused = await track(stream.slug, viewerCookie, { livestream_id: stream.id, event: "JOINED" });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ error: "Du bist nicht (mehr) in dieser Videokonferenz." });
    const unknown = await track(stream.slug, speakerCookie, { livestream_id: stream.id, event: "HACKED" });
    expect(unknown.status).toBe(400);

    const ids = await Promise.all(
      [speaker, moderator].map(
        async (one) =>
          (await upstream<{ data: { me: { id: string } } }>("{ me { id } }", {}, one.token)).data.me.id,
      ),
    );
    const recorded = await upstream<{
      data: { liveConferenceEvents: Array<{ event: string; user_id: string }> };
    }>(
      "query($l: ID!) { liveConferenceEvents(livestream_id: $l) { event user_id } }",
      { l: stream.id },
      moderator.token,
    );
    expect(recorded.data.liveConferenceEvents).toEqual([
      { event: "REMOVED", user_id: ids[1] },
      { event: "MICROPHONE_MUTED", user_id: ids[0] },
      { event: "JOINED", user_id: ids[0] },
    ]);
  });

  it("a script's refused events are counted before the API is asked: the 61st in a minute is 429", async () => {
    const stream = await liveNow("Ereignisflut");
    const viewerCookie = await login(app, (await person()).email);
    const statuses: number[] = [];
    for (let batch = 0; batch < 6; batch++) {
      const answers = await Promise.all(
        Array.from({ length: 10 }, () =>
          track(stream.slug, viewerCookie, { livestream_id: stream.id, event: "JOINED" }),
        ),
      );
      statuses.push(...answers.map((answer) => answer.status));
    }
    expect(statuses).toEqual(Array(60).fill(403));
    const limited = await track(stream.slug, viewerCookie, { livestream_id: stream.id, event: "JOINED" });
    await expectTooMany(limited);
  });
});

describe("/live/{slug}/conference across two app instances sharing Redis", () => {
  let redis: Awaited<ReturnType<typeof startRedis>>;
  const apps: AppProcess[] = [];
  beforeAll(async () => {
    redis = await startRedis();
    apps.push(
      ...(await Promise.all([startApp({ REDIS_URL: redis.url }), startApp({ REDIS_URL: redis.url })])),
    );
  });
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.stop()));
    await redis.stop();
  });

  it("a signal posted to instance B reaches the speaker's room stream on instance A, and the answer comes back", async () => {
    const [a, b] = apps as [AppProcess, AppProcess];
    const stream = await liveNow("Zwei Instanzen");
    const [speaker, moderator] = await Promise.all([person(), person(true)]);
    await acceptSpeaker(stream.id, speaker, moderator);
    const speakerRoom = await room(a, stream.slug, await login(a, speaker.email));
    const me = (await nextOf(speakerRoom, "welcome")) as Welcome;
    const moderatorCookie = await login(b, moderator.email);
    const consoleRoom = await room(b, stream.slug, moderatorCookie);
    const staff = (await nextOf(consoleRoom, "welcome")) as Welcome;
    // The join on B is heard on A.
    expect(((await nextOf(speakerRoom, "join")).from as Welcome).peer).toBe(staff.peer);
    expect((await signal(b, stream.slug, moderatorCookie, staff, me)).status).toBe(202);
    expect((await nextOf(speakerRoom, "signal")).from).toMatchObject({ peer: staff.peer });
    // The answer, posted to B with the speaker's session (a session is valid on both).
    const speakerOnB = await login(b, speaker.email);
    expect((await signal(b, stream.slug, speakerOnB, me, staff, '{"type":"answer"}')).status).toBe(202);
    expect((await nextOf(consoleRoom, "signal")).data).toBe('{"type":"answer"}');
    speakerRoom.close();
    consoleRoom.close();
  });

  it("the seats are counted across instances: two tabs per user, the last seat the moderation's", async () => {
    const [a, b] = apps as [AppProcess, AppProcess];
    const stream = await liveNow("Plätze zweier Instanzen");
    const [speaker, first, second, third] = await Promise.all([
      person(),
      person(true),
      person(true),
      person(true),
    ]);
    await acceptSpeaker(stream.id, speaker, first);
    const [firstOnA, secondOnB, speakerOnA, speakerOnB, firstOnB, thirdOnB] = await Promise.all([
      login(a, first.email),
      login(b, second.email),
      login(a, speaker.email),
      login(b, speaker.email),
      login(b, first.email),
      login(b, third.email),
    ]);
    const tabs = [
      await room(a, stream.slug, firstOnA),
      await room(a, stream.slug, firstOnA),
      await room(b, stream.slug, secondOnB),
      await room(b, stream.slug, secondOnB),
      await room(a, stream.slug, speakerOnA),
    ];
    for (const tab of tabs) expect(tab.status).toBe(200);
    expect(await entry(b, stream.slug, speakerOnB)).toEqual({
      reason: "full",
      error: "Die Videokonferenz ist voll: höchstens 6 Personen können gleichzeitig teilnehmen.",
    });
    expect(await entry(b, stream.slug, firstOnB)).toEqual({
      reason: "tabs",
      error: "Du bist schon mit zwei Tabs in der Videokonferenz. Schließe einen, um hier teilzunehmen.",
    });
    const last = await room(b, stream.slug, thirdOnB);
    expect(last.status).toBe(200);
    for (const tab of [...tabs, last]) tab.close();
  });
});
