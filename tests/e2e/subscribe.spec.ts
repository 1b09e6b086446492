import { expect, ready, test } from "./fixtures";

// The subscribe dialog (spec 2.5, decision 029): a signed-out "Folgen" explains following and keeps
// the intent through login, JavaScript on and off.

test("signed out, 'Folgen' on a field explains following, leads through login back to the dialog and follows with the reminder off", async ({
  page,
  api,
  js,
  visit,
  checkA11y,
}) => {
  // A copy of arzt@example.com that follows nothing, so the demo users keep their follows.
  const { email } = await api.createUser({ like: "arzt@example.com" });
  await visit("/fachgebiete/kardiologie");
  const follow = page.getByRole("main").getByRole("link", { name: "Folgen", exact: true });
  await follow.click();

  const dialog = page.getByRole("dialog", { name: "Kardiologie folgen" });
  await expect(dialog).toHaveAttribute("aria-modal", "true");
  await expect(page).toHaveURL(/\/fachgebiete\/kardiologie\?dialog=subscribe&type=Field&id=\d+$/);
  await expect(dialog).toContainText("Neue Livestreams und Videos dazu siehst du auf deiner Startseite");
  await expect(dialog).toContainText("am Tag eines Livestreams per E-Mail");
  await expect(dialog).toContainText("jederzeit abstellen");
  await expect(dialog.getByRole("link", { name: "Kostenlos registrieren" })).toBeVisible();
  const login = dialog.getByRole("link", { name: "Anmelden", exact: true });
  await expect(login).toBeFocused();
  await checkA11y();
  if (js) {
    // Escape closes it (and the address says so); the button opens it again.
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
    await expect(page).toHaveURL(/\/fachgebiete\/kardiologie$/);
    await follow.click();
    await expect(login).toBeFocused();
  }

  await login.click();
  const loginDialog = page.getByRole("dialog", { name: "Anmelden" });
  await loginDialog.getByLabel("E-Mail-Adresse").fill(email);
  await loginDialog.getByLabel("Passwort", { exact: true }).fill("fortbildung2026");
  await loginDialog.getByRole("button", { name: "Anmelden", exact: true }).click();

  await expect(page).toHaveURL(/\/fachgebiete\/kardiologie\?dialog=subscribe&type=Field&id=\d+$/);
  const subscribeUrl = page.url();
  const signedInDialog = page.getByRole("dialog", { name: "Kardiologie folgen" });
  const reminder = signedInDialog.getByRole("checkbox", {
    name: "Am Tag eines Livestreams per E-Mail erinnern",
  });
  await expect(reminder).toBeChecked();
  await expect(reminder).toBeFocused();
  await ready(page, js);
  await checkA11y();
  await reminder.uncheck();
  await signedInDialog.getByRole("button", { name: "Folgen", exact: true }).click();

  await expect(page).toHaveURL(/\/fachgebiete\/kardiologie$/);
  await expect(signedInDialog).toHaveCount(0);
  await expect(page.getByTestId("snackbar-success")).toContainText("Du folgst jetzt Kardiologie.");
  const drawer = page.getByRole("navigation", { name: "Hauptmenü" });
  await expect(drawer.getByRole("link", { name: "Kardiologie", exact: true })).toHaveAttribute(
    "href",
    "/fachgebiete/kardiologie",
  );
  await expect(page.getByRole("button", { name: "Folgen", exact: true })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await expect(page.getByRole("button", { name: "Benachrichtigungen", exact: true })).toHaveAttribute(
    "aria-pressed",
    "false",
  );

  // The same link again: already followed, and it says so.
  await visit(subscribeUrl);
  await expect(page.getByRole("dialog", { name: "Du folgst Kardiologie" })).toBeVisible();
});

test("a crafted subscribe link shows no name from the URL and no error page", async ({ page, js }) => {
  const response = await page.goto(
    "/fachgebiete/kardiologie?dialog=subscribe&type=Field&id=999999&name=Gratis%20CME-Punkte",
  );
  expect(response?.status()).toBe(200);
  await ready(page, js);
  // The page itself (behind the modal dialog, so not in the accessibility tree with JavaScript).
  await expect(page.locator("h1")).toHaveText("Kardiologie");
  const dialog = page.getByRole("dialog", { name: "Nicht gefunden" });
  await expect(dialog).toContainText("Dieses Fachgebiet oder diesen Kanal gibt es nicht");
  await expect(page.getByText("Gratis CME-Punkte")).toHaveCount(0);
  await expect(page.getByText("999999")).toHaveCount(0);
  const close = dialog.getByRole("link", { name: "Schließen", exact: true });
  await expect(close).toBeFocused();
  await close.click();
  await expect(page).toHaveURL(/\/fachgebiete\/kardiologie\?name=Gratis(\+|%20)CME-Punkte$/);
  await expect(dialog).toHaveCount(0);
});
