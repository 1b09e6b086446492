import { expect, ready, test } from "../fixtures";

// The chip selector (spec §4) with JavaScript: keyboard only from search to submit, and on a
// small screen the extended items in a bottom sheet that closes on selection. Without JavaScript it
// is a list of checkboxes or radios (covered by the subscriptions and registration tests).

test.beforeEach(async ({ page, signInAsNewDoctor }) => {
  await signInAsNewDoctor();
  await page.goto("/profile/subscriptions");
  await ready(page, true);
});

test("keyboard only: search, choose with Space, submit with Enter", async ({ page, checkA11y }) => {
  const chips = page.getByTestId("addable");
  const search = chips.getByRole("searchbox", { name: "Suchen" });
  await search.focus();
  await page.keyboard.type("derma");
  await expect(chips.getByRole("checkbox", { name: "Dermatologie" })).toBeVisible();
  await expect(chips.getByRole("checkbox", { name: "Kardiologie" })).toBeHidden();
  await page.keyboard.press("Tab");
  await expect(chips.getByRole("checkbox", { name: "Dermatologie" })).toBeFocused();
  await page.keyboard.press("Space");
  await expect(chips.getByRole("checkbox", { name: "Dermatologie" })).toBeChecked();
  await checkA11y();
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Folgen", exact: true })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("snackbar-success")).toContainText("Du folgst den gewählten Fachgebieten");
  await expect(page.getByTestId("followed")).toContainText("Dermatologie");
});

test.describe("on a small screen", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("extended fields open in a bottom sheet that closes on selection", async ({ page, checkA11y }) => {
    const chips = page.getByTestId("addable");
    const more = chips.getByRole("button", { name: /^Mehr anzeigen/ });
    await more.click();
    const sheet = page.getByRole("dialog", { name: "Wähle Fachgebiete, denen du folgen möchtest" });
    await expect(sheet).toBeVisible();
    await checkA11y();
    const first = sheet.getByRole("listitem").first().getByRole("button");
    const name = ((await first.textContent()) ?? "").trim();
    await first.click();
    await expect(sheet).toBeHidden();
    await expect(chips.getByRole("checkbox", { name })).toBeChecked();
    await expect(chips.getByRole("checkbox", { name })).toBeVisible();
  });
});
