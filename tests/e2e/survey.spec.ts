import { surveyInvitePath } from "../support/campaign-mail";
import { expect, test } from "./fixtures";

// /survey/{token}, JavaScript on and off: every question type, the at-least/at-most
// messages, the progress, the thank-you state, and a used or unknown link.

test("answer a survey: the rules say what is missing, the answers arrive once", async ({
  page,
  api,
  visit,
  js,
  checkA11y,
}) => {
  const link = await surveyInvitePath(api);
  await visit(link);
  await expect(page.getByRole("heading", { level: 1, name: "Deine Meinung zu Fortbildung" })).toBeVisible();
  await expect(page.getByText("0 von 7 Fragen beantwortet")).toBeVisible();
  await checkA11y();

  const formats = page.getByRole("group", { name: "Welche Formate nutzt du am liebsten?" });
  await formats.getByLabel("Livestreams mit Fragerunde").check();
  if (js) await expect(page.getByText("1 von 7 Fragen beantwortet")).toBeVisible();
  await page.getByLabel("Was sollen wir verbessern? (optional)").fill("Mehr Fallbesprechungen, bitte.");
  await page.getByRole("button", { name: "Antworten senden" }).click();
  await expect(formats.getByText("Mindestens 2 auswählen")).toBeVisible();
  await expect(page.getByText("Bitte bestätige das, um die Umfrage abzuschicken.").first()).toBeVisible();
  // What was typed and chosen stays.
  await expect(page.getByLabel("Was sollen wir verbessern? (optional)")).toHaveValue(
    "Mehr Fallbesprechungen, bitte.",
  );
  await expect(formats.getByLabel("Livestreams mit Fragerunde")).toBeChecked();
  await checkA11y();

  for (const format of ["Videos auf Abruf", "E-Learnings", "Shorts"])
    await formats.getByLabel(format).check();
  await page
    .getByRole("group", { name: "Wie zufrieden bist du insgesamt mit Fortbildung?" })
    .getByLabel("4 von 5 Sternen")
    .check();
  await page
    .getByRole("group", { name: "Wie oft nutzt du Fortbildung?" })
    .getByLabel("Etwa einmal pro Woche")
    .check();
  await page.getByLabel("Wo arbeitest du hauptsächlich? (optional)").selectOption("Praxis");
  await page.getByLabel(/^Ich bin einverstanden/).check();
  await page.getByRole("button", { name: "Antworten senden" }).click();
  await expect(formats.getByText("Höchstens 3 auswählen")).toBeVisible();

  await formats.getByLabel("Shorts").uncheck();
  await page.getByRole("button", { name: "Antworten senden" }).click();
  await expect(page.getByTestId("snackbar-success")).toContainText("Danke! Deine Antworten sind angekommen.");
  await expect(page.getByRole("heading", { level: 1, name: "Danke für deine Teilnahme!" })).toBeVisible();

  await visit(link);
  await expect(page.getByRole("heading", { level: 1, name: "Danke für deine Teilnahme!" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Antworten senden" })).toHaveCount(0);
});

test("an unknown survey link says so", async ({ page }) => {
  const response = await page.goto("/survey/gibt-es-nicht");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Umfrage nicht gefunden" })).toBeVisible();
});
