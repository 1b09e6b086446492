/**
 * The view of a route that only takes form posts (follow, language, logout, simulate): it never
 * shows, as the loader and action always redirect. It makes the route a page, so a refusal its
 * action throws (400, 413) shows the error page with its German message, with JavaScript on and off.
 */
export function FormEndpoint() {
  return null;
}
