import type { AddressInfo } from "node:net";
import { connect } from "node:net";
import { describe, expect, it } from "vitest";
import {
  createAppServer,
  isForeignOrigin,
  isStrayDataRequest,
  parseTraceparent,
  requestIdFrom,
  routePatternOf,
  routePatterns,
  routeTree,
  traceIdOf,
  traceparentFor,
} from "./app-server.mjs";
import { stubBuild } from "./stub-build";

function request(method: string, headers: Record<string, string>) {
  const lower = Object.fromEntries(Object.entries(headers).map(([key, value]) => [key.toLowerCase(), value]));
  // No proxy is trusted: Express's "trust proxy fn" trusts no hop.
  const trustNone = () => false;
  return {
    method,
    get: (name: string) => lower[name.toLowerCase()],
    app: { get: () => trustNone },
    socket: { remoteAddress: "127.0.0.1" },
  };
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

describe("traceparent", () => {
  const traceId = "4bf92f3577b34da6a3ce929d0e0e4736";
  const span = "00f067aa0ba902b7";

  it("reads a valid version-00 header: its trace id and sampled flag", () => {
    expect(parseTraceparent(`00-${traceId}-${span}-01`)).toEqual({ traceId, sampled: true });
    expect(parseTraceparent(`00-${traceId}-${span}-00`)).toEqual({ traceId, sampled: false });
    // Flags other than "sampled" are not understood here and are not passed on.
    expect(parseTraceparent(`00-${traceId}-${span}-03`)).toEqual({ traceId, sampled: true });
  });

  it("ignores all-zero ids, other versions, wrong lengths, upper case and garbage", () => {
    for (const header of [
      undefined,
      "",
      `00-${"0".repeat(32)}-${span}-01`,
      `00-${traceId}-${"0".repeat(16)}-01`,
      `ff-${traceId}-${span}-01`,
      `01-${traceId}-${span}-01`,
      `00-${traceId.slice(1)}-${span}-01`,
      `00-${traceId}0-${span}-01`,
      `00-${traceId}-${span.slice(1)}-01`,
      `00-${traceId}-${span}-1`,
      `00-${traceId.toUpperCase()}-${span}-01`,
      `00-${traceId}-${span}-01-extra`,
      `00_${traceId}_${span}_01`,
    ]) {
      expect(parseTraceparent(header)).toBeNull();
    }
  });

  it("keeps the caller's trace with a new span id of its own", () => {
    const made = traceparentFor(`00-${traceId}-${span}-01`, "proxy-7f3a-0001");
    expect(made).toMatch(new RegExp(`^00-${traceId}-[0-9a-f]{16}-01$`));
    expect(made).not.toContain(span);
    expect(traceparentFor(`00-${traceId}-${span}-00`, "proxy-7f3a-0001")).toMatch(/-00$/);
    // Two requests of one trace: two spans.
    expect(traceparentFor(`00-${traceId}-${span}-01`, "x-1234567")).not.toBe(
      traceparentFor(`00-${traceId}-${span}-01`, "x-1234567"),
    );
  });

  it("derives the trace from the request id when the header is missing or invalid", () => {
    const uuid = "3F2504E0-4F89-41D3-9A0C-0305E82C3301";
    expect(traceIdOf(uuid)).toBe("3f2504e04f8941d39a0c0305e82c3301");
    expect(traceparentFor(undefined, uuid)).toMatch(/^00-3f2504e04f8941d39a0c0305e82c3301-[0-9a-f]{16}-01$/);
    expect(traceparentFor(`00-${"0".repeat(32)}-${span}-01`, uuid)).toContain(
      "3f2504e04f8941d39a0c0305e82c3301",
    );
    // Any other id: its SHA-256, the same each time; the nil UUID is no trace id.
    expect(traceIdOf("proxy-7f3a-0001")).toMatch(/^[0-9a-f]{32}$/);
    expect(traceIdOf("proxy-7f3a-0001")).toBe(traceIdOf("proxy-7f3a-0001"));
    expect(traceIdOf("proxy-7f3a-0001")).not.toBe(traceIdOf("proxy-7f3a-0002"));
    expect(traceIdOf("00000000-0000-0000-0000-000000000000")).not.toMatch(/^0+$/);
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
  it("answers the same when it remembers paths, also once it forgot the oldest", () => {
    const patternOf = routePatterns(routes, 2);
    const paths = ["/search/a", "/video/b", "/", "/search/a", "/gibt/es/nicht", "/video/b", "/search/a"];
    for (const path of [...paths, ...paths]) expect(patternOf(path)).toBe(routePatternOf(routes, path));
  });
});

describe("isStrayDataRequest", () => {
  const routes = routeTree({
    root: { id: "root", path: "", module: { default: () => null } },
    "routes/live.$slug": {
      id: "routes/live.$slug",
      parentId: "root",
      path: "live/:slug",
      module: { default: () => null },
    },
    "routes/live.$slug_.events": {
      id: "routes/live.$slug_.events",
      parentId: "root",
      path: "live/:slug/events",
      module: { loader: () => null },
    },
  });
  it("refuses a resource route's data address and every ?_data= request, never a page's data", () => {
    expect(isStrayDataRequest(routes, "/live/herz/events.data", "")).toBe(true);
    expect(isStrayDataRequest(routes, "/live/herz/events", "_data=root")).toBe(true);
    expect(isStrayDataRequest(routes, "/live/herz", "view=x&_data=routes%2Flive.%24slug")).toBe(true);
    expect(isStrayDataRequest(routes, "/live/herz.data", "")).toBe(false);
    expect(isStrayDataRequest(routes, "/live/herz/events", "after=3")).toBe(false);
    expect(isStrayDataRequest(routes, "/_root.data", "")).toBe(false);
  });
});

describe("the front server sends answers only as fast as the client takes them", () => {
  // The least a Remix build needs to answer a resource route: the front server and Remix's handler
  // around a loader whose answer streams on, counting what was taken from it.
  function streamingBuild() {
    const chunk = new Uint8Array(64 * 1024);
    const counter = { taken: 0, cancelled: false };
    const total = 64 * 1024 * 1024;
    const body = () =>
      new ReadableStream<Uint8Array>({
        pull(controller) {
          if (counter.taken >= total) return controller.close();
          counter.taken += chunk.byteLength;
          controller.enqueue(chunk);
        },
        cancel() {
          counter.cancelled = true;
        },
      });
    const build = stubBuild(
      {
        "routes/stream": {
          id: "routes/stream",
          parentId: "root",
          path: "stream",
          module: {
            loader: () => new Response(body(), { headers: { "Content-Type": "text/event-stream" } }),
          },
        },
      },
      {
        default: () => new Response("page"),
        refusalPage: () => Promise.resolve("refused"),
        refusalText: () => Promise.resolve("refused"),
      },
    );
    return { build, counter, total };
  }

  it("a client that stops reading: the answer is read no further than the connection takes, and the client is let go", async () => {
    const { build, counter, total } = streamingBuild();
    const app = await createAppServer({ build, buildDir: "build-none", writeStallMs: 300 });
    const server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    const { port } = server.address() as AddressInfo;
    // A client that asks and then reads nothing: the connection's buffers fill up and stay full.
    const client = connect(port, "127.0.0.1", () => {
      client.write(`GET /stream HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nAccept: text/event-stream\r\n\r\n`);
      client.pause();
    });
    try {
      const deadline = Date.now() + 4_000;
      while (!counter.cancelled && Date.now() < deadline)
        await new Promise((resolve) => setImmediate(resolve));
      expect(counter.cancelled).toBe(true);
      // What the kernel's buffers hold (a few MB on loopback), not the whole answer.
      expect(counter.taken).toBeLessThan(total / 4);
    } finally {
      client.destroy();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe("requests no page can answer", () => {
  /** The status line of a raw request (Host and method as a script sends them, no client checks). */
  async function statusOf(head: string): Promise<string> {
    const build = stubBuild(
      {},
      {
        default: () => new Response("page"),
        refusalPage: () => Promise.resolve("refused"),
        refusalText: (status: number) => Promise.resolve(`Anfrage abgelehnt (${status})`),
      },
    );
    const app = await createAppServer({ build, buildDir: "build-none" });
    const server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    const { port } = server.address() as AddressInfo;
    try {
      return await new Promise<string>((resolve, reject) => {
        let answer = "";
        const client = connect(port, "127.0.0.1", () => client.write(`${head}\r\nConnection: close\r\n\r\n`));
        client.on("data", (chunk) => (answer += chunk));
        client.on("end", () => resolve(answer));
        client.on("error", reject);
      });
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  }

  it("a Host that is no host name gets a 400 with the refusal's text, never a 500 or another page", async () => {
    for (const host of [
      "evil.example/imprint?",
      "127.0.0.1:3000/\\evil.example",
      "a b",
      "x@evil.example",
      "evil.example:99999",
      "[::1",
    ]) {
      const answer = await statusOf(`GET /healthz HTTP/1.1\r\nHost: ${host}`);
      expect(answer, host).toMatch(/^HTTP\/1\.1 400 /);
      expect(answer, host).toContain("Anfrage abgelehnt (400)");
    }
    expect(await statusOf("GET / HTTP/1.1\r\nHost: fortbildung.example")).not.toMatch(
      /^HTTP\/1\.1 (400|500) /,
    );
  });

  it("TRACE (which no Web Request carries) gets a 405 naming the methods there are", async () => {
    const answer = await statusOf("TRACE / HTTP/1.1\r\nHost: fortbildung.example");
    expect(answer).toMatch(/^HTTP\/1\.1 405 /);
    expect(answer).toMatch(/\r\nAllow: GET, HEAD, POST\r\n/i);
    expect(answer).toContain("Anfrage abgelehnt (405)");
  });
});
