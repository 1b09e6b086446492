import { expect, test } from "./fixtures";

// The share dialog (spec 2.5) with the time field (spec §5), JavaScript on and off.

test("share a video from a point in time: every link carries the encoded URL with t=", async ({
  page,
  js,
  api,
  visit,
  checkA11y,
}) => {
  const { slug, title } = await api.content("VOD", "PUBLIC");
  await visit(`/video/${slug}`);
  await page.getByRole("link", { name: "Teilen", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/video/${slug}\\?dialog=share$`));
  const dialog = page.getByRole("dialog", { name: "Teilen" });
  await expect(dialog).toBeVisible();

  const origin = new URL(page.url()).origin;
  const pageUrl = `${origin}/video/${slug}`;
  const networks = ["Facebook", "WhatsApp", "LinkedIn", "X (Twitter)", "E-Mail"];
  for (const name of networks) {
    const link = dialog.getByRole("link", { name: new RegExp(`^${name.replace(/[()]/g, "\\$&")}`) });
    await expect(link).toHaveAttribute(
      "href",
      new RegExp(encodeURIComponent(pageUrl).replace(/[.?]/g, "\\$&")),
    );
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
  }
  const recommendation = encodeURIComponent(
    `Diese Fortbildung auf Fortbildung könnte dich interessieren: ${title}`,
  );
  await expect(dialog.getByRole("link", { name: /^E-Mail/ })).toHaveAttribute(
    "href",
    new RegExp(recommendation.replace(/[.?()*+]/g, "\\$&")),
  );
  await expect(dialog.getByLabel("Link zum Teilen")).toHaveValue(pageUrl);
  await checkA11y();

  await dialog.getByLabel("Ab Zeitpunkt teilen").check();
  const time = dialog.getByLabel("Zeit", { exact: true });
  await time.fill("");
  if (js) {
    await time.pressSequentially("1234");
    await expect(time).toHaveValue("12:34");
  } else {
    await time.fill("1234");
    await dialog.getByRole("button", { name: "Übernehmen" }).click();
    await expect(page).toHaveURL(/dialog=share&share_at=1&share_t=1234/);
    await expect(time).toHaveValue("12:34");
  }
  const withTime = encodeURIComponent(`${pageUrl}?t=12:34`);
  for (const name of ["Facebook", "WhatsApp", "LinkedIn", "E-Mail"]) {
    await expect(dialog.getByRole("link", { name: new RegExp(`^${name}`) })).toHaveAttribute(
      "href",
      new RegExp(withTime.replace(/[.?]/g, "\\$&")),
    );
  }
  await expect(dialog.getByLabel("Link zum Teilen")).toHaveValue(`${pageUrl}?t=12:34`);
  await checkA11y();

  // The shared link starts the video there.
  await visit(`/video/${slug}?t=12:34`);
  await expect(page.getByTestId("start-notice")).toContainText("12:34");

  // Closing goes back to the page without the dialog.
  await visit(`/video/${slug}?dialog=share`);
  await page.getByRole("dialog", { name: "Teilen" }).getByRole("link", { name: "Dialog schließen" }).click();
  await expect(page).toHaveURL(new RegExp(`/video/${slug}$`));
  await expect(page.getByRole("dialog")).toHaveCount(0);
});
