import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fromNow } from "../../tests/support/reference-api.ts";
import { startRedis } from "../../tests/integration/support/redis-server.ts";
import { subscribeGraphQL } from "../../tests/support/sse.ts";
import { startApi } from "../app.ts";
import { startTestApi, type TestApi } from "./helpers.ts";

// The live session: questions, interjections, polls, moderation and the subscription.

let t: TestApi;
beforeAll(async () => {
  t = await startTestApi();
});
afterAll(() => t.close());

const STATE = `version view
  questions { id text status asked_by anonymous hidden }
  active_question { id }
  interjections { id status user_name }
  active_interjection { id user_name }
  poll { id question status total_votes options { index label votes } }`;
const SESSION = `query($slug: String!, $view: LiveSessionView) { liveSession(livestream_slug: $slug, view: $view) {
  state { ${STATE} } my_question_ids my_interjection { id status } my_poll_vote can_moderate
  conference { session_name user_name token } } }`;
const ASK = `mutation($i: AskQuestionInput!) { askQuestion(input: $i) { id text status } }`;
const MODERATE = `mutation($l: ID!, $a: ModerationAction!, $t: ID!) {
  moderateLiveSession(livestream_id: $l, action: $a, target_id: $t) { ${STATE} } }`;
const OPEN_POLL = `mutation($i: OpenPollInput!) { openPoll(input: $i) { id status } }`;
const VOTE = `mutation($p: ID!, $o: Int!) { votePoll(poll_id: $p, option: $o) { id total_votes options { votes } } }`;
const SUBSCRIBE = `subscription($slug: String!, $after: Int, $view: LiveSessionView) {
  liveSession(livestream_slug: $slug, after_version: $after, view: $view) { ${STATE} } }`;

type State = {
  version: number;
  questions: Array<{ id: string; text: string; status: string; asked_by: string | null; hidden: boolean }>;
  active_question: { id: string } | null;
  interjections: Array<{ id: string; status: string; user_name: string | null }>;
  active_interjection: { id: string; user_name: string | null } | null;
  poll: { id: string; status: string; total_votes: number; options: Array<{ votes: number | null }> } | null;
};
type Session = {
  state: State;
  my_question_ids: string[];
  my_interjection: { id: string; status: string } | null;
  my_poll_vote: number | null;
  can_moderate: boolean;
  conference: { session_name: string; user_name: string; token: string } | null;
};

const liveNow = (title: string) =>
  t.surface.createLivestream({ title, starts_at: fromNow(-5), ends_at: fromNow(60) });
const viewer = async (like = "arzt@example.com") => {
  const user = await t.surface.createUser({ like });
  return t.login(user.email);
};
const moderator = async () =>
  t.login((await t.surface.createUser({ like: "team@example.com", staff: true })).email);
const session = async (slug: string, token: string, view = "AUDIENCE") =>
  (await t.gql<{ liveSession: Session | null }>(SESSION, { variables: { slug, view }, token })).data
    ?.liveSession;

describe("live session", () => {
  it("questions: asked, anonymous to other viewers, activated and answered by a moderator", async () => {
    const live = await liveNow("Q&A");
    const [asker, other, staff] = await Promise.all([viewer(), viewer(), moderator()]);
    const asked = await t.gql<{ askQuestion: { id: string; status: string } }>(ASK, {
      variables: {
        i: { livestream_id: live.id, text: "  Welche Dosis bei Niereninsuffizienz?  ", anonymous: true },
      },
      token: asker,
    });
    const id = asked.data!.askQuestion.id;
    expect(asked.data!.askQuestion.status).toBe("NEW");

    const seen = await session(live.slug, other);
    expect(seen?.state.questions).toEqual([
      expect.objectContaining({ id, text: "Welche Dosis bei Niereninsuffizienz?", asked_by: null }),
    ]);
    expect(seen?.my_question_ids).toEqual([]);
    expect(seen?.can_moderate).toBe(false);
    expect((await session(live.slug, asker))?.my_question_ids).toEqual([id]);
    // Moderators see who asked.
    const console = await session(live.slug, staff, "MODERATION");
    expect(console?.state.questions[0]?.asked_by).toMatch(/^Dr\. \S+ \S+$/);
    expect(console?.can_moderate).toBe(true);

    const activated = await t.gql<{ moderateLiveSession: State }>(MODERATE, {
      variables: { l: live.id, a: "ACTIVATE", t: id },
      token: staff,
    });
    expect(activated.data?.moderateLiveSession.active_question).toEqual({ id });
    const answered = await t.gql<{ moderateLiveSession: State }>(MODERATE, {
      variables: { l: live.id, a: "ANSWER", t: id },
      token: staff,
    });
    expect(answered.data?.moderateLiveSession.active_question).toBeNull();
    expect((await session(live.slug, other))?.state.questions[0]?.status).toBe("ANSWERED");
    expect((await session(live.slug, other))?.state.version).toBe(3);
  });

  it("a viewer cannot moderate or read the moderation view; hidden questions leave the audience view", async () => {
    const live = await liveNow("Moderation");
    const [asker, staff] = await Promise.all([viewer(), moderator()]);
    const asked = await t.gql<{ askQuestion: { id: string } }>(ASK, {
      variables: { i: { livestream_id: live.id, text: "Werbung!!!" } },
      token: asker,
    });
    const id = asked.data!.askQuestion.id;
    const refused = await t.gql(MODERATE, { variables: { l: live.id, a: "HIDE", t: id }, token: asker });
    expect(refused.errors?.[0]?.extensions?.validation).toEqual({ role: ["This action is unauthorized."] });
    const peek = await t.gql(SESSION, { variables: { slug: live.slug, view: "MODERATION" }, token: asker });
    expect(peek.errors?.[0]?.extensions?.category).toBe("validation");
    const poll = await t.gql(OPEN_POLL, {
      variables: { i: { livestream_id: live.id, question: "?", options: ["a", "b"] } },
      token: asker,
    });
    expect(poll.errors?.[0]?.extensions?.validation).toEqual({ role: ["This action is unauthorized."] });

    await t.gql(MODERATE, { variables: { l: live.id, a: "HIDE", t: id }, token: staff });
    expect((await session(live.slug, asker))?.state.questions).toEqual([]);
    expect((await session(live.slug, staff, "MODERATION"))?.state.questions[0]?.hidden).toBe(true);
  });

  it("limits questions to 3 a minute per viewer, and refuses empty and overlong ones", async () => {
    const live = await liveNow("Limit");
    const asker = await viewer();
    const ask = (text: string) =>
      t.gql(ASK, { variables: { i: { livestream_id: live.id, text } }, token: asker });
    expect((await ask(" ")).errors?.[0]?.extensions?.validation).toEqual({
      "input.text": ["The input.text field is required."],
    });
    expect((await ask("x".repeat(501))).errors?.[0]?.extensions?.validation).toEqual({
      "input.text": ["The input.text field must not be greater than 500 characters."],
    });
    for (const n of [1, 2, 3]) expect((await ask(`Frage ${n}`)).errors).toBeUndefined();
    const fourth = await ask("Frage 4");
    expect(fourth.errors?.[0]?.extensions).toMatchObject({ category: "rate_limited" });
    expect(fourth.errors?.[0]?.extensions?.retryAfter).toBeGreaterThan(0);
  });

  it("polls: one vote per viewer, results hidden from the audience until closed", async () => {
    const live = await liveNow("Poll");
    const [a, b, staff] = await Promise.all([viewer(), viewer(), moderator()]);
    const opened = await t.gql<{ openPoll: { id: string } }>(OPEN_POLL, {
      variables: {
        i: { livestream_id: live.id, question: "Therapie der Wahl?", options: ["ACE-Hemmer", "Sartan", " "] },
      },
      token: staff,
    });
    const pollId = opened.data!.openPoll.id;
    expect((await t.gql(VOTE, { variables: { p: pollId, o: 1 }, token: a })).errors).toBeUndefined();
    const again = await t.gql(VOTE, { variables: { p: pollId, o: 0 }, token: a });
    expect(again.errors?.[0]?.extensions?.validation).toEqual({
      option: ["The option has already been taken."],
    });
    expect(
      (await t.gql(VOTE, { variables: { p: pollId, o: 2 }, token: b })).errors?.[0]?.extensions?.validation,
    ).toEqual({
      option: ["The selected option is invalid."],
    });
    await t.gql(VOTE, { variables: { p: pollId, o: 1 }, token: b });
    const open = await session(live.slug, a);
    expect(open?.my_poll_vote).toBe(1);
    expect(open?.state.poll).toMatchObject({
      status: "OPEN",
      total_votes: 2,
      options: [{ votes: null }, { votes: null }],
    });

    await t.gql("mutation($p: ID!) { closePoll(poll_id: $p) { id } }", {
      variables: { p: pollId },
      token: staff,
    });
    expect((await session(live.slug, b))?.state.poll).toMatchObject({
      status: "CLOSED",
      options: [{ votes: 0 }, { votes: 2 }],
    });
    const late = await t.gql(VOTE, { variables: { p: pollId, o: 0 }, token: staff });
    expect(late.errors?.[0]?.extensions?.validation).toEqual({
      poll_id: ["The selected poll id is invalid."],
    });
  });

  it("interjections: requested once, accepted one at a time with a conference token, declined, withdrawn", async () => {
    const live = await liveNow("Wortmeldung");
    const [a, b, staff] = await Promise.all([viewer(), viewer(), moderator()]);
    const REQUEST = "mutation($l: ID!) { requestInterjection(livestream_id: $l) { id status } }";
    const first = (
      await t.gql<{ requestInterjection: { id: string } }>(REQUEST, { variables: { l: live.id }, token: a })
    ).data!.requestInterjection.id;
    const twice = await t.gql<{ requestInterjection: { id: string } }>(REQUEST, {
      variables: { l: live.id },
      token: a,
    });
    expect(twice.data?.requestInterjection.id).toBe(first);
    const second = (
      await t.gql<{ requestInterjection: { id: string } }>(REQUEST, { variables: { l: live.id }, token: b })
    ).data!.requestInterjection.id;
    // Waiting requests are the moderators' business: the audience sees what they decide.
    expect((await session(live.slug, b))?.state.interjections).toEqual([]);
    expect((await session(live.slug, staff, "MODERATION"))?.state.interjections.map((i) => i.status)).toEqual(
      ["REQUESTED", "REQUESTED"],
    );

    await t.gql(MODERATE, { variables: { l: live.id, a: "ACCEPT", t: first }, token: staff });
    expect((await session(live.slug, b))?.state.interjections.map((i) => i.id)).toEqual([first]);
    const speaker = await session(live.slug, a);
    expect(speaker?.my_interjection?.status).toBe("ACCEPTED");
    expect(speaker?.conference).toMatchObject({ session_name: `live-${live.slug}` });
    expect(speaker?.conference?.token).toMatch(/^[\w-]+\.[\w-]+$/);
    expect((await session(live.slug, b))?.state.active_interjection?.user_name).toBe(
      speaker?.conference?.user_name,
    );
    expect((await session(live.slug, b))?.conference).toBeNull();

    // Accepting the next one ends the first.
    await t.gql(MODERATE, { variables: { l: live.id, a: "ACCEPT", t: second }, token: staff });
    expect((await session(live.slug, a))?.my_interjection?.status).toBe("FINISHED");
    await t.gql("mutation($l: ID!) { withdrawInterjection(livestream_id: $l) { status } }", {
      variables: { l: live.id },
      token: b,
    });
    const after = await session(live.slug, b);
    expect(after?.my_interjection?.status).toBe("FINISHED");
    expect(after?.state.active_interjection).toBeNull();
    const declineDone = await t.gql(MODERATE, {
      variables: { l: live.id, a: "DECLINE", t: second },
      token: staff,
    });
    expect(declineDone.errors?.[0]?.extensions?.validation).toEqual({
      target_id: ["The selected target id is invalid."],
    });
  });

  it("limits requests to speak to 3 in ten minutes per viewer; closed ones never push an open one out of the console", async () => {
    // Ends long after the clock's moves below.
    const live = await t.surface.createLivestream({
      title: "Wortmeldungen",
      starts_at: fromNow(-5),
      ends_at: fromNow(24 * 60),
    });
    const [doctor, staff, ...spammers] = await Promise.all([
      viewer(),
      moderator(),
      viewer(),
      viewer(),
      viewer(),
    ]);
    const REQUEST = "mutation($l: ID!) { requestInterjection(livestream_id: $l) { id status } }";
    const WITHDRAW = "mutation($l: ID!) { withdrawInterjection(livestream_id: $l) { status } }";
    const request = (token: string) =>
      t.gql<{ requestInterjection: { id: string } }>(REQUEST, { variables: { l: live.id }, token });
    const withdraw = (token: string) => t.gql(WITHDRAW, { variables: { l: live.id }, token });
    const waiting = (await request(doctor)).data!.requestInterjection.id;
    try {
      // 3 viewers, 3 requests each per ten minutes, 12 times: 108 withdrawn after the open one.
      for (let round = 0; round < 12; round++) {
        await Promise.all(
          spammers.map(async (spammer) => {
            for (let n = 0; n < 3; n++) {
              expect((await request(spammer)).errors).toBeUndefined();
              await withdraw(spammer);
            }
          }),
        );
        if (round === 0) {
          const fourth = await request(spammers[0]!);
          expect(fourth.errors?.[0]?.extensions).toMatchObject({ category: "rate_limited" });
          expect(fourth.errors?.[0]?.extensions?.retryAfter).toBeGreaterThan(0);
          expect(fourth.errors?.[0]?.extensions?.retryAfter).toBeLessThanOrEqual(600);
        }
        await t.surface.setClock({ advanceSeconds: 600 });
      }
    } finally {
      await t.surface.setClock();
    }
    const console = (await session(live.slug, staff, "MODERATION"))!.state.interjections;
    expect(console.filter((i) => i.status === "REQUESTED").map((i) => i.id)).toEqual([waiting]);
    expect(console.filter((i) => i.status === "WITHDRAWN")).toHaveLength(100);
    expect((await session(live.slug, doctor))?.state.interjections).toEqual([]);
  }, 30_000);

  it("only while LIVE: no session before the start, no questions after the end", async () => {
    const later = await t.surface.createLivestream({
      title: "Später",
      starts_at: fromNow(60),
      ends_at: fromNow(120),
    });
    const token = await viewer();
    expect(await session(later.slug, token)).toBeNull();
    const asked = await t.gql(ASK, { variables: { i: { livestream_id: later.id, text: "Hallo?" } }, token });
    expect(asked.errors?.[0]?.extensions?.validation).toEqual({
      "input.livestream_id": ["The selected input.livestream id is invalid."],
    });
    const anonymous = await t.gql(SESSION, { variables: { slug: later.slug } });
    expect(anonymous.errors?.[0]?.message).toBe("Unauthenticated.");
  });
});

describe("liveSession subscription", () => {
  /** Every state of the session from its first, as the audience or the moderators see it. */
  const fromTheStart = (slug: string, token: string, view?: "MODERATION") =>
    subscribeGraphQL(t.api.url, SUBSCRIBE, { slug, after: 0, ...(view && { view }) }, token);

  it("sends the state now, then every change in order; resumes after a version without repeating it", async () => {
    const live = await liveNow("Subscription");
    const [asker, staff] = await Promise.all([viewer(), moderator()]);
    const ask = (text: string) =>
      t.gql<{ askQuestion: { id: string } }>(ASK, {
        variables: { i: { livestream_id: live.id, text } },
        token: asker,
      });
    await ask("Vorher");
    const stream = await fromTheStart(live.slug, asker);
    const read = async () => {
      const event = await stream.next();
      expect(event.event).toBe("next");
      return (JSON.parse(event.data) as { data: { liveSession: State } }).data.liveSession;
    };
    expect((await read()).version).toBe(1);
    const id = (await ask("Danach")).data!.askQuestion.id;
    const second = await read();
    expect(second.version).toBe(2);
    expect(second.questions.map((q) => q.text)).toEqual(["Danach", "Vorher"]);
    await t.gql(MODERATE, { variables: { l: live.id, a: "ANSWER", t: id }, token: staff });
    const third = await read();
    expect(third.version).toBe(3);
    expect(third.questions[0]?.status).toBe("ANSWERED");
    stream.close();

    // Resume: nothing when up to date; the newest state when behind.
    const upToDate = await subscribeGraphQL(t.api.url, SUBSCRIBE, { slug: live.slug, after: 3 }, asker);
    await ask("Neu");
    const resumed = JSON.parse((await upToDate.next()).data) as { data: { liveSession: State } };
    expect(resumed.data.liveSession.version).toBe(4);
    upToDate.close();
    const behind = await subscribeGraphQL(t.api.url, SUBSCRIBE, { slug: live.slug, after: 2 }, asker);
    expect(
      (JSON.parse((await behind.next()).data) as { data: { liveSession: State } }).data.liveSession.version,
    ).toBe(4);
    behind.close();
  });

  it("a request to speak and its withdrawal reach the moderators' view only, not every viewer", async () => {
    const live = await liveNow("Nur Moderation");
    const [asker, staff] = await Promise.all([viewer(), moderator()]);
    const audience = await fromTheStart(live.slug, asker);
    const moderation = await fromTheStart(live.slug, staff, "MODERATION");
    const read = async (stream: typeof audience) =>
      (JSON.parse((await stream.next()).data) as { data: { liveSession: State } }).data.liveSession;
    await t.gql(ASK, { variables: { i: { livestream_id: live.id, text: "Erste" } }, token: asker });
    expect((await read(audience)).version).toBe(1);
    expect((await read(moderation)).version).toBe(1);
    await t.gql("mutation($l: ID!) { requestInterjection(livestream_id: $l) { id } }", {
      variables: { l: live.id },
      token: asker,
    });
    await t.gql("mutation($l: ID!) { withdrawInterjection(livestream_id: $l) { status } }", {
      variables: { l: live.id },
      token: asker,
    });
    await t.gql(ASK, { variables: { i: { livestream_id: live.id, text: "Zweite" } }, token: asker });
    expect((await read(moderation)).interjections.map((i) => i.status)).toEqual(["REQUESTED"]);
    expect((await read(moderation)).interjections.map((i) => i.status)).toEqual(["WITHDRAWN"]);
    expect((await read(moderation)).version).toBe(4);
    // The audience's next state is the next question: the request and withdrawal were not sent.
    const next = await read(audience);
    expect(next.version).toBe(4);
    expect(next.questions.map((q) => q.text)).toEqual(["Zweite", "Erste"]);
    audience.close();
    moderation.close();
  });

  it("ends a subscription whose token was revoked, and the moderation view of a session now simulating a user, at the next state", async () => {
    const live = await liveNow("Widerrufen");
    const [leaving, staff, asker] = await Promise.all([viewer(), moderator(), viewer()]);
    const audience = await fromTheStart(live.slug, leaving);
    const moderation = await fromTheStart(live.slug, staff, "MODERATION");
    const ask = (text: string) =>
      t.gql(ASK, { variables: { i: { livestream_id: live.id, text, anonymous: true } }, token: asker });
    await ask("Vorher");
    for (const stream of [audience, moderation]) expect((await stream.next()).event).toBe("next");
    // Signed out (any revocation: a new password, an operator), and the console's session now
    // simulates a user: neither may see the next state.
    expect((await t.gql("mutation { logout { id } }", { token: leaving })).errors).toBeUndefined();
    const simulating = await t.gql("mutation { updateMe(input: { is_simulating_user: true }) { id } }", {
      token: staff,
    });
    expect(simulating.errors).toBeUndefined();
    await ask("Danach");
    const refusedAudience = await audience.next();
    expect(refusedAudience.data).toContain("Unauthenticated.");
    expect(refusedAudience.data).not.toContain("Danach");
    const refusedModeration = await moderation.next();
    expect(refusedModeration.data).toContain("This action is unauthorized.");
    expect(refusedModeration.data).not.toContain("Danach");
    await Promise.all([audience.ended, moderation.ended]);
    expect([...audience.pending(), ...moderation.pending()].map((event) => event.data).join()).not.toContain(
      "Danach",
    );
  });

  it("refuses anonymous subscribers and the moderation view for viewers", async () => {
    const live = await liveNow("Refusals");
    const anonymous = await subscribeGraphQL(t.api.url, SUBSCRIBE, { slug: live.slug });
    const event = await anonymous.next();
    expect(event.data).toContain("Unauthenticated.");
    anonymous.close();
    const peek = await subscribeGraphQL(
      t.api.url,
      SUBSCRIBE,
      { slug: live.slug, view: "MODERATION" },
      await viewer(),
    );
    expect((await peek.next()).data).toContain("This action is unauthorized.");
    peek.close();
  });
});

describe("trackConferenceEvent", () => {
  const TRACK = `mutation($l: ID!, $e: ZoomSessionTrackingEvent!) { trackConferenceEvent(livestream_id: $l, event: $e) }`;
  const track = (livestreamId: string, event: string, token: string) =>
    t.gql<{ trackConferenceEvent: boolean }>(TRACK, { variables: { l: livestreamId, e: event }, token });

  it("refuses staff in a livestream where no room was ever open, and an event outside the enum", async () => {
    const live = await liveNow("Kein Raum");
    const staff = await moderator();
    const forged = await track(live.id, "JOINED", staff);
    expect(forged.errors?.[0]?.extensions).toMatchObject({ category: "validation", code: "INVALID" });
    expect((await track(live.id, "HACKED", staff)).errors?.length).toBeGreaterThan(0);
  });

  it("records at most 300 events of one user in a livestream, however slowly they come", async () => {
    const live = await liveNow("Flut");
    const [speaker, staff] = await Promise.all([viewer(), moderator()]);
    const asked = await t.gql<{ requestInterjection: { id: string } }>(
      "mutation($l: ID!) { requestInterjection(livestream_id: $l) { id } }",
      { variables: { l: live.id }, token: speaker },
    );
    await t.gql(MODERATE, {
      variables: { l: live.id, a: "ACCEPT", t: asked.data?.requestInterjection.id },
      token: staff,
    });
    try {
      for (let minute = 0; minute < 5; minute++) {
        const answers = await Promise.all(
          Array.from({ length: 60 }, () => track(live.id, "MICROPHONE_MUTED", speaker)),
        );
        expect(answers.map((answer) => answer.data?.trackConferenceEvent)).toEqual(Array(60).fill(true));
        await t.surface.setClock({ advanceSeconds: 61 });
      }
      expect((await track(live.id, "MICROPHONE_UNMUTED", speaker)).data?.trackConferenceEvent).toBe(false);
    } finally {
      await t.surface.setClock();
    }
    const recorded = await t.gql<{ liveConferenceEvents: Array<{ event: string }> }>(
      "query($l: ID!) { liveConferenceEvents(livestream_id: $l) { event } }",
      { variables: { l: live.id }, token: staff },
    );
    expect(recorded.data?.liveConferenceEvents.map((one) => one.event)).not.toContain("MICROPHONE_UNMUTED");
  });
});

describe("live session over Redis", () => {
  it("a change made through one API process reaches a subscriber of another", async () => {
    const redis = await startRedis();
    const redisUrl = redis.url;
    const a = await startApi({ port: 0, dataDir: t.dataDir, log: false, testSurface: true, redisUrl });
    const b = await startApi({ port: 0, dataDir: t.dataDir, log: false, testSurface: true, redisUrl });
    try {
      const live = await liveNow("Zwei Prozesse");
      const asker = await viewer();
      const stream = await subscribeGraphQL(a.url, SUBSCRIBE, { slug: live.slug, after: 0 }, asker);
      // The first event is pushed only on a change (version 0 is not newer than after 0).
      const asked = await fetch(b.url, {
        method: "POST",
        headers: { "content-type": "application/json", authorization: `Bearer ${asker}` },
        body: JSON.stringify({ query: ASK, variables: { i: { livestream_id: live.id, text: "Über B" } } }),
      });
      expect(asked.status).toBe(200);
      const state = (JSON.parse((await stream.next()).data) as { data: { liveSession: State } }).data
        .liveSession;
      expect(state.questions.map((q) => q.text)).toEqual(["Über B"]);
      stream.close();
    } finally {
      await Promise.all([a.close(), b.close()]);
      await redis.stop();
    }
  });
});
