import type { Context } from "../context.ts";
import { message, validationFailed } from "../errors.ts";
import { parseId } from "../rules.ts";
import type { UserRow } from "../store/users.ts";
import type { Rejection, ValidationRequestModel } from "../store/validations.ts";
import { recordStaffAction } from "./audit.ts";
import { requirePermission } from "./permissions.ts";

type Decision = "accept" | "reject";

/**
 * Decides a pending proof and records it in the audit trail, together (the CLI records its own);
 * a proof unknown or decided already is a validation error on id.
 */
export function decideProof(
  context: Context,
  operation: string,
  staff: UserRow,
  rawId: string,
  decision: Decision,
  rejection: Rejection | null = null,
): ValidationRequestModel {
  const id = parseId(rawId);
  const { store } = context;
  const result = store.db.transaction(() => {
    const proof =
      id === null ? null : store.validations.decide(id, decision, staff.id, context.now(), rejection);
    if (proof) {
      const detail = [`#${proof.id}`, rejection?.reason].filter(Boolean).join(" ");
      recordStaffAction(context, staff, decision === "accept" ? "PROOF_ACCEPTED" : "PROOF_REJECTED", {
        userId: proof.user_id,
        detail,
        facts: { proof_id: proof.id, ...(rejection ? { rejection_reason: rejection.reason } : {}) },
      });
    }
    return proof;
  })();
  if (!result) throw validationFailed(operation, { id: [message.invalid("id")] });
  return result;
}

/** A decision without a reason by the staff member with PROOFS (else as requirePermission). */
export const decideProofAsStaff = (context: Context, operation: string, rawId: string, decision: Decision) =>
  decideProof(context, operation, requirePermission(context, operation, "PROOFS"), rawId, decision);
