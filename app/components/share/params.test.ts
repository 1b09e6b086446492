import { describe, expect, it } from "vitest";
import { shareDialogHref } from "./params";

describe("shareDialogHref", () => {
  it("opens the dialog on the current page and keeps its other parameters", () => {
    expect(shareDialogHref("/video/a", "")).toBe("/video/a?dialog=share");
    expect(shareDialogHref("/video/a", "?t=01:00&dialog=unlock&share_t=12")).toBe(
      "/video/a?t=01%3A00&dialog=share",
    );
  });
});
