import type { Page } from "@playwright/test";
import { expect, ready, test } from "./fixtures";

// What the landing page's forms and dialogs say, with JavaScript on and off: no errors before typing,
// the snackbar for a taken email, a student's way to access, one offer to register at the top.

async function expectNoErrors(page: Page) {
  await expect(page.locator('[aria-invalid="true"]')).toHaveCount(0);
  await expect(page.getByRole("dialog").getByRole("alert")).toHaveCount(0);
}

test("switching between login, registration and password dialogs shows no errors before typing", async ({
  page,
  js,
  checkA11y,
}) => {
  await page.goto("/?dialog=login");
  await ready(page, js);
  await page.getByRole("link", { name: "Noch kein Konto? Jetzt registrieren" }).click();
  await expect(page.getByRole("dialog", { name: "Registrieren" })).toBeVisible();
  await ready(page, js);
  await expectNoErrors(page);
  await checkA11y();

  await page.goto("/?dialog=login");
  await ready(page, js);
  await page.getByRole("link", { name: "Passwort vergessen?" }).click();
  await expect(page.getByRole("dialog", { name: "Passwort zurücksetzen" })).toBeVisible();
  await ready(page, js);
  await expectNoErrors(page);
  await page.getByRole("link", { name: "Zurück zur Anmeldung" }).click();
  await expect(page.getByRole("dialog", { name: "Anmelden" })).toBeVisible();
  await ready(page, js);
  await expectNoErrors(page);
});

test("an email that is taken gets the spec's snackbar at step 1", async ({ page, js, checkA11y }) => {
  await page.goto("/?dialog=register");
  await ready(page, js);
  const dialog = page.getByRole("dialog", { name: "Registrieren" });
  await dialog.getByLabel("E-Mail-Adresse").fill("arzt@example.com");
  await dialog.getByLabel(/^Passwort$/).fill("sicheres-passwort");
  await dialog.getByLabel(/^Passwort wiederholen$/).fill("sicheres-passwort");
  await dialog.getByRole("button", { name: "Weiter" }).click();
  await expect(page.getByTestId("snackbar-error")).toHaveText(/Diese E-Mail-Adresse ist bereits vergeben/);
  await expect(dialog.getByLabel("E-Mail-Adresse")).toHaveValue("arzt@example.com");
  await checkA11y();
});

test("an HWG item tells a student how to get access, with a link that leads there", async ({
  page,
  js,
  api,
  signIn,
  checkA11y,
}) => {
  const video = await api.content("VOD", "HWG");
  await signIn("studentin@example.com");
  await page.goto(`/video/${video.slug}`);
  await ready(page, js);
  const locked = page.getByTestId("locked-media");
  await expect(locked).toContainText("Reiche deinen Nachweis ein");
  await expect(locked).not.toContainText("Profil");
  await locked.getByRole("link", { name: "Nachweis einreichen" }).click();
  await expect(page).toHaveURL(new RegExp(`/refresh-validation\\?redirectTo=%2Fvideo%2F${video.slug}$`));
  await expect(page.getByRole("dialog", { name: "Nachweis erneuern" })).toBeVisible();
  await checkA11y();
});

test("the landing page offers to register once at the top", async ({ page, visit, checkA11y }) => {
  await visit("/");
  await expect(page.getByRole("banner").getByRole("link", { name: "Registrieren" })).toBeVisible();
  await expect(page.getByRole("complementary", { name: "Registrierung" })).toHaveCount(0);
  await checkA11y();
  // Other pages keep the register alert for visitors.
  await visit("/fachgebiete");
  await expect(page.getByRole("complementary", { name: "Registrierung" })).toBeVisible();
});
