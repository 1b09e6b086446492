import { expect, test } from "./fixtures";

// The discovery pages: /home shelves, /livestreams, /cme-fortbildungen; JavaScript on and off.

test("arzt sees featured content, the banner and shelves for the followed fields and channels", async ({
  page,
  signIn,
  visit,
  checkA11y,
}) => {
  await signIn("arzt@example.com");
  await visit("/home");
  const featured = page.getByRole("region", { name: "Empfohlen für dich" });
  await expect(featured.getByRole("article").first()).toBeVisible();
  await expect(page.getByRole("complementary", { name: "Hinweis" })).toContainText(
    "Jetzt CME-Punkte sammeln",
  );
  // 7 followed fields and 3 channels: the first 4 and 2 as shelves, the rest one link away.
  const fields = page.getByRole("region", { name: "Neu in deinen Fachgebieten" });
  await expect(fields.getByRole("region")).toHaveCount(4);
  const channels = page.getByRole("region", { name: "Neu in deinen Kanälen" });
  await expect(channels.getByRole("region")).toHaveCount(2);
  await channels.getByRole("link", { name: "1 weiteren Kanal anzeigen" }).click();
  await expect(page).toHaveURL(/\/home\?alle=1#home-channel-shelves$/);
  await expect(channels.getByRole("region")).toHaveCount(3);
  await expect(fields.getByRole("region")).toHaveCount(7);
  await expect(fields.getByRole("link", { name: /weitere Fachgebiete anzeigen/ })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Alle anzeigen: Kommende Livestreams" })).toHaveAttribute(
    "href",
    "/livestreams",
  );
  await checkA11y();
});

test("/livestreams shows the live streams first, then appointments by day", async ({
  page,
  visit,
  checkA11y,
}) => {
  await visit("/livestreams");
  await expect(page.getByRole("heading", { level: 1, name: "Livestreams" })).toBeVisible();
  const sections = page.getByRole("main").getByRole("region");
  await expect(sections.first()).toHaveAccessibleName(/Jetzt live/);
  await expect(sections.first().getByText("LIVE", { exact: true }).first()).toBeVisible();
  await expect(sections.first().getByRole("article").first()).toContainText("Live");
  await expect(sections.nth(1).getByRole("heading", { level: 2 })).toHaveText(
    /^(Montag|Dienstag|Mittwoch|Donnerstag|Freitag|Samstag|Sonntag), \d{2}\. \S+ \d{4}$/,
  );
  await expect(page.getByText(/\d{2}:\d{2}–\d{2}:\d{2} Uhr/).first()).toBeVisible();
  await checkA11y();
});

test("CME content filters by type and field, and the URL carries the filter", async ({
  page,
  visit,
  checkA11y,
  js,
}) => {
  await visit("/cme-fortbildungen");
  await expect(page.getByRole("heading", { level: 1, name: "CME-Fortbildungen" })).toBeVisible();
  const count = page.getByTestId("cme-count");
  const before = await count.textContent();
  await checkA11y();

  const apply = async () => {
    // With JavaScript a change submits at once; without, the button sends the GET form.
    if (!js) await page.getByRole("button", { name: "Filter anwenden" }).click();
  };
  await page.getByRole("checkbox", { name: "E-Learning" }).check();
  await apply();
  await expect(page).toHaveURL(/[?&]type=E_LEARNING/);
  await expect(count).not.toHaveText(before ?? "");
  await expect(page.getByRole("main").getByRole("article").first()).toContainText("E-Learning");

  await page.getByLabel("Fachgebiet").selectOption({ label: "Kardiologie" });
  await apply();
  await expect(page).toHaveURL(/[?&]field=\d+/);
  await expect(page).toHaveURL(/[?&]type=E_LEARNING/);
  await expect(page.getByRole("checkbox", { name: "E-Learning" })).toBeChecked();
  await expect(page.getByLabel("Fachgebiet")).toHaveValue(/\d+/);
  await checkA11y();

  // The URL can be shared: opening it again shows the same filter.
  const shared = new URL(page.url());
  await visit(shared.pathname + shared.search);
  await expect(page.getByRole("checkbox", { name: "E-Learning" })).toBeChecked();
  await expect(page.getByRole("checkbox", { name: "Video" })).not.toBeChecked();
});
