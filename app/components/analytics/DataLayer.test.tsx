import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { TagManagerScript } from "./DataLayer";

describe("TagManagerScript", () => {
  it("loads the configured container with the response's nonce", () => {
    const html = renderToString(<TagManagerScript id="GTM-AB12CD" nonce="n0nce" />);
    expect(html).toContain('nonce="n0nce"');
    expect(html).toContain("https://www.googletagmanager.com/gtm.js?id=");
    expect(html).toContain('"GTM-AB12CD"');
    expect(html).toContain("dataLayer");
  });
});
