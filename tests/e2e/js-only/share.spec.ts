import { expect, test } from "../fixtures";

// Copy link (spec 2.5, §8 'link copied') needs the Clipboard API: JavaScript only.

test("copies the link with the start time and says so politely", async ({
  page,
  api,
  context,
  visit,
  checkA11y,
}) => {
  const { slug } = await api.content("VOD", "PUBLIC");
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await visit(`/video/${slug}?dialog=share`);
  const dialog = page.getByRole("dialog", { name: "Teilen" });
  await dialog.getByLabel("Ab Zeitpunkt teilen").check();
  const time = dialog.getByLabel("Zeit", { exact: true });
  await time.fill("");
  await time.pressSequentially("99");
  await expect(time).toHaveValue("00:99");

  await dialog.getByRole("button", { name: "Link kopieren" }).click();
  const status = dialog.getByRole("status");
  await expect(status).toHaveText("Link kopiert");
  const expected = `${new URL(page.url()).origin}/video/${slug}?t=01:39`;
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expected);
  await checkA11y();

  // Changing the time clears the message; backspace empties the field (empty is no time).
  await time.press("End");
  await time.press("Backspace");
  await expect(time).toHaveValue("00:09");
  await expect(status).toHaveText("");
  await time.press("Backspace");
  await expect(time).toHaveValue("");
  await expect(dialog.getByLabel("Link zum Teilen")).toHaveValue(expected.replace("?t=01:39", ""));
});
