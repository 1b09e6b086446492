import { describe, expect, it } from "vitest";
import deCommon from "../../../locales/de/common.json";
import { proofStepSchema, registerStepSchemas, TITLES } from "./register.schema";

const t = (key: string, values?: Record<string, unknown>) =>
  values ? `${key}:${JSON.stringify(values)}` : key;
const messages = (result: { error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [String(issue.path[0]), issue.message]));

describe("register step 1 (spec §5)", () => {
  const schema = registerStepSchemas[1](t);
  const account = (password: string, repeat = password) => ({
    email: "neu@example.com",
    password,
    password_repeat: repeat,
  });

  it("takes passwords of 8 to 255 characters", () => {
    expect(schema.safeParse(account("a".repeat(8))).success).toBe(true);
    expect(schema.safeParse(account("a".repeat(255))).success).toBe(true);
    expect(messages(schema.safeParse(account("a".repeat(7))))).toEqual({
      password: 'validation:min_length:{"length":8}',
    });
    expect(messages(schema.safeParse(account("a".repeat(256))))).toMatchObject({
      password: 'validation:max_length:{"length":255}',
    });
  });

  it("wants the repeat to be equal", () => {
    expect(messages(schema.safeParse(account("sicheres-passwort", "sicheres-passwurt")))).toEqual({
      password_repeat: "validation:passwords_mismatch",
    });
  });

  it("rejects a non-ASCII local part and addresses over 255 characters", () => {
    expect(
      messages(schema.safeParse({ ...account("sicheres-passwort"), email: "müller@example.com" })),
    ).toEqual({
      email: "validation:email",
    });
    const long = `${"a".repeat(244)}@example.com`; // 256 characters
    expect(messages(schema.safeParse({ ...account("sicheres-passwort"), email: long }))).toEqual({
      email: 'validation:max_length:{"length":255}',
    });
  });

  it("keeps a stored password when going back", () => {
    expect(
      registerStepSchemas[1](t, { keepPassword: true }).safeParse({ email: "neu@example.com" }).success,
    ).toBe(true);
  });
});

describe("register steps 2, 3 and 7", () => {
  it("requires gender and names, the title is optional", () => {
    const schema = registerStepSchemas[2](t);
    expect(schema.safeParse({ gender: "DIVERSE", first_name: "Kim", last_name: "Lang" }).success).toBe(true);
    expect(messages(schema.safeParse({ first_name: "", last_name: "x".repeat(256), title: "DOC" }))).toEqual({
      gender: "validation:required",
      title: "validation:invalid_choice",
      first_name: "validation:required",
      last_name: 'validation:max_length:{"length":255}',
    });
  });

  it("offers the titles a German user expects, Prof. Dr. and PD Dr. among them", () => {
    expect(TITLES.map((title) => deCommon.titles[title])).toEqual(["Dr.", "PD Dr.", "Prof.", "Prof. Dr."]);
    const schema = registerStepSchemas[2](t);
    const person = { gender: "MALE", first_name: "Jan", last_name: "Berg" };
    for (const title of TITLES) expect(schema.safeParse({ ...person, title }).success).toBe(true);
  });

  it("knows the countries", () => {
    const schema = registerStepSchemas[3](t);
    expect(schema.safeParse({ profession: "NURSE", employment: "CLINIC", country: "AT" }).success).toBe(true);
    expect(messages(schema.safeParse({ profession: "NURSE", employment: "CLINIC", country: "XX" }))).toEqual({
      country: "validation:invalid_choice",
    });
  });

  it("wants a 6-digit code and the terms", () => {
    const schema = registerStepSchemas[7](t);
    expect(schema.safeParse({ registrationCode: "123456", terms: "on" }).success).toBe(true);
    expect(messages(schema.safeParse({ registrationCode: "12345" }))).toEqual({
      registrationCode: "register:code_format",
      terms: "validation:required",
    });
  });
});

describe("register step 5, the proof", () => {
  const doctor = { profession: "DOCTOR", country: "DE" };
  it("wants an EFN or a file from a doctor in DE", () => {
    expect(messages(proofStepSchema(t, { ...doctor, hasFile: false }).safeParse({}))).toEqual({
      efn: "validation:required",
    });
    expect(proofStepSchema(t, { ...doctor, hasFile: true }).safeParse({}).success).toBe(true);
    expect(
      messages(proofStepSchema(t, { ...doctor, hasFile: false }).safeParse({ efn: "802761234567890" })),
    ).toEqual({
      efn: "validation:efn",
    });
  });

  it("accepts the operator's bypass value only where the server knows it", () => {
    const bypass = (efn: string) => efn === "999999999999999";
    expect(
      proofStepSchema(t, { ...doctor, hasFile: false, isBypass: bypass }).safeParse({
        efn: "999999999999999",
      }).success,
    ).toBe(true);
    expect(
      proofStepSchema(t, { ...doctor, hasFile: false }).safeParse({ efn: "999999999999999" }).success,
    ).toBe(false);
  });

  it("wants a file from everyone else, whatever EFN they type", () => {
    expect(
      messages(
        proofStepSchema(t, { profession: "NURSE", country: "DE", hasFile: false }).safeParse({ efn: "x" }),
      ),
    ).toEqual({
      validation_file: "validation:required",
    });
    expect(
      messages(proofStepSchema(t, { profession: "DOCTOR", country: "AT", hasFile: false }).safeParse({})),
    ).toEqual({
      validation_file: "validation:required",
    });
  });
});
