import type { Page } from "@playwright/test";
import { expect, ready, test } from "../fixtures";

// The checkout's forms with JavaScript (decision 020): conform checks a field as it is typed in the
// browser, and the list of errors above a form follows the server's latest answer.

const SLUG = "ekg-intensivkurs";

async function toAddress(page: Page) {
  await page.goto(`/registration/${SLUG}`);
  await ready(page, true);
  await page.getByLabel(/Ärztinnen und Ärzte/).check();
  await page.getByRole("button", { name: "Weiter" }).click();
  await expect(page).toHaveURL(/step=2$/);
  await ready(page, true);
}

test("a refused address is corrected in the browser: typing sends nothing to the server, 'Weiter' goes on", async ({
  page,
  api,
  signIn,
}) => {
  await signIn((await api.createUser({ like: "arzt@example.com" })).email);
  await toAddress(page);
  await page.getByLabel("Straße und Hausnummer").fill("Hauptstraße 1");
  await page.getByLabel("Postleitzahl").fill("10115");
  await page.getByRole("button", { name: "Weiter" }).click();
  await expect(page.getByRole("alert").first()).toContainText("Ort: Dieses Feld ist ein Pflichtfeld");

  // Each keystroke is checked where it is typed: none of them is a post of the form.
  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST") posts.push(request.url());
  });
  await page.getByLabel("Ort").pressSequentially("Berlin");
  await page.getByLabel("Ort").blur();
  await expect(page.getByLabel("Ort")).not.toHaveAttribute("aria-invalid", "true");
  expect(posts).toEqual([]);

  await page.getByRole("button", { name: "Weiter" }).click();
  await expect(page).toHaveURL(/step=3$/);
  expect(posts).toHaveLength(1);
});

test("a second refused discount code replaces the first one's message in the list of errors", async ({
  page,
  api,
  signIn,
}) => {
  await signIn((await api.createUser({ like: "arzt@example.com" })).email);
  await toAddress(page);
  await page.getByLabel("Straße und Hausnummer").fill("Hauptstraße 1");
  await page.getByLabel("Postleitzahl").fill("10115");
  await page.getByLabel("Ort").fill("Berlin");
  await page.getByRole("button", { name: "Weiter" }).click();
  await expect(page).toHaveURL(/step=3$/);
  await ready(page, true);

  const code = page.getByLabel("Rabattcode");
  const summary = page.getByRole("alert").filter({ hasText: "Bitte korrigiere" });
  await code.fill("HERBST2025");
  await page.getByRole("button", { name: "Einlösen" }).click();
  await expect(summary).toContainText("Rabattcode: Der Rabattcode ist abgelaufen.");

  await code.fill("GIBTSNICHT");
  await page.getByRole("button", { name: "Einlösen" }).click();
  await expect(page.getByText("Der Rabattcode ist ungültig.", { exact: true })).toBeVisible();
  await expect(summary).toContainText("Rabattcode: Der Rabattcode ist ungültig.");
  await expect(summary).not.toContainText("abgelaufen");
});
