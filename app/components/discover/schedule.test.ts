import { describe, expect, it } from "vitest";
import { formatTimeRange } from "./schedule";

describe("formatTimeRange", () => {
  it("shows the Berlin times of a stream within one day", () => {
    // 13:00Z is 14:00 in Berlin in winter.
    expect(formatTimeRange("2026-11-24T13:00:00.000Z", "2026-11-24T14:30:00.000Z", "de")).toBe(
      "14:00–15:30 Uhr",
    );
    expect(formatTimeRange("2026-11-24T13:00:00.000Z", "2026-11-24T14:30:00.000Z", "en")).toBe("14:00–15:30");
  });
  it("names the end day of a stream that runs past midnight or for days", () => {
    expect(formatTimeRange("2026-11-22T02:15:00.000Z", "2026-12-22T02:25:00.000Z", "de")).toBe(
      "03:15 Uhr – 22. Dez. 2026, 03:25 Uhr",
    );
    expect(formatTimeRange("2026-11-22T02:15:00.000Z", "2026-12-22T02:25:00.000Z", "en")).toBe(
      "03:15 – 22 Dec 2026, 03:25",
    );
  });
});
