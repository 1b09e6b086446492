import { inflateSync } from "node:zlib";

/**
 * The text a PDF shows, in drawing order: reads every content stream (inflating FlateDecode ones) and
 * decodes the strings of its text operators (`<hex> Tj`, `(literal) Tj`), as pdf-lib writes them with
 * its standard fonts (WinAnsi). Enough to check what a certificate says, not a general PDF parser.
 */
export function pdfText(pdf: Uint8Array): string {
  const raw = Buffer.from(pdf).toString("latin1");
  const decoder = new TextDecoder("windows-1252");
  const lines: string[] = [];
  const streams = /<<([^]*?)>>\s*stream\r?\n([^]*?)\r?\nendstream/g;
  for (const [, dictionary = "", body = ""] of raw.matchAll(streams)) {
    let content = Buffer.from(body, "latin1");
    if (dictionary.includes("/FlateDecode")) {
      try {
        content = inflateSync(content);
      } catch {
        continue; // not a content stream we can read (e.g. an image)
      }
    }
    const text = content.toString("latin1");
    for (const [, hex, literal] of text.matchAll(/(?:<([0-9A-Fa-f]*)>|\(((?:\\.|[^\\)])*)\))\s*Tj/g)) {
      const bytes = hex !== undefined ? Buffer.from(hex, "hex") : Buffer.from(literal ?? "", "latin1");
      lines.push(decoder.decode(bytes));
    }
  }
  return lines.join("\n");
}
