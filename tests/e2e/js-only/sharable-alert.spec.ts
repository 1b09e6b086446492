import { expect, test } from "../fixtures";

// The sharable alert (spec 2.4): appears when the video has ended, opens the share dialog, hides after
// 30 s (paused on hover), on dismiss and on route change. JavaScript only: it needs the player's events.

test("the sharable alert after the video ended", async ({ page, api, visit, checkA11y }) => {
  const { slug } = await api.content("VOD", "PUBLIC");
  const videoEnds = () => page.locator("video").evaluate((video) => video.dispatchEvent(new Event("ended")));
  const alert = page.getByTestId("sharable-alert");

  await visit(`/video/${slug}`);
  await expect(alert).toHaveCount(0);
  await videoEnds();
  await expect(alert).toBeVisible();
  await expect(alert.getByRole("heading", { name: "Gefällt dir dieser Inhalt?" })).toBeVisible();
  await expect(alert).toContainText("Teile ihn mit Kolleginnen und Kollegen.");
  await checkA11y();

  // 30 s, paused while the pointer is on it: the CSS animation of the snackbars.
  await alert.hover();
  expect(await alert.evaluate((el) => getComputedStyle(el).animationPlayState)).toBe("paused");
  await page.mouse.move(0, 0);
  expect(await alert.evaluate((el) => getComputedStyle(el).animationDelay)).toBe("30s");
  await alert.evaluate((el) => {
    for (const animation of el.getAnimations()) animation.currentTime = 29_000;
  });
  await expect(alert).toBeVisible();
  await alert.evaluate((el) => {
    for (const animation of el.getAnimations()) animation.currentTime = 30_400;
  });
  await expect(alert).toBeHidden();

  // Its button opens the page's share dialog.
  await visit(`/video/${slug}`);
  await videoEnds();
  await alert.getByRole("link", { name: "Teilen" }).click();
  await expect(page).toHaveURL(new RegExp(`/video/${slug}\\?dialog=share$`));
  await expect(page.getByRole("dialog", { name: "Teilen" })).toBeVisible();
  await expect(alert).toHaveCount(0);

  // Dismissed by its close button.
  await visit(`/video/${slug}`);
  await videoEnds();
  await alert.getByRole("button", { name: "Hinweis schließen" }).click();
  await expect(alert).toHaveCount(0);

  // Gone on route change.
  await visit(`/video/${slug}`);
  await videoEnds();
  await expect(alert).toBeVisible();
  await page
    .getByRole("banner")
    .getByRole("link", { name: /Fortbildung/ })
    .first()
    .click();
  await expect(page).not.toHaveURL(/\/video\//);
  await expect(alert).toHaveCount(0);
});
