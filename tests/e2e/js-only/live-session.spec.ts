import type { Browser, BrowserContext, Page } from "@playwright/test";
import { fromNow, type ReferenceApi } from "../../support/reference-api";
import { expect, ready, test } from "../fixtures";

// The live session in real time: what the moderator does reaches the viewer without a
// reload (two browser contexts), and the interjection's camera and microphone with a fake media state.

type Sessions = (email: string) => Promise<Parameters<BrowserContext["addCookies"]>[0]>;

const liveNow = (api: ReferenceApi, title: string) =>
  api.createLivestream({ title, starts_at: fromNow(-5), ends_at: fromNow(60) });

/** A second browser (JavaScript on) signed in as a new user like `like`. */
async function otherBrowser(browser: Browser, baseURL: string, sessions: Sessions, email: string) {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: true });
  await context.addCookies(await sessions(email));
  const page = await context.newPage();
  return { context, page };
}

/** Marks the document, so a test can tell the page was not reloaded. */
const markDocument = (page: Page) => page.evaluate(() => ((window as { stayed?: boolean }).stayed = true));
const stillSameDocument = (page: Page) =>
  page.evaluate(() => (window as { stayed?: boolean }).stayed === true);

// The live session's texts are a chunk of their own (decision 021): a page reached by a link gets
// them before it shows, from a page that did not load them.
test("reached by a link, the console and the live page say their own texts", async ({
  page,
  api,
  signInAsNew,
  visit,
}) => {
  const stream = await liveNow(api, "E2E Verlinkt");
  await signInAsNew({ like: "team@example.com", staff: true });

  await visit("/staff/live");
  await markDocument(page);
  await page.getByRole("link", { name: `Zur Moderation: ${stream.title}` }).click();
  await expect(page).toHaveURL(new RegExp(`/live/${stream.slug}/moderation$`));
  await expect(page.getByRole("heading", { level: 1, name: `Moderation: ${stream.title}` })).toBeVisible();
  await expect(page.getByText("Live verbunden: Neues erscheint von selbst.")).toBeVisible();
  expect(await stillSameDocument(page)).toBe(true);

  await visit("/staff/live");
  await markDocument(page);
  await page.getByRole("link", { name: `Zum Livestream: ${stream.title}` }).click();
  await expect(page).toHaveURL(new RegExp(`/live/${stream.slug}$`));
  const panel = page.getByRole("region", { name: "Fragen und Umfragen" });
  await expect(panel.getByRole("button", { name: "Frage senden" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Zur Moderation" })).toBeVisible();
  expect(await stillSameDocument(page)).toBe(true);
});

test("a viewer asks; the console shows it and the answer reaches the viewer without reload", async ({
  page,
  api,
  browser,
  baseURL,
  sessions,
  signInAsNewDoctor,
  visit,
  checkA11y,
}) => {
  const stream = await liveNow(api, "E2E Echtzeit");
  await signInAsNewDoctor();
  await visit(`/live/${stream.slug}`);
  await markDocument(page);

  const staff = (await api.createUser({ like: "team@example.com", staff: true })).email;
  const moderator = await otherBrowser(browser, baseURL!, sessions, staff);
  await moderator.page.goto(`/live/${stream.slug}/moderation`);
  await ready(moderator.page, true);
  await expect(moderator.page.getByText("Live verbunden: Neues erscheint von selbst.")).toBeVisible();

  const panel = page.getByRole("region", { name: "Fragen und Umfragen" });
  await panel.getByLabel("Deine Frage an die Expertinnen und Experten").fill("Welche Laborwerte vorher?");
  await panel.getByRole("button", { name: "Frage senden" }).click();
  await expect(page.getByTestId("snackbar-success")).toContainText("Deine Frage ist angekommen.");

  const inConsole = moderator.page.getByRole("listitem").filter({ hasText: "Welche Laborwerte vorher?" });
  await expect(inConsole).toContainText("Neu");
  await inConsole.getByRole("button", { name: /^Jetzt beantworten/ }).click();
  await expect(panel.getByText("Wird gerade beantwortet")).toBeVisible();
  await inConsole.getByRole("button", { name: /^Als beantwortet markieren/ }).click();
  const mine = panel.getByRole("listitem").filter({ hasText: "Welche Laborwerte vorher?" });
  await expect(mine).toContainText("Beantwortet");
  await expect(panel.getByText("Wird gerade beantwortet")).toBeHidden();
  expect(await stillSameDocument(page)).toBe(true);
  // Live: no refresh link while the stream is connected.
  await expect(panel.getByRole("link", { name: "Aktualisieren" })).toBeHidden();
  await checkA11y();
  await moderator.context.close();
});

test("a poll from open to results, live on both sides", async ({
  page,
  api,
  browser,
  baseURL,
  sessions,
  signInAsNew,
  visit,
  checkA11y,
}) => {
  const stream = await liveNow(api, "E2E Umfrage");
  await signInAsNew({ like: "team@example.com", staff: true });
  await visit(`/live/${stream.slug}/moderation`);
  await markDocument(page);
  const viewer = await otherBrowser(
    browser,
    baseURL!,
    sessions,
    (await api.createUser({ like: "arzt@example.com" })).email,
  );
  await viewer.page.goto(`/live/${stream.slug}`);
  await ready(viewer.page, true);
  const panel = viewer.page.getByRole("region", { name: "Fragen und Umfragen" });
  await expect(panel.getByRole("heading", { name: "Umfrage", exact: true })).toBeHidden();

  await page.getByLabel("Frage", { exact: true }).fill("Welche Leitlinie nutzen Sie?");
  await page.getByRole("textbox", { name: "Antwort 1" }).fill("ESC");
  await page.getByRole("textbox", { name: "Antwort 2" }).fill("AHA");
  await page.getByRole("button", { name: "Umfrage starten" }).click();
  await expect(page.getByTestId("snackbar-success")).toContainText("Die Umfrage läuft.");

  // The viewer's page gets the poll by itself.
  await panel.getByRole("group", { name: "Welche Leitlinie nutzen Sie?" }).getByLabel("AHA").check();
  await panel.getByRole("button", { name: "Abstimmen" }).click();
  await expect(panel.getByText("Danke für deine Stimme: „AHA“.", { exact: false })).toBeVisible();
  // The console counts while the poll runs.
  await expect(page.getByText("1 Stimme (100 %)")).toBeVisible();
  await checkA11y();
  await page.getByRole("button", { name: "Umfrage beenden und Ergebnis zeigen" }).click();
  await expect(panel.getByRole("heading", { name: "Ergebnis der Umfrage" })).toBeVisible();
  await expect(panel.getByText("0 Stimmen (0 %)")).toBeVisible();
  await expect(panel.getByText("1 Stimme (100 %)")).toBeVisible();
  expect(await stillSameDocument(page)).toBe(true);
  await viewer.context.close();
});

test("an interjection accepted: camera and microphone, and the message when permission is denied", async ({
  page,
  api,
  signInAsNewDoctor,
  visit,
  checkA11y,
}) => {
  const stream = await liveNow(api, "E2E Wortmeldung");
  // The browser's media permission, faked: denied first, then granted with a drawn picture.
  await page.addInitScript(() => {
    const state = { allow: false };
    (window as { mediaPermission?: typeof state }).mediaPermission = state;
    navigator.mediaDevices.getUserMedia = async () => {
      if (!state.allow) throw new DOMException("Permission denied", "NotAllowedError");
      const canvas = document.createElement("canvas");
      canvas.getContext("2d")?.fillRect(0, 0, 10, 10);
      return canvas.captureStream();
    };
  });
  await signInAsNewDoctor();
  await visit(`/live/${stream.slug}`);
  const panel = page.getByRole("region", { name: "Fragen und Umfragen" });
  await panel.getByRole("button", { name: "Ich möchte mitreden" }).click();
  await expect(panel.getByText("Du bist in der Warteschlange. Die Moderation ruft dich auf.")).toBeVisible();

  const staff = await api.login((await api.createUser({ like: "team@example.com", staff: true })).email);
  const { liveSession } = await api.gql<{ liveSession: { state: { interjections: Array<{ id: string }> } } }>(
    "query($s: String!) { liveSession(livestream_slug: $s, view: MODERATION) { state { interjections { id } } } }",
    { s: stream.slug },
    staff,
  );
  await api.gql(
    "mutation($l: ID!, $t: ID!) { moderateLiveSession(livestream_id: $l, action: ACCEPT, target_id: $t) { version } }",
    { l: stream.id, t: liveSession.state.interjections[0]!.id },
    staff,
  );
  await expect(
    panel.getByText("Du bist dran! Die Moderation hat deine Wortmeldung angenommen."),
  ).toBeVisible();
  await panel.getByRole("button", { name: "Mit Kamera und Mikrofon beitreten" }).click();
  await expect(panel.getByRole("alert")).toHaveText(
    "Du hast den Zugriff auf Mikrofon und Kamera nicht erlaubt. Erlaube ihn in den Einstellungen deines Browsers und versuche es erneut.",
  );
  await checkA11y();

  await page.evaluate(
    () => ((window as { mediaPermission?: { allow: boolean } }).mediaPermission!.allow = true),
  );
  await panel.getByRole("button", { name: "Mit Kamera und Mikrofon beitreten" }).click();
  // Camera on, alone in the room: connected only once the moderation joins (live-conference.spec.ts).
  await expect(panel.getByText("Warte auf die Moderation …")).toBeVisible();
  await expect(panel.getByText("Du bist verbunden.")).toBeHidden();
  await expect(panel.getByLabel("Deine Kamera")).toBeVisible();
  await expect(panel.getByRole("alert")).toHaveText("");
  await panel.getByRole("button", { name: "Wortmeldung beenden" }).click();
  await expect(panel.getByText("Deine Wortmeldung ist beendet. Danke fürs Mitreden!")).toBeVisible();
});

test("a tab beyond the session's handful says so in German and offers the refresh link", async ({
  page,
  api,
  baseURL,
  signInAsNewDoctor,
  visit,
}) => {
  const stream = await liveNow(api, "E2E Viele Fenster");
  await signInAsNewDoctor();
  await visit(`/live/${stream.slug}`);
  const panel = page.getByRole("region", { name: "Fragen und Umfragen" });
  await expect(panel.getByRole("link", { name: "Aktualisieren" })).toBeHidden();
  // Five more streams of this session (other tabs; from outside the browser, which opens at most
  // six connections to one host): six in all, the session's limit.
  const cookie = (await page.context().cookies()).map(({ name, value }) => `${name}=${value}`).join("; ");
  const held = new AbortController();
  const others = await Promise.all(
    Array.from({ length: 5 }, () =>
      fetch(`${baseURL}/live/${stream.slug}/events`, { headers: { cookie }, signal: held.signal }),
    ),
  );
  expect(others.map((response) => response.status)).toEqual([200, 200, 200, 200, 200]);

  const tab = await page.context().newPage();
  await tab.goto(`/live/${stream.slug}`);
  await ready(tab, true);
  const refused = tab.getByRole("region", { name: "Fragen und Umfragen" });
  await expect(refused.getByRole("status").first()).toHaveText(
    "Du hast die Live-Sitzung schon in mehreren Fenstern geöffnet. Schließe eines davon – wir versuchen es gleich noch einmal.",
  );
  await expect(refused.getByRole("link", { name: "Aktualisieren" })).toBeVisible();
  held.abort();
  await tab.close();
});
