import { fromNow } from "../support/reference-api";
import { expect, test } from "./fixtures";

// The watch list: save from a livestream page and a short, see them on /watchlist, remove; JS on and off.

test("save a livestream and a short to the watch list, find them there from the profile menu and remove them", async ({
  page,
  api,
  signInAsNewDoctor,
  js,
  checkA11y,
}) => {
  const live = await api.createLivestream({
    title: "E2E Merkliste",
    starts_at: fromNow(2 * 24 * 60),
    ends_at: fromNow(2 * 24 * 60 + 60),
  });
  // A copy of arzt@example.com: its watch list can change without touching the demo user.
  await signInAsNewDoctor();

  await page.goto("/watchlist");
  await expect(page.getByRole("heading", { level: 1, name: "Merkliste" })).toBeVisible();
  await expect(page.getByText("Deine Merkliste ist noch leer.")).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: "Shorts ansehen" })).toHaveAttribute(
    "href",
    "/shorts",
  );
  await checkA11y();

  await page.goto(`/live/${live.slug}`);
  const save = page.getByRole("button", { name: "Auf die Merkliste" });
  await expect(save).toHaveAttribute("aria-pressed", "false");
  await save.click();
  const saved = page.getByRole("button", { name: "Von der Merkliste entfernen" });
  await expect(saved).toHaveAttribute("aria-pressed", "true");
  await expect(page).toHaveURL(new RegExp(`/live/${live.slug}$`));
  await expect(page.getByTestId("snackbar-success")).toContainText(
    "„E2E Merkliste“ ist jetzt auf deiner Merkliste.",
  );
  await checkA11y();

  await page.goto("/shorts");
  if (js) await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  const firstShort = page.locator("section[data-index='0']");
  const shortTitle = (await firstShort.getByRole("heading", { level: 2 }).textContent())?.trim() ?? "";
  await firstShort.getByRole("button", { name: "Auf die Merkliste" }).click();
  await expect(page.getByTestId("snackbar-success")).toContainText(
    `„${shortTitle}“ ist jetzt auf deiner Merkliste.`,
  );

  // From a page without the menu (the video layout): the watch list is in the profile menu.
  await page.locator("#profile-menu-summary").click();
  await page.getByRole("banner").getByRole("link", { name: "Merkliste" }).click();
  await expect(page).toHaveURL(/\/watchlist$/);
  const list = page.getByRole("list", { name: "Gemerkte Inhalte" });
  await expect(list.getByRole("listitem")).toHaveCount(2);
  // Last added first, each with its type.
  await expect(list.getByRole("article").nth(0)).toContainText("Short");
  await expect(list.getByRole("article").nth(0)).toContainText(shortTitle);
  await expect(list.getByRole("article").nth(1)).toContainText("Livestream");
  await expect(list.getByRole("article").nth(1)).toContainText("E2E Merkliste");
  await checkA11y();

  await page.getByRole("button", { name: "„E2E Merkliste“ von der Merkliste entfernen" }).click();
  await expect(list.getByRole("listitem")).toHaveCount(1);
  await expect(page.getByTestId("snackbar-success")).toContainText(
    "„E2E Merkliste“ ist nicht mehr auf deiner Merkliste.",
  );
  await page.getByRole("button", { name: `„${shortTitle}“ von der Merkliste entfernen` }).click();
  await expect(page.getByText("Deine Merkliste ist noch leer.")).toBeVisible();
  await checkA11y();
});

test("logged out: /watchlist leads to the landing page, the toggle to the login", async ({
  page,
  api,
  visit,
}) => {
  await visit("/watchlist");
  await expect(page).toHaveURL(/\/\?redirect=%2Fwatchlist$/);
  const live = await api.createLivestream({
    title: "E2E anonym",
    starts_at: fromNow(24 * 60),
    ends_at: fromNow(25 * 60),
  });
  await visit(`/live/${live.slug}`);
  await page.getByRole("link", { name: "Anmelden, um diesen Inhalt auf die Merkliste zu setzen" }).click();
  await expect(page).toHaveURL(new RegExp(`/\\?dialog=login&redirect=%2Flive%2F${live.slug}$`));
});
