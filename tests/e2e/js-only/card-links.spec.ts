import { expect, test } from "../fixtures";

// Decision 021: a content card's link is a plain anchor (cheaper to render than Remix's Link); with
// JavaScript a plain click still navigates inside the app, without loading a new document.

test("a card's title opens the item inside the app, without a new document", async ({
  page,
  signIn,
  visit,
}) => {
  await signIn("arzt@example.com");
  await visit("/home");
  // Survives client-side navigations only.
  await page.evaluate(() => Object.assign(window, { stillTheSamePage: true }));
  const card = page.getByRole("region", { name: "Empfohlen für dich" }).getByRole("article").first();
  const title = card.getByRole("heading").getByRole("link");
  const href = await title.getAttribute("href");
  expect(href).toMatch(/^\/(video|live|short)\//);
  await title.click();
  await expect(page).toHaveURL(href!);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => (window as { stillTheSamePage?: boolean }).stillTheSamePage)).toBe(true);
});

// The cards that came with the page keep the server's HTML after hydration (render/html-memo.ts); what
// they show must still follow the page: here a language switch, which the app renders in place.
test("after a language switch inside the app, the cards speak the new language and still open inside the app", async ({
  page,
  visit,
  checkA11y,
}) => {
  await visit("/fachgebiete/kardiologie");
  await page.evaluate(() => Object.assign(window, { stillTheSamePage: true }));
  const date = page.getByRole("article").first().locator("time");
  await expect(date).toHaveText(/^\d{2}\. \S+ \d{4}/);
  await page.getByRole("contentinfo").getByRole("button", { name: "English" }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(date).toHaveText(/^\d{1,2} [A-Z][a-z]+ \d{4}/);
  await checkA11y();

  const title = page.getByRole("article").first().getByRole("heading").getByRole("link");
  const href = await title.getAttribute("href");
  await title.click();
  await expect(page).toHaveURL(href!);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => (window as { stillTheSamePage?: boolean }).stillTheSamePage)).toBe(true);
});
