import { describe, expect, it } from "vitest";
import { linkTo, searchPath } from "./links";

describe("linkTo (spec 2.1)", () => {
  it.each([
    ["Channel", "/channel/kardiologie-aktuell"],
    ["Field", "/fachgebiete/kardiologie-aktuell"],
    ["Livestream", "/live/kardiologie-aktuell"],
    ["Tag", "/tag/kardiologie-aktuell"],
    ["Vod", "/video/kardiologie-aktuell"],
    ["Event", "/event/kardiologie-aktuell"],
    ["Short", "/short/kardiologie-aktuell"],
    ["LandingPage", "/kardiologie-aktuell"],
  ] as const)("links a %s to %s", (type, path) => {
    expect(linkTo({ type, slug: "kardiologie-aktuell" })).toBe(path);
  });
});

describe("searchPath", () => {
  it("encodes the trimmed term", () => {
    expect(searchPath("  Herzinsuffizienz Ödem ")).toBe("/search/Herzinsuffizienz%20%C3%96dem");
    expect(searchPath("a/b")).toBe("/search/a%2Fb");
  });
});
