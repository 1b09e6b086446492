import { describe, expect, it } from "vitest";

process.env.GRAPHQL_URL ??= "http://127.0.0.1:4000/graphql";
process.env.SESSION_SECRET ??= "unit-test-secret-unit-test-secret-123";
const { applyDraftRules } = await import("./register.server");

describe("registration draft rules (spec 3.2)", () => {
  const doctor = {
    profession: "DOCTOR",
    country: "DE",
    efn: "802760001112225",
    field_id: "4",
    fieldSubscriptions: ["4", "9"],
  };

  it("clears the EFN when the profession leaves DOCTOR or the country leaves DE", () => {
    expect(applyDraftRules(doctor, { profession: "NURSE" }).efn).toBeUndefined();
    expect(applyDraftRules(doctor, { country: "AT" }).efn).toBeUndefined();
    expect(applyDraftRules(doctor, { employment: "CLINIC" }).efn).toBe("802760001112225");
  });

  it("replaces the previous main field in the followed list", () => {
    expect(applyDraftRules(doctor, { field_id: "22" }).fieldSubscriptions).toEqual(["22", "9"]);
    expect(applyDraftRules(doctor, { field_id: "9" }).fieldSubscriptions).toEqual(["9"]);
  });
});
