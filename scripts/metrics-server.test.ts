import type { AddressInfo } from "node:net";
import { Counter, Registry } from "prom-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMetricsServer, metricsSettings } from "./metrics-server.mjs";

// Decision 031: the metrics endpoint answers /metrics only, GET only, and only with the token when
// one is set.

const registry = new Registry();
new Counter({ name: "example_total", help: "an example", registers: [registry] }).inc(3);
const server = createMetricsServer(registry, { token: "s3cret-metrics-token" });
let url = "";

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

describe("the metrics server", () => {
  it("answers the registry's text with the right token", async () => {
    const response = await fetch(`${url}/metrics`, {
      headers: { Authorization: "Bearer s3cret-metrics-token" },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe(registry.contentType);
    expect(await response.text()).toMatch(/^example_total 3$/m);
  });

  it("refuses a missing or wrong token, other methods and other paths", async () => {
    for (const authorization of [
      undefined,
      "Bearer wrong",
      "s3cret-metrics-token",
      "Basic s3cret-metrics-token",
      "Bearer",
    ]) {
      const response = await fetch(`${url}/metrics`, {
        headers: authorization ? { Authorization: authorization } : {},
      });
      expect(response.status).toBe(401);
      expect(await response.text()).not.toContain("example_total");
    }
    const token = { Authorization: "Bearer s3cret-metrics-token" };
    expect((await fetch(`${url}/metrics`, { method: "POST", headers: token })).status).toBe(405);
    expect((await fetch(`${url}/`, { headers: token })).status).toBe(404);
  });
});

describe("metricsSettings", () => {
  it("serves nothing without METRICS_PORT, and on the loopback interface by default", () => {
    expect(metricsSettings({})).toBeNull();
    expect(metricsSettings({ METRICS_PORT: "" })).toBeNull();
    expect(metricsSettings({ METRICS_PORT: "9464" })).toEqual({
      port: 9464,
      host: "127.0.0.1",
      token: undefined,
    });
    expect(metricsSettings({ METRICS_PORT: "9464", METRICS_HOST: "0.0.0.0", METRICS_TOKEN: "t" })).toEqual({
      port: 9464,
      host: "0.0.0.0",
      token: "t",
    });
  });

  it("refuses a port that is none, and a token with spaces (a bearer token has none)", () => {
    for (const port of ["abc", "-1", "70000", "9464x"])
      expect(() => metricsSettings({ METRICS_PORT: port })).toThrow(/METRICS_PORT/);
    expect(() => metricsSettings({ METRICS_PORT: "9464", METRICS_TOKEN: "two words" })).toThrow(
      /METRICS_TOKEN/,
    );
  });
});
