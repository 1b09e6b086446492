import { addEvent, addLivestream, fromNow, uniqueSlug } from "../../fixtures/livestreams";
import { expect, test } from "../fixtures";

// The live page follows the clock: when the stream ends it reloads its data and, for an event's
// livestream, counts down to the event page.

test("a live event stream that ends reloads, counts down and goes to its event", async ({
  page,
  visit,
  checkA11y,
}) => {
  test.setTimeout(60_000);
  const dataDir = process.env.E2E_DATA_DIR ?? "";
  const congress = addEvent(dataDir, {
    slug: uniqueSlug("e2e-ende"),
    title: "E2E-Ende",
    startsAt: fromNow(-60),
    endsAt: fromNow(60),
  });
  const live = addLivestream(dataDir, {
    slug: uniqueSlug("ending"),
    title: "E2E endet gleich",
    startsAt: fromNow(-10),
    endsAt: new Date(Date.now() + 8_000),
    eventId: congress.id,
  });
  await visit(`/live/${live.slug}`);
  await expect(page.getByText("LIVE", { exact: true })).toBeVisible();
  await expect(page.locator("video")).toHaveCount(1);
  await checkA11y();
  const panel = page.getByTestId("event-redirect");
  await expect(panel).toBeVisible({ timeout: 20_000 });
  await expect(page.locator("video")).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`/event/${congress.slug}$`), { timeout: 15_000 });
});

test("an upcoming livestream that starts reloads into the player", async ({ page, visit }) => {
  test.setTimeout(40_000);
  const live = addLivestream(process.env.E2E_DATA_DIR ?? "", {
    slug: uniqueSlug("starting"),
    title: "E2E beginnt gleich",
    startsAt: new Date(Date.now() + 6_000),
    endsAt: fromNow(60),
  });
  await visit(`/live/${live.slug}`);
  await expect(page.getByRole("timer", { name: "Beginnt in" })).toBeVisible();
  await expect(page.locator("video")).toHaveCount(1, { timeout: 20_000 });
  await expect(page.getByText("LIVE", { exact: true })).toBeVisible();
});
