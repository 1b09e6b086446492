// Where the forms of every route with an action post to (bad-input.test.ts checks the list is whole),
// and what those forms hold (fuzz-actions.test.ts posts their fields, so posts reach the schemas).

/** The seeded livestream that is live for 30 days after the database was made. */
export const LIVE_SLUG = "dauerlivestream-kardiologie-update";
/** A paid event with tickets (the checkout). */
export const EVENT_SLUG = "ekg-intensivkurs";
/** Replaced by a fresh personal survey link where a test makes one; a link that is no link otherwise. */
export const SURVEY_TOKEN = "{survey}";

/** Every route module with an action, and where its form posts go (pages answer with a page). */
export const ACTION_PATHS: Record<string, string[]> = {
  "_index.tsx": ["/?index", "/?index&dialog=register", "/?index&dialog=forgot-password"],
  "cme.tsx": ["/cme"],
  "confirm-data.tsx": ["/confirm-data"],
  "contact.tsx": ["/contact"],
  "feedback.tsx": ["/feedback"],
  "follow.tsx": ["/follow"],
  "live.$slug.tsx": [`/live/${LIVE_SLUG}`],
  "live.$slug_.moderation.tsx": [`/live/${LIVE_SLUG}/moderation`],
  "locale.tsx": ["/locale"],
  "logout.tsx": ["/logout"],
  "profile._index.tsx": ["/profile?index"],
  "profile.email-change.tsx": ["/profile/email-change"],
  "profile.notifications.tsx": ["/profile/notifications", "/profile/notifications?calendar"],
  "profile.password-change.tsx": ["/profile/password-change"],
  "profile.personal-details.tsx": ["/profile/personal-details"],
  "profile.professional-details.tsx": ["/profile/professional-details"],
  "profile.subscriptions.tsx": ["/profile/subscriptions"],
  "refresh-validation.tsx": ["/refresh-validation"],
  "registration.$slug.tsx": [
    `/registration/${EVENT_SLUG}`,
    `/registration/${EVENT_SLUG}?step=2`,
    `/registration/${EVENT_SLUG}?step=3`,
  ],
  "simulate.tsx": ["/simulate"],
  "survey.$token.tsx": ["/survey/kein-gueltiger-link", `/survey/${SURVEY_TOKEN}`],
  "tour.tsx": ["/tour"],
  "unlock.tsx": ["/unlock"],
  "unsubscribe.$token.tsx": ["/unsubscribe/kein-gueltiger-link"],
  "watchlist.tsx": ["/watchlist"],
};
/** Endpoints only scripts call: they answer JSON `{ error }` with the status. */
export const SCRIPT_PATHS: Record<string, string[]> = {
  "progress.tsx": ["/progress"],
  "upload-ticket.ts": ["/upload-ticket"],
};

export type ActionForm = {
  /** The values of its `intent` field. */
  intents?: string[];
  /** Every field its forms post. */
  fields: string[];
  /** The fields that hold a number (an id, an index, a count, seconds): posted out-of-range numbers too. */
  numbers?: string[];
  /** Who posts: "staff" for the moderator's console; a signed-in user otherwise (or nobody, at random). */
  user?: "staff";
};

const POLL_OPTIONS = [0, 1, 2, 3, 4, 5].map((index) => `options[${index}]`);

/** The forms of every route above (fuzz-actions.test.ts checks each has its entry). */
export const ACTION_FORMS: Record<string, ActionForm> = {
  "_index.tsx": {
    intents: ["login", "register", "next", "back", "resend", "request", "reset"],
    fields: [
      "email",
      "password",
      "password_repeat",
      "redirect",
      "gender",
      "title",
      "first_name",
      "last_name",
      "profession",
      "employment",
      "country",
      "field_id",
      "efn",
      "validation_file",
      "validation_file_name",
      "fieldSubscriptions",
      "registrationCode",
      "terms",
      "notify_promotions",
      "self_attributions",
      "code",
    ],
    numbers: ["field_id", "fieldSubscriptions"],
  },
  "cme.tsx": {
    intents: ["start", "answer", "apply", "cycle"],
    fields: [
      "contentId",
      "attemptId",
      "questionId",
      "optionId",
      "q",
      "move",
      "certificateId",
      "consent",
      "date",
    ],
    numbers: ["q", "contentId", "attemptId", "questionId", "optionId", "certificateId"],
  },
  "confirm-data.tsx": {
    intents: ["next", "back", "cancel", "save"],
    fields: ["field_id", "fieldIds", "redirectTo"],
    numbers: ["field_id", "fieldIds"],
  },
  "contact.tsx": { fields: ["recipient", "name", "email", "subject", "message", "website", "started"] },
  "feedback.tsx": {
    fields: ["rating", "text", "contentId", "eventId", "redirectTo"],
    numbers: ["rating", "contentId", "eventId"],
  },
  "follow.tsx": {
    intents: ["follow", "unfollow", "notify"],
    fields: ["type", "id", "notify", "name", "redirectTo"],
    numbers: ["id"],
  },
  "live.$slug.tsx": {
    intents: ["ask", "vote", "interject", "withdraw"],
    fields: ["livestreamId", "text", "anonymous", "pollId", "option"],
    numbers: ["option", "pollId", "livestreamId"],
  },
  "live.$slug_.moderation.tsx": {
    intents: ["moderate", "open-poll", "close-poll"],
    fields: ["livestreamId", "action", "targetId", "question", ...POLL_OPTIONS, "pollId"],
    numbers: ["targetId", "pollId", "livestreamId"],
    user: "staff",
  },
  "locale.tsx": { fields: ["locale", "redirectTo"] },
  "logout.tsx": { fields: ["redirectTo"] },
  "profile._index.tsx": { intents: ["delete"], fields: ["password"] },
  "profile.email-change.tsx": { intents: ["request", "confirm"], fields: ["email", "password", "code"] },
  "profile.notifications.tsx": {
    intents: ["create", "revoke"],
    fields: ["notify_promotions", "notify_subscriptions", "notify_livestream_day", "summary_frequency"],
  },
  "profile.password-change.tsx": { fields: ["current_password", "password", "password_repeat"] },
  "profile.personal-details.tsx": { fields: ["gender", "title", "first_name", "last_name"] },
  "profile.professional-details.tsx": {
    fields: ["profession", "employment", "country", "field_id", "efn", "validation_file"],
    numbers: ["field_id"],
  },
  "profile.subscriptions.tsx": {
    intents: ["add", "follow", "unfollow", "notify"],
    fields: ["ids", "type", "id", "notify"],
    numbers: ["ids", "id"],
  },
  "refresh-validation.tsx": { fields: ["profession", "efn", "validation_file", "redirectTo"] },
  "registration.$slug.tsx": {
    intents: ["back", "apply_code", "remove_code"],
    fields: [
      "price_id",
      "validation_file",
      "first_name",
      "last_name",
      "company",
      "street",
      "zip",
      "city",
      "country",
      "discount_code",
    ],
    numbers: ["price_id"],
  },
  "simulate.tsx": { fields: ["enabled", "redirectTo"] },
  // The demo survey's questions are numbered from 1.
  "survey.$token.tsx": { fields: ["q1", "q2", "q3", "q4", "q5", "q6", "q7", "q8", "q9"], numbers: ["q2"] },
  "tour.tsx": { intents: ["next", "back", "skip", "finish"], fields: ["step"], numbers: ["step"] },
  "unlock.tsx": { fields: ["code", "redirectTo"] },
  "unsubscribe.$token.tsx": { fields: ["intent"] },
  "watchlist.tsx": {
    intents: ["add", "remove"],
    fields: ["contentId", "title", "redirectTo"],
    numbers: ["contentId"],
  },
  "progress.tsx": {
    intents: ["presence"],
    fields: ["contentId", "position", "format", "redirectTo"],
    numbers: ["position", "contentId"],
  },
  "upload-ticket.ts": { fields: ["fileName", "purpose"] },
};
