import { describe, expect, it } from "vitest";
import { formatEuro } from "./money";

describe("formatEuro", () => {
  it("shows cents as euros, German by default (a no-break space before the sign)", () => {
    expect(formatEuro(19900)).toBe("199,00\u00a0€");
    expect(formatEuro(123456)).toBe("1.234,56\u00a0€");
    expect(formatEuro(5, "en")).toBe("€0.05");
  });
});
