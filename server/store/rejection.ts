import type { ProofRejectionReason } from "../generated/resolvers-types.ts";

/** Why staff rejected a proof (`ProofRejectionReason` of the contract); OTHER comes with a note. */
export type RejectionReason = ProofRejectionReason;
export interface Rejection {
  reason: RejectionReason;
  note: string | null;
}
