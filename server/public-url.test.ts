import { describe, expect, it } from "vitest";
import { forwardedOrigin, publicAddress, publicBases } from "./public-url.ts";

const request = (headers: Record<string, string> = {}) =>
  new Request("http://127.0.0.1:4000/graphql", { method: "POST", headers });
const behindApp = { forwardPath: "/demo-api", defaultSiteUrl: "http://localhost:3000" };

describe("forwardedOrigin", () => {
  it("reads the site the app names: host with its port, scheme", () => {
    const headers = new Headers({ "X-Forwarded-Host": "192.168.1.5:3000", "X-Forwarded-Proto": "http" });
    expect(forwardedOrigin(headers)).toBe("http://192.168.1.5:3000");
    expect(
      forwardedOrigin(new Headers({ "X-Forwarded-Host": "cme.example:443", "X-Forwarded-Proto": "https" })),
    ).toBe("https://cme.example");
    expect(
      forwardedOrigin(new Headers({ "X-Forwarded-Host": "[::1]:3000", "X-Forwarded-Proto": "http" })),
    ).toBe("http://[::1]:3000");
    // Several proxies: the first entry is the browser's.
    expect(
      forwardedOrigin(
        new Headers({ "X-Forwarded-Host": "cme.example, app:3000", "X-Forwarded-Proto": "https, http" }),
      ),
    ).toBe("https://cme.example");
  });

  it("takes nothing that would put more than a host into an address", () => {
    for (const host of [
      "evil.example/path",
      "user@evil.example",
      "evil.example:3000:1",
      "",
      "evil example",
      "-x.example",
    ]) {
      expect(
        forwardedOrigin(new Headers({ "X-Forwarded-Host": host, "X-Forwarded-Proto": "https" })),
        host,
      ).toBeNull();
    }
    expect(
      forwardedOrigin(new Headers({ "X-Forwarded-Host": "cme.example", "X-Forwarded-Proto": "javascript" })),
    ).toBeNull();
    expect(forwardedOrigin(new Headers({ "X-Forwarded-Host": "cme.example" }))).toBeNull();
  });
});

describe("publicBases", () => {
  it("behind the app: the API's routes under the forward path at the site the browser sees, the site itself", () => {
    const bases = publicBases(
      request({ "X-Forwarded-Host": "cme.example", "X-Forwarded-Proto": "https" }),
      behindApp,
    );
    expect(bases).toEqual({ publicUrl: "https://cme.example/demo-api", siteUrl: "https://cme.example" });
  });

  it("an operator's API_PUBLIC_URL and SITE_URL win over what the app says", () => {
    const bases = publicBases(request({ "X-Forwarded-Host": "evil.example", "X-Forwarded-Proto": "https" }), {
      ...behindApp,
      publicUrl: "https://media.cme.example",
      siteUrl: "https://cme.example",
    });
    expect(bases).toEqual({ publicUrl: "https://media.cme.example", siteUrl: "https://cme.example" });
  });

  it("not behind the app, forwarded headers count for nothing: the request's own origin and the default site", () => {
    const forwarded = request({ "X-Forwarded-Host": "evil.example", "X-Forwarded-Proto": "https" });
    expect(publicBases(forwarded, { defaultSiteUrl: "http://localhost:3000" })).toEqual({
      publicUrl: "http://127.0.0.1:4000",
      siteUrl: "http://localhost:3000",
    });
    // Behind the app, a caller that names no site (a test, the provider's webhook) gets the same.
    expect(publicBases(request(), behindApp)).toEqual({
      publicUrl: "http://127.0.0.1:4000",
      siteUrl: "http://localhost:3000",
    });
  });
});

describe("publicAddress", () => {
  it("keeps the base's path, and absolute addresses as they are", () => {
    expect(publicAddress("/videos/t/video.mp4", "https://cme.example/demo-api")).toBe(
      "https://cme.example/demo-api/videos/t/video.mp4",
    );
    expect(publicAddress("/uploads", "http://127.0.0.1:4000/")).toBe("http://127.0.0.1:4000/uploads");
    expect(publicAddress("https://cdn.example/a.svg", "https://cme.example/demo-api")).toBe(
      "https://cdn.example/a.svg",
    );
  });
});
