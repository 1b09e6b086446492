import { describe, expect, it } from "vitest";
import { DateTime } from "luxon";
import {
  calendarParts,
  durationMinutes,
  formatDate,
  formatEventStart,
  initials,
  safeColor,
} from "./content-format";

describe("content formatting (spec §9)", () => {
  it("formats dates with German short months in UTC", () => {
    expect(formatDate("2026-11-21T23:30:00.000Z", "de")).toBe("21. Nov. 2026");
    expect(formatDate("2026-03-02T10:00:00.000Z", "de")).toBe("02. März 2026");
    expect(formatDate("2026-11-21T10:00:00.000Z", "en")).toBe("21 Nov 2026");
    expect(formatDate("2026-09-01T10:00:00.000Z", "en")).toBe("1 Sep 2026");
    expect(formatDate("2026-05-31T23:30:00.000Z", "de", "Europe/Berlin")).toBe("01. Juni 2026");
  });

  it("formats a livestream start in Berlin time", () => {
    expect(formatEventStart("2026-11-21T17:00:00.000Z", "de")).toBe("21. Nov. 2026, 18:00");
    expect(formatEventStart("2026-07-01T17:00:00.000Z", "de")).toBe("01. Juli 2026, 19:00");
    expect(formatEventStart("2026-12-31T23:05:00.000Z", "en")).toBe("1 Jan 2027, 00:05");
  });

  it("rounds durations to whole minutes", () => {
    expect(durationMinutes(30)).toBe(1);
    expect(durationMinutes(2700)).toBe(45);
  });

  it("lets only hex colours into style attributes", () => {
    expect(safeColor("#C62839")).toBe("#C62839");
    expect(safeColor("red;background:url(x)")).toBe("var(--color-primary)");
  });

  it("builds initials from the capitalised words", () => {
    expect(initials("Kardiologie")).toBe("K");
    expect(initials("Endokrinologie und Diabetologie")).toBe("ED");
    expect(initials("Hals-Nasen-Ohren-Heilkunde")).toBe("HN");
  });
});

describe("calendar parts against luxon (the formats of spec §9)", () => {
  // Every month, both languages, both zones, across DST changes and midnight in Berlin.
  const moments = Array.from({ length: 12 }, (_, month) =>
    [1, 9, 28].flatMap((day) =>
      [0, 22].map((hour) => new Date(Date.UTC(2026, month, day, hour, 30)).toISOString()),
    ),
  ).flat();

  it.each(["de", "en"])("match luxon's dates, times, weekdays and days in %s", (language) => {
    for (const iso of moments) {
      for (const zone of ["UTC", "Europe/Berlin"]) {
        const expected = DateTime.fromISO(iso, { zone }).setLocale(language);
        const parts = calendarParts(iso, language, zone);
        expect(parts.date).toBe(expected.toFormat(language === "de" ? "dd. MMM yyyy" : "d MMM yyyy"));
        expect(parts.time).toBe(expected.toFormat("HH:mm"));
        expect(parts.weekday).toBe(expected.toFormat("cccc"));
        expect(parts.isoDay).toBe(expected.toISODate());
      }
    }
  });
});
