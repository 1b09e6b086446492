import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from "vitest";
import { metricsUrl, metricValue, postForm, scrapeMetrics, startApp, type AppProcess } from "./app-process";
import { DEMO_PASSWORD, freshUser } from "./helpers";
import { faultProxy, type UpstreamFault } from "./support/fault-proxy";

// Decision 031, through the operator's door: the app's Prometheus metrics on a port of their own,
// read with the bearer token, by route pattern and status, with the upstream's waits and failures.
// The site's port knows no /metrics.

const TOKEN = "metrics-token-for-the-integration-test";

let proxy: Awaited<ReturnType<typeof faultProxy>>;
let app: AppProcess;

beforeAll(async () => {
  proxy = await faultProxy(inject("graphqlUrl"));
  app = await startApp({ GRAPHQL_URL: proxy.url, METRICS_PORT: "0", METRICS_TOKEN: TOKEN });
});
afterEach(() => proxy.set(null));
afterAll(async () => {
  await app.stop();
  await proxy.close();
});

const requests = (text: string, method: string, route: string, status: number) =>
  metricValue(text, "http_request_duration_seconds_count", { method, route, status: String(status) });

/** The answer's status once it was read to the end (a request is counted when its answer finished). */
const statusOf = async (answer: Promise<Response>) => {
  const response = await answer;
  await response.arrayBuffer();
  return response.status;
};

/** The metrics once `ready` holds for them (the last answer's count may land a moment after it). */
async function metricsWhen(ready: (text: string) => boolean): Promise<string> {
  const deadline = Date.now() + 3_000;
  for (;;) {
    const text = await scrapeMetrics(app, TOKEN);
    if (ready(text) || Date.now() > deadline) return text;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe("the metrics", () => {
  it("count requests by route pattern and status, and the upstream's waits by operation", async () => {
    expect(await statusOf(fetch(`${app.url}/fachgebiete`))).toBe(200);
    expect(await statusOf(fetch(`${app.url}/fachgebiete`))).toBe(200);
    expect(await statusOf(fetch(`${app.url}/gibt-es-nicht/geheim-4711`))).toBe(404);
    const login = postForm(app, "/?index&dialog=login", {
      intent: "login",
      email: await freshUser("arzt@example.com"),
      password: DEMO_PASSWORD,
    });
    expect(await statusOf(login)).toBe(302);

    const text = await metricsWhen((metrics) => requests(metrics, "POST", "/", 302) > 0);
    expect(requests(text, "GET", "/fachgebiete", 200)).toBe(2);
    expect(requests(text, "GET", "/*", 404)).toBe(1);
    expect(requests(text, "POST", "/", 302)).toBe(1);
    // Patterns only: no path, id or search term is a label.
    expect(text).not.toContain("geheim-4711");
    expect(
      metricValue(text, "upstream_graphql_duration_seconds_count", { operation: "FieldsOverview" }),
    ).toBe(2);
    expect(metricValue(text, "upstream_graphql_duration_seconds_count", { operation: "Login" })).toBe(1);
    expect(
      metricValue(text, "upstream_graphql_duration_seconds_sum", { operation: "Login" }),
    ).toBeGreaterThan(0);
    expect(metricValue(text, "upstream_graphql_errors_total")).toBe(0);
    // The process's own (prom-client's defaults) and the open event streams (none here).
    expect(metricValue(text, "process_cpu_user_seconds_total")).toBeGreaterThan(0);
    expect(text).toMatch(/^live_event_streams_open 0$/m);
  });

  it.each<[UpstreamFault, string]>([
    ["5xx", "http_5xx"],
    ["down", "network"],
    ["slow", "timeout"],
  ])("count the upstream %s as errors of kind %s", async (fault, kind) => {
    const labels = { operation: "FieldsOverview", kind };
    const earlier = await scrapeMetrics(app, TOKEN);
    const before = metricValue(earlier, "upstream_graphql_errors_total", labels);
    const pagesBefore = requests(earlier, "GET", "/fachgebiete", 503);
    proxy.set(fault);
    expect(await statusOf(fetch(`${app.url}/fachgebiete`))).toBe(503);
    const after = await metricsWhen((text) => requests(text, "GET", "/fachgebiete", 503) > pagesBefore);
    expect(requests(after, "GET", "/fachgebiete", 503)).toBe(pagesBefore + 1);
    expect(metricValue(after, "upstream_graphql_errors_total", labels)).toBe(before + 1);
  });

  it("are refused without the token, and the site's port has no /metrics", async () => {
    const url = await metricsUrl(app);
    const without = await fetch(url);
    expect(without.status).toBe(401);
    expect(without.headers.get("WWW-Authenticate")).toMatch(/^Bearer/);
    expect((await fetch(url, { headers: { Authorization: "Bearer wrong-token" } })).status).toBe(401);
    expect(await without.text()).not.toContain("http_request_duration_seconds");

    const publicPort = await fetch(`${app.url}/metrics`, { headers: { Authorization: `Bearer ${TOKEN}` } });
    expect(publicPort.status).toBe(404);
    expect(await publicPort.text()).not.toContain("http_request_duration_seconds");
  });
});
