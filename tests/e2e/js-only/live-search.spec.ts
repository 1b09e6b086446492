import { expect, test } from "../fixtures";

// Live search results need JavaScript: this runs in the "js" project only.

test("typing in the search page's field updates the results after the debounce", async ({ page, visit }) => {
  await visit("/search/Nieren");
  const main = page.getByRole("main");
  await expect(page.getByTestId("search-total")).toContainText("„Nieren“");
  const field = main.getByRole("searchbox", { name: "Suchbegriff" });
  await field.fill("");
  await field.pressSequentially("Über", { delay: 60 });
  // Nothing happens while typing; 500 ms after the last key the results follow.
  expect(page.url()).toMatch(/\/search\/Nieren$/);
  await expect(page).toHaveURL(/\/search\/%C3%9Cber$/);
  await expect(main.getByRole("heading", { level: 1, name: "Suchergebnisse für „Über“" })).toBeVisible();
  await expect(page.getByTestId("search-total")).toContainText("„Über“");
  await expect(field).toBeFocused();
  await expect(field).toHaveValue("Über");
  // The history entry was replaced, not added for every word.
  await page.goBack();
  await expect(page).not.toHaveURL(/\/search\//);
});
