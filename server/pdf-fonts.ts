import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import {
  beginText,
  endText,
  popGraphicsState,
  pushGraphicsState,
  rotateAndSkewTextRadiansAndTranslate,
  setFillingColor,
  setFontAndSize,
  showText,
  type PDFDocument,
  type PDFFont,
  type PDFName,
  type PDFPage,
  type RGB,
} from "pdf-lib";

// The fonts of the PDFs the API makes (certificates, invoices): names and addresses come in every
// alphabet, and pdf-lib's standard fonts only know WinAnsi. DejaVu Sans (npm `dejavu-fonts-ttf`)
// draws Latin, Greek, Cyrillic and more; Droid Sans Fallback (server/fonts/) the CJK characters it
// lacks. Both are embedded as subsets: a PDF carries only the glyphs it shows. Licences:
// server/fonts/LICENSES.md; the decision: docs/decisions/016-cme-rules.md.

const require = createRequire(import.meta.url);

type FaceName = "regular" | "bold" | "fallback";

const FILES: Record<FaceName, string> = {
  regular: require.resolve("dejavu-fonts-ttf/ttf/DejaVuSans.ttf"),
  bold: require.resolve("dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf"),
  fallback: fileURLToPath(new URL("./fonts/DroidSansFallbackFull.ttf", import.meta.url)),
};

/** A font file read once per process, with the characters it has. */
interface Face {
  bytes: Uint8Array;
  chars: Set<number>;
}

// Loaded with the first PDF, not with the API: most requests never draw one.
const fontkitModule = () => import("@pdf-lib/fontkit").then((module) => module.default);
type Fontkit = Awaited<ReturnType<typeof fontkitModule>>;

const faces = new Map<FaceName, Face>();
function faceOf(fontkit: Fontkit, name: FaceName): Face {
  let loaded = faces.get(name);
  if (!loaded) {
    const bytes = new Uint8Array(readFileSync(FILES[name]));
    loaded = { bytes, chars: new Set(fontkit.create(bytes).characterSet) };
    faces.set(name, loaded);
  }
  return loaded;
}

/**
 * Glyphs as they are: no kerning, ligatures or contextual forms. The PDFs' texts need none, and
 * shaping with DejaVu's tables made a certificate several times slower to draw.
 */
const PLAIN = Object.fromEntries(
  [
    "kern",
    "liga",
    "clig",
    "calt",
    "rlig",
    "ccmp",
    "locl",
    "mark",
    "mkmk",
    "rclt",
    "curs",
    "frac",
    "numr",
    "dnom",
  ].map((feature) => [feature, false]),
);

/** What no embedded font draws (an emoji, a script neither font has) is shown as this. */
const REPLACEMENT = 0xfffd;
// Control and format characters (line breaks, bidi overrides) are no part of a name on paper.
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu;

export interface TextOptions {
  x: number;
  y: number;
  size: number;
  color: RGB;
  bold?: boolean;
  /** Longer text wraps (one font) or is set smaller to fit (several fonts). */
  maxWidth?: number;
}

type Run = { face: FaceName; text: string };

/**
 * Embeds the fonts into `pdf` and answers `draw`, which sets any text in them: each character in the
 * first font that has it, the fallback only when one needs it.
 */
export async function pdfFonts(pdf: PDFDocument) {
  const fontkit = await fontkitModule();
  const face = (name: FaceName) => faceOf(fontkit, name);
  pdf.registerFontkit(fontkit);
  // Promises, so two runs in one font never embed it twice.
  const embedded = new Map<FaceName, Promise<PDFFont>>();
  const font = (name: FaceName): Promise<PDFFont> => {
    let value = embedded.get(name);
    if (!value) {
      value = pdf.embedFont(face(name).bytes, { subset: true, features: PLAIN });
      embedded.set(name, value);
    }
    return value;
  };
  // The name each font has in a page's resources, made once per page and font.
  const keys = new Map<PDFPage, Map<PDFFont, PDFName>>();
  const keyOf = (page: PDFPage, value: PDFFont): PDFName => {
    const onPage = keys.get(page) ?? new Map<PDFFont, PDFName>();
    keys.set(page, onPage);
    const key = onPage.get(value) ?? page.node.newFontDictionary(value.name, value.ref);
    onPage.set(value, key);
    return key;
  };
  await Promise.all([font("regular"), font("bold")]);

  function runs(text: string, main: "regular" | "bold"): Run[] {
    const list: Run[] = [];
    for (const char of text.normalize("NFC").replace(INVISIBLE, " ")) {
      const code = char.codePointAt(0) ?? REPLACEMENT;
      const name: FaceName =
        face(main).chars.has(code) || !face("fallback").chars.has(code) ? main : "fallback";
      const shown = name === main && !face(main).chars.has(code) ? String.fromCodePoint(REPLACEMENT) : char;
      const last = list.at(-1);
      if (last?.face === name) last.text += shown;
      else list.push({ face: name, text: shown });
    }
    return list;
  }

  /** How wide `text` is at `size` in the fonts `draw` sets it in. */
  async function widthOf(text: string, size: number, bold = false): Promise<number> {
    const parts = runs(text, bold ? "bold" : "regular");
    const fonts = await Promise.all(parts.map((part) => font(part.face)));
    return parts.reduce((sum, part, i) => sum + (fonts[i]?.widthOfTextAtSize(part.text, size) ?? 0), 0);
  }

  return {
    widthOf,
    /**
     * Splits `text` into lines no wider than `maxWidth`: after a space, a hyphen or a slash, and
     * inside a word only when the word alone is wider. At most `maxLines` (the last one ends in "…").
     */
    async wrap(
      text: string,
      {
        size,
        bold = false,
        maxWidth,
        maxLines = Infinity,
      }: { size: number; bold?: boolean; maxWidth: number; maxLines?: number },
    ): Promise<string[]> {
      const fits = async (line: string) => (await widthOf(line.trimEnd(), size, bold)) <= maxWidth;
      const lines: string[] = [];
      let line = "";
      for (const token of text.replace(INVISIBLE, " ").split(/(?<=[\s/-])/)) {
        if (await fits(line + token)) {
          line += token;
          continue;
        }
        if (line.trim()) lines.push(line.trimEnd());
        line = "";
        // A word wider than the line is cut where it must be.
        for (const char of token) {
          if (line && !(await fits(line + char))) {
            lines.push(line.trimEnd());
            line = "";
          }
          line += char;
        }
      }
      if (line.trim()) lines.push(line.trimEnd());
      if (lines.length <= maxLines) return lines;
      const kept = lines.slice(0, maxLines);
      let last = kept.at(-1) ?? "";
      while (last && !(await fits(`${last}…`))) last = last.slice(0, -1);
      kept[kept.length - 1] = `${last.trimEnd()}…`;
      return kept;
    },
    /** Draws one line of text. */
    async draw(page: PDFPage, text: string, options: TextOptions): Promise<void> {
      const parts = runs(text, options.bold ? "bold" : "regular");
      const fonts = await Promise.all(parts.map((part) => font(part.face)));
      const [only] = parts;
      if (parts.length === 1 && only && fonts[0]) {
        const { x, y, size, color, maxWidth } = options;
        page.drawText(only.text, { x, y, size, color, maxWidth, font: fonts[0] });
        return;
      }
      // Several fonts: one text object, the font switched between runs (each run moves the pen on),
      // set smaller when the line would be wider than allowed.
      const total = parts.reduce((sum, part, i) => sum + (fonts[i]?.widthOfTextAtSize(part.text, 1) ?? 0), 0);
      const size = options.maxWidth ? Math.min(options.size, options.maxWidth / total) : options.size;
      page.pushOperators(
        pushGraphicsState(),
        beginText(),
        setFillingColor(options.color),
        rotateAndSkewTextRadiansAndTranslate(0, 0, 0, options.x, options.y),
        ...parts.flatMap((part, i) => {
          const value = fonts[i];
          return value
            ? [setFontAndSize(keyOf(page, value), size), showText(value.encodeText(part.text))]
            : [];
        }),
        endText(),
        popGraphicsState(),
      );
    },
  };
}

/**
 * Loads the fonts and draws one line, so the first certificate a user downloads does not wait for
 * fontkit's code, the font files and a cold start (seconds on a busy host).
 */
export async function warmPdfFonts(): Promise<void> {
  const { PDFDocument, rgb } = await import("pdf-lib");
  const pdf = await PDFDocument.create();
  const fonts = await pdfFonts(pdf);
  await fonts.draw(pdf.addPage(), "Zertifikat für Łucja Σοφία Наталья", {
    x: 0,
    y: 0,
    size: 10,
    color: rgb(0, 0, 0),
  });
  await pdf.save();
}
