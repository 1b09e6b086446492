import { expect, test } from "../fixtures";

// The shorts feed with JavaScript: keys move between shorts and the URL follows; the short in view
// plays muted with a visible unmute button.

test("arrow keys and page keys move through the feed and update the URL", async ({
  page,
  visit,
  checkA11y,
}) => {
  await visit("/shorts");
  const href = (index: number) => page.locator(`section[data-index='${index}'] h2 a`).getAttribute("href");
  const [first, second, third] = [await href(0), await href(1), await href(2)];
  await expect(page).toHaveURL(/\/shorts$/);

  await page.keyboard.press("ArrowDown");
  await expect(page).toHaveURL(new RegExp(`${second}$`));
  await page.keyboard.press("PageDown");
  await expect(page).toHaveURL(new RegExp(`${third}$`));
  await page.keyboard.press("ArrowUp");
  await expect(page).toHaveURL(new RegExp(`${second}$`));
  await page.keyboard.press("k");
  await expect(page).toHaveURL(new RegExp(`${first}$`));
  await checkA11y();
});

test("the short in view plays muted, the unmute button turns the sound on, others pause", async ({
  page,
  visit,
}) => {
  await visit("/shorts");
  // Locked shorts (login, narrow circle) show no video to anonymous viewers: use the first two playable ones.
  const sections = page.locator("section[data-index]");
  const playable: number[] = [];
  for (let index = 0; index < (await sections.count()); index++) {
    if ((await sections.nth(index).locator("video").count()) > 0) playable.push(index);
  }
  const [a, b] = playable;
  if (a === undefined || b === undefined) throw new Error("the feed needs two playable shorts");
  const video = (index: number) => page.locator(`section[data-index='${index}'] video`);
  const playing = (index: number) => video(index).evaluate((element: HTMLVideoElement) => !element.paused);
  for (let step = 0; step < a; step++) await page.keyboard.press("ArrowDown");

  await expect
    .poll(() => video(a).evaluate((element: HTMLVideoElement) => !element.paused && element.muted))
    .toBe(true);
  const section = page.locator(`section[data-index='${a}']`);
  const unmute = section.getByRole("button", { name: "Ton an" });
  await expect(unmute).toHaveAttribute("aria-pressed", "false");
  await unmute.click();
  await expect(section.getByRole("button", { name: "Ton aus" })).toHaveAttribute("aria-pressed", "true");
  await expect.poll(() => video(a).evaluate((element: HTMLVideoElement) => element.muted)).toBe(false);

  for (let step = a; step < b; step++) await page.keyboard.press("ArrowDown");
  await expect.poll(() => playing(b)).toBe(true);
  await expect.poll(() => playing(a)).toBe(false);
});

test("a short's URL loads the following shorts as the viewer moves on", async ({ page, visit }) => {
  await visit("/shorts");
  const second = await page.locator("section[data-index='1'] h2 a").getAttribute("href");
  const third = await page.locator("section[data-index='2'] h2 a").getAttribute("href");
  await visit(second ?? "");
  await expect(page.locator("section[data-index='1']")).toBeAttached();
  await page.keyboard.press("ArrowDown");
  await expect(page).toHaveURL(new RegExp(`${third}$`));
});
