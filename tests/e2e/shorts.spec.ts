import { expect, test } from "./fixtures";

// /shorts and /short/{slug}: the vertical feed; each short has its own URL and links to its
// neighbours that work without JavaScript.

test("the feed starts at the newest short; 'next short' opens the next one's URL", async ({
  page,
  visit,
  checkA11y,
}) => {
  await visit("/shorts");
  await expect(page.getByRole("heading", { level: 1, name: "Shorts" })).toBeAttached();
  const first = page.locator("section[data-index='0']");
  await expect(first.locator("video")).toHaveCount(1);
  await expect(first.getByRole("link", { name: "Vorheriger Short" })).toHaveCount(0);
  const next = first.getByRole("link", { name: "Nächster Short" });
  const nextHref = (await next.getAttribute("href")) ?? "";
  expect(nextHref).toMatch(/^\/short\/[a-z0-9-]+$/);
  await checkA11y();
  await next.click();
  await expect(page).toHaveURL(new RegExp(`${nextHref}$`));
});

test("a short's own URL renders it first, with links to its neighbours", async ({
  page,
  visit,
  checkA11y,
}) => {
  await visit("/shorts");
  const secondTitle = (await page.locator("section[data-index='1'] h2").textContent())?.trim() ?? "";
  const firstHref = (await page.locator("section[data-index='0'] h2 a").getAttribute("href")) ?? "";
  const secondHref = (await page.locator("section[data-index='1'] h2 a").getAttribute("href")) ?? "";
  await visit(secondHref);
  const first = page.locator("section[data-index='0']");
  await expect(first.getByRole("heading", { level: 2 })).toHaveText(secondTitle);
  await expect(page).toHaveTitle(new RegExp(`^${secondTitle.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")} – `));
  await expect(first.getByRole("link", { name: "Vorheriger Short" })).toHaveAttribute("href", firstHref);
  await checkA11y();
  await first.getByRole("link", { name: "Vorheriger Short" }).click();
  await expect(page).toHaveURL(new RegExp(`${firstHref}$`));
  await expect(page.locator("section[data-index='0'] h2 a")).toHaveAttribute("href", firstHref);
});
