import { readFileSync } from "node:fs";
import { expect, test } from "./fixtures";

// /contact, with JavaScript on and off: a message to support reaches the team's mailbox
// (the reference API's outbox); a form with mistakes comes back with the German messages and what
// was typed. (The browser stack turns the minimum fill time off; its integration tests cover it.)

const company = JSON.parse(readFileSync("content/company.json", "utf8")) as { support_email: string };

test("a visitor writes to support: mistakes first, then sent", async ({
  page,
  api,
  js,
  visit,
  checkA11y,
}) => {
  const subject = `Zertifikat fehlt (${js ? "js" : "nojs"} ${Date.now()})`;
  await visit("/contact");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Kontakt");
  await expect(page.getByRole("radio", { name: "Support" })).toBeChecked();
  await page.getByLabel("Name").fill("Dr. Lena Brandt");
  await page.getByLabel("E-Mail-Adresse").fill("lena.brandt@");
  await page.getByLabel("Nachricht").fill("Mein Zertifikat vom Dienstag fehlt im Profil.");
  await page.getByRole("button", { name: "Nachricht senden" }).click();

  const summary = page.getByRole("alert");
  await expect(summary).toContainText("Ungültige E-Mail-Adresse");
  await expect(summary).toContainText("Dieses Feld ist ein Pflichtfeld");
  await expect(page.getByLabel("Name")).toHaveValue("Dr. Lena Brandt");
  await expect(page.getByLabel("Nachricht")).toHaveValue("Mein Zertifikat vom Dienstag fehlt im Profil.");
  await checkA11y();

  await page.getByLabel("E-Mail-Adresse").fill("lena.brandt@example.com");
  await page.getByLabel("Betreff").fill(subject);
  await page.getByRole("button", { name: "Nachricht senden" }).click();
  await expect(page.getByTestId("snackbar-success")).toContainText(
    "Danke! Deine Nachricht ist angekommen. Wir antworten dir an lena.brandt@example.com.",
  );
  await expect(page.getByLabel("Betreff")).toHaveValue("");
  const mail = (await api.outbox(company.support_email)).find((m) => m.subject.endsWith(subject));
  expect(mail?.body).toContain("Von: Dr. Lena Brandt <lena.brandt@example.com>");
});

test("a signed-in user writes to sales with name and email filled in", async ({
  page,
  signInAsNewDoctor,
  visit,
}) => {
  const email = await signInAsNewDoctor();
  await visit("/contact");
  await expect(page.getByLabel("Name")).toHaveValue("Markus Hoffmann");
  await expect(page.getByLabel("E-Mail-Adresse")).toHaveValue(email);
  await page.getByRole("radio", { name: "Vertrieb" }).check();
  await page.getByLabel("Betreff").fill("Kooperation Herbstkongress");
  await page.getByLabel("Nachricht").fill("Wir möchten einen Kongress mit euch streamen.");
  await page.getByRole("button", { name: "Nachricht senden" }).click();
  await expect(page.getByTestId("snackbar-success")).toContainText(`Wir antworten dir an ${email}.`);
});

test("a subject with a control character is refused with the German message, the input kept", async ({
  page,
  api,
  visit,
}) => {
  const stamp = String(Date.now());
  const subject = `Zertifikat\u0007fehlt ${stamp}`;
  await visit("/contact");
  await page.getByLabel("Name").fill("Dr. Lena Brandt");
  await page.getByLabel("E-Mail-Adresse").fill("lena.brandt@example.com");
  await page.getByLabel("Betreff").fill(subject);
  await page.getByLabel("Nachricht").fill("Zeile eins\nZeile zwei");
  await page.getByRole("button", { name: "Nachricht senden" }).click();

  await expect(page.getByRole("alert")).toContainText(
    "Ungültige Zeichen: bitte ohne Zeilenumbrüche und Steuerzeichen",
  );
  await expect(page.getByLabel("Betreff")).toHaveValue(subject);
  await expect(page.getByLabel("Nachricht")).toHaveValue("Zeile eins\nZeile zwei");
  expect((await api.outbox(company.support_email)).some((m) => m.subject.includes(stamp))).toBe(false);
});
