import { expect, ready, test } from "./fixtures";

// Runs with JavaScript on and off (projects "js" and "no-js").

test("a doctor logs in and sees the home page with the followed fields and channels", async ({
  page,
  login,
  checkA11y,
}) => {
  await login("arzt@example.com");
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Willkommen zurück, Dr. Markus Hoffmann!");
  await expect(page.getByRole("region", { name: "Deine Kanäle" }).getByRole("link")).toHaveCount(3);
  await expect(page.getByRole("status").filter({ hasText: "Du bist jetzt angemeldet." })).toBeVisible();
  await checkA11y();
});

test("a wrong password shows the spec's message on the password field and keeps the email", async ({
  page,
  login,
  checkA11y,
  js,
}) => {
  await login("arzt@example.com", "falsches-passwort");
  const dialog = page.getByRole("dialog", { name: "Anmelden" });
  await expect(
    dialog.getByText("Die angegebene Email oder das Passwort ist nicht korrekt").first(),
  ).toBeVisible();
  await expect(dialog.getByLabel("E-Mail-Adresse")).toHaveValue("arzt@example.com");
  // The server never sends the password back (with JavaScript the browser keeps its own field).
  if (!js) await expect(dialog.getByLabel(/^Passwort$/)).toHaveValue("");
  await expect(dialog.getByLabel(/^Passwort$/)).toHaveAttribute("aria-invalid", "true");
  await checkA11y();
});

test("a suspended user is led to validation renewal with the status", async ({ page, login, checkA11y }) => {
  await login("gesperrt@example.com");
  await expect(page).toHaveURL(/dialog=request-validation/);
  const dialog = page.getByRole("dialog", { name: "Nachweis erneuern" });
  await expect(dialog.getByText("Nachweis abgelaufen")).toBeVisible();
  await expect(dialog.getByText("gesperrt@example.com")).toBeVisible();
  await checkA11y();
});

test("logout asks for confirmation and returns to the landing page", async ({ page, login, js }) => {
  await login("apothekerin@example.com");
  await expect(page).toHaveURL(/\/home$/);
  await page.goto("/home?dialog=logout");
  await ready(page, js);
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("button", { name: "Abmelden" }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto("/home");
  await expect(page).toHaveURL(/\/\?redirect=%2Fhome$/);
});

test("the guard keeps the wanted page through login", async ({ page, js, checkA11y }) => {
  await page.goto("/home");
  await expect(page).toHaveURL(/\/\?redirect=%2Fhome$/);
  await ready(page, js);
  await checkA11y();
  await page.goto("/?dialog=login&redirect=%2Fimprint");
  await ready(page, js);
  const dialog = page.getByRole("dialog", { name: "Anmelden" });
  await dialog.getByLabel("E-Mail-Adresse").fill("team@example.com");
  await dialog.getByLabel(/^Passwort$/).fill("fortbildung2026");
  await dialog.getByRole("button", { name: /^Anmelden$/ }).click();
  await expect(page).toHaveURL(/\/imprint$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Impressum");
});

test("an unknown page shows the 404 page", async ({ page, visit, checkA11y }) => {
  const response = await page.goto("/gibt-es-nicht/wirklich");
  expect(response?.status()).toBe(404);
  await visit("/gibt-es-nicht/wirklich");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Diese Seite konnte nicht gefunden werden",
  );
  await expect(page).toHaveTitle(/Diese Seite konnte nicht gefunden werden/);
  await checkA11y();
});

test("the language switch turns the interface English and back", async ({ page, visit, checkA11y }) => {
  await visit("/");
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  await page.getByRole("contentinfo").getByRole("button", { name: "English" }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Medical education, whenever and wherever you want",
  );
  await checkA11y();
  await page.goto("/nicht-da");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("This page could not be found");
  await page.getByRole("contentinfo").getByRole("button", { name: "Deutsch" }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
});

test("the landing page and a legal page pass the accessibility check", async ({ page, visit, checkA11y }) => {
  await visit("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await checkA11y();
  await visit("/?dialog=imprint");
  await expect(page.getByRole("dialog", { name: "Impressum" })).toBeVisible();
  await checkA11y();
  await visit("/privacy-policy");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Datenschutzerklärung");
  await checkA11y();
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 800 }, isMobile: true, hasTouch: true });

  test("after the login /home opens at the top: the greeting in view, not under the top bar", async ({
    page,
    login,
    js,
  }) => {
    await login("arzt@example.com");
    await expect(page).toHaveURL(/\/home$/);
    await ready(page, js);
    const greeting = page.getByRole("heading", { level: 1 });
    await expect(greeting).toHaveText("Willkommen zurück, Dr. Markus Hoffmann!");
    // The login dialog gives the focus back to the main content as it closes: that must not move the page.
    if (js) await expect(page.locator("#main")).toBeFocused();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    const bar = await page.locator("header").first().boundingBox();
    const box = await greeting.boundingBox();
    expect(box && bar && box.y >= bar.y + bar.height).toBe(true);
  });
});
