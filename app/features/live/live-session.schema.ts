import { z } from "zod";
import {
  requiredMultiLine,
  requiredString,
  singleLine,
  wholeNumberField,
  type Translate,
} from "~/lib/validation";

import { POLL_OPTION_FIELDS, POLL_OPTION_MAX, POLL_QUESTION_MAX, QUESTION_MAX } from "./live-limits";

export { POLL_OPTION_FIELDS, POLL_OPTION_MAX, POLL_QUESTION_MAX, QUESTION_MAX } from "./live-limits";

/** A viewer's question in the live session. */
export const askSchema = (t: Translate) =>
  z.object({
    text: requiredMultiLine(t, QUESTION_MAX),
    anonymous: z.literal("on").optional(),
  });

/** A moderator's poll: a question and 2 to 6 options (empty option fields are left out). */
export const pollSchema = (t: Translate) =>
  z.object({
    question: requiredString(t).max(
      POLL_QUESTION_MAX,
      t("validation:max_length", { length: POLL_QUESTION_MAX }),
    ),
    options: z
      .array(singleLine(t, POLL_OPTION_MAX).optional())
      .transform((options) => options.filter((option): option is string => Boolean(option)))
      .refine((options) => options.length >= 2, t("live:moderation.poll.too_few")),
  });

/** A viewer's vote: the poll and the option's index (a poll has at most POLL_OPTION_FIELDS). */
export const voteSchema = (t: Translate) =>
  z.object({
    pollId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, t("validation:invalid_choice")),
    option: wholeNumberField(t, 0, POLL_OPTION_FIELDS - 1),
  });
