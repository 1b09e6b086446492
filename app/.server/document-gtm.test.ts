import { describe, expect, it } from "vitest";

process.env.GRAPHQL_URL ??= "http://127.0.0.1:4000/graphql";
process.env.SESSION_SECRET ??= "unit-test-secret-unit-test-secret-123";
const { contentSecurityPolicy } = await import("./document");

describe("content security policy and the tag manager (spec §7)", () => {
  it("allows no tag manager unless one is configured", () => {
    expect(contentSecurityPolicy("n", { tagManager: false })).not.toContain("googletagmanager");
  });

  it("allows the tag manager's script, images and beacons when configured", () => {
    const policy = contentSecurityPolicy("n", { tagManager: true });
    const directive = (name: string) => policy.split("; ").find((part) => part.startsWith(`${name} `)) ?? "";
    expect(directive("script-src")).toContain("'nonce-n' 'strict-dynamic'");
    expect(directive("script-src")).toContain("https://www.googletagmanager.com");
    expect(directive("img-src")).toContain("https://www.googletagmanager.com");
    expect(directive("connect-src")).toContain("https://www.google-analytics.com");
  });
});
