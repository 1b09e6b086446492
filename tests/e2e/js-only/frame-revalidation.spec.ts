import { expect, test } from "../fixtures";

// Issue 15: the frame's data (the user from `me`) is loaded again after an action, not when only a
// page's own search parameters change. With single fetch a data request names the routes it loads.

test("a filter asks for the page's data only; a follow asks for the frame's too", async ({
  page,
  signIn,
  visit,
}) => {
  await signIn("arzt@example.com");
  await visit("/cme-fortbildungen");
  const loaded: string[][] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.pathname.endsWith(".data") && request.method() === "GET")
      // Without `_routes` a data request loads every route of the page, the root included.
      loaded.push((url.searchParams.get("_routes") ?? "root").split(","));
  });

  await page.getByRole("checkbox", { name: "E-Learning" }).check();
  await expect(page).toHaveURL(/[?&]type=E_LEARNING/);
  await expect.poll(() => loaded.length).toBeGreaterThan(0);
  expect(loaded.flat()).not.toContain("root");
  expect(loaded.flat()).toContain("routes/cme-fortbildungen");

  // An action may change what the frame shows (here: the followed fields in the drawer).
  loaded.length = 0;
  await visit("/fachgebiete/kardiologie");
  loaded.length = 0;
  const follow = page
    .getByRole("main")
    .getByRole("button", { name: /folgen/i })
    .first();
  await follow.click();
  await expect.poll(() => loaded.flat()).toContain("root");
});
