import { EVENT_REDIRECT_SECONDS } from "../../app/features/live/live-state";
import { fromNow, type ReferenceApi } from "../support/reference-api";
import { expect, test as base } from "./fixtures";

// /live/{slug}: live, about to start, the .ics download, an ended event livestream; JS on and off.
// Livestreams are made at chosen times through the reference API's test surface.

const test = base.extend<{
  /** Makes a livestream at chosen times (minutes from now) and opens its page. */
  openLivestream: (
    tag: string,
    startsIn: number,
    endsIn: number,
    options?: { event?: string; access?: "LOGIN" },
  ) => ReturnType<ReferenceApi["createLivestream"]>;
}>({
  openLivestream: async ({ api, visit }, use) =>
    use(async (tag, startsIn, endsIn, options = {}) => {
      const livestream = await api.createLivestream({
        title: `E2E ${tag}`,
        starts_at: fromNow(startsIn),
        ends_at: fromNow(endsIn),
        ...options,
      });
      await visit(`/live/${livestream.slug}`);
      return livestream;
    }),
});

test("watch a live stream: LIVE badge and the player; with JavaScript it plays", async ({
  page,
  openLivestream,
  js,
  checkA11y,
}) => {
  const live = await openLivestream("live", -5, 60);
  await expect(page.getByRole("heading", { level: 1, name: live.title })).toBeVisible();
  await expect(page.getByText("LIVE", { exact: true })).toBeVisible();
  const video = page.locator("video");
  await expect(video).toHaveCount(1);
  const play = page.getByRole("button", { name: `Abspielen: Livestream: ${live.title}` });
  // With JavaScript the player waits behind a play button; without, it shows at once.
  if (!js) await expect(video).toHaveAccessibleName(`Livestream: ${live.title}`);
  else await expect(play).toBeVisible();
  // The video layout: no menu.
  await expect(page.getByRole("navigation", { name: "Hauptmenü" })).toBeHidden();
  await checkA11y();
  if (js) {
    // hls.js loads once the viewer starts the stream.
    const hlsScripts = () =>
      page.evaluate(
        () =>
          performance.getEntriesByType("resource").filter((entry) => /\/assets\/hls/.test(entry.name)).length,
      );
    expect(await hlsScripts()).toBe(0);
    await video.evaluate((element: HTMLVideoElement) => {
      element.muted = true;
    });
    await play.click();
    await expect(video).toBeVisible();
    await expect(video).toHaveAccessibleName(`Livestream: ${live.title}`);
    await expect.poll(hlsScripts).toBeGreaterThan(0);
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), { timeout: 15_000 })
      .toBeGreaterThan(0.5);
  }
});

test("an upcoming livestream counts down (JavaScript) or shows its start time (without)", async ({
  page,
  openLivestream,
  js,
  checkA11y,
}) => {
  await openLivestream("soon", 30, 90);
  await expect(page.getByText("Gleich geht es los!")).toBeVisible();
  await expect(page.getByText(/^Beginn: \d{2}\. \w+\.? \d{4}, \d{2}:\d{2} Uhr$/)).toBeVisible();
  if (js) {
    const timer = page.getByRole("timer", { name: "Beginnt in" });
    await expect(timer).toHaveText(/^00:(29|30):\d{2}$/);
    const first = await timer.textContent();
    await expect(timer).not.toHaveText(first ?? "", { timeout: 3000 });
  } else {
    await expect(page.getByText("Lade die Seite neu, wenn der Livestream beginnt.")).toBeVisible();
    await expect(page.getByRole("timer")).toHaveCount(0);
  }
  await checkA11y();
});

test("a livestream that needs a login still shows when it starts to anonymous visitors", async ({
  page,
  openLivestream,
  js,
  checkA11y,
}) => {
  await openLivestream("gated", 30, 90, { access: "LOGIN" });
  const stage = page.getByTestId("locked-media");
  await expect(stage.getByText("Gleich geht es los!")).toBeVisible();
  await expect(stage.getByText("Anmeldung erforderlich")).toBeVisible();
  await expect(stage.getByRole("link", { name: "Anmelden" })).toBeVisible();
  if (js) await expect(page.getByRole("timer", { name: "Beginnt in" })).toHaveText(/^00:(29|30):\d{2}$/);
  await checkA11y();
});

test("add an upcoming livestream to the calendar as an .ics file", async ({
  page,
  openLivestream,
  js,
  checkA11y,
}) => {
  const later = await openLivestream("ics", 3 * 24 * 60, 3 * 24 * 60 + 60);
  await expect(page.getByText("Dieser Livestream beginnt bald.")).toBeVisible();
  await checkA11y();
  const link = page.getByRole("link", { name: "Zum Kalender hinzufügen" });
  await expect(link).toHaveAttribute("href", `/live/${later.slug}.ics`);
  let body: string;
  if (js) {
    const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
    expect(download.suggestedFilename()).toBe(`${later.slug}.ics`);
    const path = await download.path();
    const { readFile } = await import("node:fs/promises");
    body = await readFile(path, "utf8");
  } else {
    const response = await page.request.get((await link.getAttribute("href")) ?? "");
    expect(response.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
    expect(response.headers()["content-disposition"]).toBe(`attachment; filename="${later.slug}.ics"`);
    body = await response.text();
  }
  expect(body).toContain("BEGIN:VEVENT\r\n");
  expect(body).toContain(`SUMMARY:${later.title}\r\n`);
});

test("an ended event livestream sends the viewer to its event after a countdown", async ({
  page,
  api,
  openLivestream,
  js,
  checkA11y,
}) => {
  test.setTimeout(45_000);
  const congress = await api.createEvent({
    title: "E2E-Kongress",
    starts_at: fromNow(-24 * 60),
    ends_at: fromNow(24 * 60),
    description: "Zwei Tage Fortbildung.",
  });
  // With JavaScript the countdown runs on Playwright's clock (passed below without waiting); without,
  // the page's meta refresh takes its real ten seconds.
  if (js) await page.clock.install();
  const ended = await openLivestream("event-ended", -90, -1, { event: congress.slug });
  const panel = page.getByTestId("event-redirect");
  await expect(panel).toContainText("zur Veranstaltung „E2E-Kongress“ weitergeleitet");
  await expect(panel.getByRole("link", { name: "Jetzt zur Veranstaltung" })).toHaveAttribute(
    "href",
    `/event/${congress.slug}`,
  );
  if (js) await expect(panel).toContainText(/in [1-9] Sekunden?/, { timeout: 3000 });
  await checkA11y();
  if (js) await page.clock.fastForward((EVENT_REDIRECT_SECONDS + 1) * 1000);
  await expect(page).toHaveURL(new RegExp(`/event/${congress.slug}$`), { timeout: 15_000 });
  await expect(page.getByRole("heading", { level: 1, name: "E2E-Kongress" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 3, name: ended.title })).toBeVisible();
  await checkA11y();
});

test("'stay on this page' keeps an ended event livestream open", async ({
  page,
  api,
  openLivestream,
  js,
}) => {
  const congress = await api.createEvent({
    title: "E2E-Tagung",
    starts_at: fromNow(-24 * 60),
    ends_at: fromNow(24 * 60),
  });
  // The page's own timers run on Playwright's clock, so the countdown can be passed without waiting.
  if (js) await page.clock.install();
  const ended = await openLivestream("event-stay", -90, -1, { event: congress.slug });
  if (js) await page.getByRole("button", { name: "Auf dieser Seite bleiben" }).click();
  else await page.getByRole("link", { name: "Auf dieser Seite bleiben" }).click();
  await expect(page.getByTestId("event-redirect")).toHaveCount(0);
  await expect(
    page.getByText("Dieser Livestream ist beendet. Eine Aufzeichnung gibt es nicht."),
  ).toBeVisible();
  if (js) {
    await page.clock.fastForward((EVENT_REDIRECT_SECONDS + 1) * 1000);
  } else {
    // Without JavaScript only a meta refresh could move the page on: the stay page has none.
    await expect(page.locator('meta[http-equiv="refresh"]')).toHaveCount(0);
  }
  await expect(page).toHaveURL(new RegExp(`/live/${ended.slug}`));
  await expect(page.getByRole("heading", { level: 1, name: ended.title })).toBeVisible();
});
