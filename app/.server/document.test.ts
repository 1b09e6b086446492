import { describe, expect, it } from "vitest";

process.env.GRAPHQL_URL ??= "http://127.0.0.1:4000/graphql";
process.env.SESSION_SECRET ??= "unit-test-secret-unit-test-secret-123";
const { contentSecurityPolicy, fallbackErrorDocument } = await import("./document");

describe("fallback error document", () => {
  it("is a plain page with a link home, in the visitor's language", () => {
    const german = fallbackErrorDocument("de");
    expect(german).toContain('<html lang="de">');
    expect(german).toContain('<a href="/">Zur Startseite</a>');
    expect(german).not.toContain("<script");
    expect(fallbackErrorDocument("en")).toContain("Go to the start page");
  });
});

describe("content security policy", () => {
  it("allows scripts only with the nonce and images from the upstream's media host", () => {
    const policy = contentSecurityPolicy("abc123");
    expect(policy).toContain("script-src 'nonce-abc123' 'strict-dynamic'");
    expect(policy).toContain("img-src 'self' data: blob: http://127.0.0.1:4000");
    const directives = Object.fromEntries(
      policy.split("; ").map((directive) => [directive.split(" ")[0], directive]),
    );
    // Inline scripts run only with the nonce; no plugins, no framing, forms post only here (and the
    // checkout's redirect to the payment provider, by default on the upstream's origin).
    expect(directives["script-src"]).not.toContain("'unsafe-inline'");
    expect(directives["object-src"]).toBe("object-src 'none'");
    expect(directives["frame-ancestors"]).toBe("frame-ancestors 'none'");
    expect(directives["form-action"]).toBe("form-action 'self' http://127.0.0.1:4000");
    expect(directives["base-uri"]).toBe("base-uri 'self'");
  });
});
