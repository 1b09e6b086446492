import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { NAMES_BY_ALPHABET, PDF_MAX_BYTES } from "../../tests/fixtures/names.ts";
import { pdfText } from "../../tests/support/pdf-text.ts";
import { TOPIC_BANKS } from "../cme/banks/index.ts";
import { AUTHORITIES } from "../cme/rules.ts";
import { warmPdfFonts } from "../pdf-fonts.ts";
import { startTestApi, type TestApi } from "./helpers.ts";

// CME through the API's doors: watched time, the test, certificates and their PDF.

let t: TestApi;
beforeAll(async () => {
  t = await startTestApi();
});
// The PDF fonts load once per process (seconds on a busy host): here, not in the first PDF test.
beforeAll(() => warmPdfFonts(), 30_000);
afterEach(() => t.surface.setClock());
afterAll(() => t.close());

const ATTEMPT =
  "id submitted_at score passed questions { id text options { id text } } answers { question_id option_id }";
type Attempt = {
  id: string;
  score: number | null;
  passed: boolean | null;
  questions: { id: string; text: string; options: { id: string; text: string }[] }[];
  answers: { question_id: string; option_id: string }[];
};
type Progress = {
  minutes_watched: number;
  threshold_minutes: number;
  threshold_reached: boolean;
  test_available: boolean;
  test_passed: boolean;
  points_requested: boolean;
  certificate_available: boolean;
  certificate: { id: string; number: string; status: string; requester: string } | null;
};

/** A new doctor with an EFN (or without), signed in; answers the token. */
async function doctor(efn: string | null = "802761234500004") {
  const user = await t.surface.createUser({ like: "arzt@example.com", efn });
  return { ...user, token: await t.login(user.email) };
}

/** A public demo video (its test opens after 1 minute); each test has users of its own. */
async function cmeVideo(offset = 0) {
  const items = await t.surface.contents("VOD", { access: "PUBLIC", cme: true, demo: true, first: 10 });
  const item = items[offset % items.length];
  if (!item) throw new Error("no CME demo video");
  return item;
}

/** `count` different public CME videos, the demo ones first (for several items watched at once). */
async function cmeVideos(count: number) {
  const filter = { access: "PUBLIC", cme: true, first: count } as const;
  const items = [
    ...(await t.surface.contents("VOD", { ...filter, demo: true })),
    ...(await t.surface.contents("VOD", { ...filter, demo: false })),
  ].slice(0, count);
  if (items.length < count) throw new Error(`fewer than ${count} public CME videos`);
  return items;
}

const progress = async (token: string, slug: string) =>
  (
    await t.gql<{ vod: { cme_progress: Progress } }>(
      `query($s: String!) { vod(slug: $s) { cme_progress { minutes_watched threshold_minutes threshold_reached
        test_available test_passed points_requested certificate_available certificate { id number status requester } } } }`,
      { variables: { s: slug }, token },
    )
  ).data?.vod.cme_progress as Progress;

const start = (token: string, contentId: string) =>
  t.gql<{ startCmeTest: Attempt }>(`mutation($c: ID!) { startCmeTest(contentId: $c) { ${ATTEMPT} } }`, {
    variables: { c: contentId },
    token,
  });

/** Answers `right` questions correctly and the rest wrongly, then submits. */
async function submitWith(token: string, attempt: Attempt, right: number) {
  const key = await t.surface.cmeKey(attempt.id);
  const answers = attempt.questions.map((question, index) => {
    const correct = key[question.id] as string;
    const wrong = question.options.find((option) => option.id !== correct)?.id as string;
    return { question_id: question.id, option_id: index < right ? correct : wrong };
  });
  return t.gql<{ submitCmeTest: Attempt }>(
    `mutation($a: ID!, $x: [CmeAnswerInput!]) { submitCmeTest(attemptId: $a, answers: $x) { ${ATTEMPT} } }`,
    { variables: { a: attempt.id, x: answers }, token },
  );
}

// First: later tests move the clock, and the simulated EIV moves the demo certificates on with it.
describe("demo data", () => {
  it("starts the demo doctor with certificates in every status", async () => {
    const token = await t.login("arzt@example.com");
    const { data } = await t.gql<{ myCertificates: { status: string }[] }>("{ myCertificates { status } }", {
      token,
    });
    expect(new Set(data?.myCertificates.map((c) => c.status))).toEqual(
      new Set(["TO_BE_REQUESTED", "REQUESTED", "RELEASE_PENDING", "ACCREDITED"]),
    );
  });
});

describe("watched time", () => {
  it("counts real playback, not a jump to the end, toward the threshold", async () => {
    const user = await doctor();
    const video = await cmeVideo();
    // A jump from 0 to the end after 20 s earns nothing.
    await t.surface.watchVideo(user.token, video.id, 0);
    await t.surface.setClock({ advanceSeconds: 20 });
    await t.gql(
      "mutation($c: ID!) { recordWatchProgress(contentId: $c, position_seconds: 60) { position_seconds } }",
      {
        variables: { c: video.id },
        token: user.token,
      },
    );
    expect(await progress(user.token, video.slug)).toMatchObject({
      minutes_watched: 0,
      threshold_reached: false,
    });

    await t.surface.watchVideo(user.token, video.id, 60, 0);
    expect(await progress(user.token, video.slug)).toMatchObject({
      minutes_watched: 1,
      threshold_minutes: 1,
      threshold_reached: true,
      test_available: true,
    });
  });

  const report = (token: string, contentId: string, position: number) =>
    t.gql(
      "mutation($c: ID!, $p: Int!) { recordWatchProgress(contentId: $c, position_seconds: $p) { position_seconds } }",
      {
        variables: { c: contentId, p: position },
        token,
      },
    );
  const secondsWatched = async (token: string, slug: string) =>
    (
      await t.gql<{ vod: { cme_progress: { seconds_watched: number } } }>(
        "query($s: String!) { vod(slug: $s) { cme_progress { seconds_watched } } }",
        { variables: { s: slug }, token },
      )
    ).data?.vod.cme_progress.seconds_watched ?? -1;
  /** Wall time on the API's clock since `since`, in seconds. */
  const secondsSince = async (since: Date) => ((await t.surface.now()).getTime() - since.getTime()) / 1000;

  it("earns no more than the wall time for positions posted back to back, rewound or in parallel", async () => {
    const user = await doctor();
    const video = await cmeVideo(10);
    const positions = Array.from({ length: 40 }, (_, index) =>
      Math.min(2 * (index + 1), video.duration_seconds ?? 0),
    );
    const began = await t.surface.now();
    await report(user.token, video.id, 0);
    for (const position of positions) await report(user.token, video.id, position);
    // 80 s of positions in a moment earn that moment (plus the 1 s a report may come early).
    expect(await secondsWatched(user.token, video.slug)).toBeLessThanOrEqual((await secondsSince(began)) + 1);

    // Rewinding and posting again, all at once, earns nothing more than the time it takes.
    await report(user.token, video.id, 0);
    await Promise.all(positions.slice(0, 20).map((position) => report(user.token, video.id, position)));
    expect(await secondsWatched(user.token, video.slug)).toBeLessThanOrEqual((await secondsSince(began)) + 1);
  });

  it("reaches the threshold with real playback: a report every 10 s, some a little early", async () => {
    const user = await doctor();
    const video = await cmeVideo(11);
    await report(user.token, video.id, 0);
    // The API's clock moves on as playback would; reports arrive up to a second early or late.
    for (const [index, wall] of [9, 11, 10, 9, 11, 10].entries()) {
      await t.surface.setClock({ advanceSeconds: wall });
      await report(user.token, video.id, 10 * (index + 1));
    }
    expect(await secondsWatched(user.token, video.slug)).toBe(60);
    expect(await progress(user.token, video.slug)).toMatchObject({ threshold_reached: true });
  });

  it("earns once for items reported in parallel: four videos for 60 s earn 60 s in all, not 240", async () => {
    const user = await doctor();
    const videos = await cmeVideos(4);
    const began = await t.surface.now();
    await Promise.all(videos.map((video) => report(user.token, video.id, 0)));
    // A script reports progress on all four every 10 s, as a player would on one.
    for (let second = 10; second <= 60; second += 10) {
      await t.surface.setClock({ advanceSeconds: 10 });
      await Promise.all(videos.map((video) => report(user.token, video.id, second)));
    }
    const watched = await Promise.all(videos.map((video) => secondsWatched(user.token, video.slug)));
    const total = watched.reduce((sum, seconds) => sum + seconds, 0);
    expect(total).toBeGreaterThanOrEqual(59);
    expect(total).toBeLessThanOrEqual(Math.min(61, (await secondsSince(began)) + 1));
  });

  it("keeps earning for a viewer who switches from one video to the next and back", async () => {
    const user = await doctor();
    // Two demo videos: the test opens after a minute.
    const [first, next] = await cmeVideos(2);
    if (!first || !next) throw new Error("no two CME demo videos");
    const elsewhere = async (contentId: string, position: number) =>
      (
        await t.gql<{ recordWatchProgress: { counting_elsewhere: boolean } }>(
          "mutation($c: ID!, $p: Int!) { recordWatchProgress(contentId: $c, position_seconds: $p) { counting_elsewhere } }",
          { variables: { c: contentId, p: position }, token: user.token },
        )
      ).data?.recordWatchProgress.counting_elsewhere;
    await report(user.token, first.id, 0);
    for (let second = 10; second <= 30; second += 10) {
      await t.surface.setClock({ advanceSeconds: 10 });
      await report(user.token, first.id, second);
    }
    // Paused at 30 s; the next video plays for a minute.
    await report(user.token, next.id, 0);
    for (let second = 10; second <= 60; second += 10) {
      await t.surface.setClock({ advanceSeconds: 10 });
      await report(user.token, next.id, second);
    }
    expect(await secondsWatched(user.token, first.slug)).toBe(30);
    expect(await secondsWatched(user.token, next.slug)).toBe(60);
    expect(await progress(user.token, next.slug)).toMatchObject({ threshold_reached: true });
    // Back to the first: it reports a second after playback resumes, then every 10 s.
    await t.surface.setClock({ advanceSeconds: 2 });
    expect(await elsewhere(first.id, 31)).toBe(false);
    for (let second = 41; second <= 61; second += 10) {
      await t.surface.setClock({ advanceSeconds: 10 });
      expect(await elsewhere(first.id, second)).toBe(false);
    }
    expect(await secondsWatched(user.token, first.slug)).toBeGreaterThanOrEqual(60);
  });

  it("counts one of a livestream and a video playing at once, and says so on the other", async () => {
    const user = await doctor();
    const video = await cmeVideo(18);
    const now = await t.surface.now();
    const live = await t.surface.createLivestream({
      title: "Live-CME neben einem Video",
      starts_at: new Date(now.getTime() - 60_000),
      ends_at: new Date(now.getTime() + 3_600_000),
      cme: true,
    });
    type Presence = { seconds_watched: number; counting_elsewhere: boolean };
    const beat = async () =>
      (
        await t.gql<{ recordLivePresence: Presence }>(
          "mutation($c: ID!) { recordLivePresence(contentId: $c) { seconds_watched counting_elsewhere } }",
          { variables: { c: live.id }, token: user.token },
        )
      ).data?.recordLivePresence;
    await beat();
    await report(user.token, video.id, 0);
    let stream: Presence | undefined;
    for (let second = 10; second <= 60; second += 10) {
      await t.surface.setClock({ advanceSeconds: 10 });
      await report(user.token, video.id, second);
      if (second % 30 === 0) stream = await beat();
    }
    // The video reports every 10 s and keeps the budget; the stream earns nothing meanwhile.
    expect(stream).toEqual({ seconds_watched: 0, counting_elsewhere: true });
    expect(await secondsWatched(user.token, video.slug)).toBe(60);
    const onVideo = await t.gql<{ vod: { progress: { counting_elsewhere: boolean } } }>(
      "query($s: String!) { vod(slug: $s) { progress { counting_elsewhere } } }",
      { variables: { s: video.slug }, token: user.token },
    );
    expect(onVideo.data?.vod.progress.counting_elsewhere).toBe(false);
    // Paused, the video stops reporting: the stream's next heartbeat earns again.
    await t.surface.setClock({ advanceSeconds: 30 });
    expect(await beat()).toEqual({ seconds_watched: 30, counting_elsewhere: false });
  });

  it("closes the test of an item whose accreditation has expired", async () => {
    const user = await doctor();
    const items = await t.surface.contents("VOD", { access: "PUBLIC", cme: true, first: 1000 });
    const states = await Promise.all(
      items.map(async (item) => ({
        item,
        valid: (
          await t.gql<{ vod: { cme: { valid: boolean } } }>(
            "query($s: String!) { vod(slug: $s) { cme { valid } } }",
            {
              variables: { s: item.slug },
            },
          )
        ).data?.vod.cme.valid,
      })),
    );
    const expired = states.filter((state) => state.valid === false).map((state) => state.item);
    expect(expired).toHaveLength(1);
    const [item] = expired;
    // Whatever was watched: the expiry is checked first.
    await t.surface.watchVideo(user.token, item?.id ?? "", 60);
    expect(await progress(user.token, item?.slug ?? "")).toMatchObject({ test_available: false });
    expect((await start(user.token, item?.id ?? "")).errors?.[0]?.extensions?.validation).toEqual({
      contentId: ["The accreditation of this content is not valid."],
    });
  });

  it("refuses the test before the threshold", async () => {
    const user = await doctor();
    const video = await cmeVideo();
    const result = await start(user.token, video.id);
    expect(result.errors?.[0]?.extensions).toMatchObject({
      category: "validation",
      validation: { contentId: ["The watch threshold has not been reached yet."] },
    });
  });
});

describe("live presence", () => {
  const beat = (token: string, contentId: string) =>
    t.gql<{ recordLivePresence: { seconds_watched: number; threshold_reached: boolean } }>(
      "mutation($c: ID!) { recordLivePresence(contentId: $c) { seconds_watched threshold_reached } }",
      { variables: { c: contentId }, token },
    );

  it("counts heartbeats that come in time while the stream is live, and nothing else", async () => {
    const user = await doctor();
    const now = await t.surface.now();
    const live = await t.surface.createLivestream({
      title: "Live-CME",
      starts_at: new Date(now.getTime() - 60_000),
      ends_at: new Date(now.getTime() + 3_600_000),
      cme: true,
    });
    await beat(user.token, live.id);
    await t.surface.setClock({ advanceSeconds: 30 });
    expect((await beat(user.token, live.id)).data?.recordLivePresence.seconds_watched).toBe(30);
    // A hidden tab or a paused player sends nothing: the gap does not count.
    await t.surface.setClock({ advanceSeconds: 600 });
    expect((await beat(user.token, live.id)).data?.recordLivePresence.seconds_watched).toBe(30);
    await t.surface.setClock({ advanceSeconds: 30 });
    expect((await beat(user.token, live.id)).data?.recordLivePresence).toEqual({
      seconds_watched: 60,
      threshold_reached: true,
    });

    const upcoming = await t.surface.createLivestream({
      title: "Noch nicht live",
      starts_at: new Date(now.getTime() + 86_400_000 * 2),
      ends_at: new Date(now.getTime() + 86_400_000 * 2 + 3_600_000),
      cme: true,
    });
    expect((await beat(user.token, upcoming.id)).errors?.[0]?.extensions?.validation).toHaveProperty(
      "contentId",
    );
  });
});

describe("live presence heartbeats", () => {
  it("earn no more than the wall time when sent back to back or in parallel", async () => {
    const user = await doctor();
    const now = await t.surface.now();
    const live = await t.surface.createLivestream({
      title: "Live-CME im Takt",
      starts_at: new Date(now.getTime() - 60_000),
      ends_at: new Date(now.getTime() + 3_600_000),
      cme: true,
    });
    const beat = () =>
      t.gql<{ recordLivePresence: { seconds_watched: number } }>(
        "mutation($c: ID!) { recordLivePresence(contentId: $c) { seconds_watched } }",
        { variables: { c: live.id }, token: user.token },
      );
    const began = await t.surface.now();
    await beat();
    for (let i = 0; i < 20; i++) await beat();
    await Promise.all(Array.from({ length: 20 }, beat));
    const seconds = (await beat()).data?.recordLivePresence.seconds_watched ?? -1;
    expect(seconds).toBeGreaterThanOrEqual(0);
    expect(seconds).toBeLessThanOrEqual(((await t.surface.now()).getTime() - began.getTime()) / 1000);
  });

  it("of several streams at once earn the wall time once, not once per stream", async () => {
    const user = await doctor();
    const now = await t.surface.now();
    const streams = await Promise.all(
      [1, 2, 3].map((n) =>
        t.surface.createLivestream({
          title: `Live-CME parallel ${n}`,
          starts_at: new Date(now.getTime() - 60_000),
          ends_at: new Date(now.getTime() + 3_600_000),
          cme: true,
        }),
      ),
    );
    const beatAll = () =>
      Promise.all(
        streams.map(
          async (live) =>
            (
              await t.gql<{ recordLivePresence: { seconds_watched: number } }>(
                "mutation($c: ID!) { recordLivePresence(contentId: $c) { seconds_watched } }",
                { variables: { c: live.id }, token: user.token },
              )
            ).data?.recordLivePresence.seconds_watched ?? 0,
        ),
      );
    await beatAll();
    await t.surface.setClock({ advanceSeconds: 30 });
    await beatAll();
    await t.surface.setClock({ advanceSeconds: 30 });
    const total = (await beatAll()).reduce((sum, seconds) => sum + seconds, 0);
    expect(total).toBeGreaterThanOrEqual(59);
    expect(total).toBeLessThanOrEqual(61);
  });
});

describe("participation", () => {
  it("issues a participation certificate after 15 minutes live at a stream without CME points", async () => {
    const user = await doctor();
    const now = await t.surface.now();
    const live = await t.surface.createLivestream({
      title: "Live ohne CME",
      starts_at: new Date(now.getTime() - 60_000),
      ends_at: new Date(now.getTime() + 3_600_000),
      cme: false,
    });
    const query = `query($s: String!) { livestream(slug: $s) { cme { points } participation {
      seconds_watched threshold_minutes certificate { type points requester number } } } }`;
    const state = async () =>
      (
        await t.gql<{ livestream: { cme: unknown; participation: Record<string, unknown> } }>(query, {
          variables: { s: live.slug },
          token: user.token,
        })
      ).data?.livestream;
    expect(await state()).toEqual({
      cme: null,
      participation: { seconds_watched: 0, threshold_minutes: 15, certificate: null },
    });
    const beat = () =>
      t.gql("mutation($c: ID!) { recordLivePresence(contentId: $c) { seconds_watched } }", {
        variables: { c: live.id },
        token: user.token,
      });
    await beat();
    for (let minute = 0; minute < 15; minute++) {
      await t.surface.setClock({ advanceSeconds: 30 });
      await beat();
      await t.surface.setClock({ advanceSeconds: 30 });
      await beat();
    }
    const after = await state();
    expect(after?.participation).toMatchObject({
      seconds_watched: 900,
      certificate: { type: "PARTICIPATION", points: 0, requester: "EXTERNAL" },
    });
  });
});

describe("the test", () => {
  it("draws 10 questions with 5 options and never sends the key before submission", async () => {
    const user = await doctor();
    const video = await cmeVideo();
    await t.surface.watchVideo(user.token, video.id, 60);
    const first = (await start(user.token, video.id)).data?.startCmeTest as Attempt;
    expect(first.questions).toHaveLength(10);
    expect(new Set(first.questions.map((q) => q.id)).size).toBe(10);
    expect(first.questions.every((q) => q.options.length >= 5)).toBe(true);
    // Starting again answers the same open attempt.
    expect((await start(user.token, video.id)).data?.startCmeTest.id).toBe(first.id);

    // Saved answers come back without saying whether they are right.
    const [question] = first.questions;
    const saved = await t.gql<{ answerCmeQuestions: Attempt }>(
      `mutation($a: ID!, $x: [CmeAnswerInput!]!) { answerCmeQuestions(attemptId: $a, answers: $x) { ${ATTEMPT} } }`,
      {
        variables: { a: first.id, x: [{ question_id: question?.id, option_id: question?.options[0]?.id }] },
        token: user.token,
      },
    );
    const body = JSON.stringify(saved.data);
    expect(saved.data?.answerCmeQuestions.answers).toEqual([
      { question_id: question?.id, option_id: question?.options[0]?.id },
    ]);
    expect(body).not.toMatch(/correct/);
  });

  it("fails with 6 of 10, allows a retake with a new draw, and passes with 7", async () => {
    const user = await doctor();
    const video = await cmeVideo(1);
    await t.surface.watchVideo(user.token, video.id, 60);
    const first = (await start(user.token, video.id)).data?.startCmeTest as Attempt;
    const failed = (await submitWith(user.token, first, 6)).data?.submitCmeTest as Attempt;
    expect(failed).toMatchObject({ score: 6, passed: false });
    expect(await progress(user.token, video.slug)).toMatchObject({
      test_passed: false,
      test_available: true,
    });

    // The retake draws questions the first attempt did not have, under option ids never seen before.
    const retake = (await start(user.token, video.id)).data?.startCmeTest as Attempt;
    expect(retake.id).not.toBe(first.id);
    const questionIds = (attempt: Attempt) => attempt.questions.map((q) => q.id);
    expect(questionIds(retake).filter((id) => questionIds(first).includes(id))).toEqual([]);
    const optionIds = (attempt: Attempt) => attempt.questions.flatMap((q) => q.options.map((o) => o.id));
    expect(new Set([...optionIds(first), ...optionIds(retake)]).size).toBe(100);
    expect(optionIds(retake).some((id) => /^\d+$/.test(id))).toBe(false);
    const passed = (await submitWith(user.token, retake, 7)).data?.submitCmeTest as Attempt;
    expect(passed).toMatchObject({ score: 7, passed: true });
    const after = await progress(user.token, video.slug);
    expect(after).toMatchObject({ test_passed: true, test_available: false, points_requested: false });
    expect(after.certificate).toMatchObject({ status: "TO_BE_REQUESTED", requester: "PLATFORM" });
    // A submitted attempt takes no more answers; a passed test no new attempt.
    expect((await submitWith(user.token, retake, 10)).errors?.[0]?.extensions?.validation).toHaveProperty(
      "attemptId",
    );
    expect((await start(user.token, video.id)).errors?.[0]?.extensions?.validation).toEqual({
      contentId: ["The test has already been passed."],
    });
  });

  it("names only the score after submission, nothing that grades a single answer", async () => {
    const user = await doctor();
    const video = await cmeVideo(12);
    await t.surface.watchVideo(user.token, video.id, 60);
    const first = (await start(user.token, video.id)).data?.startCmeTest as Attempt;
    const submitted = await submitWith(user.token, first, 5);
    expect(submitted.data?.submitCmeTest).toMatchObject({ score: 5, passed: false });
    expect(JSON.stringify(submitted)).not.toMatch(/correct|wrong/);
    // The contract has nothing that grades a single answer any more.
    const asked = await t.gql(
      `query($s: String!) { vod(slug: $s) { cme_progress { last_attempt {
      wrong_question_ids answers { correct } } } } }`,
      { variables: { s: video.slug }, token: user.token },
    );
    expect(asked.errors?.map((error) => error.message)).toEqual([
      'Cannot query field "wrong_question_ids" on type "CmeAttempt".',
      'Cannot query field "correct" on type "CmeAnswer".',
    ]);
    // An option keeps its text, not its id: the same question in a later attempt shows new ids.
    const key = await t.surface.cmeKey(first.id);
    for (const question of first.questions) {
      expect(question.options.map((option) => option.id)).toContain(key[question.id]);
    }
  });

  it("allows three attempts in 24 hours, says when the next may start, and lets parallel starts open one", async () => {
    const user = await doctor();
    const video = await cmeVideo(13);
    await t.surface.watchVideo(user.token, video.id, 60);
    const starts = await Promise.all(Array.from({ length: 5 }, () => start(user.token, video.id)));
    expect(new Set(starts.map((answer) => answer.data?.startCmeTest.id)).size).toBe(1);
    await submitWith(user.token, starts[0]?.data?.startCmeTest as Attempt, 3);
    for (let attempt = 2; attempt <= 3; attempt++) {
      await t.surface.setClock({ advanceSeconds: 3600 });
      await submitWith(user.token, (await start(user.token, video.id)).data?.startCmeTest as Attempt, 3);
    }
    const now = await t.surface.now();
    const state = await t.gql<{ vod: { cme_progress: Record<string, unknown> } }>(
      "query($s: String!) { vod(slug: $s) { cme_progress { test_available attempts_left retake_at } } }",
      { variables: { s: video.slug }, token: user.token },
    );
    const retakeAt = String(state.data?.vod.cme_progress.retake_at);
    expect(state.data?.vod.cme_progress).toMatchObject({ test_available: false, attempts_left: 0 });
    // 24 hours after the first of the three, which began two hours before now.
    expect(Math.abs(Date.parse(retakeAt) - (now.getTime() + 22 * 3600_000))).toBeLessThan(60_000);
    const refused = (await start(user.token, video.id)).errors?.[0]?.extensions;
    expect(refused?.validation).toEqual({
      contentId: [`No more attempts for now: 3 in 24 hours. The next can start at ${retakeAt}.`],
    });
    // The code and the time for clients, which never show the message (decision 034).
    expect(refused).toMatchObject({ code: "CME_ATTEMPTS_USED", field: "contentId", retakeAt });

    await t.surface.setClock({ at: new Date(Date.parse(retakeAt) + 1000) });
    expect((await start(user.token, video.id)).data?.startCmeTest.questions).toHaveLength(10);
  });

  it("keeps one user out of another's attempt", async () => {
    const [owner, other] = [await doctor(), await doctor()];
    const video = await cmeVideo(2);
    await t.surface.watchVideo(owner.token, video.id, 60);
    const attempt = (await start(owner.token, video.id)).data?.startCmeTest as Attempt;
    const result = await submitWith(other.token, attempt, 10);
    expect(result.errors?.[0]?.extensions?.validation).toEqual({
      attemptId: ["The selected attempt id is invalid."],
    });
  });
});

describe("certificates", () => {
  async function passedCertificate(user: { token: string }, offset: number) {
    const video = await cmeVideo(offset);
    await t.surface.watchVideo(user.token, video.id, 60);
    await submitWith(user.token, (await start(user.token, video.id)).data?.startCmeTest as Attempt, 8);
    return {
      video,
      certificate: (await progress(user.token, video.slug)).certificate as NonNullable<
        Progress["certificate"]
      >,
    };
  }

  const apply = (token: string, id: string, consent: boolean) =>
    t.gql<{ applyForCmePoints: { status: string } }>(
      "mutation($c: ID!, $k: Boolean!) { applyForCmePoints(certificateId: $c, consent: $k) { status } }",
      { variables: { c: id, k: consent }, token },
    );

  it("goes from applied to ACCREDITED after the processing time and mails the user", async () => {
    const user = await doctor();
    const { video, certificate } = await passedCertificate(user, 3);
    expect((await apply(user.token, certificate.id, false)).errors?.[0]?.extensions?.validation).toEqual({
      consent: ["The consent field must be accepted."],
    });
    expect((await apply(user.token, certificate.id, true)).data?.applyForCmePoints.status).toBe("REQUESTED");
    expect(await progress(user.token, video.slug)).toMatchObject({
      points_requested: true,
      certificate_available: false,
    });

    await t.surface.setClock({ advanceSeconds: 15 * 24 * 3600 });
    expect((await progress(user.token, video.slug)).certificate?.status).toBe("ACCREDITED");
    expect((await progress(user.token, video.slug)).certificate_available).toBe(true);
    const [mail] = await t.surface.outbox(user.email);
    expect(mail).toMatchObject({ kind: "certificate_available" });
    expect(mail?.body).toContain(certificate.number);
  });

  it("gives users without an EFN their certificate at once, to submit themselves", async () => {
    const user = await doctor(null);
    const { video, certificate } = await passedCertificate(user, 4);
    expect(certificate.requester).toBe("EXTERNAL");
    const [mail] = await t.surface.outbox(user.email);
    expect(mail).toMatchObject({ kind: "certificate_available" });
    expect(mail?.body).toContain("Reiche es bei deiner Kammer oder Fachgesellschaft ein");
    expect((await progress(user.token, video.slug)).certificate_available).toBe(true);
    expect(
      (await apply(user.token, certificate.id, true)).errors?.[0]?.extensions?.validation,
    ).toHaveProperty("certificateId");
  });

  it("prints name, points, VNR and the verification address in the PDF, only for its owner", async () => {
    const user = await doctor();
    const { video, certificate } = await passedCertificate(user, 5);
    const { vod } = (
      await t.gql<{ vod: { cme: { points: number; vnr: string } } }>(
        "query($s: String!) { vod(slug: $s) { cme { points vnr } } }",
        { variables: { s: video.slug } },
      )
    ).data as { vod: { cme: { points: number; vnr: string } } };
    const query = "query($i: ID!) { certificatePdf(id: $i) { file_name base64 } }";
    const result = await t.gql<{ certificatePdf: { file_name: string; base64: string } }>(query, {
      variables: { i: certificate.id },
      token: user.token,
    });
    const text = await pdfText(Buffer.from(result.data?.certificatePdf.base64 ?? "", "base64"));
    expect(text).toContain("Dr. Markus Hoffmann");
    expect(text).toContain(vod.cme.vnr);
    expect(text).toMatch(new RegExp(`CME-Punkte\\n${vod.cme.points}\\n`));
    expect(text).toContain(`/zertifikat/${certificate.number}`);

    const stranger = await doctor();
    const refused = await t.gql(query, { variables: { i: certificate.id }, token: stranger.token });
    expect(refused.errors?.[0]?.extensions?.validation).toEqual({ id: ["The selected id is invalid."] });
    const list = await t.gql<{ myCertificates: unknown[] }>("{ myCertificates { id } }", {
      token: stranger.token,
    });
    expect(list.data?.myCertificates).toEqual([]);
  });

  it.each(NAMES_BY_ALPHABET)(
    "prints a %s name in the certificate PDF, which stays small",
    async (_a, first, last) => {
      const user = await doctor();
      await t.gql("mutation($i: PersonalDetailsInput!) { updatePersonalDetails(input: $i) { id } }", {
        variables: { i: { gender: "FEMALE", title: "DR", first_name: first, last_name: last } },
        token: user.token,
      });
      const { certificate } = await passedCertificate(user, 5);
      const result = await t.gql<{ certificatePdf: { base64: string } }>(
        "query($i: ID!) { certificatePdf(id: $i) { base64 } }",
        { variables: { i: certificate.id }, token: user.token },
      );
      expect(result.errors).toBeUndefined();
      const pdf = Buffer.from(result.data?.certificatePdf.base64 ?? "", "base64");
      expect((await pdfText(pdf)).split("\n")).toContain(`Dr. ${first} ${last}`);
      expect(pdf.length).toBeLessThan(PDF_MAX_BYTES);
    },
  );

  it("verifies a certificate by its number without a login, and says nothing of unknown numbers", async () => {
    const user = await doctor();
    const { certificate } = await passedCertificate(user, 6);
    const query = "query($n: String!) { verifyCertificate(number: $n) { number full_name points status } }";
    const found = await t.gql<{ verifyCertificate: { full_name: string } | null }>(query, {
      variables: { n: certificate.number.toLowerCase() },
    });
    expect(found.data?.verifyCertificate).toMatchObject({
      number: certificate.number,
      full_name: "Markus Hoffmann",
    });
    const unknown = await t.gql<{ verifyCertificate: null }>(query, {
      variables: { n: "CME-2026-ZZZZZZZZ" },
    });
    expect(unknown.data?.verifyCertificate).toBeNull();
  });
});

// The demo must be medicine a doctor recognises (decision 016): each item's test and sources are
// its topic's, its points follow its length, its accreditor fits it, its certificates its dates.
describe("the demo's accreditations", () => {
  type Accredited = {
    slug: string;
    kind: string;
    published_at: string;
    fields: { slug: string }[];
    sponsorship: { industry_independent: boolean };
    cme: {
      points: number;
      nominal_minutes: number;
      threshold_minutes: number;
      topic: string;
      demo: boolean;
      vnr: string;
      authority: { code: string };
    };
  };
  const FIELDS = `slug published_at fields { slug } sponsorship { industry_independent }
    cme { points nominal_minutes threshold_minutes topic demo vnr authority { code } }`;

  /** Every published item with CME points, as the API describes it. */
  async function accreditedItems(): Promise<Accredited[]> {
    const items = [
      ...(await t.surface.contents("VOD", { cme: true, first: 1000 })),
      ...(await t.surface.contents("LIVESTREAM", { cme: true, first: 1000 })),
    ];
    return Promise.all(
      items.map(async (item) => {
        const field = item.kind === "VOD" ? "vod" : "livestream";
        const { data } = await t.gql<Record<string, Omit<Accredited, "kind">>>(
          `query($s: String!) { item: ${field}(slug: $s) { ${FIELDS} } }`,
          { variables: { s: item.slug } },
        );
        return { kind: item.kind, ...(data?.item as Omit<Accredited, "kind">) };
      }),
    );
  }

  /** Live presence at a running livestream for `seconds` (heartbeats every 30 s on the API's clock). */
  async function attend(token: string, contentId: string, seconds: number) {
    const beat = () =>
      t.gql("mutation($c: ID!) { recordLivePresence(contentId: $c) { seconds_watched } }", {
        variables: { c: contentId },
        token,
      });
    await beat();
    for (let at = 30; at <= seconds; at += 30) {
      await t.surface.setClock({ advanceSeconds: 30 });
      await beat();
    }
  }

  const textsOf = (attempt: Attempt) => attempt.questions.map((question) => question.text);

  it("draws every demo item's test from its topic's bank", async () => {
    const demos = [
      ...(await t.surface.contents("VOD", { cme: true, demo: true, first: 10 })),
      // The seed's (the oldest): other tests add copies of it at other times.
      ...(await t.surface.contents("LIVESTREAM", { cme: true, demo: true, first: 1 })),
    ];
    expect(demos.length).toBeGreaterThanOrEqual(4);
    for (const item of demos) {
      const user = await doctor();
      if (item.kind === "VOD") await t.surface.watchVideo(user.token, item.id, 60);
      else await attend(user.token, item.id, 60);
      const attempt = (await start(user.token, item.id)).data?.startCmeTest as Attempt;
      const bank = TOPIC_BANKS.find((candidate) => candidate.topic === item.cme_topic);
      const options = new Map(
        bank?.questions.map((question) => [question.text, [...question.options].sort()]),
      );
      expect(attempt.questions, item.slug).toHaveLength(10);
      for (const question of attempt.questions) {
        expect(options.get(question.text), `${item.slug}: ${question.text}`).toEqual(
          question.options.map((option) => option.text).sort(),
        );
      }
    }
  });

  it("gives a retake questions not had before, also at another item on the topic, as far as the bank allows", async () => {
    const user = await doctor();
    const topic = "Herzinsuffizienz";
    const [video] = await t.surface.contents("VOD", { cme: true, demo: true, topic });
    const [live] = await t.surface.contents("LIVESTREAM", { cme: true, demo: true, topic });
    if (!video || !live) throw new Error(`no demo video and livestream on ${topic}`);
    await t.surface.watchVideo(user.token, video.id, 60);
    await attend(user.token, live.id, 60);
    const take = async (contentId: string) => {
      const attempt = (await start(user.token, contentId)).data?.startCmeTest as Attempt;
      await submitWith(user.token, attempt, 3);
      return textsOf(attempt);
    };
    // Three attempts a day, each with at least 20 questions of the bank unseen: no repeats at all.
    const first = await take(video.id);
    const second = await take(live.id);
    const third = await take(video.id);
    expect(new Set([...first, ...second, ...third]).size).toBe(30);

    // The next day the rest of the bank comes first, then the questions had longest ago.
    await t.surface.setClock({ advanceSeconds: 24 * 3600 + 60 });
    const fourth = (await start(user.token, video.id)).data?.startCmeTest as Attempt;
    const bank = TOPIC_BANKS.find((candidate) => candidate.topic === topic)?.questions ?? [];
    const unseen = bank
      .map((question) => question.text)
      .filter((text) => ![...first, ...second, ...third].includes(text));
    expect(unseen.length).toBeGreaterThan(0);
    expect(textsOf(fourth)).toEqual(expect.arrayContaining(unseen));
    expect(
      textsOf(fourth)
        .filter((text) => !unseen.includes(text))
        .every((text) => first.includes(text)),
    ).toBe(true);
  });

  it("gives each item the points of its length: 1 per 45 minutes of learning with a test", async () => {
    const items = await accreditedItems();
    expect(items.length).toBeGreaterThan(20);
    for (const { slug, cme } of items) {
      expect(cme.nominal_minutes, slug).toBeGreaterThanOrEqual(45);
      expect(cme.points, slug).toBe(Math.floor(cme.nominal_minutes / 45));
      // The test opens after most of the length, on a demo item after a minute.
      if (cme.demo) expect(cme.threshold_minutes, slug).toBe(1);
      else expect(cme.threshold_minutes / cme.nominal_minutes, slug).toBeGreaterThanOrEqual(0.5);
    }
    expect(items.filter((item) => item.cme.demo).length).toBeGreaterThanOrEqual(3);
  });

  it("has each item accredited by an authority that fits its field, with that authority's kind of number", async () => {
    const items = await accreditedItems();
    const kinds = new Set<string>();
    for (const item of items) {
      const { code } = item.cme.authority;
      const fields = item.fields.map((field) => field.slug);
      if (code === "EBAP") {
        // The European Board for Accreditation in Pneumology accredits pneumology only.
        expect(fields, item.slug).toContain("pneumologie");
        expect(item.cme.vnr, item.slug).toMatch(/^EBAP-\d{4}-\d{4}$/);
      } else if (code === "EACCME") {
        // Live events only, and none an industry supporter stands behind; its own event code.
        expect(item.kind, item.slug).toBe("LIVESTREAM");
        expect(item.sponsorship.industry_independent, item.slug).toBe(true);
        expect(item.cme.vnr, item.slug).toMatch(/^LEE[A-Z]?\d{2}-\d{5}$/);
      } else {
        // A German Landesärztekammer, and its VNR: 19 digits beginning with 276.
        expect(AUTHORITIES[code], item.slug).toMatch(/ärztekammer/i);
        expect(item.cme.vnr, item.slug).toMatch(/^276\d{16}$/);
      }
      kinds.add(code === "EBAP" || code === "EACCME" ? code : "chamber");
    }
    expect(kinds).toEqual(new Set(["EBAP", "EACCME", "chamber"]));
  });

  it("dates no certificate of the demo doctor before its course was published", async () => {
    const token = await t.login("arzt@example.com");
    const { data } = await t.gql<{
      myCertificates: {
        content_title: string;
        issued_at: string;
        content: { published_at: string } | null;
      }[];
    }>(
      `{ myCertificates { content_title issued_at content {
        ... on Vod { published_at } ... on Livestream { published_at } } } }`,
      { token },
    );
    const certificates = data?.myCertificates ?? [];
    expect(certificates.length).toBeGreaterThanOrEqual(5);
    for (const certificate of certificates) {
      expect(Date.parse(certificate.issued_at), certificate.content_title).toBeGreaterThan(
        Date.parse(certificate.content?.published_at ?? ""),
      );
    }
  });

  it("shows each of the demo doctor's passed tests as a score out of the 10 questions it had", async () => {
    const token = await t.login("arzt@example.com");
    const { data } = await t.gql<{ myCertificates: { content: { slug: string } | null }[] }>(
      "{ myCertificates { content { ... on Vod { slug } } } }",
      { token },
    );
    const slugs = (data?.myCertificates ?? []).flatMap((certificate) => certificate.content?.slug ?? []);
    expect(slugs.length).toBeGreaterThanOrEqual(5);
    for (const slug of slugs) {
      const answer = await t.gql<{
        vod: {
          cme_progress: { test_passed: boolean; last_attempt: { score: number; questions: unknown[] } };
        };
      }>(
        "query($s: String!) { vod(slug: $s) { cme_progress { test_passed last_attempt { score questions { id } } } } }",
        {
          variables: { s: slug },
          token,
        },
      );
      const progress = answer.data?.vod.cme_progress;
      // Once "9 von 0": the seeded attempts had no questions.
      expect(progress?.test_passed, slug).toBe(true);
      expect(progress?.last_attempt.questions, slug).toHaveLength(10);
      expect(progress?.last_attempt.score, slug).toBeGreaterThanOrEqual(7);
    }
  });

  it("has every video cite its topic's sources inside its length, never the manufacturer's information when industry-independent", async () => {
    const token = await t.login("arzt@example.com");
    const videos = await t.surface.contents("VOD", { first: 1000 });
    type Cited = {
      duration_seconds: number;
      sponsorship: { industry_independent: boolean };
      citations: { text: string; start_seconds: number }[] | null;
    };
    let independent = 0;
    for (const video of videos) {
      const { data } = await t.gql<{ vod: Cited }>(
        `query($s: String!) { vod(slug: $s) { duration_seconds sponsorship { industry_independent }
          citations { text start_seconds } } }`,
        { variables: { s: video.slug }, token },
      );
      const { citations, sponsorship, duration_seconds } = data?.vod as Cited;
      if (!citations) continue;
      if (sponsorship.industry_independent && citations.length > 0) independent++;
      if (sponsorship.industry_independent) {
        expect(citations.map((c) => c.text).join("\n"), video.slug).not.toMatch(/Fachinformation|Hersteller/);
      }
      const sources = TOPIC_BANKS.find((bank) => bank.topic === video.cme_topic)?.sources ?? [];
      expect(
        citations.map((c) => c.text),
        video.slug,
      ).toEqual(sources.map((source) => source.text));
      for (const citation of citations) {
        expect(citation.start_seconds, video.slug).toBeGreaterThan(0);
        expect(citation.start_seconds, video.slug).toBeLessThan(duration_seconds);
      }
    }
    expect(independent).toBeGreaterThan(5);
  });
});
