import { expect, test } from "./fixtures";

// The feedback dialog on video and event pages (spec 2.5 and 8), JavaScript on and off.

test("feedback on a video: stars required, then sent with the success message", async ({
  page,
  api,
  visit,
  signInAsNewDoctor,
  checkA11y,
}) => {
  const [video] = await api.contents("VOD", { access: "PUBLIC" });
  await signInAsNewDoctor();
  await visit(`/video/${video!.slug}`);
  await page.getByRole("link", { name: "Feedback geben" }).click();
  const dialog = page.getByRole("dialog", { name: "Dein Feedback" });
  await expect(dialog).toBeVisible();
  await dialog
    .getByLabel("Was möchtest du uns sagen? (optional)")
    .fill("Die Fallbeispiele waren sehr hilfreich.");
  await dialog.getByRole("button", { name: "Feedback senden" }).click();
  // Without stars the form says what is missing, and the text stays.
  await expect(page.getByText("Bitte wähle 1 bis 5 Sterne.").first()).toBeVisible();
  await expect(page.getByLabel("Was möchtest du uns sagen? (optional)")).toHaveValue(
    "Die Fallbeispiele waren sehr hilfreich.",
  );
  await checkA11y();
  await page.getByRole("radio", { name: "4 von 5 Sternen" }).check();
  await page.getByRole("button", { name: "Feedback senden" }).click();
  await expect(page.getByTestId("snackbar-success")).toContainText("Danke! Dein Feedback ist angekommen.");
  await expect(page).toHaveURL(new RegExp(`/video/${video!.slug}$`));
  await expect(page.getByRole("dialog")).toBeHidden();
});

test("feedback on an event page", async ({ page, api, visit, signInAsNewDoctor }) => {
  const event = await api.createEvent({
    title: "E2E Feedback-Kongress",
    starts_at: new Date(Date.now() - 86_400_000),
    ends_at: new Date(Date.now() - 3_600_000),
  });
  await signInAsNewDoctor();
  await visit(`/event/${event.slug}`);
  await page.getByRole("link", { name: "Feedback geben" }).click();
  const dialog = page.getByRole("dialog", { name: "Dein Feedback" });
  await expect(dialog).toContainText("Wie fandest du „E2E Feedback-Kongress“?");
  await dialog.getByRole("radio", { name: "5 von 5 Sternen" }).check();
  await dialog.getByRole("button", { name: "Feedback senden" }).click();
  await expect(page.getByTestId("snackbar-success")).toContainText("Danke! Dein Feedback ist angekommen.");
});
