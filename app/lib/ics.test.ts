import { describe, expect, it } from "vitest";
import { buildIcs, escapeText, foldLine, icsDateTime } from "./ics";

describe("ics", () => {
  it("writes UTC date-times", () => {
    expect(icsDateTime(new Date("2026-11-21T17:05:09.123Z"))).toBe("20261121T170509Z");
  });

  it("escapes backslashes, semicolons, commas and line breaks", () => {
    expect(escapeText("a\\b; c, d\r\ne\nf")).toBe("a\\\\b\\; c\\, d\\ne\\nf");
  });

  it("folds lines longer than 75 octets without splitting characters", () => {
    const line = `SUMMARY:${"ä".repeat(80)}`;
    const folded = foldLine(line).split("\r\n");
    expect(folded.length).toBeGreaterThan(1);
    const encoder = new TextEncoder();
    folded.forEach((part, index) => {
      expect(encoder.encode(part).length).toBeLessThanOrEqual(75);
      if (index > 0) expect(part.startsWith(" ")).toBe(true);
    });
    expect(folded.map((part, index) => (index > 0 ? part.slice(1) : part)).join("")).toBe(line);
    expect(foldLine("SHORT:x")).toBe("SHORT:x");
  });

  it("builds one VEVENT with CRLF line endings", () => {
    const body = buildIcs({
      uid: "livestream-7@example.com",
      stamp: new Date("2026-11-20T10:00:00Z"),
      start: new Date("2026-11-21T17:00:00Z"),
      end: new Date("2026-11-21T18:30:00Z"),
      summary: "Herzinsuffizienz, neu gedacht; Teil 2",
      description: null,
      url: "https://example.com/live/herz",
    });
    expect(body.endsWith("\r\n")).toBe(true);
    expect(body.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    const lines = body.split("\r\n");
    expect(lines[0]).toBe("BEGIN:VCALENDAR");
    expect(lines).toContain("UID:livestream-7@example.com");
    expect(lines).toContain("DTSTAMP:20261120T100000Z");
    expect(lines).toContain("DTSTART:20261121T170000Z");
    expect(lines).toContain("DTEND:20261121T183000Z");
    expect(lines).toContain("SUMMARY:Herzinsuffizienz\\, neu gedacht\\; Teil 2");
    expect(lines).toContain("URL:https://example.com/live/herz");
    expect(body).not.toContain("DESCRIPTION");
  });
});
