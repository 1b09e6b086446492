import type { Page } from "@playwright/test";
import { HIDDEN_GRACE_MS } from "../../../app/features/live/live-events";
import { fromNow, type ReferenceApi } from "../../support/reference-api";
import { expect, ready, test } from "../fixtures";

// The live session in many tabs (decision 023): over HTTP/1.1 a browser keeps at most six
// connections to a site, and every tab's event stream holds one. A tab left in the background gives
// its stream back after a short grace and catches up when it is shown again. Headless pages are all
// visible: the tests tell a page it is hidden, as switching tabs does, and move the page's clock
// past the grace.

const liveNow = (api: ReferenceApi, title: string) =>
  api.createLivestream({ title, starts_at: fromNow(-5), ends_at: fromNow(60) });

/** What the browser does to a tab sent to the background (hidden) or brought back (shown). */
const setHidden = (page: Page, hidden: boolean) =>
  page.evaluate((hidden) => {
    Object.defineProperty(document, "visibilityState", {
      configurable: true,
      get: () => (hidden ? "hidden" : "visible"),
    });
    Object.defineProperty(document, "hidden", { configurable: true, get: () => hidden });
    document.dispatchEvent(new Event("visibilitychange"));
  }, hidden);

const panelOf = (page: Page) => page.getByRole("region", { name: "Fragen und Umfragen" });

/** Opens the live page and waits until its stream is connected (the refresh link goes away). */
async function openLive(page: Page, slug: string) {
  await page.goto(`/live/${slug}`, { timeout: 15_000 });
  await ready(page, true);
  await expect(panelOf(page).getByRole("link", { name: "Aktualisieren" })).toBeHidden();
}

/** Hides the pages and lets the grace pass; resolves once each one's stream is closed. */
async function sendToBackground(pages: Page[]) {
  const released = pages.map((page) =>
    page.waitForEvent("requestfailed", {
      predicate: (request) => new URL(request.url()).pathname.endsWith("/events"),
      timeout: 10_000,
    }),
  );
  for (const page of pages) await setHidden(page, true);
  await pages[0]!.clock.fastForward(HIDDEN_GRACE_MS);
  await Promise.all(released);
}

/** Records every notice and refresh link the panel shows from now on (a flash would count too). */
const recordNotices = (page: Page) =>
  page.evaluate(() => {
    const seen: string[] = [];
    (window as { liveNotices?: string[] }).liveNotices = seen;
    const panel = document.getElementById("live-session")!;
    new MutationObserver(() => {
      const status = panel.querySelector('[role="status"]')?.textContent ?? "";
      if (status) seen.push(status);
      if ([...panel.querySelectorAll("a")].some((link) => link.textContent === "Aktualisieren"))
        seen.push("Aktualisieren");
    }).observe(panel, { subtree: true, childList: true, characterData: true });
  });
const noticesSeen = (page: Page) => page.evaluate(() => (window as { liveNotices?: string[] }).liveNotices);

async function moderate(
  api: ReferenceApi,
  staff: string,
  livestreamId: string,
  action: "ACTIVATE" | "ACCEPT" | "FINISH",
  targetId: string,
) {
  await api.gql(
    "mutation($l: ID!, $a: ModerationAction!, $t: ID!) { moderateLiveSession(livestream_id: $l, action: $a, target_id: $t) { version } }",
    { l: livestreamId, a: action, t: targetId },
    staff,
  );
}

async function moderationState(api: ReferenceApi, staff: string, slug: string) {
  const { liveSession } = await api.gql<{
    liveSession: { state: { questions: { id: string; text: string }[]; interjections: { id: string }[] } };
  }>(
    "query($s: String!) { liveSession(livestream_slug: $s, view: MODERATION) { state { questions { id text } interjections { id } } } }",
    { s: slug },
    staff,
  );
  return liveSession.state;
}

test("seven tabs in the background leave the site usable in an eighth, and a tab shown again catches up", async ({
  page,
  context,
  api,
  signInAsNewDoctor,
}) => {
  const stream = await liveNow(api, "E2E Viele Tabs");
  await signInAsNewDoctor();
  await page.clock.install();
  const tabs = [page, ...(await Promise.all(Array.from({ length: 7 }, () => context.newPage())))];

  // Six tabs: every connection the browser keeps for the site.
  await Promise.all(tabs.slice(0, 6).map((tab) => openLive(tab, stream.slug)));
  await recordNotices(tabs[0]!);
  await sendToBackground(tabs.slice(0, 6));
  // A seventh loads (it waited for a free connection before), and goes to the background too.
  await openLive(tabs[6]!, stream.slug);
  await sendToBackground([tabs[6]!]);

  // The eighth, in front: it loads, follows the session, and its form post completes.
  const front = tabs[7]!;
  await openLive(front, stream.slug);
  const panel = panelOf(front);
  await panel.getByLabel("Deine Frage an die Expertinnen und Experten").fill("Gilt das auch für Kinder?");
  await panel.getByRole("button", { name: "Frage senden" }).click();
  await expect(front.getByTestId("snackbar-success")).toContainText("Deine Frage ist angekommen.");

  // The moderation takes the question up meanwhile.
  const staff = await api.login((await api.createUser({ like: "team@example.com", staff: true })).email);
  const question = (await moderationState(api, staff, stream.slug)).questions.find(
    (q) => q.text === "Gilt das auch für Kinder?",
  );
  await moderate(api, staff, stream.id, "ACTIVATE", question!.id);
  await expect(panel.getByText("Wird gerade beantwortet")).toBeVisible();

  // The first tab, shown again, has the question being answered at once, with no notice of a
  // lost connection (it let go on purpose) and no refresh link on the way.
  const first = panelOf(tabs[0]!);
  await expect(first.getByText("Wird gerade beantwortet")).toBeHidden();
  await setHidden(tabs[0]!, false);
  await expect(first.getByText("Wird gerade beantwortet")).toBeVisible();
  // Asked while the tab was hidden: in the list and as the one being answered.
  await expect(first.getByText("Gilt das auch für Kinder?")).toHaveCount(2);
  expect(await noticesSeen(tabs[0]!)).toEqual([]);
  for (const tab of tabs.slice(1)) await tab.close();
});

test("a request to speak survives the background, and a speaker's hidden tab still learns the interjection ended", async ({
  page,
  api,
  signInAsNewDoctor,
  visit,
}) => {
  const stream = await liveNow(api, "E2E Wortmeldung im Hintergrund");
  // Camera and microphone, faked: a drawn picture.
  await page.addInitScript(() => {
    navigator.mediaDevices.getUserMedia = async () => {
      const canvas = document.createElement("canvas");
      canvas.getContext("2d")?.fillRect(0, 0, 10, 10);
      return canvas.captureStream();
    };
  });
  await signInAsNewDoctor();
  await page.clock.install();
  await visit(`/live/${stream.slug}`);
  const panel = panelOf(page);
  await panel.getByRole("button", { name: "Ich möchte mitreden" }).click();
  const waiting = panel.getByText("Du bist in der Warteschlange. Die Moderation ruft dich auf.");
  await expect(waiting).toBeVisible();
  await expect(panel.getByRole("link", { name: "Aktualisieren" })).toBeHidden();

  // Waiting in the background: the stream goes, the place in the queue stays.
  await sendToBackground([page]);
  await expect(waiting).toBeVisible();
  const staff = await api.login((await api.createUser({ like: "team@example.com", staff: true })).email);
  const interjection = (await moderationState(api, staff, stream.slug)).interjections[0]!;
  await moderate(api, staff, stream.id, "ACCEPT", interjection.id);
  await setHidden(page, false);
  await expect(
    panel.getByText("Du bist dran! Die Moderation hat deine Wortmeldung angenommen."),
  ).toBeVisible();
  await panel.getByRole("button", { name: "Mit Kamera und Mikrofon beitreten" }).click();
  await expect(panel.getByLabel("Deine Kamera")).toBeVisible();

  // Speaking, the tab goes to the background (slides in another tab): it keeps its stream, so
  // when the moderation ends the interjection, camera and microphone go off there and then.
  await setHidden(page, true);
  await page.clock.fastForward(HIDDEN_GRACE_MS * 2);
  await moderate(api, staff, stream.id, "FINISH", interjection.id);
  await expect(panel.getByText("Deine Wortmeldung ist beendet. Danke fürs Mitreden!")).toBeVisible();
  await expect(panel.getByLabel("Deine Kamera")).toBeHidden();
});
