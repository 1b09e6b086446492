import { expect, test } from "./fixtures";

// Staff review proofs in the browser (decision 035), JavaScript on and off: a new registrant's proof
// goes from the staff menu's queue to accepted, and the registrant's next page shows it; a rejection
// with a reason reaches the outbox, the user's support page and the audit trail; the live sessions
// and the feedback pages are checked on the way. Support sees the site as exactly one person.

// A 1×1 PNG: the upload checks the magic bytes, and an image shows inline without a frame.
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);

test("staff accept a new registrant's proof from the queue and reject another with a reason", async ({
  page,
  browser,
  baseURL,
  api,
  js,
  openStaffMenu,
  sessions,
  visit,
  checkA11y,
}) => {
  const suffix = Math.random().toString(36).slice(2, 7);
  const accepted = await api.registerWithProof(
    { bytes: PNG, name: "approbation.png" },
    {
      first: "Paula",
      last: `Probst-${suffix}`,
    },
  );
  const rejected = await api.registerWithProof(
    { bytes: PNG, name: "urkunde.png" },
    {
      first: "Rainer",
      last: `Roth-${suffix}`,
    },
  );

  // The registrant waits: the profile says the proof is being checked.
  const registrant = await browser.newContext({ baseURL, javaScriptEnabled: js });
  await registrant.addCookies(await sessions(accepted.email));
  const registrantPage = await registrant.newPage();
  await registrantPage.goto("/profile");
  await expect(registrantPage.getByText("Nachweis wird geprüft")).toBeVisible();

  // A team lead: proofs, users and the audit trail.
  await openStaffMenu("teamleitung");
  await page.getByRole("link", { name: /^Nachweise prüfen \d+ warte?n?$/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Nachweise prüfen" })).toBeVisible();
  await page.getByRole("combobox", { name: "Art", exact: true }).selectOption({ label: "Registrierung" });
  await page.getByRole("button", { name: "Filtern" }).click();
  await expect(page).toHaveURL(/\/staff\/nachweise\?art=registrierung/);
  await checkA11y();

  const name = `Paula Probst-${suffix}`;
  await page.getByRole("link", { name: `Prüfen: ${name}` }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Nachweis von ${name}` })).toBeVisible();
  await expect(page.getByRole("img", { name: `Nachweis von ${name}` })).toBeVisible();
  await expect(page.getByText(accepted.email)).toBeVisible();
  await checkA11y();

  // A rejection without a reason is refused in place.
  await page.getByRole("button", { name: "Nachweis ablehnen" }).click();
  await expect(page.getByText("Bitte wähle einen Grund.").first()).toBeVisible();

  await page.getByRole("button", { name: "Nachweis bestätigen" }).click();
  await expect(page.getByText(`Der Nachweis von ${name} ist bestätigt.`)).toBeVisible();
  // The next waiting proof of the same kind opens (or the queue, when none is left).
  await expect(page).toHaveURL(/\/staff\/nachweise(\/\d+)?\?art=registrierung$/);

  await registrantPage.reload();
  await expect(registrantPage.getByText("Nachweis bestätigt")).toBeVisible();
  await registrant.close();

  const other = `Rainer Roth-${suffix}`;
  await visit("/staff/nachweise?art=registrierung");
  await page.getByRole("link", { name: `Prüfen: ${other}` }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Nachweis von ${other}` })).toBeVisible();
  await page.getByRole("radio", { name: "Name passt nicht zum Konto" }).check();
  await page.getByLabel("Anmerkung an die Person").fill("Auf der Urkunde steht ein anderer Nachname.");
  await page.getByRole("button", { name: "Nachweis ablehnen" }).click();
  await expect(page.getByText(`Der Nachweis von ${other} ist abgelehnt.`)).toBeVisible();
  const [mail] = await api.outbox(rejected.email);
  expect(mail?.subject).toBe("Nachweis abgelehnt");
  expect(mail?.body).toContain("Der Name auf dem Dokument stimmt nicht mit deinem Konto überein.");
  expect(mail?.body).toContain("Auf der Urkunde steht ein anderer Nachname.");

  // Support finds the registrant, whose history shows the rejection; the audit trail lists it.
  const supportPage = async (email: string, person: string) => {
    await visit("/staff/nutzer");
    const search = page.getByRole("search", { name: "Nutzer suchen" });
    await search.getByRole("searchbox", { name: "E-Mail-Adresse oder Name" }).fill(email);
    await search.getByRole("button", { name: "Nutzer suchen" }).click();
    await page.getByRole("link", { name: person }).click();
    await expect(page.getByRole("heading", { level: 1, name: person })).toBeVisible();
  };
  await supportPage(rejected.email, other);
  await expect(page.getByText("Name passt nicht zum Konto")).toBeVisible();
  // A suspended account cannot be seen as its person sees it: they could not sign in.
  await expect(
    page.getByText("Simulieren lässt sich nur ein aktives Konto ohne Rolle im Team."),
  ).toBeVisible();
  await checkA11y();

  await visit("/staff/protokoll?aktion=proof_rejected");
  const trailRow = page.getByRole("row").filter({ hasText: rejected.email }).first();
  await expect(trailRow).toContainText("Nachweis abgelehnt");
  // The reason in the app's words, not the contract's enum.
  await expect(trailRow).toContainText("Name passt nicht zum Konto");
  await expect(trailRow).not.toContainText("NAME_MISMATCH");
  await checkA11y();

  // What is live now, and the feedback per item with its texts.
  await visit("/staff/live");
  await expect(page.getByRole("link", { name: /^Zur Moderation: / }).first()).toBeVisible();
  await checkA11y();
  await api.gql(
    "mutation($i: FeedbackInput!) { submitFeedback(input: $i) { id } }",
    { i: { rating: 4, text: `Prima Plattform ${suffix}` } },
    await api.login(accepted.email),
  );
  await visit("/staff/feedback");
  await page.getByRole("link", { name: "Die Plattform" }).click();
  await expect(page.getByText(`Prima Plattform ${suffix}`)).toBeVisible();
  await checkA11y();
});

test("support see the site as exactly one person and change nothing in their name", async ({
  page,
  api,
  signInAsNew,
  visit,
  checkA11y,
}) => {
  const email = (await api.createUser({ like: "arzt@example.com" })).email;
  const person = await api.user(email);
  const { me } = await api.gql<{ me: { first_name: string; last_name: string } }>(
    "{ me { first_name last_name } }",
    {},
    await api.login(email),
  );
  await signInAsNew({ like: "team@example.com", role: "customer_service" });
  await visit(`/staff/nutzer/${person?.id}`);
  await page.getByRole("button", { name: "Plattform als diese Person ansehen" }).click();
  await expect(page).toHaveURL(/\/home$/);
  const banner = page.getByRole("region", { name: "Nutzersimulation" });
  await expect(banner).toContainText(`${me.first_name} ${me.last_name}`);
  await expect(page.locator("#staff-menu-summary")).toHaveCount(0);
  await checkA11y();

  await visit("/fachgebiete");
  await page.getByRole("button", { name: "Allergologie folgen" }).click();
  await expect(page.getByText("Während einer Simulation kannst du nichts ändern.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Allergologie folgen" })).toBeVisible();
  await checkA11y();

  await banner.getByRole("button", { name: "ausschalten" }).click();
  // Back on the person's support page.
  await expect(page).toHaveURL(new RegExp(`/staff/nutzer/${person?.id}$`));
  await expect(banner).toHaveCount(0);
  await expect(page.locator("#staff-menu-summary")).toBeVisible();
});

test("finance refund a ticket after seeing what the buyer loses; the buyer's next page has no ticket", async ({
  page,
  browser,
  baseURL,
  api,
  js,
  openStaffMenu,
  sessions,
  checkA11y,
}) => {
  const congress = "herbstkongress-kardiologie";
  const buyer = await api.createUser({ like: "arzt@example.com" });
  const order = await api.buyTicket(await api.login(buyer.email), congress, baseURL);

  // The buyer has the ticket, and no order pages: they are a 404 to anyone without ORDERS.
  const buyerContext = await browser.newContext({ baseURL, javaScriptEnabled: js });
  await buyerContext.addCookies(await sessions(buyer.email));
  const buyerPage = await buyerContext.newPage();
  await buyerPage.goto(`/event/${congress}`);
  await expect(buyerPage.getByText("Du hast ein Ticket für diese Veranstaltung.")).toBeVisible();
  for (const path of ["/staff/bestellungen", `/staff/bestellungen/${order.id}`]) {
    expect((await buyerPage.goto(path))?.status(), path).toBe(404);
  }

  await openStaffMenu("finance");
  await page.getByRole("link", { name: "Bestellungen", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Bestellungen" })).toBeVisible();
  const search = page.getByRole("search", { name: "Bestellungen suchen" });
  await search.getByRole("searchbox", { name: "Bestellnummer, E-Mail-Adresse oder Name" }).fill(buyer.email);
  await search.getByRole("button", { name: "Bestellungen suchen" }).click();
  await page.getByRole("link", { name: `Bestellung ${order.number}` }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Bestellung ${order.number}` })).toBeVisible();
  await expect(page.getByRole("cell", { name: "Zahlung: bezahlt" })).toBeVisible();
  await expect(page.getByText("Geht mit einer Erstattung verloren.")).toBeVisible();
  await checkA11y();

  // The confirmation names the ticket the buyer loses before anything happens.
  await page.getByRole("link", { name: "Bestellung erstatten …" }).click();
  const confirmation = page.getByRole("dialog", { name: `Bestellung ${order.number} erstatten?` });
  await expect(confirmation).toBeVisible();
  await expect(confirmation.getByText("Geht mit einer Erstattung verloren.")).toBeVisible();
  // Focus starts on the way back: Enter alone refunds nothing.
  await expect(confirmation.getByRole("link", { name: "Abbrechen" })).toBeFocused();
  await checkA11y();
  await confirmation.getByRole("button", { name: "Jetzt erstatten" }).click();
  await expect(page.getByText(`Die Bestellung ${order.number} ist erstattet.`)).toBeVisible();
  await expect(page.getByText("Kein Zugang mehr.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Bestellung erstatten …" })).toHaveCount(0);
  await checkA11y();

  // The buyer's next page: no ticket any more, the event can be booked again.
  await buyerPage.goto(`/event/${congress}`);
  await expect(buyerPage.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(buyerPage.getByText("Du hast ein Ticket für diese Veranstaltung.")).toHaveCount(0);
  await buyerContext.close();
});
