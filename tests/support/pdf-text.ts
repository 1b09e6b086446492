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
  // A stream's bytes are exactly its /Length (pdf-lib writes it directly): cutting at "endstream"
  // instead lost a last compressed byte that happened to be a carriage return (a flaky test).
  const streams = /<<([^]*?)>>\s*stream\r?\n/g;
  for (const match of raw.matchAll(streams)) {
    const dictionary = match[1] ?? "";
    const length = Number(/\/Length (\d+)\b(?! \d+ R)/.exec(dictionary)?.[1]);
    if (!Number.isFinite(length)) continue;
    const start = (match.index ?? 0) + match[0].length;
    let content = Buffer.from(raw.slice(start, start + length), "latin1");
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
