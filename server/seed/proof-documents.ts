import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { PDFDocument, rgb } from "pdf-lib";
import type { Db } from "../db.ts";
import { pdfFonts } from "../pdf-fonts.ts";
import { uploadKey } from "../upload-policy.ts";

// The demo's pending proofs come with a document, so that staff reviewing the queue see what they
// would see for a real one: a specimen, marked as such, in the person's name.

// The profession's name in the person's form (female, else male).
const PROFESSION: Record<string, [string, string]> = {
  PHARMACIST: ["Apothekerin", "Apotheker"],
  NURSE: ["Pflegefachfrau", "Pflegefachmann"],
  DOCTOR: ["Ärztin", "Arzt"],
};

type Missing = {
  uuid: string;
  first_name: string;
  last_name: string;
  gender: string | null;
  profession: string;
  country: string;
};

const profession = ({ profession, gender }: Missing) => {
  const names = PROFESSION[profession];
  return names ? names[gender === "FEMALE" ? 0 : 1] : profession;
};

async function specimen(person: Missing): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle("Muster: Nachweis der Berufsberechtigung");
  pdf.setLanguage("de-DE");
  const page = pdf.addPage([595.28, 841.89]); // A4
  const fonts = await pdfFonts(pdf);
  const ink = rgb(0.1, 0.1, 0.1);
  const muted = rgb(0.4, 0.4, 0.4);
  const lines: Array<[string, boolean, number]> = [
    ["MUSTER – Demo-Dokument der Referenz-API, kein amtliches Dokument", true, 10],
    ["Nachweis der Berufsberechtigung", true, 22],
    ["Hiermit wird bestätigt, dass", false, 12],
    [`${person.first_name} ${person.last_name}`, true, 16],
    [`zur Ausübung des Berufs als ${profession(person)} berechtigt ist.`, false, 12],
    [
      `Land der Berufsausübung: ${{ DE: "Deutschland", AT: "Österreich", CH: "Schweiz" }[person.country] ?? person.country}`,
      false,
      12,
    ],
  ];
  let y = 760;
  for (const [text, bold, size] of lines) {
    await fonts.draw(page, text, { x: 60, y, size, bold, color: bold && size === 10 ? muted : ink });
    y -= size * 2.4;
  }
  return pdf.save();
}

/**
 * Writes a specimen for every seeded proof that has no file yet (a new demo database, or one seeded
 * before the specimens existed), and records it as stored. Files that exist are left alone.
 */
export async function storeDemoProofDocuments(db: Db, dataDir: string): Promise<void> {
  const missing = db
    .prepare<[], Missing>(
      `SELECT uploads.uuid, users.first_name, users.last_name, users.gender, users.profession, users.country
       FROM uploads JOIN validation_requests ON validation_requests.upload_uuid = uploads.uuid
       JOIN users ON users.id = validation_requests.user_id
       WHERE uploads.purpose = 'user_validation' AND uploads.stored_at IS NOT NULL AND uploads.stored_path IS NULL`,
    )
    .all();
  if (missing.length === 0) return;
  mkdirSync(join(dataDir, "uploads"), { recursive: true });
  const store = db.prepare(
    "UPDATE uploads SET stored_path = ?, mime = 'application/pdf', size = ? WHERE uuid = ?",
  );
  for (const person of missing) {
    const bytes = await specimen(person);
    const path = uploadKey(person.uuid);
    writeFileSync(join(dataDir, path), bytes);
    store.run(path, bytes.length, person.uuid);
  }
}
