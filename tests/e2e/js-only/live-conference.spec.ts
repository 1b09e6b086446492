import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { fromNow, type ReferenceApi } from "../../support/reference-api";
import { openEventStream } from "../../support/sse";
import { expect, ready, test } from "../fixtures";

// The interjection's video conference for real (decision 036): a viewer and the moderation's console
// in two browsers with Chromium's fake camera and microphone (a moving picture and a tone) connect
// over WebRTC through the app's signalling; each sees and hears the other; FINISH ends the speaker's
// media. Without JavaScript the page keeps saying that speaking needs it.

const FAKE_MEDIA = [
  "--use-fake-device-for-media-stream",
  "--use-fake-ui-for-media-stream",
  // Candidates with the real loopback address instead of mDNS names nobody here resolves.
  "--disable-features=WebRtcHideLocalIpsWithMdns",
  // The remote tone plays and is analysed without a click first.
  "--autoplay-policy=no-user-gesture-required",
];

test.use({
  launchOptions: [
    async ({ launchOptions }, use) =>
      use({ ...launchOptions, args: [...(launchOptions.args ?? []), ...FAKE_MEDIA] }),
    { scope: "worker" },
  ],
});

/** Keeps every stream getUserMedia gives, so the test can tell whether the camera went off. */
const recordStreams = (page: Page) =>
  page.addInitScript(() => {
    const streams: MediaStream[] = [];
    (window as { mediaStreams?: MediaStream[] }).mediaStreams = streams;
    const original = navigator.mediaDevices.getUserMedia.bind(navigator.mediaDevices);
    navigator.mediaDevices.getUserMedia = async (constraints) => {
      const stream = await original(constraints);
      streams.push(stream);
      return stream;
    };
  });

/** The remote video of `role` shows moving pictures: a size, and its time goes on. */
async function expectFrames(page: Page, role: "SPEAKER" | "MODERATOR") {
  const video = page.locator(`video[data-participant="${role}"]`);
  await expect(video).toBeVisible();
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.videoWidth))
    .toBeGreaterThan(0);
  const start = await video.evaluate((element: HTMLVideoElement) => element.currentTime);
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime))
    .toBeGreaterThan(start);
}

/**
 * The remote stream of `role` carries sound: an AnalyserNode on it finds a sample that is not
 * silence. The fake microphone beeps now and then, so the page keeps the loudest sample it read.
 */
async function expectSound(page: Page, role: "SPEAKER" | "MODERATOR") {
  const video = page.locator(`video[data-participant="${role}"]`);
  await video.evaluate((element: HTMLVideoElement & { loudest?: number }) => {
    const context = new AudioContext();
    const analyser = context.createAnalyser();
    context.createMediaStreamSource(element.srcObject as MediaStream).connect(analyser);
    const samples = new Float32Array(analyser.fftSize);
    element.loudest = 0;
    const read = () => {
      analyser.getFloatTimeDomainData(samples);
      for (const sample of samples) element.loudest = Math.max(element.loudest ?? 0, Math.abs(sample));
    };
    void context.resume().then(() => setInterval(read, 20));
  });
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement & { loudest?: number }) => element.loudest ?? 0))
    .toBeGreaterThan(0.01);
}

/** The conference's events this page pushed to the data layer. */
const conferenceEvents = (page: Page) =>
  page.evaluate(() =>
    ((window as { dataLayer?: Array<Record<string, unknown>> }).dataLayer ?? [])
      .filter((entry) => entry.event === "conference_event")
      .map((entry) => entry.conference_event),
  );

async function noAxeViolations(page: Page, where: string) {
  const results = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ resultTypes: ["violations"] })
    .analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
    `axe violations on ${where}`,
  ).toEqual([]);
}

test("the speaker and the console see and hear each other; the console sees the speaker's microphone as it is; FINISH ends the speaker's camera and microphone", async ({
  page,
  api,
  browser,
  baseURL,
  sessions,
  signIn,
  visit,
}) => {
  test.setTimeout(90_000);
  const stream = await api.createLivestream({
    title: "E2E Videokonferenz",
    starts_at: fromNow(-5),
    ends_at: fromNow(60),
  });
  const viewer = (await api.createUser({ like: "arzt@example.com" })).email;
  await recordStreams(page);
  await signIn(viewer);
  await visit(`/live/${stream.slug}`);
  const panel = page.getByRole("region", { name: "Fragen und Umfragen" });
  await panel.getByRole("button", { name: "Ich möchte mitreden" }).click();
  await expect(panel.getByText("Du bist in der Warteschlange. Die Moderation ruft dich auf.")).toBeVisible();

  const moderatorContext = await browser.newContext({ baseURL, javaScriptEnabled: true });
  const staff = (await api.createUser({ like: "team@example.com", staff: true })).email;
  await moderatorContext.addCookies(await sessions(staff));
  const moderation = await moderatorContext.newPage();
  await moderation.goto(`/live/${stream.slug}/moderation`);
  await ready(moderation, true);
  await moderation.getByRole("button", { name: /^Annehmen/ }).click();
  await expect(
    panel.getByText("Du bist dran! Die Moderation hat deine Wortmeldung angenommen."),
  ).toBeVisible();

  // The same page without JavaScript keeps saying that speaking needs it.
  const noScript = await browser.newContext({ baseURL, javaScriptEnabled: false });
  await noScript.addCookies(await sessions(viewer));
  const plain = await noScript.newPage();
  await plain.goto(`/live/${stream.slug}`);
  await expect(
    plain.getByText("Zum Sprechen mit Kamera und Mikrofon braucht dein Browser JavaScript."),
  ).toBeVisible();
  await noScript.close();

  await panel.getByRole("button", { name: "Mit Kamera und Mikrofon beitreten" }).click();
  await expect(panel.getByRole("status").filter({ hasText: "Warte auf die Moderation …" })).toBeVisible();
  const room = moderation.getByRole("region", { name: "Videokonferenz" });
  await room.getByRole("button", { name: "Der Videokonferenz beitreten" }).click();
  await expect(room.getByRole("status").filter({ hasText: "Du bist verbunden." })).toBeVisible();
  await expect(panel.getByRole("status").filter({ hasText: "Du bist verbunden." })).toBeVisible();

  await expectFrames(moderation, "SPEAKER");
  await expectSound(moderation, "SPEAKER");
  await expectFrames(page, "MODERATOR");
  await expectSound(page, "MODERATOR");
  await expect(room.getByRole("figure").filter({ hasText: "(Wortmeldung)" })).toBeVisible();
  // One's own picture says whose it is.
  await expect(panel.getByRole("figure").filter({ hasText: /^Du$/ })).toBeVisible();
  await expect(room.getByRole("figure").filter({ hasText: /^Du$/ })).toBeVisible();
  await expect.poll(() => conferenceEvents(page)).toEqual(["JOINED"]);
  await expect.poll(() => conferenceEvents(moderation)).toEqual(["JOINED"]);
  await noAxeViolations(page, "the live page in the call");
  await noAxeViolations(moderation, "the console in the call");

  // The console shows the speaker's microphone as it is: muted by themselves, on again, muted by
  // the moderation.
  const mutedText = "Das Mikrofon der sprechenden Person ist stummgeschaltet.";
  const muteButton = room.getByRole("button", { name: "Mikrofon der sprechenden Person stummschalten" });
  await expect(room.getByText(mutedText)).toBeHidden();
  await panel.getByRole("button", { name: "Mikrofon stummschalten" }).click();
  await expect(room.getByText(mutedText)).toBeVisible();
  await expect(muteButton).toBeHidden();
  await panel.getByRole("button", { name: "Mikrofon einschalten" }).click();
  await expect(room.getByText(mutedText)).toBeHidden();
  await muteButton.click();
  await expect(panel.getByText("Die Moderation hat dein Mikrofon stummgeschaltet.")).toBeVisible();
  await expect(room.getByText(mutedText)).toBeVisible();
  await expect(muteButton).toBeHidden();

  // The console removes the speaker: their camera and microphone go off at once.
  await room.getByRole("button", { name: "Sprechende Person entfernen" }).click();
  await expect(panel.getByText("Deine Wortmeldung ist beendet. Danke fürs Mitreden!")).toBeVisible();
  await expect
    .poll(() =>
      page.evaluate(() =>
        ((window as { mediaStreams?: MediaStream[] }).mediaStreams ?? []).flatMap((s) =>
          s.getTracks().map((track) => track.readyState),
        ),
      ),
    )
    .toEqual(["ended", "ended"]);
  await expect(panel.locator("video")).toHaveCount(0);
  await expect(moderation.getByText("Gerade spricht niemand.", { exact: false })).toBeVisible();
  // Recorded through the API for the moderation (spec 3.6 ZoomSessionTrackingEvent).
  const token = await api.login(staff);
  await expect
    .poll(async () =>
      (
        await api.gql<{ liveConferenceEvents: Array<{ event: string }> }>(
          "query($l: ID!) { liveConferenceEvents(livestream_id: $l) { event } }",
          { l: stream.id },
          token,
        )
      ).liveConferenceEvents
        .map((one) => one.event)
        .sort(),
    )
    .toEqual(expect.arrayContaining(["JOINED", "JOINED", "REMOVED"]));
  await moderatorContext.close();
});

/** A live livestream with `viewer`'s request to speak accepted by a staff member (through the API). */
async function acceptedSpeaker(api: ReferenceApi, title: string) {
  const stream = await api.createLivestream({ title, starts_at: fromNow(-5), ends_at: fromNow(60) });
  const viewer = (await api.createUser({ like: "arzt@example.com" })).email;
  const staff = await api.login((await api.createUser({ like: "team@example.com", staff: true })).email);
  const { requestInterjection } = await api.gql<{ requestInterjection: { id: string } }>(
    "mutation($l: ID!) { requestInterjection(livestream_id: $l) { id } }",
    { l: stream.id },
    await api.login(viewer),
  );
  await api.gql(
    "mutation($l: ID!, $t: ID!) { moderateLiveSession(livestream_id: $l, action: ACCEPT, target_id: $t) { version } }",
    { l: stream.id, t: requestInterjection.id },
    staff,
  );
  return { stream, viewer };
}

/**
 * Stands for a network where no ICE candidate gets through (a firewall, no TURN): while
 * `window.blockIce` is true the page drops every remote candidate, so no pair is ever checked and
 * the peer connection stays "new" without failing.
 */
const blockIce = (page: Page) =>
  page.addInitScript(() => {
    const flags = window as { blockIce?: boolean };
    flags.blockIce = true;
    const proto = RTCPeerConnection.prototype;
    const addIceCandidate = proto.addIceCandidate;
    const setRemoteDescription = proto.setRemoteDescription as (
      this: RTCPeerConnection,
      description: RTCSessionDescriptionInit,
    ) => Promise<void>;
    proto.addIceCandidate = function (this: RTCPeerConnection, ...args: Parameters<typeof addIceCandidate>) {
      return flags.blockIce ? Promise.resolve() : addIceCandidate.apply(this, args);
    } as typeof addIceCandidate;
    proto.setRemoteDescription = function (this: RTCPeerConnection, description: RTCSessionDescriptionInit) {
      const sdp = flags.blockIce
        ? description.sdp
            ?.split("\r\n")
            .filter((line) => !line.startsWith("a=candidate"))
            .join("\r\n")
        : description.sdp;
      return setRemoteDescription.call(this, { type: description.type, sdp });
    };
  });

test("a call that never connects fails after 30 seconds with a retry on both sides; leaving shows on the console", async ({
  page,
  api,
  browser,
  baseURL,
  sessions,
  signIn,
  visit,
}) => {
  test.setTimeout(90_000);
  const { stream, viewer } = await acceptedSpeaker(api, "E2E Videokonferenz ohne Verbindung");
  await blockIce(page);
  await page.clock.install();
  await signIn(viewer);
  await visit(`/live/${stream.slug}`);
  const panel = page.getByRole("region", { name: "Fragen und Umfragen" });
  await panel.getByRole("button", { name: "Mit Kamera und Mikrofon beitreten" }).click();
  await expect(panel.getByRole("status").filter({ hasText: "Warte auf die Moderation …" })).toBeVisible();

  const moderatorContext = await browser.newContext({ baseURL, javaScriptEnabled: true });
  await moderatorContext.addCookies(
    await sessions((await api.createUser({ like: "team@example.com", staff: true })).email),
  );
  const moderation = await moderatorContext.newPage();
  await blockIce(moderation);
  await moderation.clock.install();
  await moderation.goto(`/live/${stream.slug}/moderation`);
  await ready(moderation, true);
  const room = moderation.getByRole("region", { name: "Videokonferenz" });
  await expect(room.getByText("Die sprechende Person ist nicht verbunden.")).toBeHidden();
  await room.getByRole("button", { name: "Der Videokonferenz beitreten" }).click();
  for (const side of [panel, room])
    await expect(side.getByRole("status").filter({ hasText: "Verbindung wird aufgebaut …" })).toBeVisible();

  // Half a minute later it is no longer "connecting": it failed, says so, and offers to retry.
  await page.clock.fastForward(30_000);
  await moderation.clock.fastForward(30_000);
  for (const side of [panel, room]) {
    await expect(
      side.getByRole("status").filter({ hasText: "Die Verbindung ist abgebrochen." }),
    ).toBeVisible();
    await expect(
      side.getByText("Die Verbindung konnte nicht hergestellt werden. Bitte versuche es erneut."),
    ).toBeVisible();
    await expect(side.getByRole("button", { name: "Erneut verbinden" })).toBeVisible();
  }

  // The network lets the call through now: the console retries and both are connected.
  for (const one of [page, moderation])
    await one.evaluate(() => ((window as { blockIce?: boolean }).blockIce = false));
  await room.getByRole("button", { name: "Erneut verbinden" }).click();
  for (const side of [panel, room])
    await expect(side.getByRole("status").filter({ hasText: "Du bist verbunden." })).toBeVisible();

  // The speaker leaves the call (the button says so): the console says they left.
  await panel.getByRole("button", { name: "Videokonferenz verlassen" }).click();
  await expect(panel.getByRole("button", { name: "Mit Kamera und Mikrofon beitreten" })).toBeVisible();
  await expect(
    room.getByRole("status").filter({ hasText: "Die sprechende Person hat die Videokonferenz verlassen." }),
  ).toBeVisible();
  await noAxeViolations(moderation, "the console after the speaker left");
  await moderatorContext.close();
});

test("over plain HTTP from another machine the page says the conference needs HTTPS", async ({
  page,
  api,
  signIn,
  visit,
}) => {
  const { stream, viewer } = await acceptedSpeaker(api, "E2E Videokonferenz ohne HTTPS");
  // The tests reach the app on localhost, which browsers count as secure: this page is told it is
  // not, as a page over plain HTTP from another machine is.
  await page.addInitScript(() => Object.defineProperty(window, "isSecureContext", { get: () => false }));
  await signIn(viewer);
  await visit(`/live/${stream.slug}`);
  const panel = page.getByRole("region", { name: "Fragen und Umfragen" });
  await panel.getByRole("button", { name: "Mit Kamera und Mikrofon beitreten" }).click();
  await expect(panel.getByRole("alert")).toHaveText(
    "Die Videokonferenz braucht eine sichere Verbindung: Öffne diese Seite über HTTPS, dann kann dein Browser Kamera und Mikrofon nutzen.",
  );
  await noAxeViolations(page, "the live page without a secure context");
});

test("in a full room the page says the conference is full", async ({
  page,
  api,
  baseURL,
  sessions,
  signIn,
  visit,
}) => {
  const { stream, viewer } = await acceptedSpeaker(api, "E2E Videokonferenz voll");
  // Six tabs of three staff members (two each, a person's most) take the room's six seats.
  const cookie = async () =>
    (await sessions((await api.createUser({ like: "team@example.com", staff: true })).email))
      .map((one) => `${one.name}=${one.value}`)
      .join("; ");
  const [first, second, third] = [await cookie(), await cookie(), await cookie()];
  const tabs = [];
  for (const one of [first, first, second, second, third, third]) {
    const tab = await openEventStream(`${baseURL}/live/${stream.slug}/conference`, {
      headers: { cookie: one },
    });
    expect((await tab.next()).event).toBe("welcome");
    tabs.push(tab);
  }
  await signIn(viewer);
  await visit(`/live/${stream.slug}`);
  const panel = page.getByRole("region", { name: "Fragen und Umfragen" });
  await panel.getByRole("button", { name: "Mit Kamera und Mikrofon beitreten" }).click();
  await expect(panel.getByRole("alert")).toHaveText(
    "Die Videokonferenz ist voll: höchstens 6 Personen können gleichzeitig teilnehmen.",
  );
  for (const tab of tabs) tab.close();
});
