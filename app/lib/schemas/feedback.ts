import { z } from "zod";
import { multiLine, singleLine, type Translate } from "../validation";

/** The reference API's limit (server/resolvers/feedback.ts). */
export const FEEDBACK_TEXT_MAX = 2000;
export const RATINGS = ["1", "2", "3", "4", "5"] as const;

/** The feedback dialog (spec 2.5): stars and an optional text. */
export const feedbackSchema = (t: Translate) =>
  z.object({
    rating: z.enum(RATINGS, { error: t("content:feedback.rating_required") }),
    text: multiLine(t, FEEDBACK_TEXT_MAX).optional(),
    contentId: singleLine(t, 64).optional(),
    eventId: singleLine(t, 64).optional(),
  });
