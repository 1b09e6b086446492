import { describe, expect, it } from "vitest";
import { formatTimeField, secondsToTimeField, timeDigits, timeFieldValue } from "./time-field";

describe("time field (spec §5)", () => {
  it("reads '1234' as 12:34 and 754 seconds", () => {
    expect(formatTimeField("1234")).toBe("12:34");
    expect(timeFieldValue("1234")).toBe(754);
  });

  it("does not bound the seconds at 60: '99' is 00:99 and 99", () => {
    expect(formatTimeField("99")).toBe("00:99");
    expect(timeFieldValue("99")).toBe(99);
  });

  it("keeps the last five digits: '123456' is '23456', 234:56 and 14096", () => {
    expect(timeDigits("123456")).toBe("23456");
    expect(formatTimeField("123456")).toBe("234:56");
    expect(timeFieldValue("123456")).toBe(234 * 60 + 56);
  });

  it("maps empty to null", () => {
    expect(formatTimeField("")).toBe("");
    expect(timeFieldValue("")).toBeNull();
    expect(timeFieldValue(null)).toBeNull();
    expect(timeFieldValue(undefined)).toBeNull();
    expect(timeFieldValue("::")).toBeNull();
  });

  it("drops non-digits, so a formatted value reads back the same", () => {
    expect(formatTimeField("1a2:3 4")).toBe("12:34");
    expect(timeFieldValue("12:34")).toBe(754);
    expect(formatTimeField(formatTimeField("1234") + "5")).toBe("123:45");
  });

  it("left-pads short inputs", () => {
    expect(formatTimeField("5")).toBe("00:05");
    expect(formatTimeField("123")).toBe("01:23");
    expect(timeFieldValue("0")).toBe(0);
  });

  it("formats seconds as the field shows them", () => {
    expect(secondsToTimeField(754)).toBe("12:34");
    expect(secondsToTimeField(99)).toBe("01:39");
    expect(secondsToTimeField(0)).toBe("00:00");
    expect(secondsToTimeField(14096)).toBe("234:56");
  });
});
