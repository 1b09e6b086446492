import { describe, expect, it } from "vitest";
import { isForeignOrigin, requestIdFrom, routePatternOf, routeTree } from "./app-server.mjs";

function request(method: string, headers: Record<string, string>) {
  const lower = Object.fromEntries(Object.entries(headers).map(([key, value]) => [key.toLowerCase(), value]));
  return { method, get: (name: string) => lower[name.toLowerCase()], app: { get: () => false } };
}

describe("isForeignOrigin", () => {
  const host = { Host: "fortbildung.example" };
  it("lets safe methods through", () => {
    expect(isForeignOrigin(request("GET", { ...host, Origin: "https://evil.example" }))).toBe(false);
  });
  it("accepts the app's own origin and a trusted one", () => {
    expect(isForeignOrigin(request("POST", { ...host, Origin: "https://fortbildung.example" }))).toBe(false);
    expect(
      isForeignOrigin(request("POST", { ...host, Origin: "https://partner.example" }), [
        "https://partner.example",
      ]),
    ).toBe(false);
  });
  it("refuses another site, a null origin, and falls back to the Referer", () => {
    expect(isForeignOrigin(request("POST", { ...host, Origin: "https://evil.example" }))).toBe(true);
    expect(isForeignOrigin(request("POST", { ...host, Origin: "null" }))).toBe(true);
    expect(isForeignOrigin(request("POST", { ...host, Referer: "https://evil.example/page" }))).toBe(true);
    // No Origin, no Referer: the browser's Fetch Metadata still tells a cross-site post.
    expect(isForeignOrigin(request("POST", { ...host, "Sec-Fetch-Site": "cross-site" }))).toBe(true);
    expect(isForeignOrigin(request("POST", { ...host, "Sec-Fetch-Site": "same-origin" }))).toBe(false);
  });
  it("lets requests without Origin or Referer through (not sent by a browser form)", () => {
    expect(isForeignOrigin(request("POST", host))).toBe(false);
  });
});

describe("requestIdFrom", () => {
  it("keeps an id that looks like one and replaces anything else", () => {
    expect(requestIdFrom("proxy-7f3a-0001")).toBe("proxy-7f3a-0001");
    for (const header of [undefined, "", "short", "a b c d e f", 'x"}{"level":"error', "x".repeat(129)])
      expect(requestIdFrom(header)).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe("routePatternOf", () => {
  const routes = routeTree({
    root: { id: "root", path: "" },
    "routes/_index": { id: "routes/_index", parentId: "root", index: true },
    "routes/search": { id: "routes/search", parentId: "root", path: "search" },
    "routes/search.$term": { id: "routes/search.$term", parentId: "routes/search", path: ":term" },
    "routes/video.$slug": { id: "routes/video.$slug", parentId: "root", path: "video/:slug" },
  });
  it("answers the pattern, never the values", () => {
    expect(routePatternOf(routes, "/search/Depression%20Schwangerschaft")).toBe("/search/:term");
    expect(routePatternOf(routes, "/video/mein-video.data")).toBe("/video/:slug");
    expect(routePatternOf(routes, "/")).toBe("/");
    expect(routePatternOf(routes, "/gibt/es/nicht")).toBe("unmatched");
  });
});
