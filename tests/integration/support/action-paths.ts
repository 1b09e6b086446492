// Where the forms of every route with an action post to (bad-input.test.ts checks the list is whole),
// and what those forms hold (fuzz-actions.test.ts posts their fields, so posts reach the schemas).

/** The seeded livestream that is live for 30 days after the database was made. */
export const LIVE_SLUG = "dauerlivestream-kardiologie-update";
/** A paid event with tickets (the checkout). */
export const EVENT_SLUG = "ekg-intensivkurs";
/** Replaced by a fresh personal survey link where a test makes one; a link that is no link otherwise. */
export const SURVEY_TOKEN = "{survey}";

/** The registration dialog's steps after the first: each takes its own form at its own address. */
export const REGISTER_STEPS = [2, 3, 4, 5, 6, 7];

/** Every route module with an action, and where its form posts go (pages answer with a page). */
export const ACTION_PATHS: Record<string, string[]> = {
  "_index.tsx": [
    "/?index",
    "/?index&dialog=register",
    ...REGISTER_STEPS.map((step) => `/?index&dialog=register&step=${step}`),
    "/?index&dialog=forgot-password",
  ],
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
  // A proof that does not exist: posts reach the schema and the upstream, and decide nothing.
  // An order that does not exist: nothing is refunded.
  "staff.bestellungen.$id.tsx": ["/staff/bestellungen/999999"],
  // Posted by a user, who gets the 404: a plausible post by staff would schedule or send a real
  // campaign to every user of the shared API (staff-outreach.test.ts covers the staff side).
  "staff.kampagnen._index.tsx": ["/staff/kampagnen"],
  "staff.nachweise.$id.tsx": ["/staff/nachweise/999999?art=erneuerung"],
  "staff.nutzer._index.tsx": ["/staff/nutzer"],
  // An account that does not exist: nothing is sent.
  "staff.nutzer.$id.tsx": ["/staff/nutzer/999999"],
  // A survey that does not exist: nobody is invited.
  "staff.umfragen.$id.tsx": ["/staff/umfragen/999999"],
  "survey.$token.tsx": ["/survey/kein-gueltiger-link", `/survey/${SURVEY_TOKEN}`],
  "tour.tsx": ["/tour"],
  "unlock.tsx": ["/unlock"],
  "unsubscribe.$token.tsx": ["/unsubscribe/kein-gueltiger-link"],
  "watchlist.tsx": ["/watchlist"],
};
/** Endpoints only scripts call: they answer JSON `{ error }` with the status. */
export const SCRIPT_PATHS: Record<string, string[]> = {
  "live.$slug_.conference.ts": [`/live/${LIVE_SLUG}/conference`],
  "progress.tsx": ["/progress"],
  "upload-ticket.ts": ["/upload-ticket"],
};

export type ActionForm = {
  /**
   * Each form the route's pages post, by its `intent` ("" for a form without one), with its fields.
   * A form that only one of the route's paths takes names that path's parameter after its intent
   * (`"next step=4"`: the fourth step's form, sent with intent `next` to the path with `step=4`).
   */
  forms: Record<string, string[]>;
  /** The fields that hold a number (an id, an index, a step, seconds): they get out-of-range numbers. */
  numbers?: string[];
  /** Who posts: "staff" for the moderator's console, "doctor" for a booking; a student otherwise. */
  user?: "staff" | "doctor";
};

const POLL_OPTIONS = [0, 1, 2, 3, 4, 5].map((index) => `options[${index}]`);
const BILLING = ["first_name", "last_name", "company", "street", "zip", "city", "country"];

/** The forms of every route above (fuzz-actions.test.ts checks each has its entry). */
export const ACTION_FORMS: Record<string, ActionForm> = {
  "_index.tsx": {
    forms: {
      login: ["email", "password", "redirect"],
      next: ["email", "password", "password_repeat"],
      back: [],
      resend: ["email"],
      "": ["email", "code", "password", "password_repeat"],
      "next step=2": ["gender", "title", "first_name", "last_name"],
      "next step=3": ["profession", "employment", "country"],
      "next step=4": ["field_id"],
      "next step=5": ["efn", "validation_file"],
      "next step=6": ["fieldSubscriptions"],
      "register step=7": ["registrationCode", "terms", "notify_promotions", "self_attributions"],
    },
    numbers: ["field_id", "fieldSubscriptions"],
  },
  "cme.tsx": {
    forms: {
      start: ["contentId", "redirectTo"],
      answer: ["attemptId", "questionId", "optionId", "q", "move", "redirectTo"],
      apply: ["certificateId", "consent", "redirectTo"],
      cycle: ["date", "redirectTo"],
    },
    numbers: ["q", "contentId", "attemptId", "questionId", "optionId", "certificateId"],
  },
  "confirm-data.tsx": {
    forms: { next: ["field_id", "redirectTo"], back: [], cancel: [], save: ["fieldIds", "redirectTo"] },
    numbers: ["field_id", "fieldIds"],
  },
  "contact.tsx": {
    forms: { "": ["recipient", "name", "email", "subject", "message", "website", "started"] },
  },
  "feedback.tsx": {
    forms: { "": ["rating", "text", "contentId", "eventId", "redirectTo"] },
    numbers: ["rating", "contentId", "eventId"],
  },
  "follow.tsx": {
    forms: {
      follow: ["type", "id", "name", "notify", "notifyBox", "redirectTo"],
      unfollow: ["type", "id", "name", "redirectTo"],
      notify: ["type", "id", "notify", "redirectTo"],
    },
    numbers: ["id"],
  },
  "live.$slug.tsx": {
    forms: {
      ask: ["livestreamId", "text", "anonymous"],
      vote: ["pollId", "option"],
      interject: ["livestreamId"],
      withdraw: ["livestreamId"],
    },
    numbers: ["option", "pollId", "livestreamId"],
  },
  "live.$slug_.moderation.tsx": {
    forms: {
      moderate: ["livestreamId", "action", "targetId"],
      "open-poll": ["livestreamId", "question", ...POLL_OPTIONS],
      "close-poll": ["pollId"],
    },
    numbers: ["targetId", "pollId", "livestreamId"],
    user: "staff",
  },
  "locale.tsx": { forms: { "": ["locale", "redirectTo"] } },
  "logout.tsx": { forms: { "": ["redirectTo"] } },
  "profile._index.tsx": { forms: { delete: ["password"] } },
  "profile.email-change.tsx": { forms: { request: ["email", "password"], confirm: ["code"] } },
  "profile.notifications.tsx": {
    forms: {
      "": ["notify_promotions", "notify_subscriptions", "notify_livestream_day", "summary_frequency"],
      revoke: [],
    },
  },
  "profile.password-change.tsx": { forms: { "": ["current_password", "password", "password_repeat"] } },
  "profile.personal-details.tsx": { forms: { "": ["gender", "title", "first_name", "last_name"] } },
  "profile.professional-details.tsx": {
    forms: { "": ["profession", "employment", "country", "field_id", "efn", "validation_file"] },
    numbers: ["field_id"],
  },
  "profile.subscriptions.tsx": { forms: { "": ["ids"] }, numbers: ["ids"] },
  "refresh-validation.tsx": { forms: { "": ["profession", "efn", "validation_file", "redirectTo"] } },
  "registration.$slug.tsx": {
    forms: {
      "": ["price_id", "validation_file", ...BILLING],
      apply_code: ["discount_code"],
      remove_code: [],
      back: [],
      // The order: the terms, and what a forged post might add to change it (the draft decides).
      "pay step=3": ["terms", "price_id", "discount_code", ...BILLING],
    },
    numbers: ["price_id"],
    user: "doctor",
  },
  "simulate.tsx": { forms: { "": ["enabled", "redirectTo"] } },
  "staff.bestellungen.$id.tsx": { forms: { refund: [] }, user: "staff" },
  "staff.kampagnen._index.tsx": { forms: { schedule: ["type", "date", "time"], run: ["id"] } },
  "staff.nachweise.$id.tsx": {
    forms: { accept: [], reject: ["reason", "note"] },
    user: "staff",
  },
  "staff.nutzer._index.tsx": { forms: { "registration-code": ["email"] }, user: "staff" },
  "staff.nutzer.$id.tsx": { forms: { "resend-email-code": [] }, user: "staff" },
  "staff.umfragen.$id.tsx": { forms: { check: ["emails"], invite: ["emails"] }, user: "staff" },
  // The demo survey's questions, numbered from 1 (its stars are the second).
  "survey.$token.tsx": {
    forms: { "": ["q1", "q2", "q3", "q4", "q5", "q6", "q7", "q8", "q9"] },
    numbers: ["q2"],
  },
  "tour.tsx": { forms: { skip: [], finish: [] } },
  "unlock.tsx": { forms: { "": ["code", "redirectTo"] } },
  "unsubscribe.$token.tsx": { forms: { "": [] } },
  "watchlist.tsx": {
    forms: { add: ["contentId", "title", "redirectTo"], remove: ["contentId", "redirectTo"] },
    numbers: ["contentId"],
  },
  "live.$slug_.conference.ts": {
    forms: {
      "": ["to_user", "to_peer", "from_peer", "kind", "data"],
      track: ["livestream_id", "event"],
    },
    numbers: ["to_user", "livestream_id"],
    user: "staff",
  },
  "progress.tsx": {
    forms: { "": ["contentId", "position", "format", "redirectTo"], presence: ["contentId"] },
    numbers: ["position", "contentId"],
  },
  "upload-ticket.ts": { forms: { "": ["fileName", "purpose"] } },
};
