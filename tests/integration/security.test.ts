import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tokensIn } from "../support/api-tokens";
import { fromNow } from "../support/reference-api";
import { postForm, startApp, type AppProcess, signInAt, cookieOf } from "./app-process";
import { api, DEMO_PASSWORD, freshUser } from "./helpers";
import { ACTION_PATHS, SCRIPT_PATHS } from "./support/action-paths";

// Through the HTTP door of a served build: the token never reaches the browser,
// session ids change at login and die at logout, cross-site posts are refused on every action,
// echoed input is escaped, and every kind of response carries the security headers. (Hostile
// redirect targets: redirects.test.ts; upload refusals that store nothing: upload.test.ts and
// server/tests/uploads.test.ts.)

let app: AppProcess;
let email = "";
let cookie = "";
let liveSlug = "";

beforeAll(async () => {
  app = await startApp();
  email = await freshUser("arzt@example.com");
  cookie = await signInAt(app, email);
  liveSlug = (
    await api.createLivestream({ title: "Sicherheitstest", starts_at: fromNow(-5), ends_at: fromNow(55) })
  ).slug;
});
afterAll(() => app.stop());

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(app.url + path, { headers: { cookie, ...headers }, redirect: "manual" });

/** Everything the browser receives: status line aside, every header and every body byte. */
async function received(response: Response) {
  const headers = [...response.headers.entries()].map(([name, value]) => `${name}: ${value}`).join("\n");
  return `${headers}\n\n${await response.text()}`;
}

describe("the API token", () => {
  it("is in no byte the browser receives, on any page family, data request or form answer", async () => {
    const tokens = await api.tokenHashes(email);
    expect(tokens).toHaveLength(1);
    const pages = [
      "/home",
      "/fachgebiete",
      "/fachgebiete/kardiologie",
      "/search/Herz",
      "/livestreams",
      `/live/${liveSlug}`,
      "/shorts",
      "/watchlist",
      "/profile",
      "/profile/personal-details",
      "/profile/certificates",
      "/imprint",
    ];
    const seen: string[] = [];
    for (const page of pages) {
      const response = await get(page);
      expect(response.status, page).toBe(200);
      seen.push(await received(response));
      // The data request a browser with JavaScript sends on navigation (single fetch).
      const data = await get(`${page === "/" ? "/_root" : page}.data`);
      expect(data.status, `${page}.data`).toBe(200);
      seen.push(await received(data));
    }
    // A form answered in place, and an action with a redirect.
    seen.push(
      await received(
        await postForm(
          app,
          "/profile/personal-details",
          { gender: "FEMALE", title: "", first_name: "", last_name: "X" },
          { cookie },
        ),
      ),
    );
    seen.push(
      await received(
        await postForm(app, "/follow", { intent: "follow", type: "field", id: "kardiologie" }, { cookie }),
      ),
    );
    // The check would find the token if it were there.
    expect(tokensIn(`<p>${await api.login(email)}</p>`, await api.tokenHashes(email))).toHaveLength(1);
    for (const body of seen) expect(tokensIn(body, tokens)).toEqual([]);
  });
});

describe("session ids", () => {
  it("change at login (a planted id gains nothing) and are dead after logout", async () => {
    // An anonymous session with an id (a forgot-password draft), as a planted cookie would be.
    const draft = await postForm(app, "/?index&dialog=forgot-password", {
      intent: "request",
      email: "niemand@example.com",
    });
    const planted = cookieOf(draft);
    expect(planted).toMatch(/^__session=.+/);

    const login = await postForm(
      app,
      "/?index&dialog=login",
      { intent: "login", email: await freshUser("arzt@example.com"), password: DEMO_PASSWORD },
      { cookie: planted },
    );
    expect(login.status).toBe(302);
    const signedIn = cookieOf(login);
    expect(signedIn).toMatch(/^__session=.+/);
    expect(signedIn).not.toBe(planted);
    // The planted id is not signed in.
    expect((await get("/profile", { cookie: planted })).headers.get("location")).toBe(
      "/?redirect=%2Fprofile",
    );
    expect((await get("/profile", { cookie: signedIn })).status).toBe(200);

    const out = await postForm(app, "/logout", {}, { cookie: signedIn });
    expect(out.status).toBe(302);
    expect(out.headers.get("set-cookie")).toMatch(/__session=;.*Expires=Thu, 01 Jan 1970/);
    // The old cookie replayed after logout is anonymous.
    const replayed = await get("/profile", { cookie: signedIn });
    expect(replayed.status).toBe(302);
    expect(replayed.headers.get("location")).toBe("/?redirect=%2Fprofile");
  });
});

describe("cross-site posts", () => {
  const paths = [...Object.values(ACTION_PATHS).flat(), ...Object.values(SCRIPT_PATHS).flat()];
  const attempts: Array<[string, Record<string, string>]> = [
    ["another origin", { Origin: "https://evil.example" }],
    ["a look-alike host", { Origin: `${app?.url ?? "http://127.0.0.1"}.evil.example` }],
    ["an opaque origin", { Origin: "null" }],
    ["a foreign referer only", { Referer: "https://evil.example/page" }],
    ["no origin, but the browser says cross-site", { "Sec-Fetch-Site": "cross-site" }],
  ];

  it.each(paths)("%s is refused from another site, before the action runs", async (path) => {
    for (const [name, headers] of attempts) {
      const response = await fetch(app.url + path, {
        method: "POST",
        redirect: "manual",
        headers: { "Content-Type": "application/x-www-form-urlencoded", cookie, ...headers },
        body: new URLSearchParams({ intent: "follow", email, password: DEMO_PASSWORD }),
      });
      expect(response.status, `${path}: ${name}`).toBe(403);
      expect(response.headers.get("set-cookie"), `${path}: ${name}`).toBeNull();
      expect(await response.text(), `${path}: ${name}`).toContain("Diese Anfrage ist nicht erlaubt");
    }
  });
});

describe("echoed input", () => {
  it.each([
    ["a search term", `/search/${encodeURIComponent('<img src=x onerror=alert(1)>"')}`],
    ["a search query", `/search?q=${encodeURIComponent("</script><script>alert(1)</script>")}`],
    [
      "a redirect parameter",
      `/?dialog=login&redirect=${encodeURIComponent('/home"><script>alert(1)</script>')}`,
    ],
  ])("%s comes back escaped", async (_name, path) => {
    const response = await fetch(app.url + path, { redirect: "manual" });
    expect(response.status).toBeLessThan(500);
    const html = await response.text();
    expect(html).not.toContain("<img src=x");
    expect(html).not.toContain("<script>alert(1)");
  });
});

describe("security headers", () => {
  const SET_EVERYWHERE = {
    "x-content-type-options": "nosniff",
    "x-frame-options": "DENY",
    "referrer-policy": "strict-origin-when-cross-origin",
    "strict-transport-security": "max-age=31536000; includeSubDomains",
    "cross-origin-opener-policy": "same-origin",
  };
  const requests: Array<[string, () => Promise<Response>]> = [
    ["a page", () => get("/home")],
    ["a page without session", () => fetch(`${app.url}/`)],
    ["a data request", () => get("/home.data")],
    ["a redirect", () => fetch(`${app.url}/profile`, { redirect: "manual" })],
    ["a 404 page", () => get("/gibt-es-nicht")],
    [
      "a 403 refusal",
      () => fetch(`${app.url}/follow`, { method: "POST", headers: { Origin: "https://evil.example" } }),
    ],
    ["a 413 refusal", () => postForm(app, "/follow", { filler: "x".repeat(1_100_000) }, { cookie })],
    [
      "a script asset",
      async () => {
        const html = await (await fetch(`${app.url}/`)).text();
        return fetch(
          app.url +
            /src="(\/assets\/[^"]+\.js)"|href="(\/assets\/[^"]+\.js)"/.exec(html)!.slice(1).find(Boolean)!,
        );
      },
    ],
    ["a public file", () => fetch(`${app.url}/favicon.svg`)],
    ["JSON (health)", () => fetch(`${app.url}/healthz`)],
    ["a calendar file", () => fetch(`${app.url}/live/${liveSlug}.ics`)],
  ];

  it.each(requests)("%s carries the Observatory set", async (name, send) => {
    const response = await send();
    await response.body?.cancel();
    for (const [header, value] of Object.entries(SET_EVERYWHERE)) {
      expect(response.headers.get(header), `${name}: ${header}`).toBe(value);
    }
    expect(response.headers.get("x-powered-by"), name).toBeNull();
    expect(response.headers.get("access-control-allow-origin"), name).toBeNull();
    if ((response.headers.get("content-type") ?? "").startsWith("text/html")) {
      const csp = response.headers.get("content-security-policy") ?? "";
      // Pages allow their own origin; the front server's refusal pages allow nothing at all.
      expect(csp, name).toMatch(/default-src '(self|none)'/);
      expect(csp, name).toContain("frame-ancestors 'none'");
      expect(csp, name).toMatch(/base-uri '(self|none)'/);
      if (!csp.includes("default-src 'none'")) expect(csp, name).toContain("object-src 'none'");
      expect(csp, name).not.toContain("'unsafe-inline' 'unsafe-eval'");
    }
    for (const setCookie of response.headers.getSetCookie()) {
      expect(setCookie, name).toMatch(/HttpOnly/i);
      expect(setCookie, name).toMatch(/SameSite=Lax/i);
    }
  });
});
