import type { Page } from "@playwright/test";
import { fromNow } from "../../support/reference-api";
import { expect, ready, test } from "../fixtures";

// The checkout's forms with JavaScript (decision 020): conform checks a field as it is typed in the
// browser, and the list of errors above a form follows the server's latest answer. Its texts come as
// a chunk of their own (decision 021), also when a page is reached by a link.

const SLUG = "ekg-intensivkurs";

/** Marks the document, so a test can tell the page was not reloaded. */
const markDocument = (page: Page) => page.evaluate(() => ((window as { stayed?: boolean }).stayed = true));
const stillSameDocument = (page: Page) =>
  page.evaluate(() => (window as { stayed?: boolean }).stayed === true);

// The address step of a new doctor's booking, with the street and the postcode typed in.
test.describe("on the billing address", () => {
  test.beforeEach(async ({ page, signInAsNewDoctor }) => {
    await signInAsNewDoctor();
    await page.goto(`/registration/${SLUG}`);
    await ready(page, true);
    await page.getByLabel(/Ärztinnen und Ärzte/).check();
    await page.getByRole("button", { name: "Weiter" }).click();
    await expect(page).toHaveURL(/step=2$/);
    await ready(page, true);
    await page.getByLabel("Straße und Hausnummer").fill("Hauptstraße 1");
    await page.getByLabel("Postleitzahl").fill("10115");
  });

  test("a refused address is corrected in the browser: typing sends nothing to the server, 'Weiter' goes on", async ({
    page,
  }) => {
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
  }) => {
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
});

test("reached by a link from a page without them, an event page and the checkout say their own texts", async ({
  page,
  api,
  signInAsNew,
  visit,
}) => {
  await signInAsNew({ like: "studentin@example.com" });
  const course = await api.createEvent({
    title: "E2E Verlinkter Kurs",
    starts_at: fromNow(14 * 24 * 60),
    ends_at: fromNow(14 * 24 * 60 + 120),
    price: 4900,
  });
  const stream = await api.createLivestream({
    title: "E2E Zum Kurs",
    starts_at: fromNow(24 * 60),
    ends_at: fromNow(24 * 60 + 60),
    event: course.slug,
  });
  await visit(`/live/${stream.slug}`);
  await markDocument(page);
  await page.getByRole("link", { name: `Teil von: ${course.title}` }).click();
  await expect(page).toHaveURL(new RegExp(`/event/${course.slug}$`));
  const tickets = page.getByRole("region", { name: "Tickets" });
  await expect(tickets.getByRole("link", { name: "Jetzt buchen" })).toBeVisible();
  expect(await stillSameDocument(page)).toBe(true);

  const [video] = await api.contents("VOD", { access: "PAID", first: 1, offset: 1 });
  await visit(`/video/${video!.slug}`);
  await markDocument(page);
  await page.getByRole("link", { name: "Jetzt kaufen" }).click();
  await expect(page).toHaveURL(new RegExp(`/registration/${video!.slug}$`));
  await expect(page.getByText("Schritt 1 von 3")).toBeVisible();
  await expect(page.getByLabel("Zugang zu diesem Inhalt")).toBeVisible();
  await expect(page.getByRole("button", { name: "Weiter" })).toBeVisible();
  expect(await stillSameDocument(page)).toBe(true);
});
