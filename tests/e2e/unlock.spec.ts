import { expect, test } from "./fixtures";

// Unlock content with a code (spec 2.5, §8), JavaScript on and off, with a copy of a demo user and
// codes of its own, so the demo codes stay unused.

test.describe("signed in", () => {
  test.beforeEach(async ({ signInAsNewDoctor }) => {
    await signInAsNewDoctor();
  });

  test("a wrong code keeps the dialog with the reason; the right one opens the video", async ({
    page,
    js,
    api,
    visit,
    checkA11y,
  }) => {
    const item = await api.content("VOD", "CODE");
    const code = await api.createActivationCode([item.slug]);
    await visit(`/video/${item.slug}`);
    const locked = page.getByTestId("locked-media");
    await expect(locked).toContainText("Freischaltcode nötig");
    await expect(page.locator("video")).toHaveCount(0);
    await checkA11y();

    await locked.getByRole("link", { name: "Inhalt freischalten" }).click();
    await expect(page).toHaveURL(new RegExp(`/video/${item.slug}\\?dialog=unlock$`));
    let dialog = page.getByRole("dialog", { name: "Inhalt freischalten" });
    await expect(dialog).toBeVisible();
    await checkA11y();

    await dialog.getByLabel("Freischaltcode").fill("FALSCH-123");
    await dialog.getByRole("button", { name: "Freischalten" }).click();
    if (!js) {
      // Without JavaScript the answer is the /unlock page with the same dialog.
      await expect(page).toHaveURL(/\/unlock$/);
      dialog = page.getByRole("dialog", { name: "Inhalt freischalten" });
    }
    const summary = dialog.getByRole("alert");
    await expect(summary).toContainText("Inhalt konnte nicht freigeschaltet werden");
    await expect(summary).toContainText("Der Code ist ungültig.");
    await expect(summary).toBeFocused();
    await expect(dialog.getByLabel("Freischaltcode")).toHaveValue("FALSCH-123");
    await expect(dialog.getByLabel("Freischaltcode")).toHaveAttribute("aria-invalid", "true");
    await checkA11y();

    await dialog.getByLabel("Freischaltcode").fill(code.toLowerCase());
    await dialog.getByRole("button", { name: "Freischalten" }).click();
    await expect(page).toHaveURL(new RegExp(`/video/${item.slug}$`));
    await expect(page.getByTestId("snackbar-success")).toContainText("Inhalt freigeschaltet");
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(page.getByTestId("locked-media")).toHaveCount(0);
    await expect(page.locator("video")).toHaveCount(1);
    await checkA11y();
  });

  test("the unlock page answers each refused code with its reason", async ({
    page,
    api,
    visit,
    checkA11y,
  }) => {
    const item = await api.content("VOD", "CODE");
    const expired = await api.createActivationCode([item.slug], { expiresAt: new Date("2020-01-01") });
    await visit(`/unlock?redirectTo=${encodeURIComponent(`/video/${item.slug}`)}`);
    const dialog = page.getByRole("dialog", { name: "Inhalt freischalten" });
    await expect(dialog.getByRole("link", { name: "Dialog schließen" })).toHaveAttribute(
      "href",
      `/video/${item.slug}`,
    );
    await checkA11y();

    const attempts: Array<[string, string]> = [
      [expired, "Der Code ist abgelaufen."],
      ["NICHT-VORHANDEN", "Der Code ist ungültig."],
    ];
    for (const [code, reason] of attempts) {
      await page.getByRole("dialog", { name: "Inhalt freischalten" }).getByLabel("Freischaltcode").fill(code);
      await page
        .getByRole("dialog", { name: "Inhalt freischalten" })
        .getByRole("button", { name: "Freischalten" })
        .click();
      const summary = page.getByRole("dialog", { name: "Inhalt freischalten" }).getByRole("alert");
      await expect(summary).toContainText(reason);
      await expect(summary).toBeFocused();
    }
    await checkA11y();
  });
});

test("anonymous viewers are asked to log in or register", async ({ page, api, visit, checkA11y }) => {
  const item = await api.content("VOD", "CODE");
  await visit(`/video/${item.slug}`);
  const locked = page.getByTestId("locked-media");
  await expect(locked).toContainText("Anmeldung erforderlich");
  await expect(locked.getByRole("link", { name: "Anmelden" })).toHaveAttribute(
    "href",
    `/?dialog=login&redirect=${encodeURIComponent(`/video/${item.slug}`)}`,
  );
  await expect(locked.getByRole("link", { name: "Registrieren" })).toBeVisible();
  await expect(locked.getByRole("link", { name: "Inhalt freischalten" })).toHaveCount(0);
  await checkA11y();
});
