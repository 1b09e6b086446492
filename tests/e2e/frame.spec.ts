import { publicCmeVideo } from "../fixtures/videos";
import { expect, OPERATOR_LINKS, ready, test } from "./fixtures";

// The app frame of spec 2.3 and 2.4, with JavaScript on and off.

const drawerOrder = [
  "Home",
  "Fachgebiete",
  "CME-Fortbildungen",
  "Termine",
  "Merkliste",
  "Expanda",
  "MedLive",
  "Doctupus",
  "Shorts",
  "Updates",
  "Kooperationen",
  "Partner",
];

test("the drawer lists every entry in spec order and the followed items with show more", async ({
  page,
  signIn,
  visit,
}) => {
  await signIn("arzt@example.com");
  await visit("/home");
  const drawer = page.getByRole("navigation", { name: "Hauptmenü" });
  const main = drawer.getByRole("link").filter({ hasText: new RegExp(`^(${drawerOrder.join("|")})$`) });
  await expect(main).toHaveText(drawerOrder);
  await expect(drawer.getByRole("link", { name: "Home" })).toHaveAttribute("aria-current", "page");

  // 7 fields + 3 channels: the first 5 in German order, the rest behind "Mehr anzeigen".
  const followed = drawer.locator("a[href^='/fachgebiete/'], a[href^='/channel/']");
  await expect(followed.filter({ visible: true })).toHaveCount(5);
  await expect(followed.first()).toHaveText("Allgemeinmedizin");
  await drawer.getByText("Mehr anzeigen").click();
  await expect(followed.filter({ visible: true })).toHaveCount(10);
  await drawer.getByText("Weniger anzeigen").click();
  await expect(followed.filter({ visible: true })).toHaveCount(5);

  // A followed item is the current page on its own page and below it, and only there.
  await followed.filter({ hasText: "Allgemeinmedizin" }).click();
  await expect(page).toHaveURL(/\/fachgebiete\/allgemeinmedizin$/);
  await expect(followed.filter({ hasText: "Allgemeinmedizin" })).toHaveAttribute("aria-current", "page");
  await expect(followed.and(page.locator("[aria-current='page']"))).toHaveCount(1);
});

test("a user who follows nothing sees the empty message", async ({ page, signInAsNew, visit, checkA11y }) => {
  // A copy that has confirmed its data: the demo user's confirm-data dialog would cover the page.
  await signInAsNew({ like: "apothekerin@example.com", show_field_dialog: false });
  await visit("/home");
  await expect(page.getByText("Du folgst noch keinen Fachgebieten oder Kanälen.")).toBeVisible();
  await expect(
    page.getByRole("navigation", { name: "Hauptmenü" }).getByRole("link", { name: "Merkliste" }),
  ).toBeVisible();
  await checkA11y();
});

test("logged out: no watch list entry, the register alert and login links", async ({ page, visit }) => {
  await visit("/imprint");
  const drawer = page.getByRole("navigation", { name: "Hauptmenü" });
  await expect(drawer.getByRole("link", { name: "Merkliste" })).toHaveCount(0);
  await expect(drawer.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
  const login = page.getByRole("link", { name: "Anmelden" }).first();
  await expect(login).toHaveAttribute("href", "/?dialog=login&redirect=%2Fimprint");
});

test("staff simulate a normal user and switch it off from the banner", async ({
  page,
  login,
  js,
  checkA11y,
}) => {
  await login("team@example.com");
  await expect(page).toHaveURL(/\/home$/);
  await page.locator("#staff-menu-summary").click();
  // The operator's addresses (unset: not shown).
  for (const [name, href] of [
    ["Support-Tickets", OPERATOR_LINKS.support],
    ["Admin-Dashboard", OPERATOR_LINKS.admin],
  ] as const) {
    await expect(page.getByRole("link", { name })).toHaveAttribute("href", href);
  }
  await page.getByRole("button", { name: "Als normaler Nutzer ansehen" }).click();
  await ready(page, js);
  const banner = page.getByText(
    "Du bist mit einem Admin Account angemeldet und simulierst das Verhalten eines normalen Nutzers. Eventuell stehen nicht alle Funktionen der Plattform zur Verfügung.",
  );
  await expect(banner).toBeVisible();
  await expect(page.locator("#staff-menu-summary")).toHaveCount(0);
  await checkA11y();
  // With JavaScript the button says it is busy while the switch-off request runs (held here until seen).
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  if (js) {
    await page.route(/\/simulate(\.data)?(\?.*)?$/, async (route) => {
      if (route.request().method() === "POST") await held;
      await route.continue();
    });
  }
  await page.getByRole("button", { name: "ausschalten" }).click();
  if (js) {
    await expect(page.getByRole("button", { name: "Wird ausgeschaltet …" })).toBeDisabled();
    release();
  }
  await expect(banner).toHaveCount(0);
  await expect(page.locator("#staff-menu-summary")).toBeVisible();
});

test("the footer links the operator's video channel and professional network", async ({ page, visit }) => {
  await visit("/imprint");
  const social = page.getByRole("contentinfo").getByRole("list", { name: "Folge uns" });
  for (const [name, href] of [
    ["Videokanal", OPERATOR_LINKS.video],
    ["Berufsnetzwerk", OPERATOR_LINKS.network],
  ] as const) {
    await expect(social.getByRole("link", { name })).toHaveAttribute("href", href);
  }
});

test("the search field opens /search/{term}", async ({ page, visit }) => {
  await visit("/imprint");
  await page.locator("#topbar-search").fill("Herzinsuffizienz");
  await page.locator("#topbar-search").press("Enter");
  await expect(page).toHaveURL(/\/search\/Herzinsuffizienz$/);
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 800 } });

  test("the bottom navigation and the menu toggle work", async ({ page, visit, checkA11y }) => {
    await visit("/imprint");
    const bottom = page.getByRole("navigation", { name: "Schnellnavigation" });
    await expect(bottom.getByRole("link", { name: "Fachgebiete" })).toHaveAttribute("href", "/fachgebiete");
    await expect(bottom.getByRole("link", { name: "Termine" })).toHaveAttribute("href", "/livestreams");
    const drawerLink = page
      .getByRole("navigation", { name: "Hauptmenü" })
      .getByRole("link", { name: "Partner" });
    await expect(drawerLink).toBeHidden();
    await page
      .getByRole("link", { name: "Menü" })
      .or(page.getByRole("button", { name: "Menü" }))
      .first()
      .click();
    await expect(drawerLink).toBeVisible();
    await checkA11y();
  });

  test("a video's page has no menu, and still offers the search", async ({ page, api, visit }) => {
    const video = await publicCmeVideo(api.url);
    await visit(`/video/${video.slug}`);
    await expect(page.getByRole("navigation", { name: "Schnellnavigation" })).toHaveCount(0);
    await page.locator("#topbar-mobile-search-summary").click();
    const field = page.getByRole("banner").getByRole("searchbox");
    await field.fill("Asthma");
    await field.press("Enter");
    await expect(page).toHaveURL(/\/search\/Asthma$/);
  });

  test("the mobile search goes to /search/{term}", async ({ page, visit }) => {
    await visit("/imprint");
    await page.locator("#mobile-search-summary").click();
    await page.locator("#mobile-search-term").fill("Asthma");
    await page.locator("#mobile-search-term").press("Enter");
    await expect(page).toHaveURL(/\/search\/Asthma$/);
  });
});
