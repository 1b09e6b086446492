import { describe, expect, it } from "vitest";
import { HOSTILE_REDIRECTS, isSameSiteLocation } from "../../tests/fixtures/hostile-redirects";
import { safeRedirect } from "./redirect";

describe("safeRedirect", () => {
  it("keeps same-site paths with their query and fragment", () => {
    expect(safeRedirect("/fachgebiete/kardiologie?x=1")).toBe("/fachgebiete/kardiologie?x=1");
    expect(safeRedirect("/video/abc?t=01:30#quellen")).toBe("/video/abc?t=01:30#quellen");
    expect(safeRedirect("/")).toBe("/");
  });

  it("normalises dot segments and encodes what a header cannot carry", () => {
    expect(safeRedirect("/a/./b/../c")).toBe("/a/c");
    expect(safeRedirect("/suche/Über Herz")).toBe("/suche/%C3%9Cber%20Herz");
    expect(safeRedirect("/x?q=ärztin")).toBe("/x?q=%C3%A4rztin");
  });

  it("uses the given fallback", () => {
    expect(safeRedirect(undefined, "/")).toBe("/");
    expect(safeRedirect("//evil.example", "/fachgebiete")).toBe("/fachgebiete");
  });

  it.each(HOSTILE_REDIRECTS.map((value) => [JSON.stringify(value), value]))(
    "never leaves the site for %s",
    (_label, value) => {
      const target = safeRedirect(value, "/home");
      expect(isSameSiteLocation(target), target).toBe(true);
    },
  );

  it("refuses the reported values outright", () => {
    for (const value of ["/\t/evil.example", "/\n/evil.example", "/\r/evil.example", "/.//evil.example"]) {
      expect(safeRedirect(value)).toBe("/home");
    }
  });
});
