import { expect, leaveVideoByLogo, test } from "../fixtures";

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
  await leaveVideoByLogo(page);
  await expect(alert).toHaveCount(0);
});

test("at the video's end the share prompt covers neither the CME box nor its button, on a phone and a desktop", async ({
  page,
  api,
  signIn,
  visit,
}) => {
  const user = await api.createUser({ like: "arzt@example.com" });
  await signIn(user.email);
  const [video] = await api.contents("VOD", { access: "PUBLIC", cme: true, demo: true, first: 1 });
  if (!video) throw new Error("no CME demo video");
  // The threshold reached: the box offers the test, as it does when the video ends.
  await api.watchVideo(await api.login(user.email), video.id, 60);
  const box = page.getByTestId("cme-box");
  const start = box.getByRole("button", { name: "CME-Test starten" });
  const alert = page.getByTestId("sharable-alert");

  for (const viewport of [
    { width: 390, height: 800 },
    { width: 1280, height: 720 },
  ]) {
    await page.setViewportSize(viewport);
    await visit(`/video/${video.slug}`);
    await page.locator("video").evaluate((element) => element.dispatchEvent(new Event("ended")));
    await expect(alert).toBeVisible();
    for (const block of ["end", "center", "start"] as const) {
      await start.evaluate((button, where) => button.scrollIntoView({ block: where }), block);
      const [alertBox, cmeBox] = [await alert.boundingBox(), await box.boundingBox()];
      const apart =
        alertBox !== null &&
        cmeBox !== null &&
        (alertBox.y >= cmeBox.y + cmeBox.height ||
          alertBox.y + alertBox.height <= cmeBox.y ||
          alertBox.x >= cmeBox.x + cmeBox.width ||
          alertBox.x + alertBox.width <= cmeBox.x);
      expect(apart, `the prompt over the CME box (${viewport.width} px, button at ${block})`).toBe(true);
      // What a tap on the button's middle would hit: not the prompt.
      expect(
        await start.evaluate((button) => {
          const { x, y, width, height } = button.getBoundingClientRect();
          const hit = document.elementFromPoint(x + width / 2, y + height / 2);
          return hit?.closest("[data-testid=sharable-alert]") === null;
        }),
        `the prompt over the button (${viewport.width} px, button at ${block})`,
      ).toBe(true);
    }
  }
});
