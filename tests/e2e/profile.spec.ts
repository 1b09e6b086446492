import { DEMO_PASSWORD, expect, ready, test } from "./fixtures";

const PDF = Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");

// The account pages, JavaScript on and off, axe on every page: the overview, personal
// details, password change and notification settings.

test.describe("as a new doctor", () => {
  test.beforeEach(async ({ signInAsNewDoctor }) => {
    await signInAsNewDoctor();
  });

  test("personal details: a missing name is refused with the input kept, then saved", async ({
    page,
    checkA11y,
  }) => {
    await page.goto("/profile/personal-details");
    await expect(page.getByLabel("Vorname")).toHaveValue("Markus");
    await page.getByLabel("Vorname").fill("");
    await page.getByLabel("Nachname").fill("Hoffmann-Lang");
    await page.getByRole("button", { name: "Speichern" }).click();
    await expect(page.getByRole("alert")).toContainText("Dieses Feld ist ein Pflichtfeld");
    await expect(page.getByLabel("Nachname")).toHaveValue("Hoffmann-Lang");
    await checkA11y();

    await page.getByLabel("Vorname").fill("Markus Maria");
    await page.getByRole("button", { name: "Speichern" }).click();
    await expect(page.getByTestId("snackbar-success")).toContainText("Erfolgreich gespeichert!");
    await page.goto("/profile");
    await expect(page.getByRole("main")).toContainText("Dr. Markus Maria Hoffmann-Lang");
  });

  test("professional details: a move abroad asks for a proof, which then waits for staff", async ({
    page,
    js,
    checkA11y,
  }) => {
    await page.goto("/profile/professional-details");
    await ready(page, js);
    await expect(page.getByRole("heading", { level: 1, name: "Berufliche Daten" })).toBeVisible();
    await expect(page.getByRole("group", { name: "Neuer Nachweis" })).toHaveCount(0);
    await checkA11y();

    await page.getByLabel("Land").selectOption("AT");
    // With JavaScript the proof part appears with the choice; without, the first post asks for it.
    if (!js) {
      await page.getByRole("button", { name: "Speichern" }).click();
      await expect(page.getByRole("alert")).toContainText("Dieses Feld ist ein Pflichtfeld");
      await expect(page.getByLabel("Land")).toHaveValue("AT");
    }
    const proof = page.getByRole("group", { name: "Neuer Nachweis" });
    await expect(proof).toBeVisible();
    await expect(proof.getByLabel(/^EFN/)).toHaveCount(0);
    await checkA11y();
    await proof
      .locator("input[type=file]")
      .setInputFiles({ name: "approbation.pdf", mimeType: "application/pdf", buffer: PDF });
    if (js) await expect(proof.getByText("approbation.pdf")).toBeVisible();
    await page.getByRole("button", { name: "Speichern" }).click();
    await expect(page.getByTestId("snackbar-success")).toContainText("Wir prüfen deinen neuen Nachweis");
    await expect(
      page.getByRole("status").filter({ hasText: "wird gerade von unserem Team geprüft" }),
    ).toBeVisible();
    await expect(page.getByLabel("Land")).toHaveValue("AT");
  });

  test("notifications: choose the summary frequency and the mails", async ({ page, checkA11y }) => {
    await page.goto("/profile/notifications");
    await expect(page.getByRole("radio", { name: "Wöchentlich" })).toBeChecked();
    await page.getByRole("radio", { name: "Alle zwei Wochen" }).check();
    await page.getByRole("checkbox", { name: /Angebote und Neuigkeiten/ }).uncheck();
    await page.getByRole("button", { name: "Speichern" }).click();
    await expect(page.getByTestId("snackbar-success")).toContainText("Erfolgreich gespeichert!");
    await page.reload();
    await expect(page.getByRole("radio", { name: "Alle zwei Wochen" })).toBeChecked();
    await expect(page.getByRole("checkbox", { name: /Angebote und Neuigkeiten/ })).not.toBeChecked();
    await checkA11y();
  });

  test("subscriptions: follow a field, switch its notifications off, unfollow it", async ({
    page,
    js,
    checkA11y,
  }) => {
    await page.goto("/profile/subscriptions");
    // Hydration folds the chip selector's extended fields away: the buttons move.
    await ready(page, js);
    await expect(page.getByRole("heading", { level: 1, name: "Abonnements" })).toBeVisible();
    const addable = page.getByTestId("addable");
    await page.getByRole("button", { name: "Folgen", exact: true }).click();
    await expect(page.getByRole("alert")).toContainText("Wähle mindestens ein Fachgebiet aus.");
    const name = ((await addable.getByRole("listitem").first().textContent()) ?? "").trim();
    await addable.getByText(name, { exact: true }).click();
    await page.getByRole("button", { name: "Folgen", exact: true }).click();
    await expect(page.getByTestId("snackbar-success")).toContainText("Du folgst den gewählten Fachgebieten");
    const followed = page.getByTestId("followed");
    await expect(followed.getByRole("button", { name: `${name} folgen` })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await checkA11y();

    const notify = followed.getByRole("button", { name: `Benachrichtigungen für ${name}` });
    await expect(notify).toHaveAttribute("aria-pressed", "true");
    await notify.click();
    await expect(followed.getByRole("button", { name: `Benachrichtigungen für ${name}` })).toHaveAttribute(
      "aria-pressed",
      "false",
    );
    await followed.getByRole("button", { name: `${name} folgen` }).click();
    await expect(page.getByTestId("snackbar-success")).toContainText(`Du folgst ${name} nicht mehr.`);
    // The list shows what is followed now, with JavaScript (in place) as without.
    await expect(page.getByRole("link", { name, exact: true })).toHaveCount(0);
  });

  test("email change: a code to the new address confirms it", async ({ page, api, checkA11y }) => {
    await page.goto("/profile");
    await page.getByRole("link", { name: "E-Mail-Adresse ändern" }).click();
    const next = `neu-${Date.now()}@example.com`;
    await page.getByLabel("Neue E-Mail-Adresse").fill(next);
    await page.getByLabel("Passwort zur Bestätigung").fill("fortbildung2026");
    await page.getByRole("button", { name: "Code senden" }).click();
    await expect(page.getByTestId("snackbar-success")).toContainText(
      "Wir haben dir einen Code an die neue Adresse geschickt.",
    );
    await expect(page.getByRole("main")).toContainText(next);
    await checkA11y();
    await page.getByLabel("Code").fill(await api.latestCode(next));
    await page.getByRole("button", { name: "Adresse bestätigen" }).click();
    await expect(page.getByTestId("snackbar-success")).toContainText("Deine E-Mail-Adresse wurde geändert.");
    await expect(page.getByRole("main")).toContainText(next);
  });
});

test("the profile overview shows the account, the proof, CME points and follows", async ({
  page,
  signIn,
  checkA11y,
}) => {
  await signIn("arzt@example.com");
  await page.goto("/profile");
  await expect(page.getByRole("heading", { level: 1, name: "Mein Profil" })).toBeVisible();
  await expect(page.getByRole("main")).toContainText("Dr. Markus Hoffmann");
  await expect(page.getByRole("main")).toContainText("Nachweis bestätigt");
  await expect(page.getByTestId("profile-cme")).toContainText("5 Zertifikate");
  const nav = page.getByRole("navigation", { name: "Profil" });
  await expect(nav.getByRole("link", { name: "Übersicht" })).toHaveAttribute("aria-current", "page");
  await checkA11y();
  await nav.getByRole("link", { name: "Zertifikate" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Meine Zertifikate" })).toBeVisible();
});

test("password change: the wrong current password is refused, the right one changes it", async ({
  page,
  api,
  signInAsNewDoctor,
  js,
  checkA11y,
}) => {
  const email = await signInAsNewDoctor();
  await page.goto("/profile/password-change");
  await page.getByLabel("Aktuelles Passwort").fill("falsch-falsch");
  await page.getByLabel("Neues Passwort", { exact: true }).fill("neues-passwort-1");
  await page.getByLabel("Neues Passwort wiederholen").fill("neues-passwort-1");
  await page.getByRole("button", { name: "Speichern" }).click();
  await expect(page.getByRole("alert")).toContainText("Das aktuelle Passwort ist nicht korrekt.");
  // Passwords are never sent back into the page (with JavaScript the browser keeps what was typed).
  if (!js) await expect(page.getByLabel("Neues Passwort", { exact: true })).toHaveValue("");
  await checkA11y();

  await page.getByLabel("Aktuelles Passwort").fill("fortbildung2026");
  await page.getByLabel("Neues Passwort", { exact: true }).fill("neues-passwort-1");
  await page.getByLabel("Neues Passwort wiederholen").fill("neues-passwort-1");
  await page.getByRole("button", { name: "Speichern" }).click();
  await expect(page.getByTestId("snackbar-success")).toContainText("Dein Passwort wurde geändert.");
  expect(await api.login(email, "neues-passwort-1")).toBeTruthy();
});

test("my data: download it as JSON; deleting the account needs the password and ends the session", async ({
  page,
  api,
  signInAsNewDoctor,
}) => {
  const email = await signInAsNewDoctor();
  await page.goto("/profile");
  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: "Meine Daten herunterladen (JSON)" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe("meine-daten.json");

  const password = page.getByLabel("Passwort zur Bestätigung");
  await password.fill("falsch-falsch");
  await page.getByRole("button", { name: "Konto endgültig löschen" }).click();
  await expect(page.getByRole("alert")).toContainText("Das Passwort ist nicht korrekt.");
  await page.getByLabel("Passwort zur Bestätigung").fill("fortbildung2026");
  await page.getByRole("button", { name: "Konto endgültig löschen" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId("snackbar-success")).toContainText("Dein Konto wurde gelöscht.");
  expect(await api.user(email)).toBeNull();
});

test("my content: empty at first, then what a code unlocked", async ({
  page,
  api,
  signInAsNewDoctor,
  checkA11y,
}) => {
  const email = await signInAsNewDoctor();
  await page.goto("/profile/my-content");
  await expect(page.getByTestId("my-content-empty")).toBeVisible();
  await checkA11y();
  const video = await api.content("VOD", "CODE");
  const code = await api.createActivationCode([video.slug]);
  await api.gql("mutation($c: String!) { unlock(code: $c) { status } }", { c: code }, await api.login(email));
  await page.reload();
  await expect(page.getByRole("list", { name: "Freigeschaltete Inhalte" })).toContainText(video.title);
});

test("password change explains itself when the password is managed elsewhere", async ({
  page,
  signInAsNew,
}) => {
  await signInAsNew({ like: "arzt@example.com", password_editable: false });
  await page.goto("/profile/password-change");
  await expect(page.getByRole("status")).toContainText("kann hier nicht geändert werden");
  await expect(page.getByLabel("Aktuelles Passwort")).toHaveCount(0);
});

test("email change: after five wrong codes the page says so and when a new code can be had, and the way back keeps the address", async ({
  page,
  api,
  js,
  signIn,
  checkA11y,
}) => {
  const user = await api.createUser({ like: "arzt@example.com" });
  const token = await api.login(user.email);
  const next = `vertippt-${js ? "js" : "nojs"}-${Date.now()}@example.com`;
  // The request and four wrong codes straight at the API; the fifth on the page.
  await api.gql(
    "mutation($e: String!, $p: String!) { requestEmailChange(email: $e, password: $p) }",
    { e: next, p: DEMO_PASSWORD },
    token,
  );
  const right = await api.latestCode(next);
  const wrong = ["000000", "111111", "222222", "333333", "444444", "555555"].filter((c) => c !== right);
  for (const code of wrong.slice(0, 4)) {
    await expect(
      api.gql("mutation($c: String!) { confirmEmailChange(code: $c) { id } }", { c: code }, token),
    ).rejects.toThrow("The code is invalid.");
  }
  await signIn(user.email);
  await page.goto("/profile/email-change?step=code");
  await ready(page, js);
  const tooMany = /Zu viele falsche Eingaben\. Du kannst in (59|60) Minuten einen neuen Code anfordern\./;
  for (const code of [wrong[4]!, right]) {
    await page.getByLabel("Code").fill(code);
    await page.getByRole("button", { name: "Adresse bestätigen" }).click();
    await expect(page.getByRole("alert")).toContainText(tooMany);
  }
  await checkA11y();
  await page.getByRole("link", { name: "Neuen Code anfordern" }).click();
  await expect(page.getByLabel("Neue E-Mail-Adresse")).toHaveValue(next);
});
