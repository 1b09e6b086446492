// A message shown once after a redirect (spec 2.4 snackbars), kept in the server-side session.
export type FlashMessage = {
  kind: "success" | "error";
  /** Translation keys (namespace:key) with optional interpolation values, or raw server texts. */
  messages: Array<{ key: string; values?: Record<string, string | number> } | { text: string }>;
};
