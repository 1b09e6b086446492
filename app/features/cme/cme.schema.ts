import { z } from "zod";

// The CME forms: one schema each, read by the /cme action and used by the components
// for their field names. Hidden fields carry upstream ids; a post that does not fit is refused whole.

const upstreamId = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/);

export const cmeStartSchema = z.object({
  intent: z.literal("start"),
  contentId: upstreamId,
});

export const cmeAnswerSchema = z.object({
  intent: z.literal("answer"),
  attemptId: upstreamId,
  questionId: upstreamId,
  /** Absent when the viewer chose nothing (allowed for "back"). */
  optionId: upstreamId.optional(),
  /** The question shown, 1-based. */
  q: z.coerce.number().int().min(1).max(50),
  move: z.enum(["back", "next", "submit"]),
});

export const cmeApplySchema = z.object({
  intent: z.literal("apply"),
  certificateId: upstreamId,
  /** A checkbox: "on" when ticked, absent otherwise (the API refuses without consent). */
  consent: z
    .string()
    .optional()
    .transform((value) => value === "on"),
});

export const cmeCycleSchema = z.object({
  intent: z.literal("cycle"),
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
});

export const cmeSchema = z.discriminatedUnion("intent", [
  cmeStartSchema,
  cmeAnswerSchema,
  cmeApplySchema,
  cmeCycleSchema,
]);
export type CmeForm = z.infer<typeof cmeSchema>;
