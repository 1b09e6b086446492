import type { Page } from "@playwright/test";
import { efnWithCheckDigit } from "../fixtures/efn";
import type { ReferenceApi } from "../support/reference-api";
import { expect, ready, test } from "./fixtures";

// Forgot password, the request-validation dialog after a suspended login, and the renewal from the
// refresh-validation alert (spec 2.4, 2.5, §4), with JavaScript on and off.
// Every test that changes a user works on its own copy of a demo user, so the demo users themselves
// keep their state for the other tests.

const PDF = Buffer.from(
  "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n" +
    "3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
);

/** The codes mailed to `email`, newest first. */
async function codes(api: ReferenceApi, email: string): Promise<string[]> {
  return (await api.outbox(email)).flatMap((mail) => (mail.code ? [mail.code] : []));
}

const forgotDialog = (page: Page) => page.getByRole("dialog", { name: "Passwort zurücksetzen" });
const renewalDialog = (page: Page) => page.getByRole("dialog", { name: "Nachweis erneuern" });

async function fillReset(page: Page, code: string, password: string) {
  const dialog = forgotDialog(page);
  await dialog.getByLabel("Code").fill(code);
  await dialog.getByLabel(/^Neues Passwort$/).fill(password);
  await dialog.getByLabel(/^Neues Passwort wiederholen$/).fill(password);
  await dialog.getByRole("button", { name: "Passwort ändern" }).click();
}

test("forgot password: a code by mail, a wrong code, resend, the new password and logged in", async ({
  page,
  js,
  api,
  visit,
  login,
  checkA11y,
}) => {
  const { email } = await api.createUser({ like: "arzt@example.com" });
  await visit("/?dialog=login");
  await page
    .getByRole("dialog", { name: "Anmelden" })
    .getByRole("link", { name: "Passwort vergessen?" })
    .click();
  await expect(page).toHaveURL(/dialog=forgot-password/);
  await ready(page, js);
  await expect(forgotDialog(page).getByText("Schritt 1 von 2")).toBeVisible();
  await checkA11y();

  await forgotDialog(page).getByLabel("E-Mail-Adresse").fill(email);
  await forgotDialog(page).getByRole("button", { name: "Code anfordern" }).click();
  await expect(page).toHaveURL(/dialog=forgot-password&step=2$/);
  await ready(page, js);
  await expect(forgotDialog(page).getByText(`Wir haben dir einen Code an ${email} geschickt.`)).toBeVisible();
  await checkA11y();

  const [first] = await codes(api, email);
  expect(first).toMatch(/^\d{6}$/);
  await fillReset(page, first === "000000" ? "111111" : "000000", "mein-neues-passwort");
  await expect(forgotDialog(page).getByLabel("Code")).toHaveAttribute("aria-invalid", "true");
  await expect(forgotDialog(page).getByText("Ungültiger Code").first()).toBeVisible();
  await checkA11y();

  await forgotDialog(page).getByRole("button", { name: "Code erneut senden" }).click();
  await expect(page.getByText("Wir haben dir einen neuen Code geschickt.")).toBeVisible();
  await ready(page, js);
  const all = await codes(api, email);
  expect(all).toHaveLength(2);
  await fillReset(page, all[0]!, "mein-neues-passwort");
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByText("Dein Passwort wurde geändert. Du bist jetzt angemeldet.")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Willkommen zurück, Dr. Markus Hoffmann!");

  // The new password is the one that works from now on.
  await page.context().clearCookies();
  await login(email, "mein-neues-passwort");
  await expect(page).toHaveURL(/\/home$/);
});

test("forgot password: back to step 1 keeps the email, closing starts over", async ({ page, js, visit }) => {
  await visit("/?dialog=forgot-password");
  await forgotDialog(page).getByLabel("E-Mail-Adresse").fill("niemand-hier@example.com");
  await forgotDialog(page).getByRole("button", { name: "Code anfordern" }).click();
  // No probing: an unknown address goes on to step 2 as well.
  await expect(page).toHaveURL(/step=2$/);
  await ready(page, js);
  await forgotDialog(page).getByRole("link", { name: "Zurück", exact: true }).click();
  await expect(page).toHaveURL(/step=1$/);
  await ready(page, js);
  await expect(forgotDialog(page).getByLabel("E-Mail-Adresse")).toHaveValue("niemand-hier@example.com");
  await forgotDialog(page).getByRole("link", { name: "Dialog schließen" }).click();
  await expect(page).toHaveURL(/\/$/);
  await visit("/?dialog=forgot-password&step=2");
  await expect(page).toHaveURL(/step=1$/);
  await expect(forgotDialog(page).getByLabel("E-Mail-Adresse")).toHaveValue("");
});

test("a suspended doctor renews with an EFN and can log in again", async ({
  page,
  js,
  api,
  login,
  checkA11y,
}) => {
  const { email } = await api.createUser({
    like: "gesperrt@example.com",
    status: "SUSPENDED",
    validation_status: "EXPIRED",
    efn: null,
  });
  await login(email);
  await expect(page).toHaveURL(/dialog=request-validation/);
  await ready(page, js);
  const dialog = renewalDialog(page);
  await expect(dialog.getByText("Nachweis abgelaufen")).toBeVisible();
  await expect(dialog.getByText(email)).toBeVisible();
  await expect(dialog.getByLabel("Beruf", { exact: true })).toHaveValue("DOCTOR");
  const submit = dialog.getByRole("button", { name: "Nachweis einreichen" });
  // With JavaScript, submit waits for a changed, valid form (spec §5).
  if (js) await expect(submit).toBeDisabled();
  await checkA11y();

  const efn = dialog.getByLabel("EFN (Einheitliche Fortbildungsnummer)");
  await efn.fill("802761234567890");
  if (js) {
    await efn.blur();
    await expect(dialog.getByText("Ungültige EFN").first()).toBeVisible();
    await expect(submit).toBeDisabled();
    // An EFN disables the upload (spec §5).
    await expect(dialog.getByRole("button", { name: "Datei auswählen" })).toBeDisabled();
  } else {
    await submit.click();
    await expect(renewalDialog(page).getByText("Ungültige EFN").first()).toBeVisible();
    await checkA11y();
  }
  await renewalDialog(page)
    .getByLabel("EFN (Einheitliche Fortbildungsnummer)")
    .fill(efnWithCheckDigit("80276555444333"));
  await renewalDialog(page).getByRole("button", { name: "Nachweis einreichen" }).click();
  await expect(page).toHaveURL(/\/\?dialog=login$/);
  await expect(
    page.getByText("Deine EFN wurde bestätigt. Du kannst dich jetzt wieder anmelden."),
  ).toBeVisible();

  await login(email);
  await expect(page).toHaveURL(/\/home$/);
});

test("a student renews her expiring proof from the alert with an uploaded PDF", async ({
  page,
  js,
  signInAsNew,
  visit,
  checkA11y,
}) => {
  await signInAsNew({ like: "studentin@example.com" });
  await visit("/home");
  const alert = page.getByRole("complementary", { name: "Hinweis zu deinem Nachweis" });
  await expect(alert).toContainText("läuft bald ab");
  await alert.getByRole("link", { name: "Jetzt erneuern" }).click();
  await expect(page).toHaveURL(/\/refresh-validation\?redirectTo=%2Fhome$/);
  await ready(page, js);
  const dialog = renewalDialog(page);
  await expect(dialog.getByText("Nachweis bestätigt")).toBeVisible();
  await expect(dialog.getByLabel("Beruf", { exact: true })).toHaveValue("MEDICAL_STUDENT");
  // Students upload; the EFN is for doctors in Germany only.
  await expect(dialog.getByLabel(/EFN/)).toHaveCount(0);
  await checkA11y();

  await dialog.locator('input[type="file"]').setInputFiles({
    name: "immatrikulation.pdf",
    mimeType: "application/pdf",
    buffer: PDF,
  });
  if (js) await expect(dialog.getByText("Hochgeladen: immatrikulation.pdf")).toBeVisible();
  await dialog.getByRole("button", { name: "Nachweis einreichen" }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByText("Deine Anfrage wurde erfolgreich übermittelt.")).toBeVisible();
  // The dialog is closed and the prompt rests while the new proof is reviewed.
  await expect(renewalDialog(page)).toHaveCount(0);
  await expect(page.getByRole("complementary", { name: "Hinweis zu deinem Nachweis" })).toHaveCount(0);
});

test("closing the refresh dialog returns to the page it came from", async ({
  page,
  js,
  signInAsNew,
  visit,
}) => {
  await signInAsNew({ like: "studentin@example.com" });
  await visit("/refresh-validation?redirectTo=%2Fimprint");
  await renewalDialog(page).getByRole("link", { name: "Abbrechen" }).click();
  await expect(page).toHaveURL(/\/imprint$/);
  await ready(page, js);
  await expect(page.getByRole("complementary", { name: "Hinweis zu deinem Nachweis" })).toBeVisible();
});

test("a user whose proof is pending sees the review notice and cannot submit another", async ({
  page,
  signInAsNew,
  visit,
  checkA11y,
}) => {
  // A copy that has confirmed its data: the demo user's confirm-data dialog would cover the page.
  await signInAsNew({ like: "apothekerin@example.com", show_field_dialog: false });
  await visit("/home");
  const notice = page.getByRole("complementary", { name: "Hinweis zu deinem Nachweis" });
  await expect(notice).toContainText("Wir prüfen gerade deinen Nachweis");
  await expect(notice.getByRole("link")).toHaveCount(0);
  await visit("/refresh-validation?redirectTo=%2Fhome");
  const dialog = renewalDialog(page);
  await expect(dialog.getByText("Nachweis wird geprüft")).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Nachweis einreichen" })).toBeDisabled();
  await expect(dialog.getByLabel("Beruf", { exact: true })).toBeDisabled();
  await checkA11y();
});

test("forgot password: the mail's link opens the reset with the code filled in, in another browser too", async ({
  page,
  js,
  api,
  visit,
  checkA11y,
}) => {
  const { email } = await api.createUser({ like: "arzt@example.com" });
  await visit("/?dialog=forgot-password");
  await forgotDialog(page).getByLabel("E-Mail-Adresse").fill(email);
  await forgotDialog(page).getByRole("button", { name: "Code anfordern" }).click();
  await expect(page).toHaveURL(/dialog=forgot-password&step=2$/);
  const [mail] = await api.outbox(email);
  const link = /https?:\/\/\S+\/reset-password\/\d{6}/.exec(mail?.body ?? "")?.[0];
  expect(link).toBeTruthy();

  // Another browser: no session, so the email is asked for; the code from the mail is already there.
  await page.context().clearCookies();
  await visit(new URL(link ?? "").pathname);
  await expect(page).toHaveURL(/dialog=forgot-password&step=2&code=\d{6}$/);
  await ready(page, js);
  await expect(forgotDialog(page).getByLabel("Code")).toHaveValue(mail?.code ?? "");
  await checkA11y();
  await forgotDialog(page).getByLabel("E-Mail-Adresse").fill(email);
  await fillReset(page, mail?.code ?? "", "mein-neues-passwort");
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByText("Dein Passwort wurde geändert. Du bist jetzt angemeldet.")).toBeVisible();
});

test("a rejected and an expired proof are announced on every page, each with its way to a new proof", async ({
  page,
  js,
  api,
  signIn,
  visit,
  checkA11y,
}) => {
  const cases = [
    {
      status: "REJECTED" as const,
      text: "Wir konnten deinen Nachweis über deine berufliche Tätigkeit leider nicht anerkennen.",
      button: "Neuen Nachweis hochladen",
    },
    {
      status: "EXPIRED" as const,
      text: "Dein Nachweis über deine berufliche Tätigkeit ist abgelaufen.",
      button: "Jetzt erneuern",
    },
  ];
  for (const { status, text, button } of cases) {
    await page.context().clearCookies();
    const { email } = await api.createUser({
      like: "arzt@example.com",
      validation_status: status,
      show_field_dialog: false,
    });
    await signIn(email);
    await visit("/fachgebiete");
    const alert = page.getByRole("complementary", { name: "Hinweis zu deinem Nachweis" });
    await expect(alert).toContainText(text);
    await checkA11y();
    await alert.getByRole("link", { name: button }).click();
    await expect(page).toHaveURL(/\/refresh-validation\?redirectTo=%2Ffachgebiete$/);
    await ready(page, js);
    await expect(renewalDialog(page)).toBeVisible();
  }
});

test("an expired proof renewed from the profile: the profession comes from the profile, and nothing says 'expires soon'", async ({
  page,
  js,
  api,
  signIn,
  visit,
}) => {
  const { email } = await api.createUser({
    like: "arzt@example.com",
    validation_status: "EXPIRED",
    profession: "DENTIST",
    country: "AT",
    show_field_dialog: false,
  });
  await signIn(email);
  await visit("/profile");
  await page.getByRole("link", { name: "Nachweis jetzt erneuern" }).click();
  await expect(page).toHaveURL(/\/refresh-validation\?redirectTo=%2Fprofile$/);
  await ready(page, js);
  const dialog = renewalDialog(page);
  await expect(dialog.getByLabel("Beruf", { exact: true })).toHaveValue("DENTIST");
  await expect(dialog.getByText("Nachweis abgelaufen")).toBeVisible();
  await expect(dialog).not.toContainText("läuft bald ab");
});
