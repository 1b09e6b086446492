/** Why staff rejected a proof (`ProofRejectionReason`, decision 035); OTHER comes with a note. */
export const REJECTION_REASONS = [
  "UNREADABLE",
  "NAME_MISMATCH",
  "NOT_A_PROOF",
  "PROFESSION_MISMATCH",
  "OUTDATED",
  "OTHER",
] as const;
export type RejectionReason = (typeof REJECTION_REASONS)[number];
export interface Rejection {
  reason: RejectionReason;
  note: string | null;
}
