// Where the forms of every route with an action post to (bad-input.test.ts checks the list is whole).

/** Every route module with an action, and where its form posts go (pages answer with a page). */
export const ACTION_PATHS: Record<string, string[]> = {
  "_index.tsx": ["/?index", "/?index&dialog=register", "/?index&dialog=forgot-password"],
  "cme.tsx": ["/cme"],
  "confirm-data.tsx": ["/confirm-data"],
  "contact.tsx": ["/contact"],
  "feedback.tsx": ["/feedback"],
  "follow.tsx": ["/follow"],
  "live.$slug.tsx": ["/live/kardiologie-live-session"],
  "live.$slug_.moderation.tsx": ["/live/kardiologie-live-session/moderation"],
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
  "registration.$slug.tsx": ["/registration/ekg-intensivkurs", "/registration/ekg-intensivkurs?step=3"],
  "simulate.tsx": ["/simulate"],
  "survey.$token.tsx": ["/survey/kein-gueltiger-link"],
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
