import { PDFDocument, rgb, type PDFPage } from "pdf-lib";
import QRCode from "qrcode";
import { pdfFonts } from "../pdf-fonts.ts";
import type { CertificateRow } from "../store/cme.ts";
import { isGermanVnr } from "./accreditation.ts";
import { AUTHORITIES } from "./rules.ts";

// The certificate as a PDF: the definitive proof, for users with and without an EFN.
// Drawn with pdf-lib in embedded Unicode fonts (every name's alphabet, pdf-fonts.ts), no headless browser.

const PRIMARY = rgb(4 / 255, 97 / 255, 114 / 255);
const INK = rgb(0.1, 0.1, 0.1);
const MUTED = rgb(0.35, 0.35, 0.35);

const TYPE_LABEL: Record<CertificateRow["type"], string> = {
  VOD: "Teilnahmebescheinigung mit Lernerfolgskontrolle (Kategorie D)",
  LIVE: "Teilnahmebescheinigung Live-Fortbildung (Kategorie A)",
  PARTICIPATION: "Teilnahmebescheinigung",
};

const STATUS_LABEL: Record<CertificateRow["status"], string> = {
  TO_BE_REQUESTED: "Punkte noch nicht beantragt",
  REQUESTED: "Punkte beantragt, Übermittlung an die Ärztekammer läuft",
  RELEASE_PENDING: "Bei der Ärztekammer eingegangen, Freigabe ausstehend",
  ACCREDITED: "Punkte von der Ärztekammer gutgeschrieben",
};

const germanDate = (iso: string) =>
  new Intl.DateTimeFormat("de-DE", { dateStyle: "long", timeZone: "Europe/Berlin" }).format(new Date(iso));

/** Draws the QR code's modules as squares; `size` is the code's width in points. */
function drawQr(page: PDFPage, text: string, x: number, y: number, size: number) {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: "M" });
  const cell = size / modules.size;
  for (let row = 0; row < modules.size; row++) {
    for (let column = 0; column < modules.size; column++) {
      if (!modules.get(row, column)) continue;
      page.drawRectangle({
        x: x + column * cell,
        y: y + size - (row + 1) * cell,
        width: cell,
        height: cell,
        color: INK,
      });
    }
  }
}

export async function certificatePdf(
  certificate: CertificateRow,
  { title, verifyUrl, issuedBy }: { title: string | null; verifyUrl: string; issuedBy: string },
): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`CME-Zertifikat ${certificate.number}`);
  pdf.setAuthor(issuedBy);
  pdf.setLanguage("de-DE");
  const page = pdf.addPage([595.28, 841.89]); // A4
  const fonts = await pdfFonts(pdf);
  const draw = fonts.draw.bind(null, page);

  // Every text wraps within its column and moves what follows down, so nothing is drawn over another.
  let y = 770;
  const LEADING = 1.3;
  const line = async (text: string, bold: boolean, size = 11, color = INK, gap = 18) => {
    const lines = await fonts.wrap(text, { size, bold, maxWidth: 475, maxLines: 4 });
    for (const [index, part] of lines.entries()) {
      await draw(part, { x: 60, y, size, bold, color });
      y -= index < lines.length - 1 ? size * LEADING : gap;
    }
  };

  page.drawRectangle({ x: 0, y: 815, width: 595.28, height: 27, color: PRIMARY });
  await line(issuedBy, true, 12, PRIMARY, 40);
  await line("Fortbildungszertifikat", true, 24, INK, 28);
  await line(TYPE_LABEL[certificate.type], false, 12, MUTED, 40);

  const name = [title, certificate.full_name].filter(Boolean).join(" ");
  await line("Hiermit wird bescheinigt, dass", false, 11, MUTED);
  await line(name, true, 16, INK, 26);
  await line("an der folgenden Fortbildung teilgenommen hat:", false, 11, MUTED);
  await line(certificate.content_title, true, 13, INK, 34);

  const participation = certificate.type === "PARTICIPATION";
  const facts: [string, string][] = participation
    ? [
        ["Datum", germanDate(certificate.issued_at)],
        ["Status", "Teilnahme bestätigt (ohne CME-Punkte)"],
        ["Zertifikatsnummer", certificate.number],
      ]
    : [
        ["Datum", germanDate(certificate.issued_at)],
        ["CME-Punkte", String(certificate.points)],
        ["Kategorie", certificate.category ?? "–"],
        [
          certificate.vnr && !isGermanVnr(certificate.vnr) ? "Akkreditierungsnr." : "VNR",
          certificate.vnr ?? "–",
        ],
        [
          "Anerkannt von",
          certificate.authority ? (AUTHORITIES[certificate.authority] ?? certificate.authority) : "–",
        ],
        ["EFN", certificate.efn ?? "keine (Zertifikat zur eigenen Einreichung)"],
        [
          "Status",
          certificate.requester === "EXTERNAL"
            ? "Zur eigenen Einreichung bei der zuständigen Stelle"
            : STATUS_LABEL[certificate.status],
        ],
        ["Zertifikatsnummer", certificate.number],
      ];
  for (const [label, value] of facts) {
    await draw(label, { x: 60, y, size: 10, color: MUTED });
    const lines = await fonts.wrap(value, { size: 11, bold: true, maxWidth: 345, maxLines: 3 });
    for (const [index, part] of lines.entries()) {
      await draw(part, { x: 190, y, size: 11, bold: true, color: INK });
      if (index < lines.length - 1) y -= 11 * LEADING;
    }
    y -= 22;
  }

  drawQr(page, verifyUrl, 60, 90, 96);
  await draw("Echtheit prüfen:", { x: 175, y: 160, size: 10, bold: true, color: INK });
  await draw(verifyUrl, { x: 175, y: 144, size: 9, color: PRIMARY });
  await draw("Den QR-Code scannen oder die Adresse aufrufen, um das Zertifikat zu prüfen.", {
    x: 175,
    y: 128,
    size: 9,
    color: MUTED,
  });
  return pdf.save();
}
