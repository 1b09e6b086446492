import { expect, scrollToSettled, test } from "./fixtures";

// The catalogue: /fachgebiete, a field, a channel, follow and the drawer, JavaScript on and off.

test("from /home to a field and a channel, follow it and see it in the drawer, then unfollow", async ({
  page,
  signInAsNewDoctor,
  visit,
  checkA11y,
}) => {
  // A copy of arzt@example.com that follows nothing, so the demo users keep their follows.
  await signInAsNewDoctor();
  await visit("/home");
  const drawer = page.getByRole("navigation", { name: "Hauptmenü" });
  await expect(drawer.getByText("Du folgst noch keinen Fachgebieten oder Kanälen.")).toBeVisible();

  await drawer.getByRole("link", { name: "Fachgebiete", exact: true }).click();
  await expect(page).toHaveURL(/\/fachgebiete$/);
  await expect(page.getByRole("heading", { level: 1, name: "Fachgebiete" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Kardiologie folgen" })).toHaveAttribute(
    "aria-pressed",
    "false",
  );
  await checkA11y();

  await page.getByRole("main").getByRole("link", { name: "Kardiologie", exact: true }).click();
  await expect(page).toHaveURL(/\/fachgebiete\/kardiologie$/);
  await expect(page.getByRole("heading", { level: 1, name: "Kardiologie" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: /^Videos/ })).toBeVisible();
  await checkA11y();

  const channels = page.getByRole("region", { name: "Kanäle" });
  const channelLink = channels.getByRole("link").first();
  const channelName = (await channelLink.textContent())!.trim();
  // Below the field's cards: clicked once it has stopped moving.
  await scrollToSettled(channelLink);
  await channelLink.click();
  await expect(page).toHaveURL(/\/channel\/[a-z0-9-]+$/);
  const path = new URL(page.url()).pathname;
  await expect(page.getByRole("heading", { level: 1, name: channelName })).toBeVisible();
  await checkA11y();

  const followButton = page.getByRole("button", { name: "Folgen", exact: true });
  await expect(followButton).toHaveAttribute("aria-pressed", "false");
  await followButton.click();
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  await expect(followButton).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByTestId("snackbar-success")).toContainText(`Du folgst jetzt ${channelName}.`);
  await expect(drawer.getByRole("link", { name: channelName })).toHaveAttribute("href", path);

  const notifications = page.getByRole("button", { name: "Benachrichtigungen", exact: true });
  await expect(notifications).toHaveAttribute("aria-pressed", "true");
  await notifications.click();
  await expect(notifications).toHaveAttribute("aria-pressed", "false");
  await expect(page.getByTestId("snackbar-success")).toContainText(
    `Benachrichtigungen für ${channelName} sind aus.`,
  );
  await checkA11y();

  await followButton.click();
  await expect(followButton).toHaveAttribute("aria-pressed", "false");
  await expect(page.getByTestId("snackbar-success")).toContainText(`Du folgst ${channelName} nicht mehr.`);
  await expect(drawer.getByRole("link", { name: channelName })).toHaveCount(0);
  await expect(drawer.getByText("Du folgst noch keinen Fachgebieten oder Kanälen.")).toBeVisible();
});

test("logged out: locked content shows why and how to get access, follow opens the subscribe dialog", async ({
  page,
  visit,
  checkA11y,
}) => {
  await visit("/fachgebiete");
  await expect(page.getByRole("button", { name: /folgen$/ })).toHaveCount(0);
  await checkA11y();

  // Find a field with login-only content among the first few.
  const links = page.getByRole("main").getByTestId("field-item").getByRole("link");
  const hrefs = await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute("href")!));
  let found = false;
  for (const href of hrefs) {
    await visit(href);
    if ((await page.getByText("Anmeldung erforderlich").count()) > 0) {
      found = true;
      break;
    }
  }
  expect(found, "a field with login-only content").toBe(true);
  const path = new URL(page.url()).pathname;
  const notice = page.getByTestId("lock-notice").filter({ hasText: "Anmeldung erforderlich" }).first();
  await expect(notice.getByRole("link", { name: "Anmelden" })).toHaveAttribute(
    "href",
    `/?dialog=login&redirect=${encodeURIComponent(path)}`,
  );
  // Registration, like the login, comes back to this page (decision 029).
  await expect(notice.getByRole("link", { name: "Registrieren" })).toHaveAttribute(
    "href",
    `/?dialog=register&redirect=${encodeURIComponent(path)}`,
  );
  // Following opens the subscribe dialog on this page (tests/e2e/subscribe.spec.ts).
  await expect(page.getByRole("main").getByRole("link", { name: "Folgen", exact: true })).toHaveAttribute(
    "href",
    new RegExp(`^${path}\\?dialog=subscribe&type=Field&id=\\d+$`),
  );
  await checkA11y();
});

test("a mapped field redirects to its target, an unknown one is a 404", async ({
  page,
  visit,
  checkA11y,
}) => {
  await visit("/fachgebiete/haematologie");
  await expect(page).toHaveURL(/\/fachgebiete\/haematoonkologie$/);
  await expect(page.getByRole("heading", { level: 1, name: "Hämatologie und Onkologie" })).toBeVisible();
  await expect(page.getByText("inkl. Hämatologie")).toBeVisible();
  await checkA11y();

  const response = await page.goto("/channel/gibt-es-nicht");
  expect(response?.status()).toBe(404);
  // Spec 2.2: the error page leads on to home, fields, CME, appointments, live content, FAQ and contact.
  const onward = page.getByRole("heading", { name: "Hier geht es weiter" }).locator("+ ul").getByRole("link");
  const links = await onward.evaluateAll((anchors) =>
    anchors.map((a) => `${a.textContent} ${new URL((a as HTMLAnchorElement).href).pathname}`),
  );
  expect(links).toEqual([
    "Startseite /",
    "Fachgebiete /fachgebiete",
    "CME-Fortbildungen /cme-fortbildungen",
    "Termine /livestreams",
    "Live-Inhalte /medlive",
    "Häufige Fragen /faq",
    "Kontakt /contact",
  ]);
});

test("a Schwerpunkt links to its Gebiet, Innere Medizin, which lists its Schwerpunkte", async ({
  page,
  visit,
  checkA11y,
}) => {
  await visit("/fachgebiete/kardiologie");
  await page.getByRole("main").getByRole("link", { name: "Innere Medizin", exact: true }).click();
  await expect(page).toHaveURL(/\/fachgebiete\/innere-medizin$/);
  await expect(page.getByRole("heading", { level: 1, name: "Innere Medizin" })).toBeVisible();
  const subfields = page.getByRole("navigation", { name: "Fachrichtungen in diesem Gebiet" });
  await expect(subfields.getByRole("link", { name: "Kardiologie" })).toHaveAttribute(
    "href",
    "/fachgebiete/kardiologie",
  );
  await expect(subfields.getByRole("link", { name: "Hämatologie und Onkologie" })).toBeVisible();
  // Its items are those of its Schwerpunkte.
  await expect(page.getByRole("article").first()).toBeVisible();
  await checkA11y();
});
