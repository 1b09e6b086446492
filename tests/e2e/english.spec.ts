import type { Page } from "@playwright/test";
import { expect, ready, test } from "./fixtures";

// The English interface, JavaScript on and off: what the API draws or delivers for a page (the home
// banner, the field names in the cards' artwork, an event's boxes) comes in English too.

async function toEnglish(page: Page, js: boolean) {
  await page.getByRole("contentinfo").getByRole("button", { name: "English" }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await ready(page, js);
}

test("in English the home banner, the cards' artwork and an event's boxes carry no German", async ({
  page,
  js,
  api,
  signIn,
  visit,
}) => {
  await signIn("arzt@example.com");
  await visit("/home");
  await toEnglish(page, js);

  const banner = page.getByRole("complementary", { name: "Notice" });
  await expect(banner).toContainText("Earn CME points now");
  await expect(banner.getByRole("link", { name: "To the courses" })).toBeVisible();
  const main = page.getByRole("main");
  await expect(main).not.toContainText("Jetzt CME-Punkte sammeln");
  await expect(main).not.toContainText("Zu den Fortbildungen");

  // The cards' generated artwork: captions (kind, field) in English, none of the German field names.
  const { fields } = await api.gql<{ fields: Array<{ label_de: string; label_en: string }> }>(
    "{ fields { label_de label_en } }",
  );
  const german = fields.filter((field) => field.label_de !== field.label_en).map((field) => field.label_de);
  const sources = await main
    .locator('img[src*="/media/"][src$=".svg"], img[src*="/media/"][src*=".svg?"]')
    .evaluateAll((images) => images.map((image) => (image as HTMLImageElement).src));
  const artwork = sources.filter((src) => /\/media\/(vods|livestreams|shorts|playlists|events)\//.test(src));
  expect(artwork.length).toBeGreaterThan(0);
  for (const src of artwork.slice(0, 12)) {
    const svg = await (await page.request.get(src)).text();
    const captions = [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((match) => match[1] ?? "");
    for (const caption of captions) {
      expect(german, `caption "${caption}" of ${src}`).not.toContain(caption);
      expect(["VERANSTALTUNG", "LERNPFAD", "FORTBILDUNG"], `caption of ${src}`).not.toContain(caption);
    }
  }

  await visit("/event/ekg-intensivkurs");
  await expect(page.getByRole("heading", { name: "Who is it for?" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Technical requirements" })).toBeVisible();
  await expect(page.getByRole("main")).not.toContainText("Für wen?");
  await expect(page.getByRole("main")).not.toContainText("Technik");
  await expect(page.getByRole("main")).not.toContainText("Du brauchst nur einen aktuellen Browser");
});

test("in English the fields of medicine are in the order of their English names", async ({
  page,
  js,
  visit,
}) => {
  await visit("/fachgebiete");
  await toEnglish(page, js);
  await expect(page.getByRole("heading", { level: 1, name: "Fields of medicine" })).toBeVisible();
  const names = await page
    .getByRole("main")
    .getByRole("list")
    .first()
    .getByTestId("field-item")
    .getByRole("link")
    .allInnerTexts();
  expect(names).toContain("General medicine");
  expect(names).toEqual([...names].sort(new Intl.Collator("en").compare));
});
