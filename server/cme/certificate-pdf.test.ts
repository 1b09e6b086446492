import { beforeAll, describe, expect, it } from "vitest";
import { pdfText, pdfTextLines, type PdfTextLine } from "../../tests/support/pdf-text.ts";
import { warmPdfFonts } from "../pdf-fonts.ts";
import type { CertificateRow } from "../store/cme.ts";
import { certificatePdf } from "./certificate-pdf.ts";

// The certificate's layout: long values wrap within their column and push what follows down, so no
// line is printed on top of another (the status once ran into the certificate number).

beforeAll(() => warmPdfFonts(), 30_000);

const A4_WIDTH = 595.28;
const QR_TOP = 90 + 96;

/** A line's box: from the baseline's descender to the ascender (DejaVu Sans: 0.24 and 0.93 em). */
const boxOf = (line: PdfTextLine) => ({
  left: line.x,
  right: line.x + line.width,
  bottom: line.y - 0.24 * line.size,
  top: line.y + 0.93 * line.size,
});

function overlapping(lines: PdfTextLine[]): [string, string][] {
  const pairs: [string, string][] = [];
  lines.forEach((line, index) => {
    const a = boxOf(line);
    for (const other of lines.slice(index + 1)) {
      const b = boxOf(other);
      if (a.left < b.right && b.left < a.right && a.bottom < b.top && b.bottom < a.top) {
        pairs.push([line.text, other.text]);
      }
    }
  });
  return pairs;
}

const base: CertificateRow = {
  id: 1,
  number: "CME-2026-7K3M9QWD",
  user_id: 1,
  content_id: 1,
  type: "VOD",
  status: "REQUESTED",
  requester: "PLATFORM",
  full_name: "Markus Hoffmann",
  efn: "802761234500004",
  content_title: "Herzinsuffizienz: Diagnostik und Therapie kompakt",
  points: 2,
  category: "D",
  vnr: "2760920260000000042",
  authority: "AEKN",
  processing_days: 7,
  attempt_id: 1,
  issued_at: "2026-03-01T10:00:00.000Z",
  requested_at: "2026-03-01T10:05:00.000Z",
  release_pending_at: null,
  accredited_at: null,
};

const LONG_TITLE =
  "Expertenrunde Chronische Nierenkrankheit: Kontroversen und Konsens zu SGLT2-Hemmern, Finerenon und der Blutdruckeinstellung bei eingeschränkter Nierenfunktion – mit Fallbesprechungen aus Klinik und Praxis";
const LONG_NAME = "Maria-Magdalena Alexandra Theodora von Hohenzollern-Sigmaringen-Wittelsbach-Oberhausen";

const cases: [string, CertificateRow, string | null][] = [
  [
    "the longest status, a long title and name",
    { ...base, content_title: LONG_TITLE, full_name: LONG_NAME },
    "Prof. Dr. med.",
  ],
  [
    "a European accreditor and no EFN",
    {
      ...base,
      requester: "EXTERNAL",
      efn: null,
      authority: "EACCME",
      vnr: "LEEA26-00008",
      full_name: LONG_NAME,
    },
    null,
  ],
  [
    "a name in two scripts",
    { ...base, full_name: "Wang Xiaoming 王小明 Müller-Lüdenscheidt Ŝćęśńżź", content_title: LONG_TITLE },
    "Dr.",
  ],
  [
    "a participation certificate",
    {
      ...base,
      type: "PARTICIPATION",
      category: null,
      vnr: null,
      authority: null,
      points: 0,
      content_title: LONG_TITLE,
    },
    null,
  ],
];

describe("the certificate PDF", () => {
  it.each(cases)("draws no text over other text: %s", async (_case, row, title) => {
    const pdf = await certificatePdf(row, {
      title,
      verifyUrl: `https://fortbildung.example/zertifikat/${row.number}`,
      issuedBy: "Fortbildung",
    });
    const lines = await pdfTextLines(pdf);
    expect(lines.length).toBeGreaterThan(10);
    expect(overlapping(lines)).toEqual([]);
    for (const line of lines) {
      expect(line.x + line.width, line.text).toBeLessThanOrEqual(A4_WIDTH - 40);
      expect(line.y, line.text).toBeGreaterThan(0);
    }
    // The facts end above the QR code, whatever wrapped above them.
    const number = lines.find((line) => line.text === row.number && line.x > 100);
    expect(number?.y).toBeGreaterThan(QR_TOP + 10);
    // Wrapped, nothing is lost: the whole status and title are there (line breaks at spaces).
    const text = (await pdfText(pdf)).replace(/\s+/g, " ");
    expect(text).toContain(row.content_title.split(" – ")[0]);
    if (row.type !== "PARTICIPATION" && row.requester === "PLATFORM") {
      expect(text).toContain("Punkte beantragt, Übermittlung an die Ärztekammer läuft");
    }
  });
});
