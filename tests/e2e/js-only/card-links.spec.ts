import { expect, test } from "../fixtures";

// Issue 15: a content card's link is a plain anchor (cheaper to render than Remix's Link); with
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
