import { expect, test } from "../fixtures";

// HTTP-level promises of the front server; no browser needed, so they run once.

test("documents carry a CSP with a fresh nonce and the security headers", async ({ request }) => {
  const first = await request.get("/");
  const second = await request.get("/");
  const csp = first.headers()["content-security-policy"] ?? "";
  const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
  expect(nonce).toBeTruthy();
  expect(second.headers()["content-security-policy"]).not.toContain(nonce);
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("object-src 'none'");
  const html = await first.text();
  // Every script of the page carries this response's nonce.
  const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((match) => match[0]);
  expect(scripts.length).toBeGreaterThan(0);
  for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
  expect(first.headers()["x-content-type-options"]).toBe("nosniff");
  expect(first.headers()["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(first.headers()["x-frame-options"]).toBe("DENY");
  expect(first.headers()["x-powered-by"]).toBeUndefined();
});

test("a POST from a foreign origin is refused before any action runs", async ({ request, baseURL }) => {
  const form = { email: "arzt@example.com", password: "fortbildung2026" };
  const foreign = await request.post("/?index", {
    form,
    headers: { Origin: "https://evil.example" },
    maxRedirects: 0,
  });
  expect(foreign.status()).toBe(403);
  expect(foreign.headers()["set-cookie"]).toBeUndefined();
  const own = await request.post("/?index", { form, headers: { Origin: baseURL! }, maxRedirects: 0 });
  expect(own.status()).toBe(302);
  expect(own.headers()["location"]).toBe("/home");
});

test("health and readiness answer", async ({ request }) => {
  expect(await (await request.get("/healthz")).json()).toEqual({ status: "ok" });
  const ready = await request.get("/readyz");
  expect(ready.status()).toBe(200);
  expect(await ready.json()).toMatchObject({ status: "ready", upstream: "ok", sessions: "ok" });
});
