import { describe, expect, it } from "vitest";
import { createForgotPasswordRequestSchema, createResetPasswordSchema } from "./forgot-password.schema";

const t = (key: string, values?: Record<string, unknown>) =>
  values ? `${key}:${JSON.stringify(values)}` : key;
const messages = (result: { error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) =>
  result.error?.issues.map((issue) => [issue.path.join("."), issue.message]) ?? [];

describe("forgot password step 1 (spec §5)", () => {
  const schema = createForgotPasswordRequestSchema(t);

  it("accepts a valid email, trimmed", () => {
    expect(schema.safeParse({ email: " arzt@example.com " }).data).toEqual({ email: "arzt@example.com" });
  });

  it("requires the email", () => {
    expect(messages(schema.safeParse({}))).toEqual([["email", "validation:required"]]);
    expect(messages(schema.safeParse({ email: "  " }))[0]).toEqual(["email", "validation:required"]);
  });

  it.each(["no-at-sign", "a@b", "jürgen@example.com", "a b@example.com"])("rejects %s", (email) => {
    expect(messages(schema.safeParse({ email }))).toEqual([["email", "validation:email"]]);
  });

  it("limits the email to 255 characters", () => {
    const email = `${"a".repeat(244)}@example.com`;
    expect(email).toHaveLength(256);
    expect(messages(schema.safeParse({ email }))).toEqual([
      ["email", 'validation:max_length:{"length":255}'],
    ]);
    expect(schema.safeParse({ email: email.slice(1) }).success).toBe(true);
  });
});

describe("forgot password step 2 (spec §5)", () => {
  const schema = createResetPasswordSchema(t);
  const valid = { code: "123456", password: "geheim123", password_repeat: "geheim123" };

  it("accepts a 6-digit code and a matching password of 8 to 255 characters", () => {
    expect(schema.safeParse(valid).data).toEqual(valid);
    const longest = "x".repeat(255);
    expect(schema.safeParse({ ...valid, password: longest, password_repeat: longest }).success).toBe(true);
    expect(schema.safeParse({ ...valid, password: "12345678", password_repeat: "12345678" }).success).toBe(
      true,
    );
  });

  it("requires every field", () => {
    expect(messages(schema.safeParse({}))).toEqual([
      ["code", "validation:required"],
      ["password", "validation:required"],
      ["password_repeat", "validation:required"],
    ]);
  });

  it.each(["12345", "1234567", "12345a", "12 456", "１２３４５６"])(
    "rejects the code %j as 'Ungültiger Code'",
    (code) => {
      expect(messages(schema.safeParse({ ...valid, code }))).toEqual([
        ["code", "auth:forgot_password.invalid_code"],
      ]);
    },
  );

  it("accepts a code with surrounding spaces (pasted from the mail)", () => {
    expect(schema.safeParse({ ...valid, code: " 123456 " }).data?.code).toBe("123456");
  });

  it("rejects passwords shorter than 8 or longer than 255 characters", () => {
    expect(messages(schema.safeParse({ ...valid, password: "1234567", password_repeat: "1234567" }))).toEqual(
      [["password", 'validation:min_length:{"length":8}']],
    );
    const tooLong = "x".repeat(256);
    expect(messages(schema.safeParse({ ...valid, password: tooLong, password_repeat: tooLong }))).toEqual([
      ["password", 'validation:max_length:{"length":255}'],
      ["password_repeat", 'validation:max_length:{"length":255}'],
    ]);
  });

  it("keeps spaces in passwords and requires the repeat to be equal", () => {
    expect(
      schema.safeParse({ ...valid, password: " geheim12 ", password_repeat: " geheim12 " }).data?.password,
    ).toBe(" geheim12 ");
    expect(messages(schema.safeParse({ ...valid, password_repeat: "geheim124" }))).toEqual([
      ["password_repeat", "validation:passwords_mismatch"],
    ]);
  });
});
