import { afterEach, describe, expect, it } from "vitest";
import { isValidEfn } from "../shared/efn.ts";
import { efnBypass, isAcceptedEfn } from "./proof.ts";
import { DEMO_USERS } from "./seed/index.ts";

describe("EFN rules", () => {
  // The checksum itself: shared/efn.test.ts.
  it("accepts the demo doctor's EFN", () => {
    const efn = DEMO_USERS.find((u) => u.email === "arzt@example.com")?.efn ?? "";
    expect(efn.slice(2, 5)).toBe("276");
    expect(isAcceptedEfn(efn)).toBe(true);
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
