import { describe, expect, it } from "vitest";
import { mp4Source, needsHlsJs, shouldApplyStart } from "./source";

const mseOnly = { native: false, mse: true };
const nativeAndMse = { native: true, mse: true };
const nativeOnly = { native: true, mse: false };

describe("needsHlsJs", () => {
  it("is never needed while an MP4 is listed (the browser plays it itself)", () => {
    expect(needsHlsJs({ mp4_url: "https://m/v.mp4" }, false, mseOnly)).toBe(false);
    expect(needsHlsJs({ mp4_url: "https://m/v.mp4" }, false, nativeAndMse)).toBe(false);
  });
  it("plays HLS-only sources with hls.js wherever Media Source Extensions exist", () => {
    expect(needsHlsJs({ mp4_url: null }, false, mseOnly)).toBe(true);
    expect(needsHlsJs({ mp4_url: "https://m/v.mp4" }, true, mseOnly)).toBe(true);
    // Desktop Chromium: claims native HLS, but its native player stalls on live playlists.
    expect(needsHlsJs({ mp4_url: null }, true, nativeAndMse)).toBe(true);
  });
  it("leaves HLS to the browser where only native HLS exists (iPhone Safari)", () => {
    expect(needsHlsJs({ mp4_url: null }, true, nativeOnly)).toBe(false);
  });
});

describe("mp4Source", () => {
  it("adds the start time as a media fragment", () => {
    expect(mp4Source("https://m/v.mp4?sig=1", 30.7)).toBe("https://m/v.mp4?sig=1#t=30");
  });
  it("leaves the address alone without a start time", () => {
    expect(mp4Source("https://m/v.mp4", undefined)).toBe("https://m/v.mp4");
    expect(mp4Source("https://m/v.mp4", 0)).toBe("https://m/v.mp4");
  });
});

describe("shouldApplyStart", () => {
  it("seeks when the source started at 0 (HLS)", () => {
    expect(shouldApplyStart(30, 0, 120)).toBe(true);
  });
  it("does nothing when the media fragment already started there", () => {
    expect(shouldApplyStart(30, 30, 120)).toBe(false);
  });
  it("keeps a position the viewer chose and ignores starts beyond the end", () => {
    expect(shouldApplyStart(30, 12, 120)).toBe(false);
    expect(shouldApplyStart(300, 0, 120)).toBe(false);
    expect(shouldApplyStart(undefined, 0, 120)).toBe(false);
  });
});
