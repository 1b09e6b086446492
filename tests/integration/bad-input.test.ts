import { readdirSync, readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isSameSiteLocation } from "../fixtures/hostile-redirects";
import { postForm, startApp, type AppProcess, signInAt } from "./app-process";
import { DEMO_PASSWORD, freshUser } from "./helpers";
import { ACTION_PATHS, SCRIPT_PATHS } from "./support/action-paths";
import { atRegistrationCode } from "./support/registration-draft";

// Through the HTTP door: every action refuses a form body over 1 MB (413)
// and a body that is no form (400) before parsing it, with the German page; odd dialog names,
// paths and redirect values never answer 500.

const TOO_LARGE = "Die gesendeten Daten sind zu groß";
const BAD_REQUEST = "Diese Anfrage konnte nicht verarbeitet werden";

// The route folders: app/routes/ and each feature's (app/features/<feature>/routes/, app/routes.ts).
const routeFolders = [
  "app/routes",
  ...readdirSync("app/features").map((feature) => `app/features/${feature}/routes`),
];
const routesWithActions = routeFolders.flatMap((folder) =>
  readdirSync(folder).filter((file) =>
    /export (const|async function|function) action\b/.test(readFileSync(`${folder}/${file}`, "utf8")),
  ),
);

let app: AppProcess;
let cookie = "";

beforeAll(async () => {
  app = await startApp();
  // Signed in, so routes that need a login read their body instead of sending the visitor away; a
  // user of its own, whose proof no other test file sends meanwhile (a pending proof answers 409).
  cookie = await signInAt(app, await freshUser("studentin@example.com"));
  // And in the registration dialog's last step, so its later steps read what is posted to them.
  cookie = await atRegistrationCode(app, cookie);
});
afterAll(() => app.stop());

function post(path: string, body: BodyInit, type: string | null, extra: RequestInit = {}) {
  const headers: Record<string, string> = { Origin: app.url, Cookie: cookie };
  if (type) headers["Content-Type"] = type;
  return fetch(app.url + path, { method: "POST", redirect: "manual", headers, body, ...extra });
}

describe("every action", () => {
  it("is listed here with the paths its forms post to", () => {
    expect([...Object.keys(ACTION_PATHS), ...Object.keys(SCRIPT_PATHS)].sort()).toEqual(
      routesWithActions.sort(),
    );
  });

  const paths = Object.values(ACTION_PATHS).flat();
  const scriptPaths = Object.values(SCRIPT_PATHS).flat();

  it.each(paths)("%s refuses a form over 1 MB with 413 and the German page", async (path) => {
    const body = new URLSearchParams({ email: "a@example.com", filler: "x".repeat(1_100_000) });
    const response = await post(path, body, "application/x-www-form-urlencoded");
    expect(response.status).toBe(413);
    expect(await response.text()).toContain(TOO_LARGE);
  });

  it.each(scriptPaths)("%s refuses an oversize or non-form body with JSON", async (path) => {
    const large = new URLSearchParams({ filler: "x".repeat(1_100_000) });
    const tooLarge = await post(path, large, "application/x-www-form-urlencoded");
    expect(tooLarge.status).toBe(413);
    expect(await tooLarge.json()).toEqual({ error: "too_large" });
    const json = await post(path, '{"a":1}', "application/json");
    expect(json.status).toBe(400);
    expect(await json.json()).toEqual({ error: "not_a_form" });
  });

  it.each([...paths, ...scriptPaths])("%s refuses a streamed body once it passes 1 MB", async (path) => {
    let sent = 0;
    const chunk = new TextEncoder().encode(`filler=${"y".repeat(64 * 1024)}&`);
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        // 6 MB, sent without a length, as a client that streams would.
        if (sent > 6 * 1024 * 1024) return controller.close();
        sent += chunk.byteLength;
        controller.enqueue(chunk);
      },
    });
    const response = await post(path, body, "application/x-www-form-urlencoded", {
      duplex: "half",
    } as RequestInit);
    expect(response.status).toBe(413);
  });

  it.each(paths)("%s answers 400 to bodies that are no form", async (path) => {
    for (const [body, type] of [
      ['{"email":"a@example.com"}', "application/json"],
      ["email=a@example.com", "text/plain"],
      ["email=a@example.com", null],
      [
        '--x\r\nContent-Disposition: form-data; name="email"\r\n\r\nunterminated',
        "multipart/form-data; boundary=x",
      ],
      ["garbage", "multipart/form-data"],
    ] as const) {
      const response = await post(path, body, type);
      expect(response.status, `${type}: ${body}`).toBe(400);
      expect(await response.text()).toContain(BAD_REQUEST);
    }
  });

  it("refuses an oversize form with JavaScript on too (single fetch)", async () => {
    const body = new URLSearchParams({ filler: "x".repeat(1_100_000) });
    const response = await post("/follow.data", body, "application/x-www-form-urlencoded");
    expect(response.status).toBe(413);
  });
});

describe("odd input never answers 500", () => {
  it.each(["__proto__", "constructor", "toString", "hasOwnProperty", "register%00", "ünïcödé"])(
    "dialog=%s",
    async (dialog) => {
      const get = await fetch(`${app.url}/?dialog=${encodeURIComponent(dialog)}`, { redirect: "manual" });
      expect(get.status).toBeLessThan(500);
      const form = { intent: "login", email: "a@example.com", password: "x" };
      const posted = await postForm(app, `/?index&dialog=${encodeURIComponent(dialog)}`, form);
      expect(posted.status).toBeLessThan(500);
    },
  );

  it.each(["/%5C", "/%5C%5C", "/%5Cevil.example", "/x/%5C"])("GET %s is a 404 page", async (path) => {
    const response = await fetch(app.url + path, { redirect: "manual" });
    expect(response.status).toBe(404);
    expect(await response.text()).toContain("Diese Seite konnte nicht gefunden werden");
  });

  it.each(["/\r\n/evil.example", "/home\r\nSet-Cookie: a=b", "/suche/Ärztin 🩺", "/\u2028evil"])(
    "a login with the redirect %j goes to a same-site page, signed in",
    async (redirect) => {
      const response = await postForm(app, "/?index&dialog=login", {
        intent: "login",
        email: "studentin@example.com",
        password: DEMO_PASSWORD,
        redirect,
      });
      expect(response.status).toBe(302);
      expect(isSameSiteLocation(response.headers.get("Location"))).toBe(true);
      expect(response.headers.getSetCookie().some((header) => header.startsWith("__session="))).toBe(true);
    },
  );
});
