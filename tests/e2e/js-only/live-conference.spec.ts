import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { fromNow } from "../../support/reference-api";
import { expect, ready, test } from "../fixtures";

// The interjection's video conference for real (decision 036): a viewer and the moderation's console
// in two browsers with Chromium's fake camera and microphone (a moving picture and a tone) connect
// over WebRTC through the app's signalling; each sees and hears the other; FINISH ends the speaker's
// media. Without JavaScript the page keeps saying that speaking needs it.

const FAKE_MEDIA = [
  "--use-fake-device-for-media-stream",
  "--use-fake-ui-for-media-stream",
  // Candidates with the real loopback address instead of mDNS names nobody here resolves.
  "--disable-features=WebRtcHideLocalIpsWithMdns",
  // The remote tone plays and is analysed without a click first.
  "--autoplay-policy=no-user-gesture-required",
];

test.use({
  launchOptions: [
    async ({ launchOptions }, use) =>
      use({ ...launchOptions, args: [...(launchOptions.args ?? []), ...FAKE_MEDIA] }),
    { scope: "worker" },
  ],
});

/** Keeps every stream getUserMedia gives, so the test can tell whether the camera went off. */
const recordStreams = (page: Page) =>
  page.addInitScript(() => {
    const streams: MediaStream[] = [];
    (window as { mediaStreams?: MediaStream[] }).mediaStreams = streams;
    const original = navigator.mediaDevices.getUserMedia.bind(navigator.mediaDevices);
    navigator.mediaDevices.getUserMedia = async (constraints) => {
      const stream = await original(constraints);
      streams.push(stream);
      return stream;
    };
  });

/** The remote video of `role` shows moving pictures: a size, and its time goes on. */
async function expectFrames(page: Page, role: "SPEAKER" | "MODERATOR") {
  const video = page.locator(`video[data-participant="${role}"]`);
  await expect(video).toBeVisible();
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.videoWidth))
    .toBeGreaterThan(0);
  const start = await video.evaluate((element: HTMLVideoElement) => element.currentTime);
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime))
    .toBeGreaterThan(start);
}

/**
 * The remote stream of `role` carries sound: an AnalyserNode on it finds a sample that is not
 * silence. The fake microphone beeps now and then, so the page keeps the loudest sample it read.
 */
async function expectSound(page: Page, role: "SPEAKER" | "MODERATOR") {
  const video = page.locator(`video[data-participant="${role}"]`);
  await video.evaluate((element: HTMLVideoElement & { loudest?: number }) => {
    const context = new AudioContext();
    const analyser = context.createAnalyser();
    context.createMediaStreamSource(element.srcObject as MediaStream).connect(analyser);
    const samples = new Float32Array(analyser.fftSize);
    element.loudest = 0;
    const read = () => {
      analyser.getFloatTimeDomainData(samples);
      for (const sample of samples) element.loudest = Math.max(element.loudest ?? 0, Math.abs(sample));
    };
    void context.resume().then(() => setInterval(read, 20));
  });
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement & { loudest?: number }) => element.loudest ?? 0))
    .toBeGreaterThan(0.01);
}

/** The conference's events this page pushed to the data layer. */
const conferenceEvents = (page: Page) =>
  page.evaluate(() =>
    ((window as { dataLayer?: Array<Record<string, unknown>> }).dataLayer ?? [])
      .filter((entry) => entry.event === "conference_event")
      .map((entry) => entry.conference_event),
  );

async function noAxeViolations(page: Page, where: string) {
  const results = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ resultTypes: ["violations"] })
    .analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
    `axe violations on ${where}`,
  ).toEqual([]);
}

test("the speaker and the console see and hear each other; FINISH ends the speaker's camera and microphone", async ({
  page,
  api,
  browser,
  baseURL,
  sessions,
  signIn,
  visit,
}) => {
  test.setTimeout(90_000);
  const stream = await api.createLivestream({
    title: "E2E Videokonferenz",
    starts_at: fromNow(-5),
    ends_at: fromNow(60),
  });
  const viewer = (await api.createUser({ like: "arzt@example.com" })).email;
  await recordStreams(page);
  await signIn(viewer);
  await visit(`/live/${stream.slug}`);
  const panel = page.getByRole("region", { name: "Fragen und Umfragen" });
  await panel.getByRole("button", { name: "Ich möchte mitreden" }).click();
  await expect(panel.getByText("Du bist in der Warteschlange. Die Moderation ruft dich auf.")).toBeVisible();

  const moderatorContext = await browser.newContext({ baseURL, javaScriptEnabled: true });
  const staff = (await api.createUser({ like: "team@example.com", staff: true })).email;
  await moderatorContext.addCookies(await sessions(staff));
  const moderation = await moderatorContext.newPage();
  await moderation.goto(`/live/${stream.slug}/moderation`);
  await ready(moderation, true);
  await moderation.getByRole("button", { name: /^Annehmen/ }).click();
  await expect(
    panel.getByText("Du bist dran! Die Moderation hat deine Wortmeldung angenommen."),
  ).toBeVisible();

  // The same page without JavaScript keeps saying that speaking needs it.
  const noScript = await browser.newContext({ baseURL, javaScriptEnabled: false });
  await noScript.addCookies(await sessions(viewer));
  const plain = await noScript.newPage();
  await plain.goto(`/live/${stream.slug}`);
  await expect(
    plain.getByText("Zum Sprechen mit Kamera und Mikrofon braucht dein Browser JavaScript."),
  ).toBeVisible();
  await noScript.close();

  await panel.getByRole("button", { name: "Mit Kamera und Mikrofon beitreten" }).click();
  await expect(panel.getByRole("status").filter({ hasText: "Warte auf die Moderation …" })).toBeVisible();
  const room = moderation.getByRole("region", { name: "Videokonferenz" });
  await room.getByRole("button", { name: "Der Videokonferenz beitreten" }).click();
  await expect(room.getByRole("status").filter({ hasText: "Du bist verbunden." })).toBeVisible();
  await expect(panel.getByRole("status").filter({ hasText: "Du bist verbunden." })).toBeVisible();

  await expectFrames(moderation, "SPEAKER");
  await expectSound(moderation, "SPEAKER");
  await expectFrames(page, "MODERATOR");
  await expectSound(page, "MODERATOR");
  await expect(room.getByRole("figure")).toContainText("(Wortmeldung)");
  await expect.poll(() => conferenceEvents(page)).toEqual(["JOINED"]);
  await expect.poll(() => conferenceEvents(moderation)).toEqual(["JOINED"]);
  await noAxeViolations(page, "the live page in the call");
  await noAxeViolations(moderation, "the console in the call");

  // The console removes the speaker: their camera and microphone go off at once.
  await room.getByRole("button", { name: "Sprecher entfernen" }).click();
  await expect(panel.getByText("Deine Wortmeldung ist beendet. Danke fürs Mitreden!")).toBeVisible();
  await expect
    .poll(() =>
      page.evaluate(() =>
        ((window as { mediaStreams?: MediaStream[] }).mediaStreams ?? []).flatMap((s) =>
          s.getTracks().map((track) => track.readyState),
        ),
      ),
    )
    .toEqual(["ended", "ended"]);
  await expect(panel.locator("video")).toHaveCount(0);
  await expect(moderation.getByText("Gerade spricht niemand.", { exact: false })).toBeVisible();
  // Recorded through the API for the moderation (spec 3.6 ZoomSessionTrackingEvent).
  const token = await api.login(staff);
  await expect
    .poll(async () =>
      (
        await api.gql<{ liveConferenceEvents: Array<{ event: string }> }>(
          "query($l: ID!) { liveConferenceEvents(livestream_id: $l) { event } }",
          { l: stream.id },
          token,
        )
      ).liveConferenceEvents
        .map((one) => one.event)
        .sort(),
    )
    .toEqual(expect.arrayContaining(["JOINED", "JOINED", "REMOVED"]));
  await moderatorContext.close();
});
