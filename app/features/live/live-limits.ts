// The live session's limits (the reference API's too), without the schemas: the viewer's panel on
// the player page must not load zod (the first-load budget, decision 021); the server checks with them.
export const QUESTION_MAX = 500;
export const POLL_QUESTION_MAX = 255;
export const POLL_OPTION_MAX = 120;
export const POLL_OPTION_FIELDS = 6;
