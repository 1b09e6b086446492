// Proof of professional status (spec §5): JPEG, PNG or PDF, at most 10240 KB (shown as 10 MB).
export const PROOF_MAX_BYTES = 10240 * 1024;
export const PROOF_TYPES = ["image/jpeg", "image/png", "application/pdf"] as const;
export const PROOF_EXTENSIONS = [".jpg", ".jpeg", ".png", ".pdf"] as const;
export const PROOF_ACCEPT = [...PROOF_TYPES, ...PROOF_EXTENSIONS].join(",");

export type ProofFileProblem = "file_size" | "file_type";

/** What the browser and the BFF can tell from a file's name, declared type and size. */
export function checkProofFile(file: { name: string; type: string; size: number }): ProofFileProblem | null {
  const name = file.name.toLowerCase();
  const typeOk =
    PROOF_EXTENSIONS.some((extension) => name.endsWith(extension)) &&
    (file.type === "" || (PROOF_TYPES as readonly string[]).includes(file.type));
  if (!typeOk) return "file_type";
  if (file.size <= 0 || file.size > PROOF_MAX_BYTES) return "file_size";
  return null;
}

/** Checks the first bytes: what the file really is, whatever its name says. */
export function sniffProofType(head: Uint8Array): (typeof PROOF_TYPES)[number] | null {
  const starts = (...bytes: number[]) => bytes.every((byte, index) => head[index] === byte);
  if (starts(0xff, 0xd8, 0xff)) return "image/jpeg";
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return "image/png";
  if (starts(0x25, 0x50, 0x44, 0x46, 0x2d)) return "application/pdf";
  return null;
}
