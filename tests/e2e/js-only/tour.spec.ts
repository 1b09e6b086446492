import type { Page } from "@playwright/test";
import { expect, ready, test } from "../fixtures";

// The guided tour with JavaScript (spec §4): Escape skips it; on a small screen steps 1–4
// open the main menu and steps 5–8 the profile menu instead.

const events = async (page: Page) =>
  (
    (await page.evaluate(() => (window as unknown as { dataLayer?: unknown[] }).dataLayer ?? [])) as Array<{
      event?: string;
    }>
  )
    .map((entry) => entry.event)
    .filter((event) => event?.startsWith("tour_"));

test("Escape skips the tour, which is then recorded", async ({ page, signInAsNew }) => {
  await signInAsNew({ like: "arzt@example.com", show_tour: true });
  await page.goto("/home");
  await ready(page, true);
  await expect(page.getByRole("dialog", { name: "Home" })).toBeVisible();
  await page.getByRole("button", { name: "Weiter" }).click();
  await expect(page.getByRole("dialog", { name: "Fachgebiete" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByTestId("tour")).toHaveCount(0);
  expect(await events(page)).toEqual(["tour_start", "tour_next", "tour_skip"]);
  await expect(page.getByTestId("snackbar-success")).toContainText("Du kannst jederzeit über das Menü");
  await page.reload();
  await ready(page, true);
  await expect(page.getByTestId("tour")).toHaveCount(0);
});

test.describe("on a small screen", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("steps 1–4 open the main menu, 5–8 the profile menu", async ({ page, signInAsNew, checkA11y }) => {
    await signInAsNew({ like: "arzt@example.com", show_tour: true });
    await page.goto("/home");
    await ready(page, true);
    const drawer = page.getByRole("navigation", { name: "Hauptmenü" });
    await expect(page.getByRole("dialog", { name: "Home" })).toBeVisible();
    await expect(drawer).toBeVisible();
    await checkA11y();
    for (let step = 1; step < 5; step++) await page.getByRole("button", { name: "Weiter" }).click();
    await expect(page.getByRole("dialog", { name: "Zertifikate" })).toBeVisible();
    await expect(drawer).toBeHidden();
    await expect(page.locator('[data-profile-entry="certificates"]')).toBeVisible();
    await page.getByRole("button", { name: "Überspringen" }).click();
    await expect(page.getByTestId("tour")).toHaveCount(0);
    await expect(page.locator('[data-profile-entry="certificates"]')).toBeHidden();
  });
});
