import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postForm, startApp, type AppProcess } from "./app-process";
import { DEMO_PASSWORD } from "./helpers";

// /error carries the error's status, and no page's HTML holds a NUL byte (or any other control
// character but tab and line breaks) or a placeholder address. The pages are found by following the
// links of the start pages, signed out and signed in, in German and English.

// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
const PAGES_PER_VISITOR = 70;

let app: AppProcess;
let signedIn = "";

/** The session cookie of a demo user signed in through the login form. */
async function signIn(email: string): Promise<string> {
  const login = await postForm(app, "/?index&dialog=login", {
    intent: "login",
    email,
    password: DEMO_PASSWORD,
  });
  return login.headers
    .getSetCookie()
    .map((header) => header.split(";")[0])
    .join("; ");
}

beforeAll(async () => {
  app = await startApp();
  signedIn = await signIn("arzt@example.com");
});
afterAll(() => app.stop());

/** Same-site page links of a page (no assets, no downloads, no dialogs). */
function links(html: string): string[] {
  return [...html.matchAll(/href="(\/[^"#]*)"/g)]
    .map((match) => match[1]!.replaceAll("&amp;", "&"))
    .filter((href) => !/^\/(assets|build|favicon)|\.(ics|css|js|svg|png|ico)$|dialog=/.test(href));
}

async function crawl(cookie: string, starts: string[]) {
  const seen = new Set<string>(starts);
  const queue = [...starts];
  const visited: Array<{ path: string; status: number; html: string }> = [];
  while (queue.length > 0 && visited.length < PAGES_PER_VISITOR) {
    const path = queue.shift()!;
    const response = await fetch(app.url + path, { headers: { Cookie: cookie }, redirect: "manual" });
    const html = response.status >= 300 && response.status < 400 ? "" : await response.text();
    visited.push({ path, status: response.status, html });
    for (const link of links(html)) {
      if (!seen.has(link)) {
        seen.add(link);
        queue.push(link);
      }
    }
  }
  return visited;
}

describe("page HTML", () => {
  const english = `locale=${Buffer.from(JSON.stringify("en")).toString("base64")}`;
  const visitors: Array<[string, () => string, string[]]> = [
    ["signed out, German", () => "", ["/", "/fachgebiete", "/livestreams", "/medlive"]],
    ["signed in, German", () => signedIn, ["/home", "/livestreams", "/medlive", "/shorts"]],
    ["signed in, English", () => `${signedIn}; ${english}`, ["/home", "/livestreams", "/medlive"]],
  ];
  it.each(visitors)(
    "has no control characters and no placeholder address (%s)",
    async (_who, cookie, starts) => {
      const pages = await crawl(cookie(), starts);
      expect(pages.length).toBeGreaterThan(30);
      for (const page of pages) {
        expect(page.status, page.path).toBeLessThan(500);
        const at = page.html.search(CONTROL);
        expect(at, `${page.path}: ${JSON.stringify(page.html.slice(Math.max(0, at - 80), at + 20))}`).toBe(
          -1,
        );
        // The demo links nowhere made up: an operator's address not set is a link not shown.
        const placeholder = /https?:\/\/[\w.-]*example\.(com|org|net)[^"\\]*/.exec(page.html)?.[0];
        expect(placeholder, page.path).toBeUndefined();
      }
    },
  );

  it("shows real artwork for every image and video poster: each one loads (no empty boxes)", async () => {
    const pages = await crawl(signedIn, ["/home", "/shorts", "/livestreams", "/medlive", "/partner"]);
    const images = new Set<string>();
    for (const page of pages) {
      for (const tag of page.html.match(/<(img|video)\b[^>]*>/g) ?? []) {
        const src = (tag.startsWith("<img") ? /\ssrc="([^"]*)"/ : /\sposter="([^"]*)"/).exec(tag)?.[1] ?? "";
        expect(src, `${page.path}: ${tag}`).not.toBe("");
        images.add(src.replaceAll("&amp;", "&"));
      }
    }
    expect(images.size).toBeGreaterThan(50);
    for (const src of images) {
      const response = await fetch(new URL(src, app.url));
      expect(response.status, src).toBe(200);
      expect(response.headers.get("Content-Type"), src).toMatch(/^image\//);
      expect((await response.arrayBuffer()).byteLength, src).toBeGreaterThan(200);
    }
  });

  it("staff see the admin dashboard and support links only where the operator set them", async () => {
    const cookie = await signIn("team@example.com");
    const html = await (await fetch(`${app.url}/home`, { headers: { Cookie: cookie } })).text();
    expect(html).toContain("Als normaler Nutzer ansehen");
    expect(html).not.toContain("Admin-Dashboard");
    expect(html).not.toContain("Support-Tickets");
  });

  it("/error answers with the error's status", async () => {
    expect((await fetch(`${app.url}/error`)).status).toBe(500);
    const unavailable = await fetch(`${app.url}/error?status=503`);
    expect(unavailable.status).toBe(503);
    expect(await unavailable.text()).toContain("Der Dienst ist gerade nicht erreichbar");
    expect((await fetch(`${app.url}/error?status=200`)).status).toBe(500);
  });
});
