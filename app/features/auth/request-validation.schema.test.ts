import { describe, expect, it } from "vitest";
import { createRequestValidationSchema, toValidationStatus } from "./request-validation.schema";

const t = (key: string) => key;
const messages = (result: { error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) =>
  result.error?.issues.map((issue) => [issue.path.join("."), issue.message]) ?? [];

/** A valid EFN: 15 digits, the country code at positions 3–5, a Luhn check digit. */
function efn(country: "276" | "040" | "756", body = "123456789") {
  const partial = `80${country}${body}`;
  for (let check = 0; check <= 9; check += 1) {
    const digits = `${partial}${check}`;
    let sum = 0;
    for (let i = 0; i < 15; i += 1) {
      let digit = Number(digits[14 - i]);
      if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
      sum += digit;
    }
    if (sum % 10 === 0) return digits;
  }
  throw new Error("unreachable");
}

const professions = ["DOCTOR", "NURSE", "MEDICAL_STUDENT", "PHARMACIST"];
const uuid = "0b9e8d7c-6f5a-4e3d-8c2b-1a0f9e8d7c6b";

describe("request validation (spec §5)", () => {
  const de = createRequestValidationSchema(t, { country: "DE", professions });
  const withBypass = createRequestValidationSchema(t, {
    country: "DE",
    professions,
    isBypass: (value) => value === "999999999999999",
  });

  it("requires a profession from the list", () => {
    expect(messages(de.safeParse({ validation_file: uuid }))).toEqual([
      ["profession", "validation:required"],
    ]);
    expect(messages(de.safeParse({ profession: "PILOT", validation_file: uuid }))).toEqual([
      ["profession", "validation:invalid_choice"],
    ]);
  });

  it.each(["276", "040", "756"] as const)(
    "accepts a valid EFN with country code %s for a doctor in DE",
    (code) => {
      const value = efn(code);
      expect(de.safeParse({ profession: "DOCTOR", efn: value }).data).toEqual({
        profession: "DOCTOR",
        efn: value,
        validation_file: undefined,
      });
    },
  );

  it("rejects a wrong check digit, a wrong country code, 14 and 16 digits and letters with 'Ungültige EFN'", () => {
    const good = efn("276");
    const wrongCheck = good.slice(0, 14) + ((Number(good[14]) + 1) % 10);
    const wrongCountry = `80123${good.slice(5)}`;
    for (const value of [wrongCheck, wrongCountry, good.slice(0, 14), `${good}0`, `80276abcdefghij`]) {
      expect(messages(de.safeParse({ profession: "DOCTOR", efn: value })), value).toEqual([
        ["efn", "validation:efn"],
      ]);
    }
  });

  it("accepts the bypass value only where the server knows it", () => {
    expect(withBypass.safeParse({ profession: "DOCTOR", efn: "999999999999999" }).success).toBe(true);
    expect(messages(de.safeParse({ profession: "DOCTOR", efn: "999999999999999" }))).toEqual([
      ["efn", "validation:efn"],
    ]);
  });

  it("requires the EFN or a file for a doctor in DE, and accepts either", () => {
    expect(messages(de.safeParse({ profession: "DOCTOR" }))).toEqual([
      ["efn", "validation:required"],
      ["validation_file", "validation:required"],
    ]);
    expect(de.safeParse({ profession: "DOCTOR", validation_file: uuid }).data).toEqual({
      profession: "DOCTOR",
      efn: undefined,
      validation_file: uuid,
    });
  });

  it("refuses both an EFN and a file (the EFN is disabled while a file is chosen)", () => {
    expect(messages(de.safeParse({ profession: "DOCTOR", efn: efn("276"), validation_file: uuid }))).toEqual([
      ["efn", "auth:request_validation.efn_or_file"],
    ]);
  });

  it("makes other professions upload, and drops an EFN they sent", () => {
    expect(messages(de.safeParse({ profession: "MEDICAL_STUDENT" }))).toEqual([
      ["validation_file", "validation:required"],
    ]);
    expect(messages(de.safeParse({ profession: "NURSE", efn: efn("276") }))).toEqual([
      ["validation_file", "validation:required"],
    ]);
    expect(de.safeParse({ profession: "NURSE", efn: "nonsense", validation_file: uuid }).data).toEqual({
      profession: "NURSE",
      efn: undefined,
      validation_file: uuid,
    });
  });

  it("makes doctors outside DE upload", () => {
    const at = createRequestValidationSchema(t, { country: "AT", professions });
    expect(messages(at.safeParse({ profession: "DOCTOR", efn: efn("040") }))).toEqual([
      ["validation_file", "validation:required"],
    ]);
    expect(at.safeParse({ profession: "DOCTOR", validation_file: uuid }).success).toBe(true);
  });

  it("trims the EFN and treats an empty one as not given", () => {
    const value = efn("276");
    expect(de.safeParse({ profession: "DOCTOR", efn: ` ${value} ` }).data?.efn).toBe(value);
    expect(
      de.safeParse({ profession: "DOCTOR", efn: "  ", validation_file: uuid }).data?.efn,
    ).toBeUndefined();
  });
});

describe("toValidationStatus", () => {
  it("knows the four statuses of spec 3.6", () => {
    expect(["ACCEPTED", "PENDING", "REJECTED", "EXPIRED"].map(toValidationStatus)).toEqual([
      "ACCEPTED",
      "PENDING",
      "REJECTED",
      "EXPIRED",
    ]);
    expect(toValidationStatus("UNKNOWN")).toBeNull();
    expect(toValidationStatus(null)).toBeNull();
  });
});
