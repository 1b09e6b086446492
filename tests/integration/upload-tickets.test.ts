import { describe, expect, it } from "vitest";
import * as landing from "~/routes/_index";
import * as uploadTicket from "~/routes/upload-ticket";
import { call, CookieJar, freshUser, registeringJar, signedIn } from "./helpers";

// Upload tickets only for a session that registers, renews or is signed in; limited
// per session (and client address); a form may name only an upload of its own session.

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

type Ticket = { uuid: string; url: string; inputs: Record<string, string> };

const askTicket = (cookie: string, clientIp = "203.0.113.80") =>
  call(uploadTicket.action, {
    path: "/upload-ticket",
    form: { fileName: "Nachweis.png", purpose: "user_validation" },
    cookie,
    context: { clientIp },
  });

/** Asks for a ticket and posts the file to the storage, as ProofUpload does. */
async function upload(cookie: string): Promise<string> {
  const result = await askTicket(cookie);
  expect(result.status).toBe(200);
  const ticket = result.data as Ticket;
  const body = new FormData();
  for (const [key, value] of Object.entries(ticket.inputs)) body.append(key, value);
  body.append("file", new File([PNG], "Nachweis.png", { type: "image/png" }));
  expect((await fetch(ticket.url, { method: "POST", body })).status).toBe(204);
  return ticket.uuid;
}

/** Steps 2 to 4 of the registration, so the session may post step 5 (the proof). */
async function registerUpToProof(jar: CookieJar) {
  const step = (n: number, form: Record<string, string>) =>
    call(landing.action, { path: `/?dialog=register&step=${n}&index`, form, cookie: jar.header() }).then(
      (r) => jar.store(r),
    );
  await step(2, { intent: "next", gender: "FEMALE", title: "", first_name: "Eva", last_name: "Probe" });
  await step(3, { intent: "next", profession: "NURSE", employment: "CLINIC", country: "AT" });
  const fields = await step(4, { intent: "next", field_id: "1" });
  expect(fields.location).toBe("/?dialog=register&step=5");
}

describe("upload tickets", () => {
  it("are refused to a visitor who neither registers nor is signed in", async () => {
    const result = await askTicket("");
    expect(result.status).toBe(403);
    expect(result.data).toEqual({ error: "forbidden" });
  });

  it("for an assistant price's proof only to a signed-in user, not to a registering visitor", async () => {
    const asking = (cookie: string) =>
      call(uploadTicket.action, {
        path: "/upload-ticket",
        form: { fileName: "Bescheinigung.pdf", purpose: "assistant_price_validation" },
        cookie,
        context: { clientIp: "203.0.113.81" },
      });
    const registering = await asking((await registeringJar()).header());
    expect(registering.status).toBe(403);
    expect(registering.data).toEqual({ error: "forbidden" });
    const signedInAnswer = await asking((await signedIn(await freshUser())).header());
    expect(signedInAnswer.status).toBe(200);
    expect(signedInAnswer.data).toMatchObject({ uuid: expect.any(String) });
  });

  it("are limited per session, with Retry-After and a German message", async () => {
    const cookie = (await registeringJar()).header();
    // RATE_LIMIT_PER_EMAIL is 4 in the integration setup: four tickets per session and window.
    for (let i = 0; i < 4; i += 1) expect((await askTicket(cookie, `203.0.113.${90 + i}`)).status).toBe(200);
    const limited = await askTicket(cookie, "203.0.113.99");
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(limited.data).toMatchObject({
      error: "rate_limited",
      message: expect.stringMatching(/^Zu viele Uploads\. Bitte versuche es in \d+ Minuten? erneut\.$/),
    });
    // Another registration is not affected.
    expect((await askTicket((await registeringJar()).header())).status).toBe(200);
  });

  it("bind the upload to its session: another session cannot name it as its proof", async () => {
    const owner = await registeringJar();
    await registerUpToProof(owner);
    const uuid = await upload(owner.header());

    const other = await registeringJar();
    await registerUpToProof(other);
    const stolen = await call(landing.action, {
      path: "/?dialog=register&step=5&index",
      form: { intent: "next", efn: "", validation_file: uuid, validation_file_name: "Nachweis.png" },
      cookie: other.header(),
    });
    expect(stolen.status).toBe(400);
    expect(
      (stolen.data as { result: { error: Record<string, string[]> } }).result.error.validation_file,
    ).toEqual(["Diese Datei gehört nicht zu deiner Sitzung. Bitte lade den Nachweis erneut hoch."]);

    const own = await call(landing.action, {
      path: "/?dialog=register&step=5&index",
      form: { intent: "next", efn: "", validation_file: uuid, validation_file_name: "Nachweis.png" },
      cookie: owner.header(),
    });
    expect(own.location).toBe("/?dialog=register&step=6");
  });
});
