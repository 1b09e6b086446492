import type { Page } from "@playwright/test";
import { expect, ready, test } from "./fixtures";

// Booking a paid event (issue 14), JavaScript on and off: tickets on the event page, the three steps
// with one discount code, the reference API's fake provider, the result page; a failed payment and
// its retry; early-bird prices before and after their date. axe on every page of the product.

const SLUG = "ekg-intensivkurs";
const PDF = Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");

/** The provider's page (the reference API's demo checkout): choose the outcome and go on. */
async function provider(page: Page, outcome: "Bezahlt" | "Fehlgeschlagen") {
  await expect(page).toHaveURL(/\/checkout\/tr_[0-9a-f]{16}$/);
  await page.getByLabel("PayPal").check();
  await page.getByLabel(outcome).check();
  await page.getByRole("button", { name: "Weiter" }).click();
  await expect(page).toHaveURL(/\/payment-redirect$/);
}

async function toSummary(
  page: Page,
  js: boolean,
  choose = async () => page.getByLabel(/Ärztinnen und Ärzte/).check(),
) {
  await page.goto(`/registration/${SLUG}`);
  await ready(page, js);
  await choose();
  await page.getByRole("button", { name: "Weiter" }).click();
  await expect(page).toHaveURL(/step=2$/);
  await ready(page, js);
  await expect(page.getByLabel("Vorname")).toHaveValue("Markus");
  await page.getByLabel("Straße und Hausnummer").fill("Hauptstraße 1");
  await page.getByLabel("Postleitzahl").fill("10115");
  await page.getByLabel("Ort").fill("Berlin");
  await page.getByRole("button", { name: "Weiter" }).click();
  await expect(page).toHaveURL(/step=3$/);
  await ready(page, js);
}

test("a doctor books a course with a discount code and pays", async ({
  page,
  api,
  signIn,
  js,
  checkA11y,
}) => {
  await signIn((await api.createUser({ like: "arzt@example.com" })).email);
  await page.goto(`/event/${SLUG}`);
  const tickets = page.getByRole("region", { name: "Tickets" });
  await expect(tickets).toContainText("Frühbucherpreis bis");
  await expect(tickets.getByTestId("ticket-prices")).toContainText("(dein Preis)");
  await expect(page.getByRole("region", { name: "Programm" }).getByTestId("agenda-day")).toHaveCount(2);
  await expect(page.getByRole("region", { name: "Referentinnen und Referenten" })).toContainText("Vorsitz");
  await checkA11y();
  await tickets.getByRole("link", { name: "Jetzt buchen" }).click();
  await expect(page).toHaveURL(new RegExp(`/registration/${SLUG}$`));
  await checkA11y();
  await toSummary(page, js);
  await checkA11y();

  await page.getByLabel("Rabattcode (optional)").fill("ekg25");
  await page.getByRole("button", { name: "Einlösen" }).click();
  await expect(page.getByTestId("snackbar-success")).toContainText("Der Rabattcode wurde eingelöst.");
  await expect(page.getByTestId("checkout-summary")).toContainText("Rabattcode EKG25");
  await page.getByLabel("Rabattcode (optional)").fill("WILLKOMMEN10");
  await page.getByRole("button", { name: "Einlösen" }).click();
  await expect(page.getByRole("alert").first()).toContainText("nur ein Rabattcode");
  await checkA11y();

  await page.getByLabel(/Ich akzeptiere die Teilnahmebedingungen/).check();
  await page.getByRole("button", { name: "Zahlungspflichtig bestellen" }).click();
  await provider(page, "Bezahlt");
  await expect(page.getByRole("heading", { level: 1, name: "Zahlung erfolgreich" })).toBeVisible();
  await checkA11y();
  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: "Rechnung herunterladen (PDF)" }).click();
  expect((await downloading).suggestedFilename()).toMatch(/^Rechnung-R-\d{4}-\d{6}\.pdf$/);
  await page.getByRole("link", { name: "Zur Veranstaltung" }).click();
  await expect(page.getByRole("region", { name: "Tickets" })).toContainText("Du hast ein Ticket");
  await expect(page.getByRole("link", { name: "In meinen Kalender eintragen (.ics)" })).toBeVisible();
  await page.goto("/profile/my-content");
  await expect(page.getByTestId("orders")).toContainText("bezahlt");
  await checkA11y();
});

test("a failed payment says so, and the retry pays", async ({ page, api, signIn, js, checkA11y }) => {
  await signIn((await api.createUser({ like: "arzt@example.com" })).email);
  await toSummary(page, js);
  await page.getByLabel(/Ich akzeptiere die Teilnahmebedingungen/).check();
  await page.getByRole("button", { name: "Zahlungspflichtig bestellen" }).click();
  await provider(page, "Fehlgeschlagen");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Die Zahlung konnte nicht abgeschlossen werden",
  );
  await checkA11y();
  await page.getByRole("link", { name: "Erneut versuchen" }).click();
  await expect(page).toHaveURL(/step=3$/);
  await ready(page, js);
  await page.getByLabel(/Ich akzeptiere die Teilnahmebedingungen/).check();
  await page.getByRole("button", { name: "Zahlungspflichtig bestellen" }).click();
  await provider(page, "Bezahlt");
  await expect(page.getByRole("heading", { level: 1, name: "Zahlung erfolgreich" })).toBeVisible();
});

test("the early-bird price holds until its date, then the regular price applies", async ({
  page,
  api,
  signIn,
  visit,
}) => {
  await signIn((await api.createUser({ like: "arzt@example.com" })).email);
  const yourPrice = page.getByTestId("ticket-prices").getByRole("listitem").filter({ hasText: "dein Preis" });
  await visit(`/event/${SLUG}`);
  await expect(yourPrice.locator("del")).toHaveCount(1);
  const before = await yourPrice.innerText();
  await expect(page.getByRole("region", { name: "Tickets" })).toContainText("Frühbucherpreis bis");
  // After both early-bird phases (5 and 12 days from the seed): the regular price, nothing struck.
  await api.setClock({ advanceSeconds: 13 * 24 * 60 * 60 });
  await visit(`/event/${SLUG}`);
  await expect(yourPrice.locator("del")).toHaveCount(0);
  await expect(yourPrice).not.toHaveText(before);
  await expect(page.getByRole("region", { name: "Tickets" })).not.toContainText("Frühbucherpreis");
});

test("/expanda lists seminars and bundles; a bundle page offers its price", async ({
  page,
  visit,
  checkA11y,
}) => {
  await visit("/expanda");
  const seminars = page.getByTestId("seminars");
  await expect(seminars.getByRole("link", { name: "Expanda-Seminar: EKG-Intensivkurs" })).toBeVisible();
  await checkA11y();
  await page.getByRole("link", { name: "Expanda-Jahrespaket Kardiologie" }).click();
  await expect(
    page.getByRole("heading", { level: 1, name: "Expanda-Jahrespaket Kardiologie" }),
  ).toBeVisible();
  await expect(page.getByRole("region", { name: "Tickets" })).toContainText("Paketpreis");
  await expect(page.getByRole("link", { name: "Zum Buchen anmelden" })).toBeVisible();
  await checkA11y();
});

test("an assistant doctor books the assistant price with a proof", async ({
  page,
  api,
  signIn,
  js,
  checkA11y,
}) => {
  await signIn(
    (await api.createUser({ like: "arzt@example.com", profession: "ASSISTANT_DOCTOR", efn: null })).email,
  );
  await toSummary(page, js, async () => {
    await page.getByLabel(/Assistenzärztinnen/).check();
    await page
      .locator("input[type=file]")
      .setInputFiles({ name: "assistenz.pdf", mimeType: "application/pdf", buffer: PDF });
    if (js) await expect(page.getByText("assistenz.pdf")).toBeVisible();
    await checkA11y();
  });
  await expect(page.getByTestId("checkout-summary")).toContainText(
    "Assistenzärztinnen und -ärzte (mit Nachweis)",
  );
  await page.getByLabel(/Ich akzeptiere die Teilnahmebedingungen/).check();
  await page.getByRole("button", { name: "Zahlungspflichtig bestellen" }).click();
  await provider(page, "Bezahlt");
  await expect(page.getByRole("heading", { level: 1, name: "Zahlung erfolgreich" })).toBeVisible();
});

test("a paid video is bought on its own and then plays", async ({ page, api, signIn, js, checkA11y }) => {
  await signIn((await api.createUser({ like: "studentin@example.com" })).email);
  const [video] = await api.contents("VOD", { access: "PAID", first: 1, offset: 1 });
  await page.goto(`/video/${video!.slug}`);
  await expect(page.getByTestId("locked-media")).toBeVisible();
  await checkA11y();
  await page.getByRole("link", { name: "Jetzt kaufen" }).click();
  await expect(page).toHaveURL(new RegExp(`/registration/${video!.slug}$`));
  await ready(page, js);
  await page.getByLabel("Zugang zu diesem Inhalt").check();
  await page.getByRole("button", { name: "Weiter" }).click();
  await expect(page).toHaveURL(/step=2$/);
  await ready(page, js);
  await page.getByLabel("Straße und Hausnummer").fill("Lindenweg 3");
  await page.getByLabel("Postleitzahl").fill("80331");
  await page.getByLabel("Ort").fill("München");
  await page.getByRole("button", { name: "Weiter" }).click();
  await expect(page).toHaveURL(/step=3$/);
  await ready(page, js);
  await page.getByLabel(/Ich akzeptiere die Teilnahmebedingungen/).check();
  await page.getByRole("button", { name: "Zahlungspflichtig bestellen" }).click();
  await provider(page, "Bezahlt");
  await page.getByRole("link", { name: "Zum Inhalt", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/video/${video!.slug}$`));
  await expect(page.getByTestId("locked-media")).toHaveCount(0);
  await expect(page.locator("video")).toHaveCount(1);
});
