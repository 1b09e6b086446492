import { expect, ready, test } from "./fixtures";

// /faq and /faq/{type} (spec 2.1), with JavaScript on and off: the questions are native disclosures,
// so they open by mouse and keyboard either way.

test("the menu's login help opens the login topic; a question opens with the keyboard", async ({
  page,
  js,
  visit,
}) => {
  await visit("/imprint");
  await page
    .getByRole("navigation", { name: "Hauptmenü" })
    .getByRole("link", { name: "Hilfe zum Login" })
    .click();
  await expect(page).toHaveURL(/\/faq\/login$/);
  await ready(page, js);
  await expect(page).toHaveTitle("Häufige Fragen: Anmeldung – Fortbildung");
  const topics = page.getByRole("navigation", { name: "Themen" });
  await expect(topics.getByRole("link", { name: "Anmeldung" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveText(["Anmeldung"]);

  const answer = page.getByText("Wähle im Anmeldedialog „Passwort vergessen?“");
  await expect(answer).toBeHidden();
  await page.getByText("Ich habe mein Passwort vergessen.").focus();
  await page.keyboard.press("Enter");
  await expect(answer).toBeVisible();
  await page.keyboard.press("Enter");
  await expect(answer).toBeHidden();
});

test("/faq lists every topic; a topic link leads to its questions", async ({ page, js, visit }) => {
  await visit("/faq");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Häufige Fragen");
  await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveCount(9);
  await page.getByRole("navigation", { name: "Themen" }).getByRole("link", { name: "EFN" }).click();
  await expect(page).toHaveURL(/\/faq\/efn$/);
  await ready(page, js);
  await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveText(["EFN"]);
  await page.getByText("Wo finde ich meine EFN?").click();
  await expect(page.getByText(/Barcode-Etikett/)).toBeVisible();
});

test("a shared link to a question shows it open", async ({ page, visit }) => {
  await visit("/faq/efn?frage=wo-finde-ich-meine-efn#wo-finde-ich-meine-efn");
  await expect(page.getByText(/Barcode-Etikett/)).toBeVisible();
  await expect(page.getByText(/Prüfziffer/)).toBeHidden();
});

test("an unknown topic is the not-found page", async ({ page }) => {
  const response = await page.goto("/faq/gibt-es-nicht");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("nicht gefunden");
});
