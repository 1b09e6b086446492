// A message shown once after a redirect (spec 2.4 snackbars), kept in the server-side session.
export type FlashMessage = {
  kind: "success" | "error";
  /** Translation keys (namespace:key) with optional interpolation values, or raw server texts. */
  messages: Array<{ key: string; values?: Record<string, string | number> } | { text: string }>;
  /**
   * The id of the form field the message is about: that field shows it (and takes the focus),
   * instead of a snackbar at the top of the page, far from where the user has to act.
   */
  field?: string;
};
