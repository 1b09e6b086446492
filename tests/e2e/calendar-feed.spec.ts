import { expect, test } from "./fixtures";

// The calendar subscription on /profile/notifications, JavaScript on and off.

test("set up the calendar subscription, see the address once, end it", async ({
  page,
  visit,
  signInAsNewDoctor,
  checkA11y,
}) => {
  await signInAsNewDoctor();
  await visit("/profile/notifications");
  const section = page.getByRole("region", { name: "Kalender-Abo" });
  await section.getByRole("button", { name: "Kalender-Abo einrichten" }).click();
  const address = section.getByLabel("Deine geheime Kalender-Adresse");
  await expect(address).toHaveValue(/\/calendar\/[\w-]{32}\.ics$/);
  await expect(section.getByRole("link", { name: "Im Kalender abonnieren" })).toHaveAttribute(
    "href",
    /^webcal:\/\/.+\/calendar\/[\w-]{32}\.ics$/,
  );
  await checkA11y();
  const url = await address.inputValue();
  const feed = await page.request.get(url);
  expect(feed.status()).toBe(200);
  expect(await feed.text()).toContain("BEGIN:VCALENDAR");

  await section.getByRole("button", { name: "Kalender-Abo beenden" }).click();
  await expect(page.getByTestId("snackbar-success")).toContainText("Dein Kalender-Abo ist beendet.");
  await expect(section.getByRole("button", { name: "Kalender-Abo einrichten" })).toBeVisible();
  expect((await page.request.get(url)).status()).toBe(404);
});
