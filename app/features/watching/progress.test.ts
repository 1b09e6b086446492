import { describe, expect, it } from "vitest";
import { progressBody, reportDue, reportedPosition, watchedPercent } from "./progress";

describe("reportedPosition", () => {
  it("reports whole seconds", () => {
    expect(reportedPosition(31.9, 120)).toBe(31);
  });
  it("never goes beyond the duration the API knows", () => {
    expect(reportedPosition(120.4, 120)).toBe(120);
    expect(reportedPosition(121, 119.6)).toBe(119);
  });
  it("refuses positions that are not numbers", () => {
    expect(reportedPosition(Number.NaN, 120)).toBeNull();
    expect(reportedPosition(-1, 120)).toBeNull();
  });
});

describe("reportDue", () => {
  it("is due after 10 s", () => {
    expect(reportDue(20_000, 10_000)).toBe(true);
    expect(reportDue(19_999, 10_000)).toBe(false);
  });
});

describe("progressBody", () => {
  it("is what the progress route reads", () => {
    expect(progressBody("42", 30).toString()).toBe("contentId=42&position=30&format=json");
  });
});

describe("watchedPercent", () => {
  it("is the furthest point over the duration, floored and bounded", () => {
    expect(watchedPercent(30, 120)).toBe(25);
    expect(watchedPercent(119, 120)).toBe(99);
    expect(watchedPercent(200, 120)).toBe(100);
    expect(watchedPercent(10, 0)).toBe(0);
  });
});
