import { describe, expect, it } from "vitest";
import { appendShorts, feedStep, toShortItem } from "./model";

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
