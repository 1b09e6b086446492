import { EVENT_REDIRECT_SECONDS } from "../../../app/features/live/live-state";
import { fromNow } from "../../support/reference-api";
import { expect, test } from "../fixtures";

// The live page follows the clock: when the stream ends it reloads its data and, for an event's
// livestream, counts down to the event page. Both clocks are moved instead of waiting: the browser's
// (Playwright's clock) and the reference API's (its test surface; the fixture puts it back).

test("a live event stream that ends reloads, counts down and goes to its event", async ({
  page,
  api,
  visit,
  checkA11y,
}) => {
  const congress = await api.createEvent({
    title: "E2E-Ende",
    starts_at: fromNow(-60),
    ends_at: fromNow(60),
  });
  const live = await api.createLivestream({
    title: "E2E endet gleich",
    starts_at: fromNow(-10),
    ends_at: fromNow(10),
    event: congress.slug,
  });
  await page.clock.install();
  await visit(`/live/${live.slug}`);
  await expect(page.getByText("LIVE", { exact: true })).toBeVisible();
  await expect(page.locator("video")).toHaveCount(1);
  await checkA11y();

  const afterEnd = fromNow(11);
  await api.setClock({ at: afterEnd });
  await page.clock.setSystemTime(afterEnd);
  const panel = page.getByTestId("event-redirect");
  await expect(panel).toBeVisible();
  await expect(page.locator("video")).toHaveCount(0);
  await page.clock.fastForward((EVENT_REDIRECT_SECONDS + 1) * 1000);
  await expect(page).toHaveURL(new RegExp(`/event/${congress.slug}$`));
});

test("an upcoming livestream that starts reloads into the player", async ({ page, api, visit }) => {
  const live = await api.createLivestream({
    title: "E2E beginnt gleich",
    starts_at: fromNow(10),
    ends_at: fromNow(70),
  });
  await page.clock.install();
  await visit(`/live/${live.slug}`);
  await expect(page.getByRole("timer", { name: "Beginnt in" })).toBeVisible();
  await expect(page.locator("video")).toHaveCount(0);

  const afterStart = fromNow(11);
  await api.setClock({ at: afterStart });
  await page.clock.setSystemTime(afterStart);
  await expect(page.locator("video")).toHaveCount(1);
  await expect(page.getByText("LIVE", { exact: true })).toBeVisible();
});
