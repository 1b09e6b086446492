import { expect, ready, test } from "../fixtures";

// On a small screen the scroll-to-top button never covers the footer's language
// switch (it needs JavaScript, so this runs with JavaScript only).

test.use({ viewport: { width: 375, height: 740 } });

test("the scroll-to-top button leaves the footer's English switch free", async ({ page }) => {
  await page.goto("/fachgebiete");
  await ready(page, true);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  const up = page.getByRole("button", { name: "Nach oben" });
  await expect(up).toBeVisible();
  const english = page.getByRole("contentinfo").getByRole("button", { name: "English" });
  await english.scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  const [a, b] = [await up.boundingBox(), await english.boundingBox()];
  expect(a && b).toBeTruthy();
  const overlap =
    a!.x < b!.x + b!.width && b!.x < a!.x + a!.width && a!.y < b!.y + b!.height && b!.y < a!.y + a!.height;
  expect(overlap, JSON.stringify({ up: a, english: b })).toBe(false);
  // A real click reaches the switch.
  await english.click();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
});
