import { expect, test } from "../fixtures";

// Decision 006: the frame's data (the user from `me`) is loaded again after an action, not when only a
// page's own search parameters change. With single fetch a data request names the routes it loads.

test("a filter asks for the page's data only; a follow loads nothing again, its answer says what changed", async ({
  page,
  signInAsNewDoctor,
  visit,
}) => {
  // A copy of the demo doctor: the follow below must not change the demo user's follows.
  await signInAsNewDoctor();
  await visit("/cme-fortbildungen");
  const loaded: string[][] = [];
  const posted: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.pathname.endsWith(".data") && request.method() === "GET")
      // Without `_routes` a data request loads every route of the page, the root included.
      loaded.push((url.searchParams.get("_routes") ?? "root").split(","));
    if (request.method() === "POST") posted.push(url.pathname);
  });

  await page.getByRole("checkbox", { name: "E-Learning" }).check();
  await expect(page).toHaveURL(/[?&]type=E_LEARNING/);
  await expect.poll(() => loaded.length).toBeGreaterThan(0);
  expect(loaded.flat()).not.toContain("root");
  expect(loaded.flat()).toContain("features/catalogue/routes/cme-fortbildungen");

  // A follow costs one upstream request, its mutation. The answer brings the new state
  // and the drawer's list, so neither the page nor the frame (`me`) is loaded again.
  await visit("/fachgebiete/angiologie");
  loaded.length = 0;
  posted.length = 0;
  const drawer = page.getByRole("navigation", { name: "Hauptmenü" });
  await expect(drawer.getByRole("link", { name: "Angiologie" })).toHaveCount(0);
  const follow = page.getByRole("button", { name: "Folgen", exact: true });
  await follow.click();
  await expect(follow).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByTestId("snackbar-success")).toContainText("Du folgst jetzt Angiologie.");
  await expect(drawer.getByRole("link", { name: "Angiologie" })).toHaveAttribute(
    "href",
    "/fachgebiete/angiologie",
  );
  expect(posted).toEqual(["/follow.data"]);
  expect(loaded).toEqual([]);

  // The next page loads the frame again, and it has the follow from the API itself.
  await visit("/fachgebiete/kardiologie");
  await expect(drawer.getByRole("link", { name: "Angiologie" })).toHaveAttribute(
    "href",
    "/fachgebiete/angiologie",
  );
});
