import { publicCmeVideo } from "../../fixtures/videos";
import { expect, test } from "../fixtures";

// Text with dates keeps the server's HTML while the page hydrates (render/ServerText.tsx:
// the browser builds no date formatter on load, decision 021). It must still follow the page: here a
// language switch, which the app renders in place.
test("a video's dates follow a language switch inside the app", async ({ page, api, visit, checkA11y }) => {
  const video = await publicCmeVideo(api.url);
  await visit(`/video/${video.slug}`);
  const published = page.getByText(/^(Veröffentlicht am|Published on) /);
  await expect(published).toHaveText(/^Veröffentlicht am \d{2}\. \S+ \d{4}$/);
  const validTo = page
    .getByTestId("cme-box")
    .locator("div")
    .filter({ has: page.locator("dt", { hasText: /^(Anerkannt bis|Accredited until)$/ }) })
    .locator("dd");
  await expect(validTo).toHaveText(/^\d{2}\. \S+ \d{4}$/);

  await page.getByRole("contentinfo").getByRole("button", { name: "English" }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(published).toHaveText(/^Published on \d{1,2} [A-Z][a-z]+ \d{4}$/);
  await expect(validTo).toHaveText(/^\d{1,2} [A-Z][a-z]+ \d{4}$/);
  await checkA11y();
});
