import { describe, expect, it } from "vitest";
import { channelThumbnailSvg, initials } from "./media.ts";
import { CHANNELS } from "./seed/index.ts";

describe("channel thumbnails", () => {
  it("uses two initials, capitalised words first", () => {
    expect(initials("Onkologie im Dialog")).toBe("OD");
    expect(initials("Kardiologie aktuell")).toBe("KA");
    expect(CHANNELS.map((c) => initials(c.name)).every((i) => i.length === 2)).toBe(true);
  });

  it("escapes names", () => {
    const svg = channelThumbnailSvg('A & B <"C">', "#123456");
    expect(svg).not.toContain('<"C">');
    expect(svg).toContain("A &#38; B");
  });
});
