import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startApi } from "../../server/app.ts";
import { postForm, startApp, type AppProcess, appAroundTests } from "./app-process";
import { DEMO_PASSWORD } from "./helpers";

// The login limit keys on the real client address (with the trusted proxy hops an
// operator sets), so one client cannot lock everybody out; the per-email limit still holds, and
// every 429 says when to come back.

const LIMITED = "Zu viele Anmeldeversuche";

function attempt(app: AppProcess, email: string, forwardedFor?: string) {
  return postForm(
    app,
    "/?index&dialog=login",
    { intent: "login", email, password: "falsches-passwort" },
    forwardedFor ? { "X-Forwarded-For": forwardedFor } : {},
  );
}

async function expectRefusedWithRetryAfter(response: Response) {
  expect(response.status).toBe(429);
  expect(Number(response.headers.get("Retry-After"))).toBeGreaterThan(0);
  expect(await response.text()).toContain(LIMITED);
}

describe("login limits behind one trusted proxy", () => {
  const app = appAroundTests({ TRUST_PROXY: "1", RATE_LIMIT_PER_IP: "3", RATE_LIMIT_PER_EMAIL: "2" });

  it("gives two client addresses separate budgets", async () => {
    for (const n of [1, 2, 3]) {
      const response = await attempt(app, `a${n}@example.com`, "198.51.100.1");
      expect(response.status).toBe(400);
      expect(await response.text()).toContain("Die angegebene Email oder das Passwort ist nicht korrekt");
    }
    await expectRefusedWithRetryAfter(await attempt(app, "a4@example.com", "198.51.100.1"));
    // Another client behind the same proxy is not affected.
    expect((await attempt(app, "b1@example.com", "198.51.100.2")).status).toBe(400);
    // Only the hop the proxy added counts: a client cannot pick its own address by prepending one.
    await expectRefusedWithRetryAfter(await attempt(app, "a5@example.com", "203.0.113.9, 198.51.100.1"));
  });

  it("counts an IPv6 client by its /64: its many addresses share one budget, the next /64 has its own", async () => {
    for (const n of [1, 2, 3])
      expect((await attempt(app, `v${n}@example.com`, `2001:db8:5:6::${n}`)).status).toBe(400);
    await expectRefusedWithRetryAfter(await attempt(app, "v4@example.com", "2001:db8:5:6:ffff:1:2:3"));
    expect((await attempt(app, "v5@example.com", "2001:db8:5:7::1")).status).toBe(400);
  });

  it("still refuses an email after its failed attempts, from any address", async () => {
    expect((await attempt(app, "arzt@example.com", "198.51.100.10")).status).toBe(400);
    expect((await attempt(app, "arzt@example.com", "198.51.100.11")).status).toBe(400);
    await expectRefusedWithRetryAfter(await attempt(app, "arzt@example.com", "198.51.100.12"));
  });
});

describe("login limits without a trusted proxy", () => {
  const app = appAroundTests({ RATE_LIMIT_PER_IP: "2", RATE_LIMIT_PER_EMAIL: "10" });

  it("ignores X-Forwarded-For: the connection's address is the client", async () => {
    expect((await attempt(app, "c1@example.com", "198.51.100.21")).status).toBe(400);
    expect((await attempt(app, "c2@example.com", "198.51.100.22")).status).toBe(400);
    await expectRefusedWithRetryAfter(await attempt(app, "c3@example.com", "198.51.100.23"));
  });
});

describe("the upstream's own limit per account", () => {
  let api: Awaited<ReturnType<typeof startApi>>;
  let app: AppProcess;
  beforeAll(async () => {
    api = await startApi({
      port: 0,
      dataDir: mkdtempSync(path.join(tmpdir(), "cme-int-limit-")),
      log: false,
    });
    app = await startApp({ GRAPHQL_URL: api.url, RATE_LIMIT_PER_EMAIL: "100" });
  });
  afterAll(async () => {
    await app.stop();
    await api.close();
  });

  it("shows the same German message with Retry-After when the API refuses to check the password", async () => {
    // Ten wrong passwords sent to the API directly (as an attacker past the app would).
    for (let i = 0; i < 10; i += 1) {
      await fetch(api.url, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({
          query: `mutation { login(email: "arzt@example.com", password: "falsch-${i}") { status } }`,
        }),
      });
    }
    const response = await postForm(app, "/?index&dialog=login", {
      intent: "login",
      email: "arzt@example.com",
      password: DEMO_PASSWORD,
    });
    await expectRefusedWithRetryAfter(response);
  });

  it("refuses deleting the account past the same limit with Retry-After and the German message", async () => {
    const email = "team@example.com";
    const login = await postForm(app, "/?index&dialog=login", {
      intent: "login",
      email,
      password: DEMO_PASSWORD,
    });
    const cookie = (login.headers.get("Set-Cookie") ?? "").split(";")[0] ?? "";
    for (let i = 0; i < 10; i += 1) {
      await fetch(api.url, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({
          query: `mutation { login(email: "${email}", password: "falsch-${i}") { status } }`,
        }),
      });
    }
    const response = await postForm(app, "/profile?index", { password: DEMO_PASSWORD }, { Cookie: cookie });
    expect(response.status).toBe(429);
    expect(Number(response.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(await response.text()).toContain("Zu viele Anfragen");
  });
});
