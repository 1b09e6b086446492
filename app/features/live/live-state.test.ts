import { describe, expect, it } from "vitest";
import {
  announcementFor,
  clockFace,
  countdownParts,
  livePhase,
  needsReload,
  sameAnnouncement,
  SOON_WINDOW_MS,
} from "./live-state";

const start = "2026-11-21T17:00:00.000Z";
const end = "2026-11-21T18:30:00.000Z";
const at = (iso: string) => Date.parse(iso);

describe("livePhase", () => {
  it("is upcoming until the last hour before the start", () => {
    expect(livePhase(start, end, at("2026-11-20T17:00:00Z"))).toBe("upcoming");
    expect(livePhase(start, end, at(start) - SOON_WINDOW_MS - 1)).toBe("upcoming");
  });
  it("is about to start within the last hour", () => {
    expect(livePhase(start, end, at(start) - SOON_WINDOW_MS)).toBe("soon");
    expect(livePhase(start, end, at(start) - 1)).toBe("soon");
  });
  it("is live from the start until the end, and ended from the end", () => {
    expect(livePhase(start, end, at(start))).toBe("live");
    expect(livePhase(start, end, at(end) - 1)).toBe("live");
    expect(livePhase(start, end, at(end))).toBe("ended");
    expect(livePhase(start, end, at("2027-01-01T00:00:00Z"))).toBe("ended");
  });
  it("takes another window", () => {
    expect(livePhase(start, end, at(start) - 10 * 60_000, 5 * 60_000)).toBe("upcoming");
  });
});

describe("needsReload", () => {
  it("reloads when the clock passes the start or the end the data does not know of", () => {
    expect(needsReload("UPCOMING", "live")).toBe(true);
    expect(needsReload("UPCOMING", "ended")).toBe(true);
    expect(needsReload("LIVE", "ended")).toBe(true);
  });
  it("does not reload while data and clock agree, or while the clock lags behind the API", () => {
    expect(needsReload("UPCOMING", "upcoming")).toBe(false);
    expect(needsReload("UPCOMING", "soon")).toBe(false);
    expect(needsReload("LIVE", "live")).toBe(false);
    expect(needsReload("LIVE", "soon")).toBe(false);
    expect(needsReload("PAST", "ended")).toBe(false);
    expect(needsReload("PAST", "live")).toBe(false);
  });
});

describe("countdownParts and clockFace", () => {
  it("splits into days, hours, minutes and seconds, rounding the seconds up", () => {
    expect(countdownParts(((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000)).toEqual({
      days: 2,
      hours: 3,
      minutes: 4,
      seconds: 5,
    });
    expect(countdownParts(200)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 1 });
    expect(countdownParts(-5000)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
  });
  it("pads the clock face", () => {
    expect(clockFace(countdownParts((3600 + 5 * 60 + 9) * 1000))).toBe("01:05:09");
  });
});

describe("announcementFor", () => {
  it("announces hours before the last hour, then every 5 minutes, the last 5 minutes, 30 and 10 s", () => {
    expect(announcementFor(3 * 3600_000)).toEqual({ unit: "hours", count: 3 });
    expect(announcementFor(2.5 * 3600_000)).toEqual({ unit: "hours", count: 3 });
    expect(announcementFor(60 * 60_000)).toEqual({ unit: "minutes", count: 60 });
    expect(announcementFor(42 * 60_000)).toEqual({ unit: "minutes", count: 45 });
    expect(announcementFor(4 * 60_000 + 1)).toEqual({ unit: "minutes", count: 5 });
    expect(announcementFor(45_000)).toEqual({ unit: "minutes", count: 1 });
    expect(announcementFor(25_000)).toEqual({ unit: "seconds", count: 30 });
    expect(announcementFor(3_000)).toEqual({ unit: "seconds", count: 10 });
    expect(announcementFor(0)).toEqual({ unit: "now" });
  });
  it("stays the same within a step, so the live region speaks only at the steps", () => {
    const seconds = Array.from({ length: 120 }, (_, index) => announcementFor((120 - index) * 1000));
    let changes = 0;
    seconds.reduce<ReturnType<typeof announcementFor> | null>((previous, current) => {
      if (!sameAnnouncement(previous, current)) changes += 1;
      return current;
    }, null);
    // 2 minutes, 1 minute, 30 s, 10 s.
    expect(changes).toBe(4);
  });
});
