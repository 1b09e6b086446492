import { createServer, request as httpRequest, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_DOCTOR_BILLING } from "../fixtures/people";
import { pdfText } from "../support/pdf-text";
import { startPlatform, type Platform } from "./app-process";
import { CookieJar, DEMO_PASSWORD, SAMPLE_PDF } from "./helpers";

// Decision 032: the demo as `npm start` (and the Docker image) runs it, reached by a browser on
// another machine through the app's one port. The test talks to it only through that port, behind a
// stand-in for a TLS proxy that says the site is https://cme.example (X-Forwarded-Host and -Proto,
// TRUST_PROXY=loopback): every address a page or an answer hands out must name that site and work
// through it; the reference API's own port is never used.

const SITE = "https://cme.example";
const FORWARD = `${SITE}/demo-api/`;

let platform: Platform;
let proxy: Server;
let via = "";

beforeAll(async () => {
  platform = await startPlatform({ TRUST_PROXY: "loopback" });
  const port = new URL(platform.url).port;

  // The TLS proxy in front: the browser's requests, with the site it asked for.
  proxy = createServer((req, res) => {
    const forward = httpRequest(
      {
        host: "127.0.0.1",
        port,
        path: req.url,
        method: req.method,
        headers: { ...req.headers, "x-forwarded-host": "cme.example", "x-forwarded-proto": "https" },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    forward.on("error", () => res.destroy());
    req.pipe(forward);
  });
  await new Promise<void>((resolve) => proxy.listen(0, "127.0.0.1", resolve));
  via = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
}, 150_000);

afterAll(async () => {
  await new Promise((resolve) => proxy?.close(resolve));
  await platform?.stop();
});

/** A request to an address of the site, as the browser sends it (through the proxy). */
function browser(address: string, init: RequestInit & { jar?: CookieJar } = {}): Promise<Response> {
  const url = address.startsWith("/") ? `${SITE}${address}` : address;
  expect(url.startsWith(`${SITE}/`), `${url} is not on the site`).toBe(true);
  const headers = new Headers(init.headers);
  if (init.jar) headers.set("Cookie", init.jar.header());
  // A browser's form or script posts from the site's own pages.
  if (init.method === "POST") headers.set("Origin", SITE);
  return fetch(`${via}${url.slice(SITE.length)}`, { redirect: "manual", ...init, headers }).then((answer) => {
    init.jar?.store({ status: answer.status, headers: answer.headers, data: null, location: null });
    return answer;
  });
}
const post = (address: string, form: Record<string, string> | FormData, jar: CookieJar) =>
  browser(address, {
    method: "POST",
    jar,
    body: form instanceof FormData ? form : new URLSearchParams(form),
  });
const html = async (address: string, jar?: CookieJar) => {
  const answer = await browser(address, { jar });
  expect(answer.status, address).toBe(200);
  return answer.text();
};
/** Every address in src and poster attributes. */
const sources = (page: string) =>
  [...page.matchAll(/\s(?:src|poster)="([^"]+)"/g)].map((match) => match[1]!.replace(/&amp;/g, "&"));

async function signIn(email: string): Promise<CookieJar> {
  const jar = new CookieJar();
  const answer = await post("/?index&dialog=login", { intent: "login", email, password: DEMO_PASSWORD }, jar);
  expect(answer.status).toBe(302);
  return jar;
}

/** The newest code mailed to `email`, read in the outbox behind the app's port. */
async function mailedCode(email: string): Promise<string> {
  const outbox = await html(`/demo-api/outbox?to=${encodeURIComponent(email)}`);
  const code = /\b(\d{6})\b/.exec(outbox.slice(outbox.indexOf("<article>")))?.[1];
  expect(code, "a code in the outbox").toBeDefined();
  return code!;
}

/** Books the EKG course up to the payment page (steps 1 to 3); the provider's address. */
async function checkoutToPayment(
  jar: CookieJar,
  send: (address: string, form: Record<string, string> | null, jar: CookieJar) => Promise<Response>,
): Promise<string> {
  const checkout = "/registration/ekg-intensivkurs";
  const step1 = await (await send(`${checkout}?step=1`, null, jar)).text();
  const radio = /<input[^>]*name="price_id"[^>]*>/.exec(step1)?.[0];
  const price = /value="([^"]+)"/.exec(radio ?? "")?.[1];
  expect(price, "a price to choose").toBeDefined();
  expect((await send(`${checkout}?step=1`, { price_id: price! }, jar)).status).toBe(303);
  const address = { intent: "next", ...DEMO_DOCTOR_BILLING };
  expect((await send(`${checkout}?step=2`, address, jar)).status).toBe(303);
  const paying = await send(`${checkout}?step=3`, { intent: "pay", terms: "on" }, jar);
  expect(paying.status).toBe(303);
  return paying.headers.get("Location")!;
}

describe("the demo through the app's one port, at the site's public address", () => {
  it("names every image of a landing page and of a signed-in page at the site, and each loads through it", async () => {
    const jar = await signIn("arzt@example.com");
    for (const page of [await html("/doctupus"), await html("/home", jar)]) {
      const images = [...new Set(sources(page))];
      expect(images.length).toBeGreaterThan(5);
      expect(images.filter((address) => !address.startsWith(FORWARD))).toEqual([]);
      for (const address of images) {
        const image = await browser(address);
        expect(image.status, address).toBe(200);
        expect(image.headers.get("Content-Type"), address).toMatch(/^image\//);
        await image.arrayBuffer();
      }
    }
  });

  it("plays a video through the site: the MP4 by byte ranges, the HLS playlist and its first segment, the captions", async () => {
    const page = await html("/video/expertenrunde-herzinsuffizienz-kontroversen-und-konsens-2");
    const media = sources(page);
    const mp4 = media.find((address) => address.endsWith("/video.mp4"));
    const hls = media.find((address) => address.endsWith("/index.m3u8"));
    const captions = media.find((address) => address.endsWith("/captions.vtt"));
    for (const address of [mp4, hls, captions]) expect(address?.startsWith(`${FORWARD}videos/`)).toBe(true);

    const range = await browser(mp4!, { headers: { Range: "bytes=100-1123" } });
    expect(range.status).toBe(206);
    expect(range.headers.get("Content-Type")).toBe("video/mp4");
    expect(range.headers.get("Content-Range")).toMatch(/^bytes 100-1123\/\d+$/);
    expect((await range.arrayBuffer()).byteLength).toBe(1024);

    const playlist = await browser(hls!);
    expect(playlist.status).toBe(200);
    const segment = (await playlist.text()).split("\n").find((line) => line && !line.startsWith("#"));
    const first = await browser(new URL(segment!, hls).href);
    expect(first.status).toBe(200);
    expect(first.headers.get("Content-Type")).toBe("video/mp2t");
    expect((await first.arrayBuffer()).byteLength).toBeGreaterThan(1000);

    const vtt = await browser(captions!);
    expect(await vtt.text()).toMatch(/^WEBVTT/);
  });

  it("registers with a proof: uploads through the ticket's address on the site (with and without JavaScript), the code from the outbox behind the app's port", async () => {
    const jar = new CookieJar();
    const email = `one-port.${Date.now()}@example.com`;
    const step = async (n: number, form: Record<string, string> | FormData) => {
      const answer = await post(`/?dialog=register&step=${n}&index`, form, jar);
      expect(answer.status, `step ${n}`).toBe(302);
      return answer.headers.get("Location");
    };
    await step(1, {
      intent: "next",
      email,
      password: "sicheres-passwort",
      password_repeat: "sicheres-passwort",
    });
    await step(2, { intent: "next", gender: "FEMALE", title: "", first_name: "Ina", last_name: "Fern" });
    await step(3, { intent: "next", profession: "NURSE", employment: "CLINIC", country: "AT" });
    expect(await step(4, { intent: "next", field_id: "1" })).toBe("/?dialog=register&step=5");

    // With JavaScript: the ticket's url is on the site, and the file goes through it to the storage.
    const ticketAnswer = await post(
      "/upload-ticket",
      { fileName: "Nachweis.pdf", purpose: "user_validation" },
      jar,
    );
    expect(ticketAnswer.status).toBe(200);
    const ticket = (await ticketAnswer.json()) as { url: string; inputs: Record<string, string> };
    expect(ticket.url).toBe(`${FORWARD}uploads`);
    const upload = new FormData();
    for (const [key, value] of Object.entries(ticket.inputs)) upload.append(key, value);
    upload.append("file", new File([SAMPLE_PDF], "Nachweis.pdf", { type: "application/pdf" }));
    expect((await post(ticket.url, upload, jar)).status).toBe(204);

    // Without JavaScript the app streams the file on to the same storage, reached directly.
    const proof = new FormData();
    proof.set("intent", "next");
    proof.set("efn", "");
    proof.set("proof_file", new File([SAMPLE_PDF], "Nachweis.pdf", { type: "application/pdf" }));
    expect(await step(5, proof)).toBe("/?dialog=register&step=6");
    await step(6, { intent: "next" });
    expect(
      await step(7, { intent: "register", registrationCode: await mailedCode(email), terms: "on" }),
    ).toBe("/home");
    expect(await html("/home", jar)).toContain("Ina");
  });

  it("sends a checkout to the payment page on the site, which returns the browser there; the mail and the certificate link it", async () => {
    const jar = await signIn("arzt@example.com");
    const provider = await checkoutToPayment(jar, (address, form, jar) =>
      form ? post(address, form, jar) : browser(address, { jar }),
    );
    expect(provider).toMatch(/^https:\/\/cme\.example\/demo-api\/checkout\/tr_[0-9a-f]{16}$/);

    const providerPage = await html(provider);
    expect(providerPage).toContain("Demo-Zahlungsanbieter");
    const paid = await post(provider, { method: "paypal", outcome: "paid" }, jar);
    expect(paid.status).toBe(303);
    expect(paid.headers.get("Location")).toBe(`${SITE}/payment-redirect`);
    expect(await html("/payment-redirect", jar)).toContain("ekg-intensivkurs");

    const outbox = await html(`/demo-api/outbox?to=${encodeURIComponent("arzt@example.com")}`);
    expect(outbox).toMatch(/Rechnung \(PDF\): https:\/\/cme\.example\/profile\/orders\/\d+\/invoice/);

    const id = /\/profile\/certificates\/([^/"]+)\/pdf/.exec(await html("/profile/certificates", jar))?.[1];
    const certificate = await browser(`/profile/certificates/${id}/pdf`, { jar });
    expect(certificate.status).toBe(200);
    expect(await pdfText(new Uint8Array(await certificate.arrayBuffer()))).toContain(
      `${SITE}/zertifikat/CME-`,
    );
  });

  it("a payment started under a forged Host returns the buyer to the site they paid on, not to the forger's", async () => {
    // The forger talks to the app directly and names their own site, as a trusted proxy would.
    const forged = "evil.example";
    const asForger = (address: string, form: Record<string, string> | null, jar: CookieJar) =>
      fetch(`${platform.url}${address}`, {
        method: form ? "POST" : "GET",
        redirect: "manual",
        headers: {
          "X-Forwarded-Host": forged,
          "X-Forwarded-Proto": "https",
          Origin: `https://${forged}`,
          Cookie: jar.header(),
          ...(form ? { "Content-Type": "application/x-www-form-urlencoded" } : {}),
        },
        body: form ? new URLSearchParams(form) : undefined,
      }).then((answer) => {
        jar.store({ status: answer.status, headers: answer.headers, data: null, location: null });
        return answer;
      });
    const jar = new CookieJar();
    // Not arzt, who books the course in the test above.
    const login = { intent: "login", email: "team@example.com", password: DEMO_PASSWORD };
    expect((await asForger("/?index&dialog=login", login, jar)).status).toBe(302);
    const provider = await checkoutToPayment(jar, asForger);
    expect(provider).toMatch(/^https:\/\/evil\.example\/demo-api\/checkout\/tr_[0-9a-f]{16}$/);

    // The victim is sent the payment page's address on the real site, and pays (or cancels) there.
    const onSite = `${SITE}${new URL(provider).pathname}`;
    expect(await html(onSite)).toContain("Demo-Zahlungsanbieter");
    const canceled = await post(onSite, { method: "paypal", outcome: "canceled" }, new CookieJar());
    expect(canceled.headers.get("Location")).toBe(`${SITE}/payment-redirect`);
    const finished = await html(onSite);
    expect(finished).toContain(`href="${SITE}/payment-redirect"`);
    expect(finished).not.toContain(forged);
  });

  it("forwards only the API's public routes: GraphQL and anything else under the path stay closed", async () => {
    for (const address of ["/demo-api/graphql", "/demo-api/healthz", "/demo-api/payments/webhook"]) {
      expect((await browser(address)).status, address).toBe(404);
    }
    const graphql = await browser("/demo-api/graphql", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ query: "{ __typename }" }),
    });
    expect(graphql.status).toBe(404);
    expect(await graphql.text()).toMatch(/nicht gefunden/);
  });

  it("signs in over plain HTTP from another machine: the demo's session cookie is not Secure", async () => {
    const other = "192.168.1.5:3000";
    const answer = await fetch(`${platform.url}/?index&dialog=login`, {
      method: "POST",
      redirect: "manual",
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        "X-Forwarded-Host": other,
        "X-Forwarded-Proto": "http",
        Origin: `http://${other}`,
      },
      body: new URLSearchParams({ intent: "login", email: "arzt@example.com", password: DEMO_PASSWORD }),
    });
    expect(answer.status).toBe(302);
    const cookie = answer.headers.getSetCookie().join();
    expect(cookie).toContain("__session=");
    expect(cookie).not.toMatch(/;\s*Secure/i);
  });

  it("prints the outbox at the app's port", () => {
    const banner = platform.lines.join("\n");
    expect(banner).toMatch(
      /Mail outbox \(registration and reset codes\): http:\/\/localhost:\d+\/demo-api\/outbox/,
    );
    expect(banner).not.toContain("Reference API: mail outbox at");
  });
});
