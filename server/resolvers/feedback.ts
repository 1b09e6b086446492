import { message, throwIfOverLimit, Validation } from "../errors.ts";
import { parseId } from "../rules.ts";
import { signedIn } from "./signed-in.ts";
import type { FieldResolver } from "./types.ts";
import type { MutationResolvers } from "../generated/resolvers-types.ts";

// The feedback dialog (spec 2.5): a rating and a text on a video, an event or the platform.

const FEEDBACK_TEXT_MAX = 2000;
/** Feedback one user may give in an hour: plenty for people, little for a script. */
const FEEDBACK_PER_HOUR = 10;
const HOUR_MS = 60 * 60 * 1000;

const submitFeedback: FieldResolver<MutationResolvers, "submitFeedback"> = signedIn(
  ({ user }, { input }, context, info) => {
    const validation = new Validation();
    if (!Number.isInteger(input.rating) || input.rating < 1 || input.rating > 5)
      validation.add("input.rating", message.invalid("input.rating"));
    const text = (input.text ?? "").trim();
    if (text.length > FEEDBACK_TEXT_MAX)
      validation.add("input.text", message.max("input.text", FEEDBACK_TEXT_MAX));
    const contentId = input.content_id ? parseId(input.content_id) : null;
    const eventId = input.event_id ? parseId(input.event_id) : null;
    const content = contentId === null ? null : context.store.items.byId(contentId);
    if (input.content_id && !content) validation.add("input.content_id", message.invalid("input.content_id"));
    const event = eventId === null ? null : context.store.items.eventById(eventId);
    if (input.event_id && !event) validation.add("input.event_id", message.invalid("input.event_id"));
    if (input.content_id && input.event_id)
      validation.add("input.event_id", message.prohibits("input.content_id", "input.event_id"));
    validation.throwIfFailed(info.fieldName);

    const now = context.now();
    throwIfOverLimit(
      (after) => context.store.feedback.countSince(user.id, after),
      FEEDBACK_PER_HOUR,
      HOUR_MS,
      now,
    );
    const id = context.store.feedback.add(
      {
        userId: user.id,
        contentId: content?.id ?? null,
        eventId: event?.id ?? null,
        rating: input.rating,
        text,
      },
      now,
    );
    return { id: String(id) };
  },
);

export const feedbackMutations = { submitFeedback } satisfies MutationResolvers;
