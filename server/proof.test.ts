import { afterEach, describe, expect, it } from "vitest";
import { isValidEfn } from "./efn.ts";
import { efnBypass, isAcceptedEfn } from "./proof.ts";

describe("EFN rules", () => {
  it.each([
    ["276", "802761234500004"],
    ["040", "800409876543211"],
    ["756", "807561111222234"],
  ])("accepts a valid Luhn number with country code %s", (_code, efn) => {
    expect(isValidEfn(efn)).toBe(true);
    // Any other last digit breaks the checksum.
    for (let digit = 0; digit < 10; digit += 1) {
      const changed = efn.slice(0, 14) + digit;
      if (changed !== efn) expect(isValidEfn(changed), changed).toBe(false);
    }
  });

  it.each([
    ["a country code outside 276/040/756", "801231234500004"],
    ["the country code at positions 2-4", "276012345000004"],
    ["14 digits", "80276123450000"],
    ["16 digits", "8027612345000040"],
    ["letters", "80276abc4500004"],
    ["spaces inside", "80276 234500004"],
    ["nothing", ""],
  ])("refuses %s", (_label, efn) => {
    expect(isValidEfn(efn)).toBe(false);
  });
});

describe("EFN bypass", () => {
  const previous = process.env.EFN_BYPASS;
  afterEach(() => {
    if (previous === undefined) delete process.env.EFN_BYPASS;
    else process.env.EFN_BYPASS = previous;
  });

  it("accepts no value without the checksum unless the operator sets one", () => {
    delete process.env.EFN_BYPASS;
    expect(efnBypass()).toBeUndefined();
    expect(isAcceptedEfn("999999999999999")).toBe(false);
    expect(isAcceptedEfn("")).toBe(false);
    process.env.EFN_BYPASS = "";
    expect(isAcceptedEfn("")).toBe(false);
  });

  it("accepts the set value, which fails the checksum", () => {
    process.env.EFN_BYPASS = "999999999999999";
    expect(isValidEfn("999999999999999")).toBe(false);
    expect(isAcceptedEfn("999999999999999")).toBe(true);
    expect(isAcceptedEfn("999999999999998")).toBe(false);
  });

  it("takes the value from EFN_BYPASS", () => {
    process.env.EFN_BYPASS = "000000000000000";
    expect(isAcceptedEfn("000000000000000")).toBe(true);
    expect(isAcceptedEfn("999999999999999")).toBe(false);
    expect(isAcceptedEfn("802761234500004")).toBe(true);
  });
});
