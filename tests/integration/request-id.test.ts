import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { logEntries, logEntry, startApp, type AppProcess } from "./app-process";
import { fakeUpstream } from "./support/fake-upstream";

// Through the HTTP door: one request id from the proxy in front through the
// app to the upstream API, in the response and the log; the log names the route, never the path.

let seen: string[] = [];
let upstream: Awaited<ReturnType<typeof fakeUpstream>>;
let app: AppProcess;

beforeAll(async () => {
  // Passes every request on to the real reference API and notes the request id it came with.
  upstream = await fakeUpstream((req, res) => {
    seen.push(String(req.headers["x-request-id"]));
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", async () => {
      const answer = await fetch(inject("graphqlUrl"), {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: Buffer.concat(chunks),
      });
      res.writeHead(answer.status, { "Content-Type": "application/json" });
      res.end(await answer.text());
    });
  });
  app = await startApp({ GRAPHQL_URL: upstream.url, LOG_REQUESTS: "true" });
});
afterAll(async () => {
  await app.stop();
  await upstream.close();
});

/** The request's log line (written once the answer is sent). */
const requestLine = (requestId: string) =>
  logEntry(app, (entry) => entry.message === "request" && entry.requestId === requestId);

describe("one request id", () => {
  it("carries the proxy's id to the upstream, the response and the log line", async () => {
    seen = [];
    const requestId = "proxy-7f3a-0001";
    const response = await fetch(`${app.url}/fachgebiete`, { headers: { "X-Request-Id": requestId } });
    expect(response.status).toBe(200);
    expect(response.headers.get("X-Request-Id")).toBe(requestId);
    expect(seen.length).toBeGreaterThan(0);
    expect(new Set(seen)).toEqual(new Set([requestId]));
    expect(await requestLine(requestId)).toBeDefined();
    expect(logEntries(app).filter((entry) => entry.requestId === requestId)).toHaveLength(1);
  });

  it("makes one id when none (or a malformed one) comes, and uses it upstream too", async () => {
    for (const header of [undefined, "x", "a b <c>"]) {
      seen = [];
      const response = await fetch(`${app.url}/fachgebiete`, {
        headers: header ? { "X-Request-Id": header } : {},
      });
      const requestId = response.headers.get("X-Request-Id");
      expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
      expect(new Set(seen)).toEqual(new Set([requestId]));
    }
  });
});

describe("the request log", () => {
  it("names the route pattern, never the search term or the path", async () => {
    const term = "Depression bei Schwangerschaft";
    const response = await fetch(`${app.url}/search/${encodeURIComponent(term)}`, {
      headers: { "X-Request-Id": "proxy-7f3a-0002" },
    });
    expect(response.status).toBe(200);
    expect(await requestLine("proxy-7f3a-0002")).toMatchObject({
      method: "GET",
      route: "/search/:term",
      status: 200,
    });
    expect(app.lines.join("\n")).not.toMatch(/Depression|Schwangerschaft/);
  });

  it("logs data requests and unknown paths by pattern too", async () => {
    await fetch(`${app.url}/video/geheimer-slug.data`, { headers: { "X-Request-Id": "proxy-7f3a-0003" } });
    await fetch(`${app.url}/gibt/es/nicht/persoenlich`, { headers: { "X-Request-Id": "proxy-7f3a-0004" } });
    expect(await requestLine("proxy-7f3a-0003")).toMatchObject({ route: "/video/:slug", data: true });
    expect((await requestLine("proxy-7f3a-0004"))?.route).toBe("/*");
    expect(app.lines.join("\n")).not.toMatch(/geheimer-slug|persoenlich/);
  });
});
