import { describe, expect, it } from "vitest";
import { refreshValidationHref } from "./ValidationAlerts";

describe("refreshValidationHref", () => {
  it("opens the refresh dialog and returns to the current page with its query", () => {
    expect(refreshValidationHref("/home", "")).toBe("/refresh-validation?redirectTo=%2Fhome");
    expect(refreshValidationHref("/search/herz", "?page=2")).toBe(
      "/refresh-validation?redirectTo=%2Fsearch%2Fherz%3Fpage%3D2",
    );
  });
});
