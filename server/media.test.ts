import { describe, expect, it } from "vitest";
import { channelThumbnailSvg, contentImageSvg, initials } from "./media.ts";
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

describe("content artwork", () => {
  it("shows the kind and the field, not a bare number or the title", () => {
    const svg = contentImageSvg(
      "Herzinsuffizienz: Therapie mit Empagliflozin",
      "#C62839",
      "vods",
      "Kardiologie",
    );
    expect(svg).toContain(">VIDEO</text>");
    expect(svg).toContain(">Kardiologie</text>");
    expect(svg).toContain('aria-label="Herzinsuffizienz: Therapie mit Empagliflozin"');
  });

  it("differs between items of one field", () => {
    const a = contentImageSvg("Vorhofflimmern: Therapie mit Apixaban", "#C62839", "vods", "Kardiologie");
    const b = contentImageSvg("Update Herzinsuffizienz 2026", "#C62839", "vods", "Kardiologie");
    expect(a).not.toBe(b);
  });

  it("gives banners artwork without text to crop", () => {
    expect(contentImageSvg("CME-Punkte sammeln", "#046172", "banners")).not.toContain("<text");
  });
});
