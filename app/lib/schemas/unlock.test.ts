import { describe, expect, it } from "vitest";
import { createUnlockSchema } from "./unlock";

const t = (key: string) => key;

describe("unlock schema", () => {
  const schema = createUnlockSchema(t);

  it("needs a code", () => {
    const result = schema.safeParse({ code: "   " });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe("validation:required");
  });

  it("trims the code and bounds its length", () => {
    expect(schema.parse({ code: " DEMO-2026 " }).code).toBe("DEMO-2026");
    expect(schema.safeParse({ code: "x".repeat(65) }).success).toBe(false);
  });
});
