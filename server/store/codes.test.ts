import { describe, expect, it } from "vitest";
import { openDatabase } from "../db.ts";
import { CODE_LIFETIME_MINUTES, CODE_MAX_ATTEMPTS, createCodeStore } from "./codes.ts";

// The code store on a database of its own: what it keeps, which only the storage shows.

const at = new Date("2026-03-01T10:00:00.000Z");
const minutesLater = (minutes: number) => new Date(at.getTime() + minutes * 60_000);

function store() {
  const db = openDatabase(":memory:");
  return { db, codes: createCodeStore(db) };
}

describe("codes", () => {
  it("stores only the code's hash", () => {
    const { db, codes } = store();
    const code = codes.issue("neu@example.com", "registration", at);
    const rows = db.prepare("SELECT * FROM codes WHERE email = ?").all("neu@example.com");
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(code);
  });

  it(`lives ${CODE_LIFETIME_MINUTES} minutes`, () => {
    const { codes } = store();
    const code = codes.issue("neu@example.com", "registration", at);
    expect(
      codes.verify("neu@example.com", "registration", code, minutesLater(CODE_LIFETIME_MINUTES - 1)),
    ).not.toBeNull();
    expect(
      codes.verify("neu@example.com", "registration", code, minutesLater(CODE_LIFETIME_MINUTES)),
    ).toBeNull();
  });

  it(`dies after ${CODE_MAX_ATTEMPTS} wrong tries, and only counts tries of live codes`, () => {
    const { codes } = store();
    const code = codes.issue("neu@example.com", "password_reset", at);
    const wrong = code === "000000" ? "000001" : "000000";
    for (let i = 0; i < CODE_MAX_ATTEMPTS; i += 1)
      expect(codes.verify("neu@example.com", "password_reset", wrong, at)).toBeNull();
    expect(codes.verify("neu@example.com", "password_reset", code, at)).toBeNull();
  });

  it("is bound to its address and purpose, and used once", () => {
    const { codes } = store();
    const code = codes.issue("neu@example.com", "registration", at);
    expect(codes.verify("andere@example.com", "registration", code, at)).toBeNull();
    expect(codes.verify("neu@example.com", "password_reset", code, at)).toBeNull();
    const id = codes.verify("neu@example.com", "registration", code, at)!;
    expect(codes.consume(id, at)).toBe(true);
    expect(codes.consume(id, at)).toBe(false);
  });
});
