import { describe, expect, it } from "vitest";
import { hashPassword, hashPasswordSync, verifyPassword } from "./passwords.ts";

describe("passwords", () => {
  it("stores scrypt$N$r$p$salt$hash with a fresh salt each time", async () => {
    const a = await hashPassword("fortbildung2026");
    const b = hashPasswordSync("fortbildung2026");
    expect(a).toMatch(/^scrypt\$16384\$8\$1\$[\w-]{22}\$[\w-]{86}$/);
    expect(a).not.toBe(b);
    expect(a).not.toContain("fortbildung2026");
  });

  it("verifies the right password only", async () => {
    const stored = await hashPassword("geheim-123");
    expect(await verifyPassword("geheim-123", stored)).toBe(true);
    expect(await verifyPassword("geheim-124", stored)).toBe(false);
    expect(await verifyPassword("geheim-123", "bcrypt$whatever")).toBe(false);
  });
});
