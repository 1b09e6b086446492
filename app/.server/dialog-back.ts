import { safeRedirect } from "~/lib/redirect";

// Dialogs that post to a route of their own (unlock, feedback): where to go back to afterwards.

/** Dialog and step parameters: the page to go back to is the page without its dialog. */
const DIALOG_PARAMS = ["dialog", "step"];

/** The same-site page to return to, without dialog parameters (open-redirect guard). */
export function backTarget(value: unknown): string {
  const target = safeRedirect(value, "/home");
  const url = new URL(target, "http://app.invalid");
  for (const name of DIALOG_PARAMS) url.searchParams.delete(name);
  return url.pathname + url.search;
}

/** The page with a dialog open (and its parameters): where an anonymous visitor comes back to after login. */
export function withDialog(back: string, dialog: string, params: Record<string, string> = {}): string {
  const url = new URL(back, "http://app.invalid");
  url.searchParams.set("dialog", dialog);
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  return url.pathname + url.search;
}
