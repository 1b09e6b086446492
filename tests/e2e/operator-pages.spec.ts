import { expect, ready, test } from "./fixtures";

// /uber-fortbildung and /jobs (spec 2.1: /uber-{product}, /jobs): operator-edited pages like the
// legal ones, reached from the menu and the footer, with JavaScript on and off.

test("about us from the menu, jobs from the footer", async ({ page, js, visit }) => {
  await visit("/imprint");
  await page.getByRole("navigation", { name: "Hauptmenü" }).getByRole("link", { name: "Über uns" }).click();
  await expect(page).toHaveURL(/\/uber-fortbildung$/);
  await ready(page, js);
  await expect(page).toHaveTitle("Über uns – Fortbildung");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Über uns");
  await expect(page.getByRole("main")).toContainText("betrieben von der Fortbildung Medien GmbH");

  await page.getByRole("contentinfo").getByRole("link", { name: "Jobs" }).click();
  await expect(page).toHaveURL(/\/jobs$/);
  await ready(page, js);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Jobs");
  await expect(
    page.getByRole("main").getByRole("link", { name: "kontakt@fortbildung.example" }),
  ).toHaveAttribute("href", "mailto:kontakt@fortbildung.example");
});
