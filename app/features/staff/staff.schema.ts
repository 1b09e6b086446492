import { z } from "zod";
import { REJECTION_NOTE_MAX, REJECTION_REASONS } from "./staff";
import { multiLine, type Translate } from "~/lib/validation";

/** Rejecting a proof (decision 035): a reason from the list; "other" needs the note that says it. */
export const rejectProofSchema = (t: Translate) =>
  z
    .object({
      reason: z.enum(REJECTION_REASONS, { error: t("staff:proofs.reject.reason_required") }),
      note: multiLine(t, REJECTION_NOTE_MAX).optional(),
    })
    .superRefine((value, context) => {
      if (value.reason === "OTHER" && !value.note) {
        context.addIssue({ code: "custom", path: ["note"], message: t("staff:proofs.reject.note_required") });
      }
    });
