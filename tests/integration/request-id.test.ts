import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { logEntries, logEntry, startApp, type AppProcess } from "./app-process";
import { fakeUpstream } from "./support/fake-upstream";

// Through the HTTP door: one request id from the proxy in front through the
// app to the upstream API, in the response and the log; the log names the route, never the path.
// Decision 031: the same request as a W3C trace (`traceparent`) to the upstream.

let seen: string[] = [];
let traces: string[] = [];
let upstream: Awaited<ReturnType<typeof fakeUpstream>>;
let app: AppProcess;

beforeAll(async () => {
  // Passes every request on to the real reference API and notes the request id it came with.
  upstream = await fakeUpstream((req, res) => {
    seen.push(String(req.headers["x-request-id"]));
    traces.push(String(req.headers.traceparent));
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

describe("the trace (traceparent)", () => {
  const TRACEPARENT = /^00-([0-9a-f]{32})-([0-9a-f]{16})-(0[01])$/;
  /** The trace ids the upstream saw: each traceparent well-formed, all of the one request's trace. */
  const upstreamTraceIds = () => {
    expect(traces.length).toBeGreaterThan(0);
    for (const trace of traces) expect(trace).toMatch(TRACEPARENT);
    return new Set(traces.map((trace) => TRACEPARENT.exec(trace)?.[1]));
  };

  it("joins the caller's trace: its trace id upstream, with a span of the app's own", async () => {
    traces = [];
    const traceId = "4bf92f3577b34da6a3ce929d0e0e4736";
    const callerSpan = "00f067aa0ba902b7";
    const response = await fetch(`${app.url}/fachgebiete`, {
      headers: { traceparent: `00-${traceId}-${callerSpan}-01`, "X-Request-Id": "proxy-7f3a-0005" },
    });
    expect(response.status).toBe(200);
    expect(upstreamTraceIds()).toEqual(new Set([traceId]));
    for (const trace of traces) {
      expect(TRACEPARENT.exec(trace)?.[2]).not.toBe(callerSpan);
      expect(trace.endsWith("-01")).toBe(true);
    }
    expect(await requestLine("proxy-7f3a-0005")).toMatchObject({ traceId });
  });

  it("keeps a caller's 'not sampled'", async () => {
    traces = [];
    const traceId = "0af7651916cd43dd8448eb211c80319c";
    await fetch(`${app.url}/fachgebiete`, { headers: { traceparent: `00-${traceId}-b7ad6b7169203331-00` } });
    expect(upstreamTraceIds()).toEqual(new Set([traceId]));
    for (const trace of traces) expect(trace.endsWith("-00")).toBe(true);
  });

  it("starts the trace from the request id when none or an invalid one comes", async () => {
    const invalid = [
      undefined,
      "00-00000000000000000000000000000000-00f067aa0ba902b7-01", // all-zero trace id
      "00-4bf92f3577b34da6a3ce929d0e0e4736-0000000000000000-01", // all-zero span id
      "ff-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01", // forbidden version
      "01-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01", // a version not understood here
      "00-4BF92F3577B34DA6A3CE929D0E0E4736-00f067aa0ba902b7-01", // upper case
      "00-4bf92f3577b34da6a3ce929d0e0e473-00f067aa0ba902b7-01", // a digit short
      "00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7a-01", // a digit long
    ];
    for (const header of invalid) {
      traces = [];
      const response = await fetch(`${app.url}/fachgebiete`, {
        headers: header ? { traceparent: header } : {},
      });
      // The app's own request id is a UUID: its 32 hex digits are the trace id.
      const requestId = response.headers.get("X-Request-Id") ?? "";
      expect(upstreamTraceIds()).toEqual(new Set([requestId.replaceAll("-", "")]));
      for (const trace of traces) expect(trace.endsWith("-01")).toBe(true);
    }
  });

  it("derives the trace id from a proxy's request id (its SHA-256), the same each time", async () => {
    const requestId = "proxy-7f3a-0006";
    const expected = createHash("sha256").update(requestId).digest("hex").slice(0, 32);
    for (let i = 0; i < 2; i++) {
      traces = [];
      await fetch(`${app.url}/fachgebiete`, { headers: { "X-Request-Id": requestId } });
      expect(upstreamTraceIds()).toEqual(new Set([expected]));
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
