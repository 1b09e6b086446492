import { describe, expect, it } from "vitest";
import { isForeignOrigin } from "./app-server.mjs";

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
  });
  it("lets requests without Origin or Referer through (not sent by a browser form)", () => {
    expect(isForeignOrigin(request("POST", host))).toBe(false);
  });
});
