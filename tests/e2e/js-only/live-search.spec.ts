import { expect, test } from "../fixtures";

// Live search results need JavaScript: this runs in the "js" project only.

test("typing in the search page's field updates the results after the debounce", async ({ page, visit }) => {
  // The page's timers run on Playwright's clock, so "not yet" does not depend on the machine's speed.
  await page.clock.install();
  await visit("/search/Nieren");
  const main = page.getByRole("main");
  await expect(page.getByTestId("search-total")).toContainText("„Nieren“");
  const field = main.getByRole("searchbox", { name: "Suchbegriff" });
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
  await field.fill("");
  await field.pressSequentially("Über");
  // Nothing happens while typing; 500 ms after the last key the results follow.
  const asked: string[] = [];
  page.on("request", (request) => asked.push(request.url()));
  await page.clock.runFor(499);
  // Let the page's own tasks run (React renders, then navigates) before looking: the clock is paused,
  // so message-channel turns stand in for time.
  await page.evaluate(
    () =>
      new Promise((resolve) => {
        const channel = new MessageChannel();
        let turns = 0;
        channel.port1.onmessage = () => (++turns < 20 ? channel.port2.postMessage(0) : resolve(turns));
        channel.port2.postMessage(0);
      }),
  );
  expect(asked.filter((url) => url.includes("/search/%C3%9Cber"))).toEqual([]);
  await expect(page).toHaveURL(/\/search\/Nieren$/);
  await page.clock.runFor(1);
  await page.clock.resume();
  await expect(page).toHaveURL(/\/search\/%C3%9Cber$/);
  await expect(main.getByRole("heading", { level: 1, name: "Suchergebnisse für „Über“" })).toBeVisible();
  await expect(page.getByTestId("search-total")).toContainText("„Über“");
  await expect(field).toBeFocused();
  await expect(field).toHaveValue("Über");
  // The history entry was replaced, not added for every word.
  await page.goBack();
  await expect(page).not.toHaveURL(/\/search\//);
});
