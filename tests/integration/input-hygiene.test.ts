import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import * as moderation from "~/features/live/routes/live.$slug_.moderation";
import { fromNow } from "../support/reference-api";
import { postForm, appAroundTests, signInAt, cookieOf } from "./app-process";
import { api, call, DEMO_PASSWORD, freshUser, signedIn, upstream, upstreamToken } from "./helpers";

// Decision 025 through the HTTP door, as a browser without JavaScript posts: control characters and
// line breaks are refused with the German message and the input kept, before anything is stored or
// mailed; numbers beyond their range are a 400, never the upstream's 500.

const company = JSON.parse(readFileSync("content/company.json", "utf8")) as { support_email: string };
const SINGLE_LINE = "Ungültige Zeichen: bitte ohne Zeilenumbrüche und Steuerzeichen";
const BAD_REQUEST = "Diese Anfrage konnte nicht verarbeitet werden";

const app = appAroundTests({ CONTACT_MIN_FILL_SECONDS: "0", RATE_LIMIT_PER_EMAIL: "100" });

const signIn = (email: string) => signInAt(app, email);

/** The contact form as the page shows it: its sealed start and the session that goes with it. */
async function contactForm() {
  const page = await fetch(`${app.url}/contact`);
  const html = await page.text();
  const started =
    /name="started"[^>]*value="([^"]+)"/.exec(html)?.[1] ??
    /value="([^"]+)"[^>]*name="started"/.exec(html)?.[1];
  expect(started).toBeTruthy();
  return { started: started!, cookie: cookieOf(page) };
}

const contact = (email: string, subject: string) => ({
  recipient: "SUPPORT",
  name: "Dr. Lena Brandt",
  email,
  subject,
  message: "Mein Zertifikat vom Dienstag fehlt.\r\nDanke!",
});

describe("the contact form", () => {
  it("refuses a subject with CR/LF and a Bcc: header with 400 and the German message, keeps the input and mails nothing", async () => {
    const email = `lena.${Date.now()}@example.com`;
    const { started, cookie } = await contactForm();
    const response = await postForm(
      app,
      "/contact",
      { ...contact(email, "Zertifikat\r\nBcc: everyone@example.com"), started },
      { cookie },
    );
    const html = await response.text();
    expect(response.status).toBe(400);
    expect(html).toContain(SINGLE_LINE);
    expect(html).toContain('value="Dr. Lena Brandt"');
    expect(html).toContain(`value="${email}"`);
    expect(html).toContain("Mein Zertifikat vom Dienstag fehlt.");
    const mails = await api.outbox(company.support_email);
    expect(mails.some((mail) => mail.subject.includes("Bcc") || mail.body.includes(email))).toBe(false);
    expect(await api.outbox("everyone@example.com")).toEqual([]);
  });

  it("refuses a control character in the name the same way", async () => {
    const { started, cookie } = await contactForm();
    const response = await postForm(
      app,
      "/contact",
      { ...contact(`lena.${Date.now()}@example.com`, "Frage"), name: "Lena\u0000Brandt", started },
      { cookie },
    );
    expect(response.status).toBe(400);
    expect(await response.text()).toContain(SINGLE_LINE);
  });

  it("answers the upstream's limit per sender with 429, Retry-After and the German message", async () => {
    const email = `vielschreiber.${Date.now()}@example.com`;
    // The sender wrote five times already (through the API): the upstream's own limit is reached.
    for (let i = 0; i < 5; i++) {
      const sent = await upstream<{ errors?: unknown }>(
        "mutation($i: ContactRequestInput!) { submitContactRequest(input: $i) { id } }",
        { i: { ...contact(email, `Nachricht ${i}`), message: "Hallo" } },
      );
      expect(sent.errors).toBeUndefined();
    }
    const { started, cookie } = await contactForm();
    const response = await postForm(app, "/contact", { ...contact(email, "Noch eine"), started }, { cookie });
    expect(response.status).toBe(429);
    expect(Number(response.headers.get("Retry-After"))).toBeGreaterThan(0);
    const html = await response.text();
    expect(html).toContain("Zu viele Versuche");
    expect(html).toContain(`value="${email}"`);
  });
});

describe("names and addresses", () => {
  it("personal details refuse a first name with a control character, keeping what was typed", async () => {
    const cookie = await signIn(await freshUser("arzt@example.com"));
    const response = await postForm(
      app,
      "/profile/personal-details",
      { gender: "FEMALE", title: "", first_name: "Lena\u0007", last_name: "Brandt-Übermuth" },
      { cookie },
    );
    const html = await response.text();
    expect(response.status).toBe(400);
    expect(html).toContain(SINGLE_LINE);
    expect(html).toContain('value="Brandt-Übermuth"');
  });

  it("an email change to an address with a NUL byte is refused: nothing stored, nothing mailed", async () => {
    const user = await freshUser("arzt@example.com");
    const cookie = await signIn(user);
    const address = `neu.${Date.now()}@example.com`;
    const response = await fetch(`${app.url}/profile/email-change`, {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: app.url, cookie },
      // As the finding was sent: the NUL written as %00 in the form body.
      body: `intent=request&email=${encodeURIComponent(address)}%00&password=${DEMO_PASSWORD}`,
    });
    const html = await response.text();
    expect(response.status).toBe(400);
    expect(html).toContain(SINGLE_LINE);
    expect(await api.outbox(address)).toEqual([]);
    expect((await api.outbox()).some((mail) => mail.to.startsWith(address))).toBe(false);
    const page = await (await fetch(`${app.url}/profile/email-change`, { headers: { cookie } })).text();
    expect(page).not.toContain(address);
  });

  it("lookups by a URL with a control character answer the German 400 page, not a 500", async () => {
    for (const path of [
      "/video/a%00b",
      "/search/herz%0Abcc",
      "/event/x%07",
      "/zertifikat/%1B",
      "/survey/a%00",
    ]) {
      const response = await fetch(app.url + path, { redirect: "manual" });
      expect(response.status, path).toBe(400);
      expect(await response.text()).toContain(BAD_REQUEST);
    }
  });
});

describe("numbers beyond their range", () => {
  it("a vote with an option beyond GraphQL's Int (or otherwise out of range) is a 400 with the German message", async () => {
    const stream = await api.createLivestream({
      title: "Umfrage-Grenzen",
      starts_at: fromNow(-5),
      ends_at: fromNow(60),
    });
    const staff = await signedIn((await api.createUser({ like: "team@example.com", staff: true })).email);
    const opened = await call(moderation.action, {
      path: `/live/${stream.slug}/moderation`,
      params: { slug: stream.slug },
      cookie: staff.header(),
      form: {
        intent: "open-poll",
        livestreamId: stream.id,
        question: "Wie oft?",
        "options[0]": "Täglich",
        "options[1]": "Nie",
      },
    });
    expect(opened.status).toBe(303);
    const { liveSession } = await upstream<{ data: { liveSession: { state: { poll: { id: string } } } } }>(
      "query($s: String!) { liveSession(livestream_slug: $s) { state { poll { id } } } }",
      { s: stream.slug },
      await upstreamToken(await freshUser("arzt@example.com")),
    ).then((answer) => answer.data);
    const pollId = liveSession.state.poll.id;
    const cookie = await signIn(await freshUser("arzt@example.com"));
    for (const option of ["2147483648", "-2147483649", "9007199254740992", "1e308", "NaN", "-1", "0x1"]) {
      const response = await postForm(
        app,
        `/live/${stream.slug}`,
        { intent: "vote", pollId, option },
        { cookie },
      );
      expect(response.status, option).toBe(400);
      expect(await response.text()).toContain("Bitte wähle eine Antwort aus.");
    }
    const voted = await postForm(
      app,
      `/live/${stream.slug}`,
      { intent: "vote", pollId, option: "1" },
      { cookie },
    );
    expect(voted.status).toBe(303);
  });
});
