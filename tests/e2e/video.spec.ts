import type { Locator } from "@playwright/test";
import { publicCmeVideo, type ListedVideo } from "../fixtures/videos";
import { expect, test } from "./fixtures";

// /video/{slug}, JavaScript on and off: the native player plays, ?t= starts there,
// chapters seek, stored progress resumes. JavaScript-only behaviour: js-only/video-*.spec.ts.

let video: ListedVideo;
test.beforeAll(async ({ api }) => {
  video = await publicCmeVideo(api.url);
});

const currentTime = (player: Locator) => player.evaluate((element: HTMLVideoElement) => element.currentTime);

test("a public video: the player plays, with details, chapters and CME information", async ({
  page,
  js,
  visit,
  checkA11y,
}) => {
  const requested: string[] = [];
  page.on("request", (request) => requested.push(request.url()));
  await visit(`/video/${video.slug}`);
  await expect(page).toHaveTitle(new RegExp(`^${video.title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")} – `));
  await expect(page.getByRole("heading", { level: 1, name: video.title })).toBeVisible();
  // The video layout has no menu (spec 2.2): no drawer, no toggle, no bottom navigation.
  await expect(page.getByRole("navigation", { name: "Hauptmenü" })).toHaveCount(0);
  await expect(page.getByRole("banner").getByRole("link", { name: "Menü" })).toHaveCount(0);
  await expect(page.getByRole("banner").getByRole("button", { name: "Menü" })).toHaveCount(0);
  await expect(page.getByRole("navigation", { name: "Schnellnavigation" })).toHaveCount(0);

  const player = page.getByRole("region", { name: "Videoplayer" }).locator("video");
  await expect(player).toHaveAttribute("controls", "");
  const mp4 = player.locator('source[type="video/mp4"]');
  const src = await mp4.getAttribute("src");
  expect(src).toMatch(/\.mp4$/);
  // The signed MP4 is served with range requests: what the browser plays without JavaScript.
  const range = await page.request.get(src!, { headers: { Range: "bytes=0-99" } });
  expect(range.status()).toBe(206);
  expect(range.headers()["content-type"]).toBe("video/mp4");

  const chapters = page.getByRole("region", { name: "Themen" });
  await expect(chapters.getByRole("listitem").first()).toBeVisible();
  const cme = page.getByTestId("cme-box");
  await expect(cme.getByRole("heading", { name: "CME-Fortbildung" })).toBeVisible();
  await expect(cme).toContainText("10 Fragen, bestanden ab 7 richtigen Antworten");
  await expect(cme).toContainText("Melde dich an, damit deine Zeit für das Zertifikat zählt.");

  const play = page.getByRole("button", { name: `Abspielen: ${video.title}` });
  if (js) {
    // The player waits behind its poster until started; the button hands its focus to the player.
    await expect(player).toBeHidden();
    await play.click();
    await expect(play).toHaveCount(0);
    await expect(player).toBeVisible();
    await expect(player).toBeFocused();
    await expect
      .poll(() => player.evaluate((element: HTMLVideoElement) => element.readyState))
      .toBeGreaterThan(1);
    await expect.poll(() => currentTime(player), { timeout: 10_000 }).toBeGreaterThan(1);
    await player.evaluate((element: HTMLVideoElement) => element.pause());
    // The browser plays the MP4 itself: hls.js is never fetched for a video.
    expect(requested.filter((url) => /\/assets\/hls/.test(url))).toEqual([]);
  } else {
    // Without scripts the native player shows at once, and no button that could not work.
    await expect(player).toBeVisible();
    await expect(play).toBeHidden();
  }
  await checkA11y();
});

test("?t=00:30 starts the video at 30 seconds", async ({ page, js, visit, checkA11y }) => {
  await visit(`/video/${video.slug}?t=00:30`);
  await expect(page.getByTestId("start-notice")).toContainText("Das Video startet bei 00:30.");
  const player = page.getByRole("region", { name: "Videoplayer" }).locator("video");
  await expect(player.locator('source[type="video/mp4"]')).toHaveAttribute("src", /\.mp4#t=30$/);
  if (js) {
    await expect.poll(() => currentTime(player), { timeout: 10_000 }).toBeCloseTo(30, 0);
  }
  await checkA11y();
});

test("a chapter starts the video at its time", async ({ page, js, visit }) => {
  await visit(`/video/${video.slug}`);
  const chapters = page.getByRole("region", { name: "Themen" });
  const second = chapters.getByRole("listitem").nth(1);
  const time = (await second.locator("time").textContent())!.trim();
  const [minutes, seconds] = time.split(":").map(Number);
  const at = minutes! * 60 + seconds!;
  const player = page.getByRole("region", { name: "Videoplayer" }).locator("video");
  if (js) {
    await player.evaluate((element: HTMLVideoElement) => {
      element.muted = true;
    });
    await expect(player).toBeHidden();
    await second.getByRole("button").click();
    // A chapter starts the player that waited behind its poster.
    await expect(player).toBeVisible();
    await expect.poll(() => currentTime(player), { timeout: 10_000 }).toBeGreaterThanOrEqual(at);
    await expect(player).toHaveJSProperty("paused", false);
    const events = await page.evaluate(() =>
      ((window as unknown as { dataLayer?: Array<Record<string, unknown>> }).dataLayer ?? []).filter(
        (entry) => entry.event === "topic_timestamp_clicked",
      ),
    );
    expect(events).toEqual([expect.objectContaining({ timestamp: at, pageType: "video" })]);
  } else {
    await second.getByRole("link").click();
    await expect(page).toHaveURL(new RegExp(`\\?t=${time}#player$`));
    await expect(player.locator('source[type="video/mp4"]')).toHaveAttribute("src", new RegExp(`#t=${at}$`));
  }
});

test("stored progress is resumed on the next visit", async ({
  page,
  js,
  signInAsNewDoctor,
  visit,
  checkA11y,
}) => {
  await signInAsNewDoctor();
  await visit(`/video/${video.slug}`);
  // A plain form post, as a browser without JavaScript would send it (the player uses fetch/beacon).
  const saved = await page.request.post("/progress", {
    form: { contentId: video.id, position: "40", redirectTo: `/video/${video.slug}` },
    maxRedirects: 0,
  });
  expect(saved.status()).toBe(303);

  await visit(`/video/${video.slug}`);
  await expect(page.getByTestId("start-notice")).toContainText("Du machst bei 00:40 weiter.");
  const player = page.getByRole("region", { name: "Videoplayer" }).locator("video");
  await expect(player.locator('source[type="video/mp4"]')).toHaveAttribute("src", /#t=40$/);
  if (js) await expect.poll(() => currentTime(player), { timeout: 10_000 }).toBeCloseTo(40, 0);
  // A position reported once is no watched time: the CME threshold counts real watching only.
  await expect(page.getByTestId("cme-progress")).toContainText("0 von 1 Minute");
  await checkA11y();
});

test("a locked video shows its teaser and no player to anonymous visitors", async ({
  page,
  api,
  visit,
  checkA11y,
}) => {
  const locked = await api.content("VOD", "LOGIN");
  await visit(`/video/${locked.slug}?t=00:30`);
  await expect(page.getByRole("heading", { level: 1, name: locked.title })).toBeVisible();
  await expect(page.locator("video")).toHaveCount(0);
  await expect(page.getByRole("region", { name: "Themen" })).toHaveCount(0);
  await expect(page.getByTestId("start-notice")).toHaveCount(0);
  await expect(page.getByRole("main").getByRole("link", { name: "Anmelden" }).first()).toBeVisible();
  await checkA11y();
});

test("an unknown video is a 404 page", async ({ page, visit, checkA11y }) => {
  const response = await page.goto("/video/gibt-es-nicht");
  expect(response?.status()).toBe(404);
  await visit("/video/gibt-es-nicht");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Diese Seite konnte nicht gefunden werden",
  );
  await checkA11y();
});
