// Smoke test of a running demo through its one published address (scripts/test-images.sh runs it
// against compose.yaml): `node scripts/smoke-site.mjs http://127.0.0.1:3000 [--scaled]`.
// Pages with their images, a video's byte range and first HLS segment, the outbox under /demo-api,
// a registration finished with the outbox's code. `--scaled`: the session made by one login holds
// on every instance behind the proxy. Exits 1 at the first thing that does not work.
import assert from "node:assert/strict";

const [site, ...flags] = process.argv.slice(2);
if (!site || !/^https?:\/\/[^/]+$/.test(site)) {
  console.error("usage: node scripts/smoke-site.mjs <origin, e.g. http://127.0.0.1:3000> [--scaled]");
  process.exit(2);
}
const scaled = flags.includes("--scaled");
const DEMO_PASSWORD = "fortbildung2026";
const SAMPLE_PDF = new TextEncoder().encode(
  "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n" +
    "3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
);

/** The cookies a browser would keep for the site. */
class Jar {
  cookies = new Map();
  store(headers) {
    for (const header of headers.getSetCookie()) {
      const [pair = ""] = header.split(";");
      const at = pair.indexOf("=");
      const expired = /max-age=0|expires=Thu, 01 Jan 1970/i.test(header);
      if (expired || at === pair.length - 1) this.cookies.delete(pair.slice(0, at));
      else this.cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
  }
  header() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }
}

/** A request as the browser sends it: only addresses on the site, posts from its own pages. */
async function browser(address, { jar, ...init } = {}) {
  const url = new URL(address, site);
  assert.equal(url.origin, site, `${url} is not on the site`);
  const headers = new Headers(init.headers);
  if (jar) headers.set("Cookie", jar.header());
  if (init.method === "POST") headers.set("Origin", site);
  const answer = await fetch(url, {
    redirect: "manual",
    signal: AbortSignal.timeout(30_000),
    ...init,
    headers,
  });
  jar?.store(answer.headers);
  return answer;
}
const post = (address, form, jar) =>
  browser(address, {
    method: "POST",
    jar,
    body: form instanceof FormData ? form : new URLSearchParams(form),
  });
async function html(address, jar) {
  const answer = await browser(address, { jar });
  assert.equal(answer.status, 200, address);
  return answer.text();
}
const sources = (page) =>
  [...page.matchAll(/\s(?:src|poster)="([^"]+)"/g)].map((match) => match[1].replace(/&amp;/g, "&"));

async function step(name, check) {
  const started = Date.now();
  await check();
  console.log(`ok   ${name} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}

async function signIn(email) {
  const jar = new Jar();
  const answer = await post("/?index&dialog=login", { intent: "login", email, password: DEMO_PASSWORD }, jar);
  assert.equal(answer.status, 302, `login of ${email}`);
  return jar;
}

async function imagesLoad(page, address) {
  const images = [...new Set(sources(page))];
  assert.ok(images.length > 5, `${address} shows images`);
  for (const image of images) {
    assert.ok(image.startsWith(`${site}/demo-api/`), `${image} is forwarded through the site`);
    const answer = await browser(image);
    assert.equal(answer.status, 200, image);
    assert.match(answer.headers.get("Content-Type") ?? "", /^image\//, image);
    await answer.arrayBuffer();
  }
}

await step("the platform is ready (/readyz)", async () => {
  // Behind the round-robin proxy every instance must be: four answers in a row reach each of two.
  const needed = scaled ? 4 : 1;
  const deadline = Date.now() + 180_000;
  for (let inRow = 0; ;) {
    const ready = await fetch(`${site}/readyz`, { signal: AbortSignal.timeout(5_000) }).catch(() => null);
    inRow = ready?.ok ? inRow + 1 : 0;
    if (inRow === needed) return;
    assert.ok(Date.now() < deadline, `${site}/readyz did not answer 200 within 180 s`);
    if (inRow === 0) await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
});

await step("a landing page and its images", async () => imagesLoad(await html("/doctupus"), "/doctupus"));

await step("a signed-in page and its images", async () => {
  const jar = await signIn("arzt@example.com");
  await imagesLoad(await html("/home", jar), "/home");
});

await step("a video: an MP4 byte range and the first HLS segment", async () => {
  const media = sources(await html("/video/expertenrunde-herzinsuffizienz-kontroversen-und-konsens-2"));
  const mp4 = media.find((address) => address.endsWith("/video.mp4"));
  const hls = media.find((address) => address.endsWith("/index.m3u8"));
  assert.ok(mp4 && hls, "the video page names an MP4 and an HLS playlist");
  const range = await browser(mp4, { headers: { Range: "bytes=100-1123" } });
  assert.equal(range.status, 206);
  assert.equal(range.headers.get("Content-Type"), "video/mp4");
  assert.equal((await range.arrayBuffer()).byteLength, 1024);
  const playlist = await browser(hls);
  assert.equal(playlist.status, 200);
  const segment = (await playlist.text()).split("\n").find((line) => line && !line.startsWith("#"));
  const first = await browser(new URL(segment, hls).href);
  assert.equal(first.status, 200);
  assert.equal(first.headers.get("Content-Type"), "video/mp2t");
  assert.ok((await first.arrayBuffer()).byteLength > 1000);
});

await step("the outbox at /demo-api/outbox", async () => {
  assert.match(await html("/demo-api/outbox"), /<html/i);
});

await step("a registration with a proof, finished with the outbox's code", async () => {
  const jar = new Jar();
  const email = `smoke.${Date.now()}@example.com`;
  const next = async (n, form) => {
    const answer = await post(`/?dialog=register&step=${n}&index`, form, jar);
    assert.equal(answer.status, 302, `registration step ${n}`);
    return answer.headers.get("Location");
  };
  await next(1, {
    intent: "next",
    email,
    password: "sicheres-passwort",
    password_repeat: "sicheres-passwort",
  });
  await next(2, { intent: "next", gender: "FEMALE", title: "", first_name: "Ina", last_name: "Fern" });
  await next(3, { intent: "next", profession: "NURSE", employment: "CLINIC", country: "AT" });
  await next(4, { intent: "next", field_id: "1" });
  // With JavaScript the browser posts the file to the ticket's address: the storage, through the site.
  const ticketAnswer = await post(
    "/upload-ticket",
    { fileName: "Nachweis.pdf", purpose: "user_validation" },
    jar,
  );
  assert.equal(ticketAnswer.status, 200, "upload ticket");
  const ticket = await ticketAnswer.json();
  assert.equal(ticket.url, `${site}/demo-api/uploads`);
  const upload = new FormData();
  for (const [key, value] of Object.entries(ticket.inputs)) upload.append(key, value);
  upload.append("file", new File([SAMPLE_PDF], "Nachweis.pdf", { type: "application/pdf" }));
  assert.equal((await post(ticket.url, upload, jar)).status, 204, "upload through the site");
  // Without JavaScript the app streams the file on to the storage itself.
  const proof = new FormData();
  proof.set("intent", "next");
  proof.set("efn", "");
  proof.set("proof_file", new File([SAMPLE_PDF], "Nachweis.pdf", { type: "application/pdf" }));
  assert.equal(await next(5, proof), "/?dialog=register&step=6");
  await next(6, { intent: "next" });
  const outbox = await html(`/demo-api/outbox?to=${encodeURIComponent(email)}`);
  const code = /\b(\d{6})\b/.exec(outbox.slice(outbox.indexOf("<article>")))?.[1];
  assert.ok(code, "a code in the outbox");
  assert.equal(await next(7, { intent: "register", registrationCode: code, terms: "on" }), "/home");
  assert.match(await html("/home", jar), /Ina/);
});

if (scaled) {
  await step("one login holds on every instance behind the proxy", async () => {
    const jar = await signIn("arzt@example.com");
    // Round-robin: four pages in a row reach each instance at least once.
    for (let page = 0; page < 4; page++) assert.equal((await browser("/home", { jar })).status, 200, "/home");
  });
}
console.log(`smoke test of ${site}: all passed`);
