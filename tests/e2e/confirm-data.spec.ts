import { expect, ready, test } from "./fixtures";

// The confirm-data dialog (spec 2.5 and §4), JavaScript on and off: it opens by itself for a
// user who has not confirmed; cancel keeps the values, save changes them.

test("a user without a main field chooses one and further fields", async ({
  page,
  signInAsNew,
  js,
  checkA11y,
}) => {
  await signInAsNew({ like: "apothekerin@example.com" });
  await page.goto("/home");
  const dialog = page.getByRole("dialog", { name: "Deine Fachgebiete" });
  await expect(dialog).toBeVisible();
  await ready(page, js);
  await checkA11y();
  await dialog.getByRole("button", { name: "Weiter" }).click();
  await expect(page.getByTestId("snackbar-error")).toContainText("Bitte wähle dein Hauptfachgebiet aus.");

  await dialog.getByText("Kardiologie", { exact: true }).click();
  await dialog.getByRole("button", { name: "Weiter" }).click();
  await expect(dialog.getByText("Schritt 2 von 2")).toBeVisible();
  await dialog.getByText("Onkologie", { exact: true }).click();
  await dialog.getByRole("button", { name: "Speichern" }).click();
  await expect(page.getByTestId("snackbar-success")).toContainText("Erfolgreich gespeichert!");
  await expect(page.getByRole("dialog", { name: "Deine Fachgebiete" })).toHaveCount(0);
  await page.goto("/profile");
  await expect(page.getByRole("region", { name: "Du folgst" })).toContainText("Kardiologie");
  await expect(page.getByRole("region", { name: "Du folgst" })).toContainText("Onkologie");
});

test("cancel keeps the main field and closes the dialog", async ({ page, signInAsNew, js }) => {
  await signInAsNew({ like: "arzt@example.com", show_field_dialog: true });
  await page.goto("/fachgebiete");
  // Hydration adds the chip selector's search and folds the extended fields away: the buttons move.
  await ready(page, js);
  const dialog = page.getByRole("dialog", { name: "Deine Fachgebiete" });
  await expect(dialog.getByRole("radio", { name: "Kardiologie" })).toBeChecked();
  await dialog.getByRole("button", { name: "Abbrechen" }).click();
  await expect(page.getByRole("dialog", { name: "Deine Fachgebiete" })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole("dialog", { name: "Deine Fachgebiete" })).toHaveCount(0);
});
