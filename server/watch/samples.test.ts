import { existsSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parseRange } from "./http.ts";
import {
  ALL_SAMPLES,
  captionsVtt,
  SAMPLE_FILES,
  SAMPLES_DIR,
  SEGMENT_SECONDS,
  segmentCount,
  segmentName,
  vttTime,
} from "./samples.ts";

describe("sample media", () => {
  it("are committed, match their description and stay small", () => {
    let total = 0;
    for (const sample of ALL_SAMPLES) {
      const dir = join(SAMPLES_DIR, sample.name);
      expect(sample.duration_seconds % SEGMENT_SECONDS).toBe(0);
      for (const file of Object.values(SAMPLE_FILES)) expect(existsSync(join(dir, file)), file).toBe(true);
      const playlist = readFileSync(join(dir, SAMPLE_FILES.hls), "utf8");
      const segments = playlist.split("\n").filter((line) => line.endsWith(".m2t"));
      expect(segments).toEqual(Array.from({ length: segmentCount(sample) }, (_, i) => segmentName(i)));
      expect(playlist).toContain("#EXT-X-ENDLIST");
      expect(readFileSync(join(dir, SAMPLE_FILES.captions), "utf8")).toBe(captionsVtt(sample));
      for (const slide of sample.slides) expect(slide.start_seconds).toBeLessThan(sample.duration_seconds);
      for (const cue of sample.captions) expect(cue.end).toBeLessThanOrEqual(sample.duration_seconds);
      const mp4 = readFileSync(join(dir, SAMPLE_FILES.mp4)).subarray(0, 64);
      // +faststart: the movie header comes before the media data.
      expect(mp4.indexOf("moov")).toBeGreaterThan(-1);
      for (const file of [...Object.values(SAMPLE_FILES), ...segments])
        total += statSync(join(dir, file)).size;
    }
    expect(total).toBeLessThan(6 * 1024 * 1024);
  });

  it("writes WebVTT times", () => {
    expect(vttTime(62.5)).toBe("00:01:02.500");
    expect(captionsVtt(ALL_SAMPLES[0]!).startsWith("WEBVTT\n\n1\n00:00:00.500 --> ")).toBe(true);
  });
});

describe("range requests", () => {
  it("reads single byte ranges", () => {
    expect(parseRange(undefined, 100)).toBe("none");
    expect(parseRange("bytes=0-9", 100)).toEqual({ start: 0, end: 9 });
    expect(parseRange("bytes=90-", 100)).toEqual({ start: 90, end: 99 });
    expect(parseRange("bytes=-10", 100)).toEqual({ start: 90, end: 99 });
    expect(parseRange("bytes=95-200", 100)).toEqual({ start: 95, end: 99 });
    expect(parseRange("bytes=100-", 100)).toBe("unsatisfiable");
    expect(parseRange("bytes=5-2", 100)).toBe("unsatisfiable");
    expect(parseRange("bytes=-0", 100)).toBe("unsatisfiable");
    expect(parseRange("bytes=0-1,5-6", 100)).toBe("none");
    expect(parseRange("items=0-1", 100)).toBe("none");
  });
});
