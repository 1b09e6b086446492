import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { NAMES_BY_ALPHABET, PDF_MAX_BYTES } from "../../tests/fixtures/names.ts";
import { pdfText } from "../../tests/support/pdf-text.ts";
import { warmPdfFonts } from "../pdf-fonts.ts";
import { startTestApi, type TestApi } from "./helpers.ts";

// CME (issue 12) through the API's doors: watched time, the test, certificates and their PDF.

let t: TestApi;
beforeAll(async () => {
  t = await startTestApi();
});
// The PDF fonts load once per process (seconds on a busy host): here, not in the first PDF test.
beforeAll(() => warmPdfFonts(), 30_000);
afterEach(() => t.surface.setClock());
afterAll(() => t.close());

const ATTEMPT =
  "id submitted_at score passed wrong_question_ids questions { id text options { id text } } answers { question_id option_id correct }";
type Attempt = {
  id: string;
  score: number | null;
  passed: boolean | null;
  wrong_question_ids: string[] | null;
  questions: { id: string; text: string; options: { id: string; text: string }[] }[];
  answers: { question_id: string; option_id: string; correct: boolean | null }[];
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

async function cmeVideo(offset = 0) {
  const [item] = await t.surface.contents("VOD", { access: "PUBLIC", cme: true, first: 1, offset });
  if (!item) throw new Error("no CME video");
  return item;
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
    await t.surface.watchVideo(user.token, item?.id ?? "", 60);
    expect(await progress(user.token, item?.slug ?? "")).toMatchObject({
      threshold_reached: true,
      test_available: false,
    });
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
  it("draws 10 of at least 15 questions with 5 options and never sends the key before submission", async () => {
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
      { question_id: question?.id, option_id: question?.options[0]?.id, correct: null },
    ]);
    expect(saved.data?.answerCmeQuestions.wrong_question_ids).toBeNull();
    expect(body).not.toMatch(/correct":(true|false)/);
  });

  it("fails with 6 of 10, allows a retake with a new draw, and passes with 7", async () => {
    const user = await doctor();
    const video = await cmeVideo(1);
    await t.surface.watchVideo(user.token, video.id, 60);
    const first = (await start(user.token, video.id)).data?.startCmeTest as Attempt;
    const failed = (await submitWith(user.token, first, 6)).data?.submitCmeTest as Attempt;
    expect(failed).toMatchObject({ score: 6, passed: false });
    expect(failed.wrong_question_ids).toHaveLength(4);
    expect(await progress(user.token, video.slug)).toMatchObject({
      test_passed: false,
      test_available: true,
    });

    const retake = (await start(user.token, video.id)).data?.startCmeTest as Attempt;
    expect(retake.id).not.toBe(first.id);
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
