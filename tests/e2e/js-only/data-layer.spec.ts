import { expect, test } from "../fixtures";

// Analytics (spec §7): the data layer gets click_navigation with the viewer's context; no personal data.

type Pushed = Record<string, unknown>;
const pushed = (page: import("@playwright/test").Page) =>
  page.evaluate(() => (window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []) as Promise<Pushed[]>;

test("an anonymous click in the drawer and the footer", async ({ page, visit, checkA11y }) => {
  await visit("/fachgebiete");
  await checkA11y();
  const drawer = page.getByRole("navigation", { name: "Hauptmenü" });
  // Keep the page: the event is what counts, not the navigation.
  await page.evaluate(() => {
    (window as unknown as { dataLayer: unknown[] }).dataLayer = [];
  });
  await drawer.getByRole("link", { name: "CME-Fortbildungen" }).click();
  await expect(page).toHaveURL(/\/cme-fortbildungen$/);
  const events = (await pushed(page)).filter((entry) => entry.event === "click_navigation");
  expect(events).toEqual([
    {
      event: "click_navigation",
      page_title: "CME-Fortbildungen",
      page_url: `${new URL(page.url()).origin}/cme-fortbildungen`,
      route_name: "cme",
      nav_area: "drawer",
      user_status: "anonymous",
      login_status: "logged_out",
      pageType: "fachgebiete",
    },
  ]);

  await page.getByRole("contentinfo").getByRole("link", { name: "Impressum" }).click();
  await expect(page).toHaveURL(/\/imprint$/);
  const footer = (await pushed(page)).filter((entry) => entry.nav_area === "footer");
  expect(footer).toEqual([expect.objectContaining({ event: "click_navigation", route_name: "imprint" })]);
});

test("a signed-in click carries id, type and interests, never email or name", async ({
  page,
  signInAsNewDoctor,
  visit,
}) => {
  const email = await signInAsNewDoctor();
  await visit("/home");
  await page
    .getByRole("navigation", { name: "Hauptmenü" })
    .getByRole("link", { name: "Fachgebiete", exact: true })
    .click();
  await expect(page).toHaveURL(/\/fachgebiete$/);
  const [event] = (await pushed(page)).filter((entry) => entry.event === "click_navigation");
  expect(event).toMatchObject({
    route_name: "fields",
    login_status: "logged_in",
    user_status: "accepted",
    pageType: "home",
    user_type: { profession: "DOCTOR", country: "DE", locale: "de" },
    user_interest: [],
  });
  expect(typeof event?.user_id).toBe("string");
  const text = JSON.stringify(await pushed(page));
  expect(text).not.toContain(email);
  expect(text).not.toContain("Hoffmann");
});

test("a page view for the first load, every client-side navigation and every page of a list", async ({
  page,
  visit,
}) => {
  await visit("/search/Therapie");
  const views = async () => (await pushed(page)).filter((entry) => entry.event === "page_view");
  await expect.poll(views).toEqual([
    expect.objectContaining({
      page_path: "/search/Therapie",
      page_number: 1,
      navigation: "load",
      pageType: "search",
      login_status: "logged_out",
    }),
  ]);

  await page
    .getByRole("navigation", { name: "Seitennavigation" })
    .getByRole("link", { name: "Nächste Seite" })
    .click();
  await expect(page).toHaveURL(/\/search\/Therapie\?page=2$/);
  await expect
    .poll(async () => (await views()).slice(1))
    .toEqual([
      expect.objectContaining({
        page_path: "/search/Therapie?page=2",
        page_number: 2,
        navigation: "client",
      }),
    ]);

  await page
    .getByRole("navigation", { name: "Hauptmenü" })
    .getByRole("link", { name: "Fachgebiete", exact: true })
    .click();
  await expect(page).toHaveURL(/\/fachgebiete$/);
  await expect
    .poll(async () => (await views()).slice(2))
    .toEqual([
      expect.objectContaining({ page_path: "/fachgebiete", navigation: "client", pageType: "fachgebiete" }),
    ]);
  const [, , fields] = await views();
  expect(fields?.page_title).toBe(await page.title());
});
