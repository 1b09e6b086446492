import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from "vitest";
import { fromNow } from "../support/reference-api";
import {
  logEntries,
  logEntry,
  metricValue,
  postForm,
  scrapeMetrics,
  startApp,
  type AppProcess,
  signInAt,
} from "./app-process";
import { api, DEMO_PASSWORD, freshUser, upstream } from "./helpers";
import { faultProxy, type UpstreamFault } from "./support/fault-proxy";
import { redisSwitch, startRedis } from "./support/redis-server";

// The fault matrix (decision 022): each page family with the upstream down, slow beyond the timeout,
// answering 5xx, answering malformed JSON and ending the session (`Unauthenticated.`), and with Redis
// down while REDIS_URL is set. Each scenario asserts what the user sees, that the process stays up and
// that the app recovers by itself once the fault ends. Through the HTTP door of a served build.

const UNAVAILABLE = "Der Dienst ist gerade nicht erreichbar";
const RETRY = "Erneut versuchen";
const UNEXPECTED = "Es ist ein unerwarteter Fehler aufgetreten";

let proxy: Awaited<ReturnType<typeof faultProxy>>;
let app: AppProcess;
let videoSlug = "";
let liveSlug = "";

beforeAll(async () => {
  proxy = await faultProxy(inject("graphqlUrl"));
  // Many sign-ins from one address: the login limits have suites of their own. The collector runs all
  // the time, as in a busy process: a deadline that lives only as long as some object stays reachable
  // is lost then, and an upstream that is slow holds the page forever.
  app = await startApp({ GRAPHQL_URL: proxy.url, RATE_LIMIT_PER_IP: "1000" }, [
    "--expose-gc",
    "--import",
    "./tests/integration/support/force-gc.mjs",
  ]);
  const { data } = await upstream<{ data: { search: { data: Array<{ slug?: string; access?: string }> } } }>(
    `{ search(term: "neu", type: VOD, perPage: 50) { data { ... on Vod { slug access } } } }`,
  );
  videoSlug = data.search.data.find((vod) => vod.access === "LOGIN")!.slug!;
  liveSlug = (
    await api.createLivestream({ title: "Störfall-Test", starts_at: fromNow(-5), ends_at: fromNow(55) })
  ).slug;
});
afterEach(() => {
  proxy.set(null);
  // Whatever the fault, the process is still there.
  expect(app.child.exitCode).toBeNull();
});
afterAll(async () => {
  await app.stop();
  await proxy.close();
});

const signIn = signInAt;

const get = (target: AppProcess, path: string, cookie = "") =>
  fetch(target.url + path, { headers: { cookie }, redirect: "manual" });

/** Posts the login form with the demo password, as a visitor does. */
const postLogin = (target: AppProcess, email: string) =>
  postForm(target, "/?index&dialog=login", { intent: "login", email, password: DEMO_PASSWORD });

/** Asks again until the page answers as `expected` (the fault's effects may take a moment to pass). */
async function recovers(target: AppProcess, path: string, cookie: string, expected = 200) {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const response = await get(target, path, cookie);
    await response.body?.cancel();
    if (response.status === expected || Date.now() > deadline) return response.status;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const families = [
  { name: "/home", path: () => "/home", heading: "Willkommen" },
  { name: "catalogue", path: () => "/fachgebiete/kardiologie", heading: "Kardiologie" },
  { name: "video", path: () => `/video/${videoSlug}`, heading: "CME" },
  { name: "live", path: () => `/live/${liveSlug}`, heading: "Störfall-Test" },
];

describe.each(families)("$name, signed in", (family) => {
  let cookie: string;
  beforeEach(async () => {
    cookie = await signIn(app, await freshUser("arzt@example.com"));
  });
  /** The family's page, signed in, while the upstream has this fault. */
  const pageDuring = (fault: UpstreamFault) => {
    proxy.set(fault);
    return get(app, family.path(), cookie);
  };
  /** The fault ends and the page comes back by itself. */
  const expectRecovery = async () => {
    proxy.set(null);
    expect(await recovers(app, family.path(), cookie)).toBe(200);
  };

  it.each<UpstreamFault>(["down", "slow", "5xx"])(
    "upstream %s: the 503 page with a way to try again, then the page again",
    async (fault) => {
      const response = await pageDuring(fault);
      expect(response.status).toBe(503);
      const html = await response.text();
      expect(html).toContain(UNAVAILABLE);
      expect(html).toContain(RETRY);
      await expectRecovery();
    },
  );

  it("upstream answers malformed JSON: the general error page, logged once, then the page again", async () => {
    const response = await pageDuring("malformed");
    expect(response.status).toBe(500);
    expect(await response.text()).toContain(UNEXPECTED);
    // An operator finds it: one error line with the request id the visitor's answer carries.
    const requestId = response.headers.get("X-Request-Id");
    const isThisError = (entry: Record<string, unknown>) =>
      entry.level === "error" && entry.requestId === requestId;
    expect(await logEntry(app, isThisError)).toBeDefined();
    expect(logEntries(app).filter(isThisError)).toHaveLength(1);
    await expectRecovery();
  });

  it("`Unauthenticated.` with a session: signed out, the same path again, and the old cookie is dead", async () => {
    const response = await pageDuring("unauthenticated");
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(family.path());
    expect(response.headers.get("set-cookie")).toMatch(/__session=;.*Expires=Thu, 01 Jan 1970/);
    proxy.set(null);
    // The session ended upstream and here: the old cookie is anonymous now.
    const again = await get(app, "/profile", cookie);
    expect(again.status).toBe(302);
    expect(again.headers.get("location")).toBe("/?redirect=%2Fprofile");
  });
});

describe("a well-formed answer of the wrong shape", () => {
  // A page of content answers 404 when its item is missing; /home has no such reading and breaks.
  it("/home: an upstream answer without the fields asked for is the general error page, logged once as unhandled", async () => {
    const cookie = await signIn(app, await freshUser("arzt@example.com"));
    proxy.set("wrong-shape");
    const response = await get(app, "/home", cookie);
    expect(response.status).toBe(500);
    expect(await response.text()).toContain(UNEXPECTED);
    const requestId = response.headers.get("X-Request-Id");
    const isThisError = (entry: Record<string, unknown>) =>
      entry.level === "error" && entry.requestId === requestId;
    expect(await logEntry(app, isThisError)).toMatchObject({ message: "unhandled error" });
    expect(logEntries(app).filter(isThisError)).toHaveLength(1);
    proxy.set(null);
    expect(await recovers(app, "/home", cookie)).toBe(200);
  });
});

describe("landing (signed out)", () => {
  it.each<UpstreamFault>(["down", "slow", "5xx", "malformed", "unauthenticated"])(
    "upstream %s: the landing page still renders (it needs no upstream)",
    async (fault) => {
      proxy.set(fault);
      const response = await get(app, "/");
      expect(response.status).toBe(200);
      expect(await response.text()).toContain("Registrieren");
    },
  );
});

describe("forms", () => {
  it.each<UpstreamFault>(["down", "slow", "5xx"])(
    "upstream %s at login: the German message, the email kept, never the password",
    async (fault) => {
      const email = await freshUser("arzt@example.com");
      proxy.set(fault);
      const response = await postLogin(app, email);
      expect(response.status).toBe(503);
      const html = await response.text();
      expect(html).toContain(UNAVAILABLE);
      expect(html).toContain(`value="${email}"`);
      expect(html).not.toContain(DEMO_PASSWORD);
      proxy.set(null);
      expect(await signIn(app, email)).toContain("__session=");
    },
  );

  it.each<UpstreamFault>(["down", "slow", "5xx", "malformed"])(
    "upstream %s while saving personal details: a German message, the input kept, nothing saved",
    async (fault) => {
      const cookie = await signIn(app, await freshUser("arzt@example.com"));
      const before = await (await get(app, "/profile/personal-details", cookie)).text();
      proxy.set(fault);
      const form = { gender: "FEMALE", title: "PROF", first_name: "Störfallprobe", last_name: "Lang" };
      const response = await postForm(app, "/profile/personal-details", form, { cookie });
      expect(response.status).toBe(fault === "malformed" ? 500 : 503);
      const html = await response.text();
      expect(html).toContain(fault === "malformed" ? UNEXPECTED : UNAVAILABLE);
      expect(html).toContain('value="Störfallprobe"');
      proxy.set(null);
      const after = await (await get(app, "/profile/personal-details", cookie)).text();
      expect(after).not.toContain("Störfallprobe");
      expect(after).toContain(/name="first_name"[^>]*value="([^"]*)"/.exec(before)?.[1] ?? "");
    },
  );
});

describe("operations", () => {
  it.each<UpstreamFault>(["down", "slow", "5xx"])(
    "/readyz is false while the upstream is %s, true after",
    async (fault) => {
      proxy.set(fault);
      const response = await get(app, "/readyz");
      expect(response.status).toBe(503);
      expect(await response.json()).toMatchObject({
        status: "not_ready",
        upstream: "failing",
        sessions: "ok",
      });
      proxy.set(null);
      expect(await recovers(app, "/readyz", "")).toBe(200);
    },
  );
});

describe("Redis down while REDIS_URL is set", () => {
  let redis: Awaited<ReturnType<typeof startRedis>>;
  let line: Awaited<ReturnType<typeof redisSwitch>>;
  let redisApp: AppProcess;
  let cookie = "";

  beforeAll(async () => {
    redis = await startRedis();
    line = await redisSwitch(redis.url);
    redisApp = await startApp({ REDIS_URL: line.url, METRICS_PORT: "0" });
    cookie = await signIn(redisApp, await freshUser("arzt@example.com"));
  });
  afterEach(() => {
    line.restore();
    expect(redisApp.child.exitCode).toBeNull();
  });
  afterAll(async () => {
    await redisApp.stop();
    await line.close();
    await redis.stop();
  });

  it("a signed-in page answers 503 with a way to try again, and works again with the same session after", async () => {
    const storeErrors = async () =>
      metricValue(await scrapeMetrics(redisApp), "session_store_errors_total", {
        store: "redis",
        operation: "read",
      });
    const before = await storeErrors();
    line.cut();
    const response = await get(redisApp, "/home", cookie);
    expect(response.status).toBe(503);
    const html = await response.text();
    expect(html).toContain(UNAVAILABLE);
    expect(html).toContain(RETRY);
    // The operator sees it too (decision 031).
    expect(await storeErrors()).toBeGreaterThan(before);
    line.restore();
    expect(await recovers(redisApp, "/home", cookie)).toBe(200);
  });

  it("the legal pages still render", async () => {
    line.cut();
    const response = await get(redisApp, "/imprint", cookie);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("Impressum");
  });

  it("a login answers the German message and keeps the email", async () => {
    const email = await freshUser("arzt@example.com");
    line.cut();
    const response = await postLogin(redisApp, email);
    expect(response.status).toBe(503);
    const html = await response.text();
    expect(html).toContain(UNAVAILABLE);
    expect(html).toContain(`value="${email}"`);
    line.restore();
    expect(await signIn(redisApp, email)).toContain("__session=");
  });

  it("/readyz is false while Redis is down, true after", async () => {
    line.cut();
    const response = await get(redisApp, "/readyz");
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ upstream: "ok", sessions: "failing", store: "redis" });
    line.restore();
    expect(await recovers(redisApp, "/readyz", "")).toBe(200);
  });
});
