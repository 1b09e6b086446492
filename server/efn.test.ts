import { describe, expect, it } from "vitest";
import { isValidEfn } from "./efn.ts";
import { DEMO_USERS } from "./seed/index.ts";

describe("isValidEfn", () => {
  it("accepts the demo doctor's EFN", () => {
    const efn = DEMO_USERS.find((u) => u.email === "arzt@example.com")?.efn ?? "";
    expect(efn.slice(2, 5)).toBe("276");
    expect(isValidEfn(efn)).toBe(true);
  });

  it("rejects a wrong check digit, a wrong country code or a wrong length", () => {
    expect(isValidEfn("802761234500005")).toBe(false);
    expect(isValidEfn("801231234500004")).toBe(false);
    expect(isValidEfn("80276123450000")).toBe(false);
    expect(isValidEfn("80276123450000x")).toBe(false);
  });
});
