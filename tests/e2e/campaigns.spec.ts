import { todayMail } from "../support/campaign-mail";
import { expect, test } from "./fixtures";

// Campaign mails, JavaScript on and off: a link from a mail in the outbox lands on its
// page and counts once; the unsubscribe link turns off exactly its kind of mail with one button.

const pathOf = (url: URL) => url.pathname + url.search;

test("a link from a campaign mail lands on its livestream and is counted once", async ({
  page,
  api,
  visit,
  signIn,
}) => {
  const { user, live, mail, links } = await todayMail(api, "E2E Heute live");
  // The channel may have more livestreams today (other tests made some): the subject counts them.
  expect(mail.subject).toMatch(/^Heute live: /);
  expect(mail.body).toContain("- E2E Heute live (");
  const watch = links.find((url) => url.pathname === `/live/${live.slug}`)!;
  const mt = watch.searchParams.get("mt")!;
  await signIn(user.email);
  await visit(pathOf(watch));
  await expect(page).toHaveURL(new RegExp(`/live/${live.slug}$`));
  await expect(page.getByRole("heading", { level: 1, name: "E2E Heute live" })).toBeVisible();
  await page.reload();
  const clicks = (await api.notificationClicks()).filter((click) => click.mt === mt);
  expect(clicks).toEqual([{ mt, user_email: user.email, click_type: "LINK", campaign_id: mt.split("-")[0] }]);
});

test("unsubscribe from the mail: one button, without login, exactly that kind", async ({
  page,
  api,
  visit,
}) => {
  const { user, links } = await todayMail(api, "E2E Heute live");
  const unsubscribe = links.find((url) => url.pathname.startsWith("/unsubscribe/"))!;
  await visit(pathOf(unsubscribe));
  await expect(page.getByRole("heading", { level: 1, name: "Benachrichtigungen abbestellen" })).toBeVisible();
  await expect(
    page.getByText(
      `Möchtest du an ${user.email[0]}***@example.com keine Erinnerungen mehr am Tag eines Livestreams deiner Kanäle und Fachgebiete bekommen?`,
    ),
  ).toBeVisible();
  await page.getByRole("button", { name: "Erinnerungen abbestellen" }).click();
  await expect(page.getByTestId("snackbar-success")).toContainText(
    "Du bekommst keine Erinnerungen am Livestream-Tag mehr.",
  );
  await expect(
    page.getByText(
      `Erledigt: An ${user.email[0]}***@example.com gehen keine Erinnerungen am Livestream-Tag mehr.`,
    ),
  ).toBeVisible();
  const me = await api.gql<{ me: { notify_livestream_day: boolean; notify_subscriptions: boolean } }>(
    "{ me { notify_livestream_day notify_subscriptions } }",
    {},
    await api.login(user.email),
  );
  expect(me.me).toEqual({ notify_livestream_day: false, notify_subscriptions: true });
  const clicks = await api.notificationClicks();
  expect(clicks.filter((click) => click.mt === unsubscribe.searchParams.get("mt"))).toHaveLength(1);
});

test("an unknown unsubscribe link says so, on a page of its own", async ({ page, visit, checkA11y }) => {
  await visit("/unsubscribe/gibt-es-nicht");
  await expect(page.getByText("Diesen Abmeldelink kennen wir nicht.", { exact: false })).toBeVisible();
  await expect(
    page.getByRole("link", { name: "Alle Benachrichtigungen einstellen (mit Anmeldung)" }),
  ).toBeVisible();
  // The empty layout (spec 2.2): the logo and the imprint and privacy policy, nothing else of the frame.
  await expect(page.getByRole("banner").getByRole("link", { name: /zur Startseite/ })).toBeVisible();
  await expect(page.getByRole("navigation")).toHaveCount(0);
  await expect(page.getByRole("contentinfo").getByRole("link")).toHaveText(["Impressum", "Datenschutz"]);
  await expect(page.getByRole("link", { name: "Registrieren" })).toHaveCount(0);
  await checkA11y();
});
