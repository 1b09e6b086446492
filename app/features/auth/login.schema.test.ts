import { describe, expect, it } from "vitest";
import { createLoginSchema } from "./login.schema";

const t = (key: string, values?: Record<string, unknown>) =>
  values ? `${key}:${JSON.stringify(values)}` : key;
const schema = createLoginSchema(t);

describe("login schema (spec §5)", () => {
  it("accepts a valid email and any non-empty password", () => {
    expect(schema.safeParse({ email: " arzt@example.com ", password: " x " }).data).toEqual({
      email: "arzt@example.com",
      password: " x ",
    });
  });

  it("requires both fields", () => {
    const issues = schema.safeParse({}).error?.issues.map((issue) => [issue.path[0], issue.message]);
    expect(issues).toEqual([
      ["email", "validation:required"],
      ["password", "validation:required"],
    ]);
  });

  it.each(["no-at-sign", "a@b", "a b@example.com", "jürgen@example.com", "@example.com"])(
    "rejects %s",
    (email) => {
      expect(schema.safeParse({ email, password: "x" }).error?.issues[0]?.message).toBe("validation:email");
    },
  );

  it("accepts umlauts in the domain part only", () => {
    expect(schema.safeParse({ email: "info@müller.de", password: "x" }).success).toBe(true);
  });

  it("limits the email to 255 characters", () => {
    const email = `${"a".repeat(250)}@example.com`;
    expect(schema.safeParse({ email, password: "x" }).error?.issues[0]?.message).toBe(
      'validation:max_length:{"length":255}',
    );
  });
});
