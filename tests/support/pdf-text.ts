import {
  decodePDFRawStream,
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFRawStream,
  PDFRef,
  type PDFObject,
} from "pdf-lib";

/** The document, a reference's object, and a content stream decoded to its operators' text. */
async function openPdf(pdf: Uint8Array) {
  const document = await PDFDocument.load(pdf, { updateMetadata: false });
  const lookup = (object: PDFObject | undefined) =>
    object instanceof PDFRef ? document.context.lookup(object) : object;
  const decode = (stream: PDFObject | undefined): string => {
    const value = lookup(stream);
    if (!(value instanceof PDFRawStream)) return "";
    return Buffer.from(decodePDFRawStream(value).decode()).toString("latin1");
  };
  return { document, lookup, decode };
}

/**
 * The text a PDF shows, in drawing order, one line per line of text (see below).
 * Strings in a font with a ToUnicode map (the embedded Unicode fonts: glyph ids) are read through
 * that map; others as WinAnsi (pdf-lib's standard fonts). Enough to check what a certificate or an
 * invoice says, not a general PDF parser.
 */
export async function pdfText(pdf: Uint8Array): Promise<string> {
  const { document, lookup, decode } = await openPdf(pdf);
  const winAnsi = new TextDecoder("windows-1252");
  const lines: string[] = [];
  for (const page of document.getPages()) {
    const fonts = new Map<string, Map<number, string> | null>();
    const fontDict = lookup(page.node.Resources()?.get(PDFName.of("Font")));
    if (fontDict instanceof PDFDict) {
      for (const [name, ref] of fontDict.entries()) {
        const font = lookup(ref);
        const cmap = font instanceof PDFDict ? font.get(PDFName.of("ToUnicode")) : undefined;
        fonts.set(name.decodeText(), cmap ? toUnicodeMap(decode(cmap)) : null);
      }
    }
    const contents = lookup(page.node.get(PDFName.of("Contents")));
    const streams = contents instanceof PDFArray ? contents.asArray() : [contents];
    let current: Map<number, string> | null = null;
    const show = (hex: string | undefined, literal: string | undefined) => {
      const bytes = hex !== undefined ? Buffer.from(hex, "hex") : unescape(literal ?? "");
      if (!current) return winAnsi.decode(bytes);
      let text = "";
      for (let i = 0; i + 1 < bytes.length; i += 2) text += current.get(bytes.readUInt16BE(i)) ?? "\uFFFD";
      return text;
    };
    // A line is what one text object (BT … ET) shows up to a move to the next line (T*): one drawText
    // call, or one line of a wrapped one; runs in several fonts join.
    let line: string | null = null;
    const endLine = () => {
      if (line !== null) lines.push(line);
      line = null;
    };
    for (const stream of streams) {
      const operators =
        /\/([^\s/<>[\]()]+)\s+[\d.]+\s+Tf|(?:<([0-9A-Fa-f]*)>|\(((?:\\.|[^\\)])*)\))\s*Tj|\[((?:[^\]\\]|\\.)*)\]\s*TJ|\b(T\*|ET)\b/g;
      for (const [, font, hex, literal, array, end] of decode(stream).matchAll(operators)) {
        if (font !== undefined) current = fonts.get(font) ?? null;
        else if (end !== undefined) endLine();
        else if (array !== undefined) {
          const parts = array.matchAll(/<([0-9A-Fa-f]*)>|\(((?:\\.|[^\\)])*)\)/g);
          line = (line ?? "") + [...parts].map(([, h, l]) => show(h, l)).join("");
        } else line = (line ?? "") + show(hex, literal);
      }
      endLine();
    }
  }
  return lines.join("\n");
}

/** A line of text as drawn: where it starts (its baseline), its font size and how wide it is, in points. */
export type PdfTextLine = { text: string; x: number; y: number; size: number; width: number };

/**
 * Every line of text of a PDF's pages with its position and width, from the text operators the
 * PDF draws with (Tm, TL, Tf, Tj, T*) and each font's glyph widths (W of an embedded CID font; a
 * font without them counts 0.5 em a glyph). Enough to check that no two lines are drawn on top of
 * each other, not a general PDF parser.
 */
export async function pdfTextLines(pdf: Uint8Array): Promise<PdfTextLine[]> {
  const { document, lookup, decode } = await openPdf(pdf);
  type Font = { unicode: Map<number, string>; widths: Map<number, number>; fallback: number };
  const lines: PdfTextLine[] = [];
  for (const page of document.getPages()) {
    const fonts = new Map<string, Font>();
    const fontDict = lookup(page.node.Resources()?.get(PDFName.of("Font")));
    if (fontDict instanceof PDFDict) {
      for (const [name, ref] of fontDict.entries()) {
        const font = lookup(ref);
        if (!(font instanceof PDFDict)) continue;
        const cmap = font.get(PDFName.of("ToUnicode"));
        const descendants = lookup(font.get(PDFName.of("DescendantFonts")));
        const cid = descendants instanceof PDFArray ? lookup(descendants.get(0)) : undefined;
        const widths = new Map<number, number>();
        const w = cid instanceof PDFDict ? lookup(cid.get(PDFName.of("W"))) : undefined;
        const items = w instanceof PDFArray ? w.asArray().map(lookup) : [];
        for (let i = 0; i < items.length;) {
          const first = Number(items[i]?.toString());
          const next = items[i + 1];
          if (next instanceof PDFArray) {
            next
              .asArray()
              .forEach((value, offset) => widths.set(first + offset, Number(lookup(value)?.toString())));
            i += 2;
          } else {
            const last = Number(next?.toString());
            const value = Number(items[i + 2]?.toString());
            for (let glyph = first; glyph <= last; glyph++) widths.set(glyph, value);
            i += 3;
          }
        }
        const dw =
          cid instanceof PDFDict ? Number(lookup(cid.get(PDFName.of("DW")))?.toString() ?? 1000) : 500;
        fonts.set(name.decodeText(), {
          unicode: cmap ? toUnicodeMap(decode(cmap)) : new Map(),
          widths,
          fallback: Number.isFinite(dw) ? dw : 1000,
        });
      }
    }
    const contents = lookup(page.node.get(PDFName.of("Contents")));
    const streams = contents instanceof PDFArray ? contents.asArray() : [contents];
    let font: Font | undefined;
    let size = 0;
    let leading = 0;
    let x = 0;
    let y = 0;
    let line: PdfTextLine | null = null;
    const endLine = () => {
      if (line?.text) lines.push(line);
      line = null;
    };
    const operators =
      /\/([^\s/<>[\]()]+)\s+([\d.]+)\s+Tf|([-\d.]+)\s+TL|[-\d.]+\s+[-\d.]+\s+[-\d.]+\s+[-\d.]+\s+([-\d.]+)\s+([-\d.]+)\s+Tm|<([0-9A-Fa-f]*)>\s*Tj|\b(T\*|ET)\b/g;
    for (const stream of streams) {
      for (const [, name, fontSize, tl, tx, ty, hex, end] of decode(stream).matchAll(operators)) {
        if (name !== undefined) {
          font = fonts.get(name);
          size = Number(fontSize);
        } else if (tl !== undefined) leading = Number(tl);
        else if (tx !== undefined) {
          endLine();
          x = Number(tx);
          y = Number(ty);
        } else if (end === "T*") {
          endLine();
          y -= leading;
        } else if (end === "ET") endLine();
        else if (hex !== undefined) {
          const bytes = Buffer.from(hex, "hex");
          line ??= { text: "", x, y, size, width: 0 };
          line.size = Math.max(line.size, size);
          for (let i = 0; i + 1 < bytes.length; i += 2) {
            const glyph = bytes.readUInt16BE(i);
            line.text += font?.unicode.get(glyph) ?? "\uFFFD";
            line.width += ((font?.widths.get(glyph) ?? font?.fallback ?? 500) / 1000) * size;
          }
        }
      }
      endLine();
    }
  }
  return lines;
}

/** A PDF literal string's bytes (backslash escapes undone). */
function unescape(literal: string): Buffer {
  const escapes: Record<string, string> = { n: "\n", r: "\r", t: "\t", b: "\b", f: "\f" };
  const text = literal.replace(/\\([0-7]{1,3}|.)/gs, (_match, code: string) =>
    /^[0-7]+$/.test(code) ? String.fromCharCode(parseInt(code, 8)) : (escapes[code] ?? code),
  );
  return Buffer.from(text, "latin1");
}

/** The glyph-to-text map of a ToUnicode CMap (`bfchar` and `bfrange` sections). */
function toUnicodeMap(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  const utf16 = (hex: string) => Buffer.from(hex, "hex").swap16().toString("utf16le");
  for (const [, body] of cmap.matchAll(/beginbfchar([^]*?)endbfchar/g)) {
    for (const [, from, to] of (body ?? "").matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g)) {
      map.set(parseInt(from ?? "", 16), utf16(to ?? ""));
    }
  }
  for (const [, body] of cmap.matchAll(/beginbfrange([^]*?)endbfrange/g)) {
    const ranges = (body ?? "").matchAll(
      /<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>\s*(<[0-9A-Fa-f]+>|\[[^\]]*\])/g,
    );
    for (const [, low, high, target] of ranges) {
      const [first, last] = [parseInt(low ?? "", 16), parseInt(high ?? "", 16)];
      const targets = [...(target ?? "").matchAll(/<([0-9A-Fa-f]+)>/g)].map(([, hex]) => hex ?? "");
      for (let glyph = first; glyph <= last; glyph += 1) {
        if (target?.startsWith("[")) map.set(glyph, utf16(targets[glyph - first] ?? ""));
        else {
          const start = Buffer.from(targets[0] ?? "", "hex");
          start.writeUInt16BE(start.readUInt16BE(start.length - 2) + glyph - first, start.length - 2);
          map.set(glyph, start.swap16().toString("utf16le"));
        }
      }
    }
  }
  return map;
}
