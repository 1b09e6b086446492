import { z } from "zod";
import { numericId } from "../validation";

// The confirm-data dialog's posts (spec 2.5): one schema for its four buttons.
const fieldId = numericId;

export const confirmDataSchema = z.discriminatedUnion("intent", [
  /** Step 1 → 2 with the main field (required: a missing one is answered with a message). */
  z.object({ intent: z.literal("next"), field_id: fieldId.optional() }),
  z.object({ intent: z.literal("back") }),
  /** Cancel on step 1: the existing values stay (spec §4). */
  z.object({ intent: z.literal("cancel") }),
  /** Save on step 2 with the further followed fields. */
  z.object({ intent: z.literal("save"), fieldIds: z.array(fieldId).max(100).default([]) }),
]);
export type ConfirmDataForm = z.infer<typeof confirmDataSchema>;
