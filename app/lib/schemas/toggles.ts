import { parseWithZod } from "@conform-to/zod/v4";
import { z } from "zod";
import { isSingleLine } from "../validation";

// The small forms every page posts (follow, watch list, watch progress, upload ticket): one schema
// each, used by the action to read the post and by the component for the field names and values.
// Their fields are hidden inputs the page fills, so a post that does not fit is refused as a whole
// (a snackbar or a status), not answered field by field.

/** Ids of the upstream API (numbers, slugs): never free text in an upstream variable. */
const upstreamId = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/);
/** Only for the snackbar text the user reads about their own action. */
const label = z
  .string()
  .refine(isSingleLine)
  .optional()
  .transform((value) => (value ?? "").trim().slice(0, 255));

/** What can be followed: the follow forms' item, and the subscribe dialog's URL parameters. */
export const followTargetSchema = z.object({
  type: z.enum(["Field", "Channel"]),
  id: upstreamId,
});

export const followSchema = followTargetSchema
  .extend({
    intent: z.enum(["follow", "unfollow", "notify"]),
    /** The notification switch's new value: anything but "false" turns it on. */
    notify: z.string().optional(),
    /**
     * Sent by a form whose `notify` is a checkbox (the subscribe dialog), which sends nothing when
     * unticked: then only a ticked box ("true") turns it on.
     */
    notifyBox: z.literal("1").optional(),
    name: label,
  })
  .transform(({ notify, notifyBox, ...form }) => ({
    ...form,
    notify: notifyBox ? notify === "true" : notify !== "false",
  }));
export type FollowForm = z.infer<typeof followSchema>;

export const watchlistSchema = z.object({
  intent: z.enum(["add", "remove"]),
  contentId: upstreamId,
  title: label,
});
export type WatchlistForm = z.infer<typeof watchlistSchema>;

/** A day: no video is longer; the API checks the real duration. */
export const MAX_PROGRESS_SECONDS = 24 * 60 * 60;

export const progressSchema = z.object({
  contentId: upstreamId,
  position: z.coerce
    .number()
    .min(0)
    .max(MAX_PROGRESS_SECONDS)
    .transform((seconds) => Math.floor(seconds)),
});

/** A live player's heartbeat (CME presence). */
export const presenceSchema = z.object({
  intent: z.literal("presence"),
  contentId: upstreamId,
});

export const uploadTicketSchema = z.object({
  fileName: z.string().min(1).max(255).refine(isSingleLine),
  purpose: z.enum(["user_validation", "assistant_price_validation"]).default("user_validation"),
});

/** The form's value when it fits the schema, else null (conform's parse, as every other form). */
export function readWith<Value>(schema: z.ZodType<Value>) {
  return (form: FormData): Value | null => {
    const submission = parseWithZod(form, { schema });
    return submission.status === "success" ? (submission.value as Value) : null;
  };
}
