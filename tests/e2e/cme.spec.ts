import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { pdfText } from "../support/pdf-text";
import type { ReferenceApi } from "../support/reference-api";
import { expect, test } from "./fixtures";

// The CME path, JavaScript on and off: watch to the threshold (through the progress
// mutation, the API's clock moved on), fail the test with 6, pass with 7, apply for the points,
// download the PDF and open the verification page it points to.

/** Answers the test in the dialog: the first `right` questions correctly, the others wrongly. */
async function answerTest(page: Page, api: ReferenceApi, right: number) {
  const dialog = page.getByRole("dialog", { name: "CME-Test" });
  const attemptId = (await dialog.locator("input[name=attemptId]").getAttribute("value")) ?? "";
  const key = await api.cmeKey(attemptId);
  for (let index = 0; index < 10; index++) {
    await expect(dialog.getByText(`Frage ${index + 1} von 10`)).toBeVisible();
    const questionId = (await dialog.locator("input[name=questionId]").getAttribute("value")) ?? "";
    const correct = key[questionId] ?? "";
    const options = dialog.getByRole("radio");
    const values = await options.evaluateAll((inputs) =>
      inputs.map((input) => (input as HTMLInputElement).value),
    );
    const choice = index < right ? correct : (values.find((value) => value !== correct) ?? "");
    await dialog.locator(`input[name=optionId][value="${choice}"]`).check();
    await dialog.getByRole("button", { name: index === 9 ? "Test abgeben" : "Weiter" }).click();
  }
  return dialog;
}

/** A new doctor with an EFN, signed in, and a public CME demo video (its test opens after a minute). */
async function doctorAndVideo(api: ReferenceApi, signIn: (email: string) => Promise<void>, offset: number) {
  const user = await api.createUser({ like: "arzt@example.com" });
  await signIn(user.email);
  const videos = await api.contents("VOD", { access: "PUBLIC", cme: true, demo: true, first: 10 });
  const video = videos[offset % videos.length];
  if (!video) throw new Error("no CME demo video");
  return { user, video, token: await api.login(user.email) };
}

// The path is three tests, each short enough for a busy machine: a form step without JavaScript is a
// whole page load, and one test of all 20 questions, the application and the PDF took over 45 s there.
test("watch to the threshold, fail with 6: how many were wrong, never which, and a retake", async ({
  page,
  api,
  signIn,
  checkA11y,
}) => {
  const { video, token } = await doctorAndVideo(api, signIn, 9);
  await page.goto(`/video/${video.slug}`);
  const box = page.getByTestId("cme-box");
  await expect(box.getByTestId("cme-progress")).toContainText("0 von 1 Minute");
  await checkA11y();

  await api.watchVideo(token, video.id, 60);
  await page.reload();
  await expect(box.getByText("Geschafft: Der CME-Test steht dir offen.")).toBeVisible();
  await box.getByRole("button", { name: "CME-Test starten" }).click();

  const dialog = await answerTest(page, api, 6);
  await expect(dialog.getByText("Leider nicht bestanden")).toBeVisible();
  await expect(dialog.getByText("6 von 10 Fragen richtig (bestanden ab 7).")).toBeVisible();
  // How many were wrong, never which.
  await expect(dialog.getByTestId("cme-wrong-count")).toHaveText("4 Antworten waren falsch oder fehlten.");
  await expect(dialog.getByText(/Du hast noch 2 Versuche in diesen 24 Stunden\./)).toBeVisible();
  await checkA11y();

  await dialog.getByRole("button", { name: "Test wiederholen" }).click();
  await expect(dialog.getByText("Frage 1 von 10")).toBeVisible();
});

test("without JavaScript the box says that counting the watched time needs it, instead of a progress that never moves", async ({
  page,
  api,
  signIn,
  js,
}) => {
  const { video, token } = await doctorAndVideo(api, signIn, 8);
  await api.watchVideo(token, video.id, 30);
  await page.goto(`/video/${video.slug}`);
  const box = page.getByTestId("cme-box");
  await expect(box.getByText("Schau mindestens 1 Minute des Videos an.")).toBeVisible();
  const note = box.getByTestId("cme-needs-script");
  if (js) {
    await expect(box.getByRole("progressbar")).toBeVisible();
    await expect(box.getByTestId("cme-progress")).toBeVisible();
    await expect(note).toBeHidden();
  } else {
    await expect(note).toHaveText(
      "Ohne JavaScript zählt hier keine Minute: Die angesehene Zeit misst der Player, und der braucht JavaScript. Schalte JavaScript in deinem Browser ein und lade die Seite neu – oder öffne sie in einem Browser mit JavaScript.",
    );
    await expect(box.getByRole("progressbar")).toBeHidden();
    await expect(box.getByTestId("cme-progress")).toBeHidden();
  }
});

test("pass with 7 and return to the page, where the points can be applied for", async ({
  page,
  api,
  signIn,
}) => {
  const { video, token } = await doctorAndVideo(api, signIn, 11);
  await api.watchVideo(token, video.id, 60);
  await page.goto(`/video/${video.slug}`);
  const box = page.getByTestId("cme-box");
  await box.getByRole("button", { name: "CME-Test starten" }).click();

  const dialog = await answerTest(page, api, 7);
  await expect(dialog.getByText("Bestanden!")).toBeVisible();
  await dialog.getByRole("link", { name: "Zur Seite" }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(box.getByTestId("cme-apply")).toContainText("Deine EFN: 802761234500004");
});

test("apply for the points with consent, download the certificate and verify it", async ({
  page,
  api,
  signIn,
  checkA11y,
}) => {
  const { video, token } = await doctorAndVideo(api, signIn, 12);
  await api.watchVideo(token, video.id, 60);
  await api.takeCmeTest(token, video.id, 10);
  await page.goto(`/video/${video.slug}`);
  const box = page.getByTestId("cme-box");

  const apply = box.getByTestId("cme-apply");
  await expect(apply).toContainText("Deine EFN: 802761234500004");
  await apply.getByRole("button", { name: "Punkte beantragen" }).click();
  // Without the consent: the message at the checkbox, which has the focus; no snackbar at the top.
  const consent = apply.getByLabel(/Ich willige ein/);
  await expect(consent).toHaveAccessibleDescription(
    "Bitte willige in die Übermittlung ein, damit wir deine Punkte beantragen können.",
  );
  await expect(consent).toHaveAttribute("aria-invalid", "true");
  await expect(consent).toBeFocused();
  await expect(page.getByTestId("snackbar-error")).toHaveCount(0);
  await consent.check();
  await apply.getByRole("button", { name: "Punkte beantragen" }).click();
  await expect(page.getByTestId("snackbar-success")).toContainText("Deine Punkte sind beantragt.");
  await expect(box.getByText(/^Beantragt am/)).toBeVisible();

  const downloading = page.waitForEvent("download");
  await box.getByRole("link", { name: "Zertifikat herunterladen (PDF)" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^zertifikat-CME-\d{4}-[A-Z0-9]{8}\.pdf$/);
  const text = await pdfText(readFileSync((await download.path()) ?? ""));
  expect(text).toContain("Dr. Markus Hoffmann");
  expect(text).toContain(video.title);

  // The QR code's target, as printed under it.
  const target = text.match(/https?:\/\/\S+\/zertifikat\/CME-\d{4}-[A-Z0-9]{8}/)?.[0] ?? "";
  await page.goto(new URL(target).pathname);
  await expect(page.getByText("Dieses Zertifikat ist echt.")).toBeVisible();
  await expect(page.getByRole("main")).toContainText("Markus Hoffmann");
  await checkA11y();
});

test("after three failed attempts in 24 hours the box and the result say when the test opens again", async ({
  page,
  api,
  signIn,
  checkA11y,
}) => {
  const { video, token } = await doctorAndVideo(api, signIn, 10);
  await api.watchVideo(token, video.id, 60);
  // Three attempts answered wrongly through the API, as fast as a script would.
  for (let attempt = 0; attempt < 3; attempt++) await api.takeCmeTest(token, video.id, 0);

  await page.goto(`/video/${video.slug}`);
  const box = page.getByTestId("cme-box");
  const wait =
    /^Du hast den Test zu diesem Thema dreimal innerhalb von 24 Stunden gemacht \(Versuche in anderen Fortbildungen zum selben Thema zählen mit\)\. Du kannst ihn ab \d\d\. \S+ \d{4}, \d\d:\d\d Uhr wieder machen\.$/;
  await expect(box.getByTestId("cme-retake-at")).toHaveText(wait);
  await expect(box.getByRole("button", { name: "Test wiederholen" })).toHaveCount(0);

  await page.goto(`/video/${video.slug}?dialog=cme-test&result=1`);
  const dialog = page.getByRole("dialog", { name: "CME-Test" });
  await expect(dialog.getByText("Leider nicht bestanden")).toBeVisible();
  await expect(dialog.getByTestId("cme-wrong-count")).toHaveText("10 Antworten waren falsch oder fehlten.");
  await expect(dialog.getByTestId("cme-retake-at")).toHaveText(wait);
  await expect(dialog.getByRole("button", { name: "Test wiederholen" })).toHaveCount(0);
  await checkA11y();
});

test("the CME box on a phone: a demo item says so, its length and points add up, and nothing runs out of the box", async ({
  page,
  api,
}) => {
  await page.setViewportSize({ width: 360, height: 800 });
  const box = page.getByTestId("cme-box");
  /** What in the box is wider than its own cell or reaches past the box. */
  const overflowing = () =>
    box.evaluate((element) => {
      const outer = element.getBoundingClientRect();
      return [...element.querySelectorAll("dt, dd, p, li")]
        .filter((child) => {
          const inner = child.getBoundingClientRect();
          return child.scrollWidth > child.clientWidth + 1 || inner.right > outer.right + 0.5;
        })
        .map((child) => child.textContent);
    });

  const [demo] = await api.contents("VOD", { access: "PUBLIC", cme: true, demo: true });
  await page.goto(`/video/${demo?.slug}`);
  await expect(box.getByTestId("cme-vnr")).toBeVisible();
  expect(await overflowing()).toEqual([]);
  await expect(box.getByTestId("cme-demo-note")).toHaveText(
    "Demo-Beitrag: Der Test öffnet hier schon nach 1 Minute Ansehen, damit du den ganzen Ablauf – Test, Punkte, Zertifikat – in wenigen Minuten ausprobieren kannst.",
  );

  // A real course: no demo note; its length gives its points (1 per 45 minutes), the test opens after two thirds.
  const [course] = await api.contents("VOD", { access: "PUBLIC", cme: true, demo: false });
  await page.goto(`/video/${course?.slug}`);
  const facts = box.getByTestId("cme-accreditation");
  await expect(facts).toBeVisible();
  expect(await overflowing()).toEqual([]);
  await expect(box.getByTestId("cme-demo-note")).toHaveCount(0);
  const minutes = Number((await facts.getByText(/^\d+ Minuten$/).textContent())?.split(" ")[0]);
  const points = Math.floor(minutes / 45);
  await expect(facts.getByText(points === 1 ? "1 Punkt" : `${points} Punkte`, { exact: true })).toBeVisible();
  await expect(box).toContainText(`Schau mindestens ${Math.round((minutes * 2) / 3)} Minuten des Videos an.`);
});

test("the certificates page: points account, year filter, details dialog", async ({
  page,
  signIn,
  checkA11y,
}) => {
  await signIn("arzt@example.com");
  await page.goto("/profile/certificates");
  await expect(page.getByRole("heading", { level: 1, name: "Meine Zertifikate" })).toBeVisible();
  const account = page.getByTestId("points-account");
  await expect(account).toContainText(/von 250 Punkten gutgeschrieben/);
  await expect(account.getByTestId("points-by-year")).toBeVisible();
  await expect(page.getByTestId("certificate")).toHaveCount(5);
  await checkA11y();

  const year = await page.getByLabel("Jahr").locator("option").last().getAttribute("value");
  await page.getByLabel("Jahr").selectOption(year ?? "");
  await page.getByRole("button", { name: "Anzeigen" }).click();
  await expect(page).toHaveURL(new RegExp(`year=${year}`));
  // With JavaScript the URL changes at once and the filtered list follows: wait for the list, in which
  // every certificate was earned in that year (the oldest year: the unfiltered list has later ones).
  const certificates = page.getByTestId("certificate");
  await expect(certificates.filter({ hasNotText: new RegExp(`Erworben am [^·]*${year}`) })).toHaveCount(0);
  await expect.poll(() => certificates.count()).toBeGreaterThan(0);
  await expect.poll(() => certificates.count()).toBeLessThan(5);

  const first = certificates.first();
  const title = (await first.getByRole("heading", { level: 3 }).textContent()) ?? "";
  await first.getByRole("link", { name: `Details zu „${title}“` }).click();
  const dialog = page.getByRole("dialog", { name: title });
  await expect(dialog.getByTestId("certificate-details")).toContainText("Zertifikatsnummer");
  await checkA11y();
  await dialog.getByRole("link", { name: "Echtheitsprüfung öffnen" }).click();
  await expect(page.getByText("Dieses Zertifikat ist echt.")).toBeVisible();
});

test("an unknown certificate number says so; the page of only the logo links the imprint and the privacy policy", async ({
  page,
}) => {
  const response = await page.goto("/zertifikat/CME-2026-ZZZZZZZZ");
  expect(response?.status()).toBe(404);
  await expect(page.getByText("Zu dieser Nummer gibt es kein Zertifikat.")).toBeVisible();
  const footer = page.getByRole("contentinfo");
  await expect(footer.getByRole("link", { name: "Impressum" })).toHaveAttribute("href", "/imprint");
  await expect(footer.getByRole("link", { name: "Datenschutz" })).toHaveAttribute("href", "/privacy-policy");
});

test("live streams: the CME box, and a participation certificate for one without CME points", async ({
  page,
  api,
  signIn,
  checkA11y,
  js,
}) => {
  const user = await api.createUser({ like: "arzt@example.com" });
  await signIn(user.email);
  const now = await api.now();
  const times = { starts_at: new Date(now.getTime() - 60_000), ends_at: new Date(now.getTime() + 3_600_000) };
  const withCme = await api.createLivestream({ title: "Live mit CME-Punkten", ...times, cme: true });
  await page.goto(`/live/${withCme.slug}`);
  const box = page.getByTestId("cme-box");
  await expect(box).toContainText("Sei mindestens 1 Minute live dabei.");
  await expect(box.getByTestId("cme-progress")).toContainText("0 von 1 Minute");
  await checkA11y();

  const plain = await api.createLivestream({ title: "Live ohne CME-Punkte", ...times, cme: false });
  await page.goto(`/live/${plain.slug}`);
  const participation = page.getByTestId("participation-box");
  await expect(participation).toContainText("0 von 15 Minuten live dabei");
  // Without JavaScript nothing sends the heartbeats: the box says so instead of showing 0 of 15.
  if (js) await expect(participation.getByTestId("cme-needs-script")).toBeHidden();
  else
    await expect(participation.getByTestId("cme-needs-script")).toContainText(
      "Ohne JavaScript zählt hier keine Minute",
    );

  // 15 minutes of heartbeats as the live player sends them, the API's clock moved on in between.
  const token = await api.login(user.email);
  const beat = () =>
    api.gql(
      "mutation($c: ID!) { recordLivePresence(contentId: $c) { seconds_watched } }",
      { c: plain.id },
      token,
    );
  await beat();
  for (let step = 0; step < 30; step++) {
    await api.setClock({ advanceSeconds: 30 });
    await beat();
  }
  await page.reload();
  await expect(participation.getByText("Deine Teilnahme ist bestätigt.")).toBeVisible();
  await participation.getByRole("link", { name: "Teilnahmebescheinigung ansehen" }).click();
  const dialog = page.getByRole("dialog", { name: "Teilnahmebescheinigung" });
  await expect(dialog).toContainText("Live ohne CME-Punkte");
  await expect(dialog.getByRole("link", { name: "Zertifikat herunterladen (PDF)" })).toBeVisible();
  await checkA11y();
});
