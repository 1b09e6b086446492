import { expect, ready, test } from "../fixtures";

// Spec §8: when a part's code cannot be loaded (after a deploy the old chunks are gone), the page
// reloads once instead of ending on the error page, and at most once per 60 s (app/lib/chunk-reload.ts).

test("a dialog whose code fails to load reloads the page once, not again", async ({ context }) => {
  // A page of its own: the failed loads it provokes are the errors the shared `page` would refuse.
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  let chunkRequests = 0;
  await page.route(/\/assets\/LoginDialog-[^/]+\.js$/, (route) => {
    chunkRequests += 1;
    return route.abort("failed");
  });
  const documents: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "document") documents.push(new URL(request.url()).search);
  });

  await page.goto("/");
  await ready(page, true);
  await page.locator('a[href="/?dialog=login"]').first().click();
  // The reload brings the dialog from the server, which needs no code to show.
  await expect(page.getByRole("dialog", { name: "Anmelden" })).toBeVisible();
  // After the reload the page asks for the chunk again, fails again, and this time stays.
  await expect.poll(() => chunkRequests).toBe(2);
  await page.waitForLoadState("networkidle");
  expect(documents).toEqual(["", "?dialog=login"]);
  expect(await page.evaluate(() => sessionStorage.getItem("chunk-reload-at"))).toMatch(/^\d+$/);
  await expect(page.getByRole("heading", { name: /Fehler/ })).toHaveCount(0);
  // Only the provoked failures: the aborted chunk, and its import once the reload was used up.
  for (const error of errors) {
    expect(error).toMatch(
      /^Failed to load resource: net::ERR_FAILED$|Failed to fetch dynamically imported module/,
    );
  }
});
