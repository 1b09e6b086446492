import type { Page } from "@playwright/test";
import { expect, ready, test } from "./fixtures";

// The guided tour (spec §4) on /home for a user with show_tour: with JavaScript eight steps
// over the main and the profile menu (keyboard only), skip with Escape; without JavaScript the welcome
// panel and its "Verstanden". Either way the API records the end: the tour does not come back.
// Skipping and small screens: js-only/tour.spec.ts.

const events = async (page: Page) =>
  (
    (await page.evaluate(() => (window as unknown as { dataLayer?: unknown[] }).dataLayer ?? [])) as Array<{
      event?: string;
    }>
  )
    .map((entry) => entry.event)
    .filter((event) => event?.startsWith("tour_"));

test("a new user is guided through eight steps and the tour is finished for good", async ({
  page,
  signInAsNew,
  js,
  checkA11y,
}) => {
  await signInAsNew({ like: "arzt@example.com", show_tour: true });
  await page.goto("/home");
  await ready(page, js);
  if (!js) {
    const panel = page.getByRole("region", { name: "Willkommen! So findest du dich zurecht" });
    await expect(panel.getByRole("listitem")).toHaveCount(8);
    await checkA11y();
    await panel.getByRole("button", { name: "Verstanden" }).click();
    await expect(page.getByTestId("snackbar-success")).toContainText("Viel Spaß beim Entdecken!");
  } else {
    const tour = page.getByRole("dialog", { name: "Home" });
    await expect(tour).toContainText("Schritt 1 von 8");
    await expect(tour.getByRole("heading", { name: "Home" })).toBeFocused();
    await checkA11y();
    // Keyboard only: Tab past "Überspringen" to "Weiter", Enter; focus returns to each step's heading.
    const titles = [
      "Fachgebiete",
      "CME-Fortbildungen",
      "Termine",
      "Zertifikate",
      "Abonnements",
      "Meine Inhalte",
      "Profil",
    ];
    for (const [index, title] of titles.entries()) {
      await page.keyboard.press("Tab");
      await page.keyboard.press("Tab");
      await expect(page.getByRole("button", { name: "Weiter" })).toBeFocused();
      await page.keyboard.press("Enter");
      const step = page.getByRole("dialog", { name: title });
      await expect(step).toContainText(`Schritt ${index + 2} von 8`);
      await expect(step.getByRole("heading", { name: title })).toBeFocused();
      // Past step 4 the profile menu is open, its entry highlighted.
      if (index + 2 === 5) {
        const entry = page.locator('[data-profile-entry="certificates"]');
        await expect(entry).toBeVisible();
        await expect(entry).toHaveAttribute("data-tour-active", "");
        await checkA11y();
      }
    }
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: "Fertig" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.getByTestId("tour")).toHaveCount(0);
    await expect(page.locator('[data-profile-entry="certificates"]')).toBeHidden();
    expect(await events(page)).toEqual(["tour_start", ...Array(7).fill("tour_next"), "tour_finish"]);
  }
  await page.reload();
  await ready(page, js);
  await expect(page.getByTestId("tour")).toHaveCount(0);
  await expect(page.getByRole("region", { name: "Willkommen! So findest du dich zurecht" })).toHaveCount(0);
});
