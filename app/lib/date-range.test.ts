import { describe, expect, it } from "vitest";
import { formatDateRange } from "./date-range";

describe("formatDateRange (Europe/Berlin)", () => {
  it("is compact within a month", () => {
    expect(formatDateRange("2026-11-12T08:00:00Z", "2026-11-14T17:00:00Z", "de")).toBe("12.–14. Nov. 2026");
    expect(formatDateRange("2026-11-12T08:00:00Z", "2026-11-14T17:00:00Z", "en")).toBe("12–14 Nov 2026");
  });
  it("names both months or years when they differ", () => {
    expect(formatDateRange("2026-10-30T08:00:00Z", "2026-11-02T17:00:00Z", "de")).toBe(
      "30. Okt. – 02. Nov. 2026",
    );
    expect(formatDateRange("2026-12-30T08:00:00Z", "2027-01-02T17:00:00Z", "de")).toBe(
      "30. Dez. 2026 – 02. Jan. 2027",
    );
  });
  it("shows one day for a one-day event, counted in Berlin time", () => {
    expect(formatDateRange("2026-11-12T08:00:00Z", "2026-11-12T17:00:00Z", "de")).toBe("12. Nov. 2026");
    // 23:30 UTC on the 11th is already the 12th in Berlin.
    expect(formatDateRange("2026-11-11T23:30:00Z", "2026-11-12T17:00:00Z", "de")).toBe("12. Nov. 2026");
  });
});
