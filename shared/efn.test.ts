import { describe, expect, it } from "vitest";
import { efnApplies, isValidEfn } from "./efn.ts";

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

  it.each([
    ["276", "802761234500004"],
    ["040", "800409876543211"],
    ["756", "807561111222234"],
  ])("accepts a valid Luhn number with country code %s, and no other last digit", (_code, efn) => {
    expect(isValidEfn(efn)).toBe(true);
    for (let digit = 0; digit < 10; digit += 1) {
      const changed = efn.slice(0, 14) + digit;
      if (changed !== efn) expect(isValidEfn(changed), changed).toBe(false);
    }
  });

  it.each([
    ["the country code at positions 2-4", "276012345000004"],
    ["spaces inside", "80276 234500004"],
  ])("refuses %s", (_label, efn) => {
    expect(isValidEfn(efn)).toBe(false);
  });
});
