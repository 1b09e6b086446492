import type { Page } from "@playwright/test";
import { efnWithCheckDigit } from "../fixtures/efn";
import { expect, ready, test } from "./fixtures";

// Registration (spec 2.5), with JavaScript on and off. Each test registers a new email.

const PDF = Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");

const dialog = (page: Page) => page.getByRole("dialog", { name: "Registrieren" });

async function next(page: Page, js: boolean, step: number) {
  await dialog(page).getByRole("button", { name: "Weiter" }).click();
  await expect(page).toHaveURL(new RegExp(`step=${step}$`));
  await ready(page, js);
}

/** Step 1: the email and the password twice. */
async function fillAccount(page: Page, email: string) {
  await dialog(page).getByLabel("E-Mail-Adresse").fill(email);
  await dialog(page)
    .getByLabel(/^Passwort$/)
    .fill("sicheres-passwort");
  await dialog(page)
    .getByLabel(/^Passwort wiederholen$/)
    .fill("sicheres-passwort");
}

async function stepsOneToFour(
  page: Page,
  js: boolean,
  email: string,
  profession: string,
  country: string,
  checkA11y: () => Promise<void> = async () => {},
) {
  await page.goto("/?dialog=register");
  await ready(page, js);
  await expect(dialog(page).getByText("Schritt 1 von 7")).toBeVisible();
  await fillAccount(page, email);
  await checkA11y();
  await next(page, js, 2);
  await dialog(page).getByLabel("Frau").check();
  await dialog(page).getByLabel("Vorname").fill("Clara");
  await dialog(page).getByLabel("Nachname").fill("Neumann");
  await checkA11y();
  await next(page, js, 3);
  await dialog(page).getByLabel("Beruf", { exact: true }).selectOption(profession);
  await dialog(page).getByLabel("Tätigkeitsbereich").selectOption("CLINIC");
  await dialog(page).getByLabel("Land", { exact: true }).selectOption(country);
  await checkA11y();
  await next(page, js, 4);
  await dialog(page).getByText("Kardiologie", { exact: true }).click();
  await expect(dialog(page).getByRole("radio", { name: "Kardiologie" })).toBeChecked();
  await checkA11y();
  await next(page, js, 5);
}

test("a doctor registers with an EFN and lands on /home; Enter in the code field registers", async ({
  page,
  js,
  api,
  checkA11y,
}) => {
  const email = `dr.neumann.${js ? "js" : "nojs"}.${Date.now()}@example.com`;
  await stepsOneToFour(page, js, email, "DOCTOR", "DE", checkA11y);
  await checkA11y();
  await dialog(page).getByLabel(/^EFN/).fill(efnWithCheckDigit("80276000333444"));
  await next(page, js, 6);
  await checkA11y();
  await next(page, js, 7);
  await expect(dialog(page).getByText(email)).toBeVisible();
  await checkA11y();

  // A wrong code first, then the code again ("resend"), then the right one.
  await dialog(page).getByLabel("Bestätigungscode").fill("000000");
  await dialog(page)
    .getByLabel(/Ich akzeptiere die/)
    .check();
  await dialog(page).getByRole("button", { name: "Registrieren" }).click();
  await expect(dialog(page).getByText("Ungültiger Code").first()).toBeVisible();
  await ready(page, js);
  // "Send the code again" is a secondary action: it works with the code field empty.
  await dialog(page).getByLabel("Bestätigungscode").fill("");
  await dialog(page).getByRole("button", { name: "Code erneut senden" }).click();
  await expect(page.getByText("Wir haben dir einen neuen Code geschickt.")).toBeVisible();
  await ready(page, js);
  await dialog(page)
    .getByLabel(/Ich akzeptiere die/)
    .check();
  // Enter in the code field registers (the form's first button), it does not send another code.
  await dialog(page)
    .getByLabel("Bestätigungscode")
    .fill(await api.latestCode(email));
  await dialog(page).getByLabel("Bestätigungscode").press("Enter");
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Willkommen, Clara Neumann!");
});

test("a nurse in Austria registers with a PDF proof and sees the pending state", async ({
  page,
  js,
  api,
  checkA11y,
}) => {
  const email = `pflege.${js ? "js" : "nojs"}.${Date.now()}@example.com`;
  await stepsOneToFour(page, js, email, "NURSE", "AT");
  await expect(dialog(page).getByLabel(/^EFN/)).toHaveCount(0);
  await dialog(page)
    .locator("input[type=file]")
    .setInputFiles({ name: "nachweis.pdf", mimeType: "application/pdf", buffer: PDF });
  if (js) await expect(dialog(page).getByText("nachweis.pdf")).toBeVisible();
  await next(page, js, 6);
  await next(page, js, 7);
  await dialog(page)
    .getByLabel("Bestätigungscode")
    .fill(await api.latestCode(email));
  await dialog(page)
    .getByLabel(/Ich akzeptiere die/)
    .check();
  await dialog(page).getByRole("button", { name: "Registrieren" }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByText(/Wir prüfen gerade deinen Nachweis/).first()).toBeVisible();
  await checkA11y();
});

test("an email that is taken is refused on step 1", async ({ page, js, checkA11y }) => {
  await page.goto("/?dialog=register");
  await ready(page, js);
  await fillAccount(page, "arzt@example.com");
  await dialog(page).getByRole("button", { name: "Weiter" }).click();
  await expect(dialog(page).getByText("Diese E-Mail-Adresse ist bereits vergeben").first()).toBeVisible();
  await expect(dialog(page).getByLabel("E-Mail-Adresse")).toHaveValue("arzt@example.com");
  await checkA11y();
});

test("back works from a step whose required fields are still empty", async ({ page, js }) => {
  await page.goto("/?dialog=register");
  await ready(page, js);
  await fillAccount(page, `zurueck.${js ? "js" : "nojs"}.${Date.now()}@example.com`);
  await next(page, js, 2);
  await dialog(page).getByRole("button", { name: "Zurück" }).click();
  await expect(page).toHaveURL(/step=1$/);
  await expect(page.locator('[aria-invalid="true"]')).toHaveCount(0);
});

test("Enter in a step's field goes on to the next step, not back", async ({ page, js }) => {
  await page.goto("/?dialog=register");
  await ready(page, js);
  await fillAccount(page, `enter.${js ? "js" : "nojs"}.${Date.now()}@example.com`);
  await next(page, js, 2);
  await dialog(page).getByLabel("Frau").check();
  await dialog(page).getByLabel("Vorname").fill("Clara");
  await dialog(page).getByLabel("Nachname").fill("Neumann");
  // A form's Enter submits its first submit button: that must be "Weiter", not "Zurück".
  await dialog(page).getByLabel("Nachname").press("Enter");
  await expect(page).toHaveURL(/step=3$/);
});
