import { describe, expect, it } from "vitest";
import { LIVE_WINDOW, livePlaylist } from "./live.ts";

const start = new Date("2026-03-01T10:00:00Z");
const at = (seconds: number) => new Date(start.getTime() + seconds * 1000);

describe("live playlist", () => {
  it("is not there before the start", () => {
    expect(livePlaylist(start, at(-1), 18)).toBeNull();
  });

  it("starts with one segment and slides with the clock", () => {
    const first = livePlaylist(start, at(0), 18);
    expect(first?.mediaSequence).toBe(0);
    expect(first?.playlist.match(/#EXTINF/g)).toHaveLength(1);
    const later = livePlaylist(start, at(4 * 100 + 1), 18);
    expect(later?.current).toBe(100);
    expect(later?.mediaSequence).toBe(100 - LIVE_WINDOW + 1);
    expect(later?.playlist).toContain(`#EXT-X-MEDIA-SEQUENCE:${100 - LIVE_WINDOW + 1}`);
    expect(later?.playlist.match(/#EXTINF/g)).toHaveLength(LIVE_WINDOW);
    expect(later?.playlist).not.toContain("ENDLIST");
    expect(livePlaylist(start, at(4 * 102 + 1), 18)?.mediaSequence).toBe(later!.mediaSequence + 2);
  });

  it("loops over the sample's segments with a discontinuity at each wrap", () => {
    // Window 16..20 over 18 segments: 016, 017, then a wrap to 000, 001, 002.
    const window = livePlaylist(start, at(4 * 20), 18);
    const lines = window?.playlist.split("\n") ?? [];
    const segments = lines.filter((line) => line.endsWith(".m2t"));
    expect(segments).toEqual(["seg-016.m2t", "seg-017.m2t", "seg-000.m2t", "seg-001.m2t", "seg-002.m2t"]);
    expect(lines.indexOf("#EXT-X-DISCONTINUITY")).toBe(lines.indexOf("seg-000.m2t") - 2);
    expect(window?.playlist).toContain("#EXT-X-DISCONTINUITY-SEQUENCE:0");
    expect(livePlaylist(start, at(4 * 40), 18)?.playlist).toContain("#EXT-X-DISCONTINUITY-SEQUENCE:2");
    expect(window?.playlist).toContain(`#EXT-X-PROGRAM-DATE-TIME:${at(4 * 16).toISOString()}`);
  });
});
