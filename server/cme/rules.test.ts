import { describe, expect, it } from "vitest";
import { accreditationValid, passed, presenceCredit, score, watchedCredit } from "./rules.ts";

describe("scoring", () => {
  const key = Object.fromEntries(Array.from({ length: 10 }, (_, i) => [`q${i}`, i % 5]));
  const answering = (correct: number) =>
    Object.fromEntries(
      Object.entries(key).map(([q, right], i) => [q, i < correct ? right : (right + 1) % 5]),
    );

  it("fails with 6 of 10 and passes with 7 and 10", () => {
    expect(passed(score(answering(6), key))).toBe(false);
    expect(score(answering(7), key)).toBe(7);
    expect(passed(score(answering(7), key))).toBe(true);
    expect(score(answering(10), key)).toBe(10);
    expect(passed(10)).toBe(true);
  });

  it("counts unanswered questions as wrong", () => {
    const { q0: _skipped, ...rest } = answering(10);
    expect(score(rest, key)).toBe(9);
  });
});

describe("watched time", () => {
  it("credits what was played at normal speed", () => {
    expect(watchedCredit(10, 10)).toBe(10);
    expect(watchedCredit(9, 10)).toBe(9);
  });
  it("credits nothing for moving back, standing still or a jump to the end", () => {
    expect(watchedCredit(-30, 10)).toBe(0);
    expect(watchedCredit(0, 10)).toBe(0);
    expect(watchedCredit(600, 10)).toBe(0);
  });
  it("credits wall time, not position, when played faster, and at most one report's worth", () => {
    expect(watchedCredit(20, 10)).toBe(12);
    expect(watchedCredit(100, 600)).toBe(30);
  });
  it("counts live presence only between heartbeats in time", () => {
    expect(presenceCredit(30)).toBe(30);
    expect(presenceCredit(45)).toBe(45);
    expect(presenceCredit(46)).toBe(0);
    expect(presenceCredit(0)).toBe(0);
  });
});

describe("accreditation", () => {
  it("is valid from its first to its last day", () => {
    const now = new Date("2026-06-30T23:00:00Z");
    expect(accreditationValid("2026-01-01", "2026-06-30", now)).toBe(true);
    expect(accreditationValid("2026-07-01", "2027-06-30", now)).toBe(false);
    expect(accreditationValid("2025-01-01", "2026-06-29", now)).toBe(false);
    expect(accreditationValid(null, null, now)).toBe(false);
  });
});
