import { describe, expect, it } from "vitest";

process.env.GRAPHQL_URL ??= "http://127.0.0.1:4000/graphql";
process.env.SESSION_SECRET ??= "unit-test-secret-unit-test-secret-123";
const { forwardedHeaders, isPaymentAddress, upstreamAddress } = await import("./api-forward");
const { contentSecurityPolicy } = await import("./document");

// Decision 032: with the forward the upstream's public routes are the site's own.

const upstreamOrigin = "http://127.0.0.1:4000";
const forward = { forwardPath: "/demo-api", upstreamOrigin, paymentOrigin: undefined };
const direct = { forwardPath: undefined, upstreamOrigin, paymentOrigin: undefined };
/** A request as the front server builds it: on the origin the browser asked for. */
const at = (origin: string) =>
  new Request(`${origin}/registration/ekg-intensivkurs?step=3`, { method: "POST" });

describe("the site's origin for the upstream", () => {
  it("is told under the forward, as the browser asked for it", () => {
    expect(forwardedHeaders(at("https://cme.example"), forward)).toEqual({
      "X-Forwarded-Host": "cme.example",
      "X-Forwarded-Proto": "https",
    });
    expect(forwardedHeaders(at("http://192.168.1.5:3000"), forward)).toEqual({
      "X-Forwarded-Host": "192.168.1.5:3000",
      "X-Forwarded-Proto": "http",
    });
  });

  it("is not told to an upstream without the forward", () => {
    expect(forwardedHeaders(at("https://cme.example"), direct)).toEqual({});
  });
});

describe("an upload ticket's address, as the app reaches it", () => {
  it("goes straight to the upstream when it names the forward on this site", () => {
    expect(upstreamAddress("https://cme.example/demo-api/uploads", at("https://cme.example"), forward)).toBe(
      "http://127.0.0.1:4000/uploads",
    );
  });

  it("stays as it is anywhere else (another host, no forward, a storage of its own)", () => {
    expect(upstreamAddress("https://evil.example/demo-api/uploads", at("https://cme.example"), forward)).toBe(
      "https://evil.example/demo-api/uploads",
    );
    expect(upstreamAddress("https://bucket.s3.example/", at("https://cme.example"), forward)).toBe(
      "https://bucket.s3.example/",
    );
    expect(upstreamAddress("http://127.0.0.1:4000/uploads", at("https://cme.example"), direct)).toBe(
      "http://127.0.0.1:4000/uploads",
    );
  });
});

describe("where a checkout may send the browser", () => {
  it("under the forward: the payment pages on this site, nothing else", () => {
    const request = at("https://cme.example");
    expect(
      isPaymentAddress("https://cme.example/demo-api/checkout/tr_0123456789abcdef", request, forward),
    ).toBe(true);
    for (const address of [
      "http://127.0.0.1:4000/checkout/tr_0123456789abcdef",
      "https://cme.example/logout",
      "https://cme.example/demo-api/outbox",
      "https://evil.example/demo-api/checkout/tr_0123456789abcdef",
      "not an address",
    ]) {
      expect(isPaymentAddress(address, request, forward), address).toBe(false);
    }
  });

  it("without the forward: the upstream's origin; with PAYMENT_ORIGIN: that one only", () => {
    const request = at("https://cme.example");
    expect(isPaymentAddress("http://127.0.0.1:4000/checkout/tr_1", request, direct)).toBe(true);
    const provider = { ...forward, paymentOrigin: "https://pay.example" };
    expect(isPaymentAddress("https://pay.example/checkout/1", request, provider)).toBe(true);
    expect(isPaymentAddress("https://cme.example/demo-api/checkout/tr_1", request, provider)).toBe(false);
  });
});

describe("the content security policy under the forward", () => {
  it("allows media, uploads and the payment page on this site only: the upstream's own origin no longer", () => {
    const policy = contentSecurityPolicy("n", { tagManager: false, forwarded: true });
    const directive = (name: string) => policy.split("; ").find((part) => part.startsWith(`${name} `));
    expect(directive("img-src")).toBe("img-src 'self' data: blob:");
    expect(directive("media-src")).toBe("media-src 'self' blob:");
    expect(directive("connect-src")).not.toContain("127.0.0.1");
    expect(directive("form-action")).toBe("form-action 'self'");
    expect(policy).not.toContain(upstreamOrigin);
  });
});
