// The share dialog's URL parameters (decision 003: dialogs by URL). `share_at`/`share_t` carry the
// start time between reloads without JavaScript; not `t`, which would move the page's own player.
export const SHARE_DIALOG = "share";
export const SHARE_AT_PARAM = "share_at";
export const SHARE_TIME_PARAM = "share_t";
export const SHARE_PARAMS = ["dialog", "step", SHARE_AT_PARAM, SHARE_TIME_PARAM];

/** The current page with the share dialog open; other parameters stay. */
export function shareDialogHref(pathname: string, search: string): string {
  const params = new URLSearchParams(search);
  for (const name of SHARE_PARAMS) params.delete(name);
  params.set("dialog", SHARE_DIALOG);
  return `${pathname}?${params}`;
}
