import { describe, expect, it } from "vitest";
import { efnWithCheckDigit } from "../../tests/fixtures/efn";
import { efnApplies, isValidEfn } from "./efn";

/** Appends the Luhn check digit to 14 digits. */
function withCheckDigit(first14: string): string {
  for (let digit = 0; digit <= 9; digit += 1) {
    if (isValidEfn(first14 + digit)) return first14 + digit;
  }
  throw new Error("no check digit");
}

describe("EFN (spec §5)", () => {
  it.each(["276", "040", "756"])("accepts a valid number with country code %s", (code) => {
    expect(isValidEfn(withCheckDigit(`80${code}123456789`))).toBe(true);
  });

  it("rejects a wrong check digit", () => {
    const valid = withCheckDigit("80276123456789");
    const wrong = valid.slice(0, 14) + ((Number(valid[14]) + 1) % 10);
    expect(isValidEfn(wrong)).toBe(false);
  });

  it("rejects a country code other than 276, 040 and 756", () => {
    // Luhn-valid but with 250 (France) in positions 3-5.
    expect(isValidEfn(efnWithCheckDigit("80250123456789"))).toBe(false);
  });

  it.each(["80276123456789", "8027612345678900", "80276abc4567890", " 802761234567890", ""])(
    "rejects %j",
    (value) => {
      expect(isValidEfn(value)).toBe(false);
    },
  );

  it("offers the EFN only to doctors in Germany", () => {
    expect(efnApplies("DOCTOR", "DE")).toBe(true);
    expect(efnApplies("DOCTOR", "AT")).toBe(false);
    expect(efnApplies("NURSE", "DE")).toBe(false);
  });
});
