import type { Locator } from "@playwright/test";
import { publicCmeVideo, type ListedVideo } from "../../fixtures/videos";
import { tokensIn } from "../../support/api-tokens";
import { expect, test } from "../fixtures";

// JavaScript on: the player reports progress while watching (pause: fetch; leaving: sendBeacon),
// and the next visit resumes there.

let video: ListedVideo;
test.beforeAll(async ({ api }) => {
  video = await publicCmeVideo(api.url);
});

const currentTime = (player: Locator) => player.evaluate((element: HTMLVideoElement) => element.currentTime);

test("progress is reported while watching and resumed after a reload", async ({
  page,
  api,
  signInAsNewDoctor,
  visit,
  checkA11y,
}) => {
  test.setTimeout(60_000);
  const email = await signInAsNewDoctor();

  const documentResponse = page.waitForResponse((response) =>
    response.url().endsWith(`/video/${video.slug}`),
  );
  await visit(`/video/${video.slug}`);
  const html = await (await documentResponse).text();
  const tokens = await api.tokenHashes(email);
  expect(tokens.length).toBeGreaterThan(0);
  expect(tokensIn(html, tokens)).toEqual([]);

  const player = page.getByRole("region", { name: "Videoplayer" }).locator("video");
  await expect(page.getByTestId("cme-progress")).toContainText("0 von 1 Minute");
  // Watch from 30 s for a moment, then pause: the pause reports the position.
  await player.evaluate((element: HTMLVideoElement) => {
    element.muted = true;
    element.currentTime = 30;
    return element.play();
  });
  await expect.poll(() => currentTime(player), { timeout: 10_000 }).toBeGreaterThan(31);
  const reported = page.waitForResponse(
    (response) => response.url().endsWith("/progress") && response.request().method() === "POST",
  );
  const paused = await player.evaluate((element: HTMLVideoElement) => {
    element.pause();
    return Math.floor(element.currentTime);
  });
  const response = await reported;
  expect(response.status()).toBe(200);
  const answer = (await response.json()) as {
    ok: boolean;
    progress: { position_seconds: number; watched_seconds: number };
  };
  expect(answer).toMatchObject({ ok: true, progress: { position_seconds: paused } });
  // The seconds really played since playback began count toward the CME threshold.
  expect(answer.progress.watched_seconds).toBeGreaterThan(0);

  await page.reload();
  await visit(`/video/${video.slug}`);
  await expect(page.getByTestId("start-notice")).toContainText(
    `Du machst bei 00:${String(paused).padStart(2, "0")} weiter.`,
  );
  await expect.poll(() => currentTime(page.locator("video")), { timeout: 10_000 }).toBeCloseTo(paused, 0);
  await checkA11y();

  // Leaving the page while playing sends the position with sendBeacon.
  await page.locator("video").evaluate((element: HTMLVideoElement) => {
    element.muted = true;
    element.currentTime = 50;
    return element.play();
  });
  await expect.poll(() => currentTime(page.locator("video")), { timeout: 10_000 }).toBeGreaterThan(51);
  // The beacon leaves during pagehide, unseen by the test's network events: the stored position shows it.
  await page.goto("/imprint");
  await expect
    .poll(
      async () => {
        await visit(`/video/${video.slug}`);
        const notice = (await page.getByTestId("start-notice").textContent()) ?? "";
        return Number(/00:(\d\d)/.exec(notice)?.[1] ?? 0);
      },
      { timeout: 10_000 },
    )
    .toBeGreaterThanOrEqual(51);
});

test("a citation or chapter button seeks the player and fires its analytics event", async ({
  page,
  visit,
  checkA11y,
}) => {
  await visit(`/video/${video.slug}?t=00:30`);
  const player = page.getByRole("region", { name: "Videoplayer" }).locator("video");
  await expect.poll(() => currentTime(player), { timeout: 10_000 }).toBeCloseTo(30, 0);
  await player.evaluate((element: HTMLVideoElement) => {
    element.muted = true;
  });
  const first = page.getByRole("region", { name: "Themen" }).getByRole("button").first();
  await first.focus();
  await page.keyboard.press("Enter");
  await expect.poll(() => currentTime(player), { timeout: 10_000 }).toBeLessThan(5);
  const events = await page.evaluate(() =>
    ((window as unknown as { dataLayer?: Array<Record<string, unknown>> }).dataLayer ?? [])
      .filter((entry) => String(entry.event).endsWith("_timestamp_clicked"))
      .map((entry) => ({ event: entry.event, timestamp: entry.timestamp, login_status: entry.login_status })),
  );
  expect(events).toEqual([{ event: "topic_timestamp_clicked", timestamp: 0, login_status: "logged_out" }]);
  await checkA11y();
});

test("the CME box says so while the time counts for another video playing at the same time", async ({
  page,
  api,
  signInAsNewDoctor,
  visit,
}) => {
  const email = await signInAsNewDoctor();
  const token = await api.login(email);
  const others = await api.contents("VOD", { access: "PUBLIC", cme: true, first: 2 });
  const other = others.find((item) => item.id !== video.id);
  if (!other) throw new Error("no second CME video");
  // The same user plays another video elsewhere (another tab or device), reported through the API.
  const reportOther = (position: number) =>
    api.gql(
      "mutation($c: ID!, $p: Int!) { recordWatchProgress(contentId: $c, position_seconds: $p) { watched_seconds } }",
      { c: other.id, p: position },
      token,
    );
  await reportOther(0);

  await visit(`/video/${video.slug}`);
  const player = page.getByRole("region", { name: "Videoplayer" }).locator("video");
  const isReport = (response: { url(): string; request(): { method(): string } }) =>
    response.url().endsWith("/progress") && response.request().method() === "POST";
  const started = page.waitForResponse(isReport);
  await player.evaluate((element: HTMLVideoElement) => {
    element.muted = true;
    return element.play();
  });
  await started;
  // The other video earns meanwhile (the API's clock moves on as its playback would), while this one
  // plays a little and pauses, twice: both reports earn nothing, and the box says why.
  const playThenPause = async (otherAt: number) => {
    await api.setClock({ advanceSeconds: 10 });
    await reportOther(otherAt);
    const from = await currentTime(player);
    await player.evaluate((element: HTMLVideoElement) => element.play());
    await expect.poll(() => currentTime(player), { timeout: 10_000 }).toBeGreaterThan(from + 2);
    const reported = page.waitForResponse(isReport);
    await player.evaluate((element: HTMLVideoElement) => element.pause());
    return ((await (await reported).json()) as { progress: { counting_elsewhere: boolean } }).progress;
  };
  expect(await playThenPause(10)).toMatchObject({ counting_elsewhere: false });
  expect(await playThenPause(20)).toMatchObject({ counting_elsewhere: true });
  await expect(page.getByTestId("cme-counting-elsewhere")).toHaveText(
    "Gerade zählt deine Zeit für einen anderen Beitrag, der gleichzeitig läuft: Es zählt immer nur einer. Halte den anderen an, dann zählt dieser hier.",
  );
});
