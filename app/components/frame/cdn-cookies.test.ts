import { describe, expect, it } from "vitest";
import { cdnCookieRemovals } from "./cdn-cookies";

describe("cdnCookieRemovals", () => {
  it("expires the three CDN cookies on the /videos path", () => {
    const removals = cdnCookieRemovals("localhost");
    expect(removals).toHaveLength(3);
    for (const name of ["CloudFront-Policy", "CloudFront-Key-Pair-Id", "CloudFront-Signature"]) {
      expect(removals).toContain(`${name}=; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/videos`);
    }
  });

  it("also expires them for the site's domains, never for an IP address", () => {
    const removals = cdnCookieRemovals("www.fortbildung.example");
    expect(removals.filter((r) => r.startsWith("CloudFront-Policy="))).toEqual([
      "CloudFront-Policy=; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/videos",
      "CloudFront-Policy=; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/videos; Domain=www.fortbildung.example",
      "CloudFront-Policy=; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/videos; Domain=fortbildung.example",
    ]);
    expect(cdnCookieRemovals("127.0.0.1")).toHaveLength(3);
  });
});
