import { describe, expect, it } from "vitest";
import {
  accreditationValid,
  earnsHere,
  passed,
  presenceCredit,
  score,
  spend,
  watchedCredit,
} from "./rules.ts";

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
  /** Reports at `[wall ms, position]`, the first one opening the run; answers the seconds earned. */
  function run(reports: [number, number][]): number {
    const [[firstAt, firstPosition] = [0, 0], ...rest] = reports;
    let last = { at: firstAt, position: firstPosition, creditedUntil: firstAt };
    let earned = 0;
    for (const [at, position] of rest) {
      const credit = watchedCredit({
        delta: position - last.position,
        sinceLast: (at - last.at) / 1000,
        now: at,
        creditedUntil: last.creditedUntil,
      });
      earned += credit.seconds;
      last = { at, position, creditedUntil: credit.creditedUntil };
    }
    return earned;
  }
  const every = (count: number, wallMs: number, step: number, from: [number, number] = [0, 0]) =>
    Array.from({ length: count }, (_, i): [number, number] => [from[0] + i * wallMs, from[1] + i * step]);

  it("credits what was played at normal speed", () => {
    expect(run(every(7, 10_000, 10))).toBe(60);
    expect(
      run([
        [0, 0],
        [10_000, 9],
      ]),
    ).toBe(9);
  });
  it("credits a report that arrives a little early, and its successor in full", () => {
    expect(
      run([
        [0, 0],
        [9_200, 10],
        [20_000, 20],
        [29_500, 30],
      ]),
    ).toBe(30);
  });
  it("credits nothing for moving back, standing still or a jump to the end", () => {
    expect(
      run([
        [0, 40],
        [10_000, 10],
      ]),
    ).toBe(0);
    expect(
      run([
        [0, 10],
        [10_000, 10],
      ]),
    ).toBe(0);
    expect(
      run([
        [0, 0],
        [10_000, 600],
      ]),
    ).toBe(0);
  });
  it("credits wall time, not position, when played faster, and at most one report's worth", () => {
    expect(run(every(7, 10_000, 20))).toBe(61);
    expect(
      run([
        [0, 0],
        [600_000, 100],
      ]),
    ).toBe(30);
  });
  it("never credits more than the wall time since the first report for reports back to back", () => {
    // 80 s of positions in 2 s, then rewound and posted again: 2 s of wall time, plus 1 s of slack.
    const burst = every(41, 25, 2);
    expect(run(burst)).toBeLessThanOrEqual(2);
    expect(run([...burst, [1_000, 0], ...every(41, 25, 2, [1_025, 0])])).toBeLessThanOrEqual(3);
    // A tab paused for ten minutes banks one report's worth, not ten minutes.
    expect(run([[0, 0], ...every(41, 25, 2, [600_000, 2])])).toBeLessThanOrEqual(31);
  });
  it("pays from one budget: a claim earns at most the wall time since it was last spent", () => {
    expect(spend(10, 10_000, 0)).toEqual({ seconds: 10, creditedUntil: 10_000 });
    // Another item claims at the same moment: only the second of slack is left.
    expect(spend(10, 10_000, 10_000)).toEqual({ seconds: 1, creditedUntil: 11_000 });
    // A live heartbeat that came late still earns its whole gap.
    expect(spend(45, 100_000, 0).seconds).toBe(45);
  });
  it("lets one item earn at a time: the one that keeps reporting, or the next after a switch", () => {
    const last = { content: 1, at: 20_000 };
    expect(earnsHere(null, 2, 0)).toBe(true);
    expect(earnsHere(last, 1, 10_000)).toBe(true);
    // Item 1 earned after item 2's previous report: both play at once.
    expect(earnsHere(last, 2, 10_000)).toBe(false);
    // Item 2 began after item 1's last report: a switch.
    expect(earnsHere(last, 2, 21_000)).toBe(true);
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
