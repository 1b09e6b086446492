import { describe, expect, it } from "vitest";
import { formatTimestamp, isoDuration, parseStartTime } from "./start-time";

describe("parseStartTime", () => {
  it.each([
    ["00:30", 30],
    ["1:30", 90],
    ["12:34", 754],
    ["00:99", 99],
    ["1:02:03", 3723],
    ["90", 90],
    ["0", 0],
    [" 02:00 ", 120],
  ])("reads %j as %i seconds", (value, seconds) => {
    expect(parseStartTime(value)).toBe(seconds);
  });

  it.each([null, undefined, "", "abc", "-5", "1:2:3:4", "12:", ":30", "1.5", "30s", "99999999", "25:00:00"])(
    "refuses %j",
    (value) => {
      expect(parseStartTime(value)).toBeNull();
    },
  );
});

describe("formatTimestamp", () => {
  it.each([
    [0, "00:00"],
    [30, "00:30"],
    [90, "01:30"],
    [754.9, "12:34"],
    [3723, "1:02:03"],
    [-4, "00:00"],
  ])("writes %d as %s", (seconds, text) => {
    expect(formatTimestamp(seconds)).toBe(text);
  });

  it("round-trips through parseStartTime", () => {
    for (const seconds of [0, 59, 61, 599, 3599, 3600, 7322]) {
      expect(parseStartTime(formatTimestamp(seconds))).toBe(seconds);
    }
  });
});

describe("isoDuration", () => {
  it.each([
    [0, "PT0S"],
    [90, "PT1M30S"],
    [120, "PT2M"],
    [3723, "PT1H2M3S"],
  ])("writes %d as %s", (seconds, text) => {
    expect(isoDuration(seconds)).toBe(text);
  });
});
