import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInAt, startApp, type AppProcess } from "./app-process";

// The render tricks (app/render/README.md) change how a page is made, never what it says: the main
// pages, rendered by one app with the tricks and one without (RENDER_TRICKS=off), show the same
// text and the same links.

let tricks: AppProcess;
let plain: AppProcess;

/** What a reader gets from a page: its text in order, and its links in order. */
function reading(html: string) {
  const body = html
    .slice(html.indexOf("<body"))
    .replace(/<script\b[\s\S]*?<\/script>/g, "")
    .replace(/<style\b[\s\S]*?<\/style>/g, "");
  const text = body
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  const links = [...body.matchAll(/<a\b[^>]*\bhref="([^"]*)"/g)].map((match) => match[1]);
  return { text, links };
}

async function page(app: AppProcess, path: string, cookie: string) {
  const response = await fetch(app.url + path, { headers: { cookie } });
  expect(response.status, path).toBe(200);
  return response.text();
}

beforeAll(async () => {
  [tricks, plain] = await Promise.all([startApp(), startApp({ RENDER_TRICKS: "off" })]);
});
afterAll(async () => {
  await Promise.all([tricks.stop(), plain.stop()]);
});

describe("the render tricks' switch", () => {
  it("renders the main pages with the same text and links with the tricks on and off", async () => {
    const [withTricks, without] = await Promise.all([
      signInAt(tricks, "arzt@example.com"),
      signInAt(plain, "arzt@example.com"),
    ]);
    const home = await page(tricks, "/home", withTricks);
    // The first item of each kind /home links to: a card's page, a field, a channel.
    const first = (pattern: RegExp) => reading(home).links.find((href) => pattern.test(href ?? ""));
    const paths = [
      "/",
      "/home",
      "/fachgebiete",
      "/search?q=Herz",
      "/profile/certificates",
      first(/^\/(video|live)\/[^/?]+$/),
      first(/^\/fachgebiete\/[^/?]+$/),
      first(/^\/channel\/[^/?]+$/),
    ];
    for (const path of paths) {
      expect(path, "a link /home shows").toBeDefined();
      const [on, off] = await Promise.all([page(tricks, path!, withTricks), page(plain, path!, without)]);
      expect(on).not.toContain('data-render-tricks="off"');
      expect(off).toContain('data-render-tricks="off"');
      const [read, readPlain] = [reading(on), reading(off)];
      expect(read.text.length, path).toBeGreaterThan(200);
      expect(readPlain.text, path).toBe(read.text);
      expect(readPlain.links, path).toEqual(read.links);
    }
  });

  it("renders a signed-out visitor's landing page the same way", async () => {
    const [on, off] = await Promise.all([page(tricks, "/", ""), page(plain, "/", "")]);
    expect(reading(off)).toEqual(reading(on));
  });
});
