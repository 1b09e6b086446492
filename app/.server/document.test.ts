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
    expect(policy).not.toContain("unsafe-inline' 'nonce");
  });
});
