import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Locator } from "@playwright/test";
import { cloneDemoUser, cloneEmail } from "../../fixtures/demo-users";
import { publicCmeVideo, type ListedVideo } from "../../fixtures/videos";
import { expect, test } from "../fixtures";

// JavaScript on: the player reports progress while watching (pause: fetch; leaving: sendBeacon),
// and the next visit resumes there.

const API = `http://127.0.0.1:${process.env.E2E_API_PORT ?? 4100}/graphql`;

let video: ListedVideo;
test.beforeAll(async () => {
  video = await publicCmeVideo(API);
});

const currentTime = (player: Locator) => player.evaluate((element: HTMLVideoElement) => element.currentTime);

function tokensInSessionStore(): string[] {
  const dir = path.join(process.env.E2E_DATA_DIR!, "sessions");
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => readFileSync(path.join(entry.parentPath, entry.name), "utf8"))
    .map((raw) => /"token":"([^"]+)"/.exec(raw)?.[1])
    .filter((token): token is string => Boolean(token));
}

test("progress is reported while watching and resumed after a reload", async ({
  page,
  login,
  visit,
  checkA11y,
}) => {
  test.setTimeout(60_000);
  const email = cloneEmail("arzt@example.com", "video-progress");
  cloneDemoUser(process.env.E2E_DATA_DIR!, "arzt@example.com", email);
  await login(email);
  await expect(page).toHaveURL(/\/home$/);

  const documentResponse = page.waitForResponse((response) =>
    response.url().endsWith(`/video/${video.slug}`),
  );
  await visit(`/video/${video.slug}`);
  const html = await (await documentResponse).text();
  const tokens = tokensInSessionStore();
  expect(tokens.length).toBeGreaterThan(0);
  for (const token of tokens) expect(html.includes(token)).toBe(false);

  const player = page.getByRole("region", { name: "Videoplayer" }).locator("video");
  await expect(page.getByTestId("cme-progress")).toContainText("0 % von");
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
  expect(await response.json()).toMatchObject({ ok: true, progress: { position_seconds: paused } });
  // The CME progress follows what was watched in this visit.
  await expect(page.getByTestId("cme-progress")).not.toContainText("0 % von");

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
