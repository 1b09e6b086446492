import { createServer, request as httpRequest, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postForm, startApp, type AppProcess, cookieOf } from "./app-process";
import { fromNow } from "../support/reference-api";
import { openEventStream, type EventStream } from "../support/sse";
import { api, DEMO_PASSWORD, freshUser } from "./helpers";
import { startRedis } from "./support/redis-server";

// Two app instances behind one address, sharing one Redis (README "Operations", decision 022).
// A tiny round-robin proxy in front of them (a test tool, not a production component) sends each
// request to the other instance than the one before, and says which one answered. It also says
// which client it forwards for (X-Forwarded-For from the test's `x-client`), as a load balancer does.

const PER_ADDRESS = 6;

let redis: Awaited<ReturnType<typeof startRedis>>;
let instances: AppProcess[] = [];
let proxy: Server;
let site = { url: "" };
let next = 0;

beforeAll(async () => {
  redis = await startRedis();
  const env = {
    REDIS_URL: redis.url,
    RATE_LIMIT_PER_EMAIL: "3",
    RATE_LIMIT_PER_IP: String(PER_ADDRESS),
    TRUST_PROXY: "loopback",
  };
  instances = await Promise.all([startApp(env), startApp(env)]);
  proxy = createServer((req, res) => {
    const index = next++ % instances.length;
    const target = new URL(instances[index]!.url);
    const { "x-client": client = "127.0.0.10", ...headers } = req.headers;
    const forward = httpRequest(
      {
        host: target.hostname,
        port: target.port,
        path: req.url,
        method: req.method,
        headers: { ...headers, "x-forwarded-for": client },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, { ...answer.headers, "x-instance": String(index) });
        answer.pipe(res);
      },
    );
    req.pipe(forward);
  });
  await new Promise<void>((resolve) => proxy.listen(0, "127.0.0.1", resolve));
  site = { url: `http://127.0.0.1:${(proxy.address() as AddressInfo).port}` };
});
afterAll(async () => {
  await new Promise((resolve) => proxy.close(resolve));
  await Promise.all(instances.map((instance) => instance.stop()));
  await redis.stop();
});

const get = (path: string, cookie: string) =>
  fetch(site.url + path, { headers: { cookie }, redirect: "manual" });
/** A login from one client address (each test its own, so their attempts do not add up). */
const login = (email: string, password: string, client: string) =>
  postForm(site, "/?index&dialog=login", { intent: "login", email, password }, { "x-client": client });

describe("two instances sharing Redis", () => {
  it("a session made on one instance is valid on the other, with the flash message set there", async () => {
    const signedIn = await login(await freshUser("arzt@example.com"), DEMO_PASSWORD, "127.0.0.11");
    expect(signedIn.status).toBe(302);
    const cookie = cookieOf(signedIn);
    const page = await get(signedIn.headers.get("location")!, cookie);
    expect(page.headers.get("x-instance")).not.toBe(signedIn.headers.get("x-instance"));
    expect(page.status).toBe(200);
    // The message "you are signed in" was stored by the first instance and is shown by the second.
    expect(await page.text()).toContain("Du bist jetzt angemeldet.");
    const profile = await get("/profile", cookie);
    expect(profile.status).toBe(200);
  });

  it("a logout on one instance ends the session on the other", async () => {
    const cookie = cookieOf(await login(await freshUser("arzt@example.com"), DEMO_PASSWORD, "127.0.0.12"));
    const out = await postForm(site, "/logout", {}, { cookie });
    expect(out.status).toBe(302);
    // The old cookie, on the other instance: no session behind it any more.
    const after = await get("/profile", cookie);
    expect(after.headers.get("x-instance")).not.toBe(out.headers.get("x-instance"));
    expect(after.status).toBe(302);
    expect(after.headers.get("location")).toBe("/?redirect=%2Fprofile");
  });

  it("the login limit counted on one instance holds on the other", async () => {
    const email = await freshUser("arzt@example.com");
    const served = new Set<string | null>();
    for (let attempt = 1; attempt <= 3; attempt++) {
      const refused = await login(email, "falsches-passwort", "127.0.0.13");
      served.add(refused.headers.get("x-instance"));
      expect(refused.status).toBe(400);
    }
    expect(served.size).toBe(2);
    const limited = await login(email, DEMO_PASSWORD, "127.0.0.13");
    expect(limited.status).toBe(429);
    expect(await limited.text()).toContain("Zu viele Anmeldeversuche");
    // And on the other instance too (the proxy alternates).
    expect((await login(email, DEMO_PASSWORD, "127.0.0.13")).status).toBe(429);
  });

  it("an address's limit holds on both instances, and only for that address", async () => {
    // Wrong passwords for different accounts from one address: the per-address budget, not the
    // per-account one, runs out.
    for (let attempt = 1; attempt <= PER_ADDRESS; attempt++) {
      const refused = await login(await freshUser("arzt@example.com"), "falsches-passwort", "127.0.0.14");
      expect(refused.status).toBe(400);
    }
    const email = await freshUser("arzt@example.com");
    const limited = await login(email, DEMO_PASSWORD, "127.0.0.14");
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toMatch(/^\d+$/);
    // Somebody else, at another address, is not locked out by it.
    expect((await login(email, DEMO_PASSWORD, "127.0.0.15")).status).toBe(302);
  });

  it("a logout on one instance closes the session's live event stream on the other", async () => {
    const live = await api.createLivestream({
      title: "Zwei Instanzen",
      starts_at: fromNow(-5),
      ends_at: fromNow(60),
    });
    const cookie = cookieOf(await login(await freshUser("arzt@example.com"), DEMO_PASSWORD, "127.0.0.16"));
    const stream = await openEventStream(`${site.url}/live/${live.slug}/events`, {
      headers: { cookie, "x-client": "127.0.0.16" },
    });
    expect(stream.status).toBe(200);
    expect((await stream.next()).event).toBe("state");
    const out = await postForm(site, "/logout", {}, { cookie, "x-client": "127.0.0.16" });
    expect(out.status).toBe(302);
    expect(out.headers.get("x-instance")).not.toBe(stream.headers.get("x-instance"));
    expect(await endsWithin(stream)).toBe("ended");
  });

  it("a password change on one instance closes the live event streams of the user's other sessions on the other", async () => {
    const live = await api.createLivestream({
      title: "Neues Passwort, zwei Instanzen",
      starts_at: fromNow(-5),
      ends_at: fromNow(60),
    });
    const client = "127.0.0.17";
    const email = await freshUser("arzt@example.com");
    const here = cookieOf(await login(email, DEMO_PASSWORD, client));
    const there = cookieOf(await login(email, DEMO_PASSWORD, client));
    const stream = await openEventStream(`${site.url}/live/${live.slug}/events`, {
      headers: { cookie: there, "x-client": client },
    });
    expect(stream.status).toBe(200);
    expect((await stream.next()).event).toBe("state");
    const changed = await postForm(
      site,
      "/profile/password-change",
      { current_password: DEMO_PASSWORD, password: "neues-passwort-1", password_repeat: "neues-passwort-1" },
      { cookie: here, "x-client": client },
    );
    expect(changed.status).toBe(303);
    expect(changed.headers.get("x-instance")).not.toBe(stream.headers.get("x-instance"));
    expect(await endsWithin(stream)).toBe("ended");
  });
});

/** Whether the stream ends from the app's side within the deadline. */
async function endsWithin(stream: EventStream, ms = 5_000) {
  let timer: NodeJS.Timeout | undefined;
  const outcome = await Promise.race([
    stream.ended.then(() => "ended" as const),
    new Promise<"still open">((resolve) => (timer = setTimeout(() => resolve("still open"), ms))),
  ]);
  clearTimeout(timer);
  return outcome;
}
