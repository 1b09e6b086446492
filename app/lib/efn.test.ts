import { describe, expect, it } from "vitest";
import { efnApplies, isValidEfn } from "./efn";

// Check digits worked out by hand (Luhn from the right: every second digit doubled, 9 subtracted
// above 9, the sum divisible by 10), e.g. 802761234567896: 6+9+8+5+6+1+4+6+2+2+6+5+2+0+8 = 70.
const VALID = ["802761234567896", "800401234567891", "807561234567895", "802760003334447"];

describe("EFN (spec §5)", () => {
  it.each(VALID)("accepts %s", (efn) => {
    expect(isValidEfn(efn)).toBe(true);
  });

  it.each(["802761234567890", "802761234567897", "800401234567892", "807561234567899"])(
    "rejects the wrong check digit in %s",
    (efn) => {
      expect(isValidEfn(efn)).toBe(false);
    },
  );

  it("rejects a country code other than 276, 040 and 756", () => {
    // Luhn-valid but with 250 (France) in positions 3-5.
    expect(isValidEfn("802501234567896")).toBe(false);
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
