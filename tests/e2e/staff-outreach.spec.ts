import { DateTime } from "luxon";
import { fromNow, laterToday } from "../support/reference-api";
import { expect, test } from "./fixtures";

// Campaigns and surveys on the staff pages (decision 035), JavaScript on and off: staff invite to a
// survey, users answer it in the app, and the results page and the CSV show exactly their answers;
// a scheduled campaign sent now after its confirmation shows how many got it.

const fresh = (name: string) => `${name}.${Date.now()}.${Math.random().toString(36).slice(2, 7)}@example.org`;

test("a survey's results and CSV show the answers users gave in the app", async ({
  page,
  browser,
  baseURL,
  api,
  js,
  openStaffMenu,
  visit,
  checkA11y,
}) => {
  const title = `Fortbildung Kardiologie ${Math.random().toString(36).slice(2, 7)}`;
  const surveyId = await api.createSurvey(title);
  await openStaffMenu("projektleitung");
  await page.getByRole("link", { name: "Umfragen" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Umfragen" })).toBeVisible();
  await checkA11y();
  await page.getByRole("link", { name: title }).click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.getByText("Noch keine Antworten.")).toBeVisible();

  // Invite two colleagues, after a confirmation.
  const [cardiologist, gp] = [fresh("kardiologin"), fresh("hausarzt")];
  await page.getByLabel("E-Mail-Adressen").fill(`${cardiologist}\n${gp}`);
  await page.getByRole("button", { name: "Weiter" }).click();
  await expect(page.getByRole("heading", { name: "2 Adressen einladen?" })).toBeVisible();
  await checkA11y();
  await page.getByRole("button", { name: "Ja, 2 Adressen einladen" }).click();
  await expect(page.getByTestId("snackbar-success")).toContainText("2 Einladungen versandt.");
  await expect(page.getByTestId("survey-totals")).toHaveText("2 eingeladen, 0 Antworten");

  // Both answer in the app, through the link in their mail.
  const answer = async (
    email: string,
    given: { stars: string; often: string; formats: string[]; workplace: string; comment?: string },
  ) => {
    const link = /https?:\/\/\S+\/survey\/[\w-]+/.exec((await api.outbox(email))[0]?.body ?? "");
    expect(link, email).not.toBeNull();
    const context = await browser.newContext({ baseURL, javaScriptEnabled: js });
    const user = await context.newPage();
    await user.goto(new URL(link![0]).pathname);
    await user
      .getByRole("group", { name: "Wie zufrieden bist du insgesamt mit Fortbildung?" })
      .getByLabel(given.stars)
      .check();
    await user.getByRole("group", { name: "Wie oft nutzt du Fortbildung?" }).getByLabel(given.often).check();
    const formats = user.getByRole("group", { name: "Welche Formate nutzt du am liebsten?" });
    for (const format of given.formats) await formats.getByLabel(format).check();
    await user.getByLabel("Wo arbeitest du hauptsächlich? (optional)").selectOption(given.workplace);
    if (given.comment) await user.getByLabel("Was sollen wir verbessern? (optional)").fill(given.comment);
    await user.getByLabel(/^Ich bin einverstanden/).check();
    await user.getByRole("button", { name: "Antworten senden" }).click();
    await expect(user.getByRole("heading", { level: 1, name: "Danke für deine Teilnahme!" })).toBeVisible();
    await context.close();
  };
  await answer(cardiologist, {
    stars: "5 von 5 Sternen",
    often: "Mehrmals pro Woche",
    formats: ["Livestreams mit Fragerunde", "Videos auf Abruf"],
    workplace: "Klinik",
    comment: "Mehr Fallbesprechungen zur Herzinsuffizienz",
  });
  await answer(gp, {
    stars: "4 von 5 Sternen",
    often: "Mehrmals pro Woche",
    formats: ["Videos auf Abruf", "E-Learnings", "Kongresse und Seminare"],
    workplace: "Praxis",
  });

  await visit(`/staff/umfragen/${surveyId}`);
  await expect(page.getByTestId("survey-totals")).toHaveText("2 eingeladen, 2 Antworten");
  const question = (label: string) => page.getByRole("listitem").filter({ hasText: label });
  const row = (label: string, name: string) => question(label).getByRole("row", { name });
  const stars = "Wie zufrieden bist du insgesamt mit Fortbildung?";
  await expect(row(stars, "5 Sterne").getByRole("cell")).toHaveText(["1", "50 %"]);
  await expect(row(stars, "4 Sterne").getByRole("cell")).toHaveText(["1", "50 %"]);
  await expect(row(stars, "3 Sterne").getByRole("cell")).toHaveText(["0", "0 %"]);
  await expect(question(stars)).toContainText("Durchschnitt: 4,5 von 5 Sternen");
  await expect(row("Wie oft nutzt du Fortbildung?", "Mehrmals pro Woche").getByRole("cell")).toHaveText([
    "2",
    "100 %",
  ]);
  const formats = "Welche Formate nutzt du am liebsten?";
  await expect(row(formats, "Videos auf Abruf").getByRole("cell")).toHaveText(["2", "100 %"]);
  await expect(row(formats, "Livestreams mit Fragerunde").getByRole("cell")).toHaveText(["1", "50 %"]);
  await expect(row(formats, "Shorts").getByRole("cell")).toHaveText(["0", "0 %"]);
  await expect(row("Wo arbeitest du hauptsächlich?", "Klinik").getByRole("cell")).toHaveText(["1", "50 %"]);
  await expect(question("Was sollen wir verbessern?")).toContainText(
    "Mehr Fallbesprechungen zur Herzinsuffizienz",
  );
  await expect(question("Was sollen wir verbessern?")).toContainText("1 Antwort");
  // No names or addresses anywhere in the results.
  await expect(page.locator("main")).not.toContainText(cardiologist);
  await checkA11y();

  const csv = await page.request.get(`/staff/umfragen/${surveyId}.csv`);
  expect(csv.status()).toBe(200);
  expect(csv.headers()["cache-control"]).toBe("private, no-store");
  const text = (await csv.body()).toString("utf8");
  expect(text.startsWith("\uFEFFNr.;Wie zufrieden bist du insgesamt mit Fortbildung?;")).toBe(true);
  expect(text.split("\r\n").slice(1, 3)).toEqual([
    "1;5;Mehrmals pro Woche;Livestreams mit Fragerunde, Videos auf Abruf;Klinik;;Mehr Fallbesprechungen zur Herzinsuffizienz;Ja",
    "2;4;Mehrmals pro Woche;Videos auf Abruf, E-Learnings, Kongresse und Seminare;Praxis;;;Ja",
  ]);
  expect(text).not.toContain("@example.org");
});

test("a scheduled campaign sent now after its confirmation shows how many got it", async ({
  page,
  api,
  openStaffMenu,
  checkA11y,
}) => {
  // Someone follows the channel of a livestream later today: the TODAY campaign has a mail for them.
  const reader = await api.createUser({ like: "arzt@example.com" });
  const live = await api.createLivestream({
    title: "Antikoagulation bei Vorhofflimmern",
    starts_at: laterToday(),
    ends_at: fromNow(40),
  });
  await api.followLivestreamChannel(live.slug, await api.login(reader.email));

  await openStaffMenu("key_account_management");
  await page.getByRole("link", { name: "Kampagnen" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Kampagnen" })).toBeVisible();
  await checkA11y();

  // A time of its own, weeks ahead, so that parallel runs never schedule the same one.
  const minute = String(Math.floor(Math.random() * 60)).padStart(2, "0");
  const hour = String(6 + Math.floor(Math.random() * 12)).padStart(2, "0");
  await page.getByRole("combobox", { name: "Art", exact: true }).selectOption({ label: "Heute live" });
  // Within the year a campaign may be scheduled ahead.
  const date = DateTime.now()
    .plus({ days: 30 + Math.floor(Math.random() * 300) })
    .toISODate()!;
  await page.getByLabel("Datum").fill(date);
  await page.getByLabel("Uhrzeit").fill(`${hour}:${minute}`);
  await page.getByRole("button", { name: "Planen" }).click();
  await expect(page.getByTestId("snackbar-success")).toContainText(`Heute live ist für`);
  const staffToken = await api.login("team@example.com");
  const latest = async () =>
    (
      await api.gql<{
        notificationCampaigns: Array<{
          id: string;
          type: string;
          status: string;
          scheduled_for: string;
          recipients: number;
        }>;
      }>("{ notificationCampaigns { id type status scheduled_for recipients } }", {}, staffToken)
    ).notificationCampaigns;
  const at = DateTime.fromISO(`${date}T${hour}:${minute}`, { zone: "Europe/Berlin" }).toUTC().toISO();
  const id = (await latest()).find((c) => c.type === "TODAY" && c.scheduled_for === at)!.id;
  const scheduled = page.getByRole("row").filter({ hasText: `Heute live #${id}` });
  await expect(scheduled).toContainText("Geplant");

  await scheduled.getByRole("link", { name: /^Jetzt senden/ }).click();
  await expect(page.getByRole("heading", { name: "Kampagne jetzt senden?" })).toBeVisible();
  await checkA11y();
  await page.getByRole("button", { name: "Ja, jetzt senden" }).click();
  await expect(page.getByTestId("snackbar-success")).toContainText("Die Kampagne ist versandt.");
  await expect(page.getByRole("heading", { level: 1, name: `Heute live #${id}` })).toBeVisible();
  const sent = (await latest()).find((c) => c.id === id)!;
  expect(sent.status).toBe("COMPLETED");
  expect(sent.recipients).toBeGreaterThanOrEqual(1);
  await expect(page.getByTestId("campaign-sent")).toHaveText(
    `${sent.recipients} ${sent.recipients === 1 ? "Mail" : "Mails"} versandt`,
  );
  expect((await api.outbox(reader.email)).filter((mail) => mail.kind === "notification_today")).toHaveLength(
    1,
  );
  await checkA11y();
});
