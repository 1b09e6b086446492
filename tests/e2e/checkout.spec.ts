import type { Page } from "@playwright/test";
import type { ReferenceApi } from "../support/reference-api";
import { expect, ready, test } from "./fixtures";

// Booking a paid event, JavaScript on and off: tickets on the event page, the three steps
// with one discount code, the reference API's fake provider, the result page; a failed payment and
// its retry; early-bird prices before and after their date; what another user's open checkout holds
// (decision 020). axe on every page of the product.

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

/** Goes to the next or the previous step of the booking and waits until it is ready. */
async function step(page: Page, js: boolean, button: "Weiter" | "Zurück", to: 1 | 2 | 3) {
  await page.getByRole("button", { name: button }).click();
  await expect(page).toHaveURL(new RegExp(`step=${to}$`));
  await ready(page, js);
}

/** The ticket step: opens the booking, makes the choice and goes on to the billing address. */
async function toBilling(
  page: Page,
  js: boolean,
  choose = async () => page.getByLabel(/Ärztinnen und Ärzte/).check(),
  slug = SLUG,
) {
  await page.goto(`/registration/${slug}`);
  await ready(page, js);
  await choose();
  await step(page, js, "Weiter", 2);
}

async function fillBilling(page: Page, street: string, zip: string, city: string) {
  await page.getByLabel("Straße und Hausnummer").fill(street);
  await page.getByLabel("Postleitzahl").fill(zip);
  await page.getByLabel("Ort").fill(city);
}

async function toSummary(
  page: Page,
  js: boolean,
  choose = async () => page.getByLabel(/Ärztinnen und Ärzte/).check(),
  slug = SLUG,
) {
  await toBilling(page, js, choose, slug);
  await expect(page.getByLabel("Vorname")).toHaveValue("Markus");
  await fillBilling(page, "Hauptstraße 1", "10115", "Berlin");
  await step(page, js, "Weiter", 3);
}

/** Accepts the terms and orders (on to the provider, or the summary's refusal). */
/** Enters a discount code in the summary and redeems it. */
async function applyCode(page: Page, code: string) {
  await page.getByLabel("Rabattcode (optional)").fill(code);
  await page.getByRole("button", { name: "Einlösen" }).click();
}

async function order(page: Page) {
  await page.getByLabel(/Ich akzeptiere die Teilnahmebedingungen/).check();
  await page.getByRole("button", { name: "Zahlungspflichtig bestellen" }).click();
}

/** Orders, pays at the provider and arrives at the result page's success. */
async function orderAndPay(page: Page) {
  await order(page);
  await provider(page, "Bezahlt");
  await expect(page.getByRole("heading", { level: 1, name: "Zahlung erfolgreich" })).toBeVisible();
}

/** Answers a checkout at the provider as its buyer's browser would, without a browser. */
async function payDirectly(checkoutUrl: string, answer: Record<string, string>) {
  const response = await fetch(checkoutUrl, {
    method: "POST",
    body: new URLSearchParams(answer),
    redirect: "manual",
  });
  expect(response.status).toBe(303);
}

/** A course with one seat at 49 €, on sale now. */
async function oneSeat(api: ReferenceApi) {
  const startsAt = new Date((await api.now()).getTime() + 10 * 24 * 3600_000);
  return api.createEvent({
    title: "Workshop mit einem Platz",
    starts_at: startsAt,
    ends_at: new Date(startsAt.getTime() + 2 * 3600_000),
    price: 4900,
    capacity: 1,
  });
}

/** Another user's checkout through the API (as their own browser would start it); answers the provider's URL. */
async function othersCheckout(api: ReferenceApi, siteUrl: string, slug: string, code?: string) {
  const token = await api.login((await api.createUser({ like: "arzt@example.com" })).email);
  const { event } = await api.gql<{ event: { prices: Array<{ id: string; bookable: boolean }> } }>(
    "query($s: String!) { event(slug: $s) { prices { id bookable } } }",
    { s: slug },
    token,
  );
  const { startCheckout } = await api.gql<{ startCheckout: { checkout_url: string } }>(
    "mutation($i: StartCheckoutInput!) { startCheckout(input: $i) { checkout_url } }",
    {
      i: {
        price_id: event.prices.find((price) => price.bookable)!.id,
        discount_code: code ?? null,
        billing: {
          first_name: "Eva",
          last_name: "Roth",
          street: "Am Markt 2",
          zip: "50667",
          city: "Köln",
          country: "DE",
        },
        accept_terms: true,
        redirect_url: `${siteUrl}/payment-redirect`,
      },
    },
    token,
  );
  return startCheckout.checkout_url;
}

test.describe("as a new doctor", () => {
  test.beforeEach(async ({ signInAsNewDoctor }) => {
    await signInAsNewDoctor();
  });

  test("a doctor books a course with a discount code and pays; after an expired code, a valid one shows only its success", async ({
    page,
    js,
    checkA11y,
  }) => {
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

    await applyCode(page, "herbst2025");
    await expect(page.getByRole("alert").first()).toContainText("Der Rabattcode ist abgelaufen.");
    await applyCode(page, "ekg25");
    await expect(page.getByTestId("snackbar-success")).toContainText("Der Rabattcode wurde eingelöst.");
    await expect(page.getByTestId("checkout-summary")).toContainText("Rabattcode EKG25");
    // Only the success now: no stale error, no field for a second code, a way to remove this one.
    await expect(page.getByRole("button", { name: "Rabattcode entfernen" })).toBeVisible();
    await expect(page.getByText("Der Rabattcode ist abgelaufen.")).toHaveCount(0);
    await expect(page.getByLabel("Rabattcode (optional)")).toHaveCount(0);
    await checkA11y();

    await orderAndPay(page);
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

  test("a failed payment says so, naming the order, the event and the amount, and the retry pays", async ({
    page,
    js,
    checkA11y,
  }) => {
    await toSummary(page, js);
    const total = await page
      .getByTestId("checkout-summary")
      .locator("dt", { hasText: "Gesamt" })
      .locator("xpath=following-sibling::dd[1]")
      .innerText();
    await order(page);
    await provider(page, "Fehlgeschlagen");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Die Zahlung konnte nicht abgeschlossen werden",
    );
    const main = page.getByRole("main");
    await expect(main).toContainText(/Bestellung B-\d{4}-[0-9A-F]{8}/);
    await expect(main).toContainText("Expanda-Seminar: EKG-Intensivkurs");
    await expect(main).toContainText(total);
    await checkA11y();
    await page.getByRole("link", { name: "Erneut versuchen" }).click();
    await expect(page).toHaveURL(/step=3$/);
    await ready(page, js);
    await orderAndPay(page);
  });

  test("'Zurück' is never held up by the current step's check, and keeps what was typed; the terms' error stands on its own", async ({
    page,
    js,
    checkA11y,
  }) => {
    await toSummary(page, js);
    // The terms are not accepted: going back is not held up by them.
    await step(page, js, "Zurück", 2);
    await expect(page.getByLabel("Straße und Hausnummer")).toHaveValue("Hauptstraße 1");
    // Half an edit (the postcode emptied) goes back with the user, and is there again on the way forward.
    await page.getByLabel("Straße und Hausnummer").fill("Hauptstraße 2");
    await page.getByLabel("Postleitzahl").fill("");
    await step(page, js, "Zurück", 1);
    await step(page, js, "Weiter", 2);
    await expect(page.getByLabel("Straße und Hausnummer")).toHaveValue("Hauptstraße 2");
    await expect(page.getByLabel("Postleitzahl")).toHaveValue("");

    await page.getByLabel("Postleitzahl").fill("10115");
    await step(page, js, "Weiter", 3);
    await expect(page.getByRole("main").getByRole("link", { name: "Widerrufsbelehrung" })).toHaveAttribute(
      "href",
      "/withdrawal-policy",
    );
    // Ordering without the terms is refused in words of their own, not glued to the checkbox's label.
    await page.getByRole("button", { name: "Zahlungspflichtig bestellen" }).click();
    const summary = page.getByRole("alert").first();
    await expect(summary).toContainText(
      "Bitte akzeptiere die Teilnahmebedingungen und bestätige, dass du die Widerrufsbelehrung gelesen hast.",
    );
    await expect(summary).not.toContainText("gelesen.:");
    await checkA11y();
    await step(page, js, "Zurück", 2);
  });

  test("Enter in the billing address goes on to the summary, and on the terms orders: never back", async ({
    page,
    js,
  }) => {
    await toBilling(page, js);
    await fillBilling(page, "Hauptstraße 1", "10115", "Berlin");
    // A form's Enter submits its first submit button: that must be "Weiter", not "Zurück".
    await page.getByLabel("Postleitzahl").press("Enter");
    await expect(page).toHaveURL(/step=3$/);
    await ready(page, js);
    // Likewise Enter on the terms' checkbox orders (on to the provider), it does not go back.
    await page.getByLabel(/Ich akzeptiere die Teilnahmebedingungen/).check();
    await page.getByLabel(/Ich akzeptiere die Teilnahmebedingungen/).press("Enter");
    await expect(page).toHaveURL(/\/checkout\/tr_[0-9a-f]{16}$/);
  });

  test("the ticket step and a course no longer on sale lead back to its page; the payment page without an order leads to the orders", async ({
    page,
    js,
  }) => {
    await page.goto(`/registration/${SLUG}`);
    await ready(page, js);
    await page.getByRole("main").getByRole("link", { name: "Zurück" }).click();
    await expect(page).toHaveURL(new RegExp(`/event/${SLUG}$`));

    // The sale of the wound-care update has ended: the page says so, and the way back is there.
    await page.goto("/registration/wundversorgung-update");
    await ready(page, js);
    await expect(page.getByRole("main")).toContainText(
      "Für diese Veranstaltung werden gerade keine Tickets verkauft.",
    );
    await page.getByRole("main").getByRole("link", { name: "Zurück" }).click();
    await expect(page).toHaveURL(/\/event\/wundversorgung-update$/);

    // No checkout in this session (another device, an old bookmark): the orders are one click away.
    await page.goto("/payment-redirect");
    await expect(page.getByText("Diese Bestellung haben wir nicht gefunden.")).toBeVisible();
    await page.getByRole("main").getByRole("link", { name: "Zu „Meine Inhalte“" }).click();
    await expect(page).toHaveURL(/\/profile\/my-content$/);
  });

  test("a single ticket is chosen already: 'Weiter' goes on without a choice", async ({ page, api, js }) => {
    const course = await oneSeat(api);
    await page.goto(`/registration/${course.slug}`);
    await ready(page, js);
    await expect(page.getByLabel(/^Ticket/)).toBeChecked();
    await step(page, js, "Weiter", 2);
  });

  test("the postcode is checked by the country's format, and the summary names the country", async ({
    page,
    js,
    checkA11y,
  }) => {
    await toBilling(page, js);
    await fillBilling(page, "Stephansplatz 1", "1010", "Wien");
    await page.getByRole("button", { name: "Weiter" }).click();
    await expect(page.getByRole("alert").first()).toContainText(
      "Für das Land Deutschland hat die Postleitzahl 5 Ziffern (z. B. 10115).",
    );
    await checkA11y();
    await page.getByLabel("Land").selectOption("AT");
    await step(page, js, "Weiter", 3);
    await expect(page.getByRole("region", { name: "Deine Bestellung" })).toContainText(
      "1010 Wien, Österreich",
    );
  });

  test("the early-bird price holds until its date, then the regular price applies", async ({
    page,
    api,
    visit,
  }) => {
    const yourPrice = page
      .getByTestId("ticket-prices")
      .getByRole("listitem")
      .filter({ hasText: "dein Preis" });
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

  test("another user's open checkout holds the last seat and a single-use code: 'Gerade reserviert', 'gerade nicht verfügbar'", async ({
    page,
    api,
    js,
    checkA11y,
    baseURL,
  }) => {
    const course = await oneSeat(api);
    const code = await api.createDiscountCode(15, 1);
    await othersCheckout(api, baseURL!, course.slug);
    await othersCheckout(api, baseURL!, SLUG, code);

    await page.goto(`/event/${course.slug}`);
    const tickets = page.getByRole("region", { name: "Tickets" });
    await expect(tickets.getByRole("status")).toContainText("Gerade reserviert");
    await expect(tickets.getByRole("link", { name: "Jetzt buchen" })).toHaveCount(0);
    await checkA11y();

    await toSummary(page, js);
    await applyCode(page, code);
    await expect(page.getByRole("alert").first()).toContainText(
      "Dieser Rabattcode ist gerade nicht verfügbar: Er ist in einer anderen offenen Bestellung reserviert.",
    );
    await checkA11y();
  });

  test("a payment that comes after the 30-minute hold, when the last seat has gone, is refunded: 'Buchung nicht möglich'", async ({
    page,
    api,
    js,
    checkA11y,
    baseURL,
  }) => {
    const course = await oneSeat(api);
    await toSummary(page, js, async () => page.getByLabel(/^Ticket/).check(), course.slug);
    await order(page);
    await expect(page).toHaveURL(/\/checkout\/tr_[0-9a-f]{16}$/);
    // At the last minute the payment is left pending for ten minutes, past the end of the hold (chosen
    // beside the browser: the waiting page's refresh is not what this test is about).
    await api.setClock({ advanceSeconds: 25 * 60 });
    await payDirectly(page.url(), { method: "paypal", outcome: "pending", seconds: "600" });

    await api.setClock({ advanceSeconds: 6 * 60 });
    await payDirectly(await othersCheckout(api, baseURL!, course.slug), {
      method: "creditcard",
      outcome: "paid",
    });
    await api.setClock({ advanceSeconds: 5 * 60 });

    await page.goto("/payment-redirect");
    await ready(page, js);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Buchung nicht möglich");
    await expect(page.getByRole("alert")).toContainText("inzwischen ist der letzte Platz vergeben");
    await expect(page.getByRole("alert")).toContainText("Wir erstatten dir den vollen Betrag von 49,00");
    await checkA11y();
  });

  test("a code applied in the summary that another buyer redeems first: the summary and the refused payment say why, and removing it clears the way", async ({
    page,
    api,
    js,
    checkA11y,
    baseURL,
  }) => {
    const code = await api.createDiscountCode(15, 1);
    await toSummary(page, js);
    await applyCode(page, code);
    await expect(page.getByTestId("snackbar-success")).toContainText("Der Rabattcode wurde eingelöst.");
    await payDirectly(await othersCheckout(api, baseURL!, SLUG, code), {
      method: "creditcard",
      outcome: "paid",
    });

    const why = `Der Rabattcode ${code} wurde inzwischen in einer anderen Bestellung eingelöst. Entferne ihn, um ohne Rabatt zu bezahlen.`;
    await page.reload();
    await ready(page, js);
    await expect(page.getByTestId("code-note")).toHaveText(why);
    await order(page);
    await expect(page.getByRole("alert").first()).toContainText(why);
    await checkA11y();
    await page.getByRole("button", { name: "Rabattcode entfernen" }).click();
    await expect(page.getByTestId("snackbar-success")).toContainText("Der Rabattcode wurde entfernt.");
    await expect(page.getByTestId("code-note")).toHaveCount(0);
  });
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
  signInAsNew,
  js,
  checkA11y,
}) => {
  await signInAsNew({ like: "arzt@example.com", profession: "ASSISTANT_DOCTOR", efn: null });
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
  await orderAndPay(page);
});

test("a paid video is bought on its own and then plays", async ({
  page,
  api,
  signInAsNew,
  js,
  checkA11y,
}) => {
  await signInAsNew({ like: "studentin@example.com" });
  const [video] = await api.contents("VOD", { access: "PAID", first: 1, offset: 1 });
  await page.goto(`/video/${video!.slug}`);
  await expect(page.getByTestId("locked-media")).toBeVisible();
  await checkA11y();
  await page.getByRole("link", { name: "Jetzt kaufen" }).click();
  await expect(page).toHaveURL(new RegExp(`/registration/${video!.slug}$`));
  await ready(page, js);
  await page.getByLabel("Zugang zu diesem Inhalt").check();
  await step(page, js, "Weiter", 2);
  await fillBilling(page, "Lindenweg 3", "80331", "München");
  await step(page, js, "Weiter", 3);
  await order(page);
  await provider(page, "Bezahlt");
  await page.getByRole("link", { name: "Zum Inhalt", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/video/${video!.slug}$`));
  await expect(page.getByTestId("locked-media")).toHaveCount(0);
  await expect(page.locator("video")).toHaveCount(1);
});
