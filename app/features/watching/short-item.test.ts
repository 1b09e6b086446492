import { describe, expect, it } from "vitest";
import { appendShorts, feedStep, shortInView, toShortItem } from "./short-item";

const key = (
  name: string,
  modifiers: Partial<Record<"altKey" | "ctrlKey" | "metaKey" | "shiftKey", boolean>> = {},
) => ({
  key: name,
  altKey: false,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  ...modifiers,
});

describe("feedStep", () => {
  it("moves with the arrow keys, page keys and j/k", () => {
    expect(["ArrowDown", "PageDown", "j"].map((name) => feedStep(key(name)))).toEqual([1, 1, 1]);
    expect(["ArrowUp", "PageUp", "k"].map((name) => feedStep(key(name)))).toEqual([-1, -1, -1]);
  });
  it("leaves other keys and modified keys to the browser", () => {
    expect(feedStep(key(" "))).toBe(0);
    expect(feedStep(key("ArrowLeft"))).toBe(0);
    expect(feedStep(key("ArrowDown", { altKey: true }))).toBe(0);
    expect(feedStep(key("j", { ctrlKey: true }))).toBe(0);
  });
});

describe("toShortItem and appendShorts", () => {
  const upstream = (id: string) => ({
    id,
    slug: `short-${id}`,
    title: `Short ${id}`,
    locked: false,
    on_watchlist: false,
    next_slug: null,
    media: { hls_url: "https://media.test/a.m3u8", mp4_url: "https://media.test/a.mp4", expires_at: "x" },
  });
  it("keeps only what the page shows", () => {
    const item = toShortItem(upstream("1"));
    expect(item).toMatchObject({ id: "1", slug: "short-1", previousSlug: null, channel: null });
    expect(item.media).toEqual({
      hls_url: "https://media.test/a.m3u8",
      mp4_url: "https://media.test/a.mp4",
      captions_url: null,
      captions_language: null,
      poster_url: null,
    });
  });
  it("appends only new shorts", () => {
    const [a, b, c] = ["1", "2", "3"].map((id) => toShortItem(upstream(id)));
    expect(appendShorts([a!, b!], [b!, c!]).map((item) => item.id)).toEqual(["1", "2", "3"]);
  });
});

describe("shortInView", () => {
  it("is the short at or above the ratio, not the one leaving (one batch, in document order)", () => {
    // Moving back up: short 1 arrives, short 2 leaves but still intersects.
    expect(
      shortInView([
        { index: 1, ratio: 0.65 },
        { index: 2, ratio: 0.35 },
      ]),
    ).toBe(1);
    expect(
      shortInView([
        { index: 2, ratio: 0.58 },
        { index: 3, ratio: 0.61 },
      ]),
    ).toBe(3);
  });

  it("names none when only leaving shorts changed", () => {
    expect(shortInView([{ index: 4, ratio: 0.2 }])).toBeNull();
    expect(shortInView([])).toBeNull();
  });
});
