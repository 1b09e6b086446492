import { describe, expect, it } from "vitest";

process.env.GRAPHQL_URL ??= "http://127.0.0.1:4000/graphql";
process.env.SESSION_SECRET ??= "unit-test-secret-unit-test-secret-123";
const { observeRequest, registry } = await import("./metrics");

const requestSeries = async () =>
  (await registry.metrics())
    .split("\n")
    .filter((line) => line.startsWith("http_request_duration_seconds_count"));

// Decision 031: labels stay bounded whatever a client sends.
describe("the request metrics' method label", () => {
  it("keeps the usual methods and counts every other one (PROPFIND, LOCK, …) as one", async () => {
    observeRequest("GET", "/imprint", 200, 0.01);
    for (const method of ["PROPFIND", "LOCK", "MKCALENDAR", "SUBSCRIBE", "PURGE"]) {
      observeRequest(method, "/imprint", 405, 0.01);
    }
    const series = await requestSeries();
    expect(series).toContain(
      'http_request_duration_seconds_count{method="GET",route="/imprint",status="200"} 1',
    );
    expect(series).toContain(
      'http_request_duration_seconds_count{method="other",route="/imprint",status="405"} 5',
    );
    expect(series.filter((line) => line.includes('status="405"'))).toHaveLength(1);
  });
});
