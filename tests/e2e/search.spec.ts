import { expect, test } from "./fixtures";

// Search, tag and landing pages, JavaScript on and off.

test("search a German term with an umlaut from the top bar, see grouped results, filter and open a tag", async ({
  page,
  visit,
  checkA11y,
}) => {
  await visit("/imprint");
  await page.locator("#topbar-search").fill("Überaktive");
  await page.locator("#topbar-search").press("Enter");
  await expect(page).toHaveURL(/\/search\/%C3%9Cberaktive$/);
  await expect(page).toHaveTitle("Suche: Überaktive – Fortbildung");
  const main = page.getByRole("main");
  await expect(
    main.getByRole("heading", { level: 1, name: "Suchergebnisse für „Überaktive“" }),
  ).toBeVisible();
  await expect(page.getByTestId("search-total")).toContainText("Treffer für „Überaktive“");

  const filter = page.getByRole("navigation", { name: "Treffer nach Typ" });
  await expect(filter.getByRole("link", { name: /^Alle \(\d+\)$/ })).toHaveAttribute("aria-current", "page");
  const tags = main.getByRole("region", { name: /^Schlagworte \(\d+\)$/ });
  await expect(tags.getByRole("link", { name: "Überaktive Blase" })).toHaveAttribute(
    "href",
    "/tag/ueberaktive-blase",
  );
  await expect(main.getByRole("region", { name: /^Videos und E-Learnings \(\d+\)$/ })).toBeVisible();
  await checkA11y();

  await filter.getByRole("link", { name: /^Schlagworte/ }).click();
  await expect(page).toHaveURL(/\/search\/%C3%9Cberaktive\?type=TAG$/);
  await expect(filter.getByRole("link", { name: /^Schlagworte/ })).toHaveAttribute("aria-current", "page");
  await expect(main.getByRole("region", { name: /^Videos und E-Learnings/ })).toHaveCount(0);

  await main.getByRole("link", { name: "Überaktive Blase" }).click();
  await expect(page).toHaveURL(/\/tag\/ueberaktive-blase$/);
  await expect(main.getByRole("heading", { level: 1, name: "Überaktive Blase" })).toBeVisible();
  await expect(main.getByText("Indikation", { exact: true })).toBeVisible();
  await expect(main.getByRole("region", { name: "Inhalte" }).getByRole("article").first()).toBeVisible();
  await checkA11y();
});

test("the search page's own form and an empty result with field suggestions", async ({
  page,
  visit,
  checkA11y,
}) => {
  await visit("/search");
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1, name: "Suche" })).toBeVisible();
  await checkA11y();

  const field = main.getByRole("searchbox", { name: "Suchbegriff" });
  await field.fill("Schädelxyz");
  await main.getByRole("button", { name: "Suchen" }).click();
  await expect(page).toHaveURL(/\/search\/Sch%C3%A4delxyz$/);
  await expect(main.getByText("Keine Treffer für „Schädelxyz“.")).toBeVisible();
  const suggestions = main.getByRole("region", { name: "Fachgebiete entdecken" });
  await expect(suggestions.getByRole("link").first()).toHaveAttribute("href", /^\/fachgebiete\/[a-z0-9-]+$/);
  await checkA11y();
});

test("a search with a typo finds what the right spelling finds", async ({ page, visit, checkA11y }) => {
  await visit("/search");
  const main = page.getByRole("main");
  await main.getByRole("searchbox", { name: "Suchbegriff" }).fill("Herzinsufizienz");
  await main.getByRole("button", { name: "Suchen" }).click();
  await expect(page).toHaveURL(/\/search\/Herzinsufizienz$/);
  await expect(page.getByTestId("search-total")).toContainText("Treffer für „Herzinsufizienz“");
  const videos = main.getByRole("region", { name: /^Videos und E-Learnings \(\d+\)$/ });
  await expect(
    videos.getByRole("link", { name: /Expertenrunde Herzinsuffizienz: Kontroversen und Konsens/ }).first(),
  ).toBeVisible();
  await expect(main.getByText("Keine Treffer", { exact: false })).toHaveCount(0);
  await checkA11y();
});

test("a landing page renders its sections in order", async ({ page, visit, checkA11y }) => {
  await visit("/medlive");
  await expect(page).toHaveTitle("medlive – Livestreams – Fortbildung");
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1 })).toHaveText("medlive");
  const headings = await main.getByRole("heading", { level: 2 }).allTextContents();
  expect(headings).toEqual(["Die nächsten Termine", "Live dabei sein", "Häufige Fragen", "Noch kein Konto?"]);
  const faq = main.getByRole("region", { name: "Häufige Fragen" });
  const answer = faq.getByText("Nein. Livestreams laufen in jedem aktuellen Browser", { exact: false });
  await expect(answer).toBeHidden();
  await faq.getByText("Brauche ich eine besondere Software?").click();
  await expect(answer).toBeVisible();
  await checkA11y();
});

test("an unknown landing page is a 404", async ({ page }) => {
  const response = await page.goto("/gibt-es-nicht");
  expect(response?.status()).toBe(404);
});

test("the other landing pages render every section type without axe violations", async ({
  page,
  visit,
  checkA11y,
}) => {
  for (const [slug, heading] of [
    ["doctupus", "Lernen in fünf Minuten"],
    ["expanda", "Unsere Referentinnen und Referenten"],
    ["updates", "Updates nach Fachgebiet"],
    ["kooperationen", "Kanäle unserer Kooperationspartner"],
    ["partner", "Partner werden"],
  ] as const) {
    await visit(`/${slug}`);
    await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toHaveCount(1);
    await expect(page.getByRole("main").getByRole("heading", { level: 2, name: heading })).toBeVisible();
    await checkA11y();
  }
});
