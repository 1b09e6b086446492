import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { routeOf } from "../request-log.ts";
import { startTestApi, type TestApi } from "./helpers.ts";

// The reference API logs each request and each unexpected error once, with the
// request id the BFF sent, so one page render can be followed across both processes.

let t: TestApi;
let lines: Array<Record<string, unknown>> = [];
beforeAll(async () => {
  t = await startTestApi({ log: true });
});
afterAll(() => t.close());
afterEach(() => vi.restoreAllMocks());

function captureLogs() {
  lines = [];
  const collect = (line: unknown) => {
    if (typeof line === "string" && line.startsWith("{"))
      lines.push(JSON.parse(line) as Record<string, unknown>);
  };
  vi.spyOn(console, "log").mockImplementation(collect);
  vi.spyOn(console, "error").mockImplementation(collect);
}

const post = (body: unknown, headers: Record<string, string> = {}) =>
  fetch(t.api.url, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });

/** The lines that match, once there is one (the API's "finish" handler writes after the answer). */
async function linesWhere(matches: (line: Record<string, unknown>) => boolean) {
  const deadline = Date.now() + 2_000;
  for (;;) {
    const found = lines.filter(matches);
    if (found.length > 0 || Date.now() > deadline) return found;
    await new Promise((resolve) => setImmediate(resolve));
  }
}
const lineFor = (requestId: string, message: string) =>
  linesWhere((line) => line.requestId === requestId && line.message === message);

describe("request log", () => {
  it("logs a request with the caller's id and the route, not the query", async () => {
    captureLogs();
    const requestId = "bff-req-0001-abcdef";
    await post({ query: "{ fieldsOverview { id } }" }, { "x-request-id": requestId });
    const [line] = await lineFor(requestId, "request");
    expect(line).toMatchObject({ level: "info", method: "POST", route: "/graphql", status: 200 });
    expect(JSON.stringify(lines)).not.toContain("fieldsOverview");
  });

  it("logs the trace id of the caller's traceparent, and none for an invalid one (decision 031)", async () => {
    captureLogs();
    const traceId = "4bf92f3577b34da6a3ce929d0e0e4736";
    await post(
      { query: "{ fieldsOverview { id } }" },
      { "x-request-id": "bff-req-0003-abcdef", traceparent: `00-${traceId}-00f067aa0ba902b7-01` },
    );
    expect((await lineFor("bff-req-0003-abcdef", "request"))[0]).toMatchObject({ traceId });
    await post(
      { query: "{ fieldsOverview { id } }" },
      {
        "x-request-id": "bff-req-0004-abcdef",
        traceparent: "00-00000000000000000000000000000000-00f067aa0ba902b7-01",
      },
    );
    const [invalid] = await lineFor("bff-req-0004-abcdef", "request");
    expect(invalid).toBeDefined();
    expect(invalid).not.toHaveProperty("traceId");
  });

  it("makes its own id when the caller's does not look like one", async () => {
    captureLogs();
    await post({ query: "{ fieldsOverview { id } }" }, { "x-request-id": "kurz <script>" });
    const [request] = await linesWhere((line) => line.message === "request");
    expect(request?.requestId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("logs an unexpected error once, with the request id, and tells the client nothing", async () => {
    captureLogs();
    const staff = await t.login("team@example.com");
    const requestId = "bff-req-0002-abcdef";
    const response = await post(
      {
        query: "mutation Boom($m: String!) { testFail(message: $m) }",
        variables: { m: "kaputt" },
      },
      { authorization: `Bearer ${staff}`, "x-request-id": requestId },
    );
    expect(await response.text()).not.toContain("kaputt");
    await lineFor(requestId, "request");
    const errors = lines.filter((line) => line.level === "error");
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({
      requestId,
      message: "unexpected error",
      operation: "Boom",
      detail: "kaputt",
    });
  });
});

describe("routeOf", () => {
  it("keeps tokens and queries out", () => {
    expect(routeOf("/videos/abc.def/index.m3u8")).toBe("/videos/:token/*");
    expect(routeOf("/media/channels/kardiologie-aktuell.svg")).toBe("/media/*");
    expect(routeOf("/graphql?query=x")).toBe("/graphql");
    expect(routeOf("/outbox.json?to=a@example.com")).toBe("/outbox.json");
    expect(routeOf("/irgendwas/geheim")).toBe("other");
  });
});
