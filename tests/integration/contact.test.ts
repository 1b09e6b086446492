import { readFileSync } from "node:fs";
import { afterEach, describe, expect, it, vi } from "vitest";
import * as contact from "~/routes/contact";
import * as root from "~/root";
import type { FlashMessage } from "~/lib/flash";
import { api, call, CookieJar, freshUser, signedIn } from "./helpers";

// /contact through its loader and action, against the reference API: the message reaches
// the team's mailbox (the API's outbox); scripts are told "sent" and nothing is sent.

const company = JSON.parse(readFileSync("content/company.json", "utf8")) as {
  support_email: string;
  sales_email: string;
};

type Form = { values: Record<string, string> };
type Reply = {
  result: { error?: Record<string, string[] | null> | null; initialValue?: Record<string, unknown> | null };
};

afterEach(() => {
  vi.useRealTimers();
});

/** The form as the page shows it, then `seconds` later (a person writing). */
async function shownForm(jar: CookieJar, seconds: number) {
  const { values } = (await call(contact.loader, { path: "/contact", cookie: jar.header() })).data as Form;
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(Date.now() + seconds * 1000);
  return values;
}

const send = (jar: CookieJar, form: Record<string, string>) =>
  call(contact.action, { path: "/contact", form, cookie: jar.header() }).then((result) => jar.store(result));

const flashOf = async (jar: CookieJar) =>
  (
    (await call(root.loader, { path: "/contact", cookie: jar.header() })).data as {
      flash: FlashMessage | null;
    }
  ).flash;

const message = (subject: string) => ({
  recipient: "SUPPORT",
  name: "Dr. Lena Brandt",
  subject,
  message: "Mein Zertifikat vom Dienstag fehlt im Profil.",
});

describe("/contact", () => {
  it("sends a signed-out visitor's message to support, says so, and keeps nothing in the form", async () => {
    const jar = new CookieJar();
    const email = `lena.${Date.now()}@example.com`;
    const subject = `Zertifikat fehlt ${Date.now()}`;
    const values = await shownForm(jar, 5);
    expect(values.name).toBe("");
    const result = await send(jar, { ...values, ...message(subject), email });
    expect(result.status).toBe(303);
    expect(result.location).toBe("/contact");
    expect(await flashOf(jar)).toEqual({
      kind: "success",
      messages: [{ key: "common:contact.sent", values: { email } }],
    });
    const mail = (await api.outbox(company.support_email)).find((m) => m.subject.endsWith(subject));
    expect(mail?.body).toContain(`Von: Dr. Lena Brandt <${email}>`);
    expect(mail?.body).toContain("Mein Zertifikat vom Dienstag fehlt im Profil.");
  });

  it("fills in name and email for a signed-in user", async () => {
    const email = await freshUser("arzt@example.com");
    const jar = await signedIn(email);
    const { values } = (await call(contact.loader, { path: "/contact", cookie: jar.header() })).data as Form;
    expect(values.email).toBe(email);
    expect(values.name).toBe("Markus Hoffmann");
  });

  it("tells a script that fills the hidden field 'sent', and sends nothing", async () => {
    const jar = new CookieJar();
    const subject = `Bot ${Date.now()}`;
    const values = await shownForm(jar, 5);
    const result = await send(jar, {
      ...values,
      ...message(subject),
      email: "bot@example.com",
      website: "https://spam.example",
    });
    vi.useRealTimers();
    expect(result.status).toBe(303);
    expect((await flashOf(jar))?.kind).toBe("success");
    expect((await api.outbox(company.support_email)).some((m) => m.subject.endsWith(subject))).toBe(false);
    // A form start that is not ours (made up, or from another server's key) is a script's too.
    const forger = new CookieJar();
    const shown = await shownForm(forger, 5);
    const forged = `Forged ${Date.now()}`;
    await send(forger, {
      ...shown,
      started: String(Date.now() - 60_000),
      ...message(forged),
      email: "x@example.com",
    });
    expect((await api.outbox(company.support_email)).some((m) => m.subject.endsWith(forged))).toBe(false);
  });

  it("asks someone faster than anyone types to send again, keeps the text, and then sends it", async () => {
    const jar = new CookieJar();
    const email = `schnell.${Date.now()}@example.com`;
    const subject = `Eingefügt ${Date.now()}`;
    const values = await shownForm(jar, 1);
    const first = await send(jar, { ...values, ...message(subject), email });
    expect(first.status).toBe(400);
    const reply = (first.data as Reply).result;
    expect(reply.error?.[""]).toEqual([
      "Das ging sehr schnell. Bitte prüfe deine Nachricht und sende sie noch einmal.",
    ]);
    expect(reply.initialValue).toMatchObject({ subject, message: message(subject).message, email });
    expect((await api.outbox(company.support_email)).some((m) => m.subject.endsWith(subject))).toBe(false);

    // The same form, sent again a few seconds later, goes out.
    vi.setSystemTime(Date.now() + 4_000);
    const again = await send(jar, { ...values, ...message(subject), email });
    vi.useRealTimers();
    expect(again.status).toBe(303);
    expect((await api.outbox(company.support_email)).some((m) => m.subject.endsWith(subject))).toBe(true);
  });

  it("answers 400 with German messages and keeps what was typed", async () => {
    const jar = new CookieJar();
    const values = await shownForm(jar, 5);
    const result = await send(jar, {
      ...values,
      recipient: "PRESSE",
      name: "Dr. Lena Brandt",
      email: "keine-adresse",
      subject: "",
      message: "Bitte um Rückruf.",
    });
    expect(result.status).toBe(400);
    const reply = (result.data as Reply).result;
    expect(reply.error).toMatchObject({
      recipient: ["Ungültige Auswahl"],
      email: ["Ungültige E-Mail-Adresse"],
      subject: ["Dieses Feld ist ein Pflichtfeld"],
    });
    expect(reply.initialValue).toMatchObject({ name: "Dr. Lena Brandt", message: "Bitte um Rückruf." });
  });

  it("refuses more messages from one address with 429 and a German message, the input kept", async () => {
    const email = `vielschreiber.${Date.now()}@example.com`;
    let last;
    for (let i = 0; i < 6; i++) {
      const jar = new CookieJar();
      const values = await shownForm(jar, 5);
      last = await send(jar, { ...values, ...message(`Nachricht ${i}`), email });
      vi.useRealTimers();
      if (last.status === 429) break;
      expect(last.status).toBe(303);
    }
    expect(last?.status).toBe(429);
    expect(last?.headers.get("Retry-After")).toMatch(/^\d+$/);
    const reply = (last?.data as Reply).result;
    expect(reply.initialValue).toMatchObject({ email });
    expect(JSON.stringify(reply.error)).toContain("Zu viele Versuche");
  });
});
