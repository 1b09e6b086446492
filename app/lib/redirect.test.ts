import { describe, expect, it } from "vitest";
import { safeRedirect } from "./redirect";

describe("safeRedirect", () => {
  it("keeps same-site paths with their query", () => {
    expect(safeRedirect("/fachgebiete/kardiologie?x=1")).toBe("/fachgebiete/kardiologie?x=1");
  });
  it.each(["//evil.example", "/\\evil.example", "https://evil.example", "javascript:alert(1)", "", null, 5])(
    "refuses %s",
    (target) => {
      expect(safeRedirect(target)).toBe("/home");
    },
  );
  it("uses the given fallback", () => {
    expect(safeRedirect(undefined, "/")).toBe("/");
  });
});
