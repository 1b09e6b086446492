import { useLocation } from "@remix-run/react";

/** Parameters of URL-addressed dialogs (decision 003); they never travel into a `redirect`. */
const DIALOG_PARAMS = ["dialog", "step"];

/** Path and query of the current page: the `redirectTo` of the frame's forms. */
export function useCurrentPath(): string {
  const { pathname, search } = useLocation();
  return pathname + search;
}

function withoutDialog(search: string): URLSearchParams {
  const params = new URLSearchParams(search);
  for (const name of DIALOG_PARAMS) params.delete(name);
  return params;
}

function join(pathname: string, params: URLSearchParams): string {
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}

/** Login dialog on the landing page, coming back here afterwards (spec 2.2 `redirect`). */
export function loginHref(pathname: string, search: string): string {
  if (pathname === "/") {
    const params = withoutDialog(search);
    params.set("dialog", "login");
    return join("/", params);
  }
  return authHref("login", join(pathname, withoutDialog(search)));
}

/** The register dialog from the frame: a new account starts on /home (its welcome and tour). */
export function registerHref(pathname: string, search: string): string {
  const params = pathname === "/" ? withoutDialog(search) : new URLSearchParams();
  params.set("dialog", "register");
  return join("/", params);
}

/** The register dialog for something on this page (a locked item): once registered, back here. */
export function registerBackHref(pathname: string, search: string): string {
  if (pathname === "/") return registerHref(pathname, search);
  return authHref("register", join(pathname, withoutDialog(search)));
}

/** The landing page's login or register dialog, coming back to `back` (a path and query) afterwards. */
export function authHref(dialog: "login" | "register", back: string): string {
  return join("/", new URLSearchParams({ dialog, redirect: back }));
}

/** The subscribe dialog's parameters besides `dialog`: what to follow (decision 029). */
export const SUBSCRIBE_PARAMS = ["type", "id"];

/** The current page with the subscribe dialog open for `target`; other parameters stay. */
export function subscribeHref(
  pathname: string,
  search: string,
  target: { type: "Field" | "Channel"; id: string },
): string {
  const params = withoutDialog(search);
  params.set("dialog", "subscribe");
  params.set("type", target.type);
  params.set("id", target.id);
  return join(pathname, params);
}

/** The current page with the logout confirmation open; other parameters stay. */
export function logoutHref(pathname: string, search: string): string {
  const params = withoutDialog(search);
  params.set("dialog", "logout");
  return join(pathname, params);
}

/** The term of a `/search/{term}` page, to prefill the search field. */
export function searchTermFromPath(pathname: string): string {
  if (!pathname.startsWith("/search/")) return "";
  try {
    return decodeURIComponent(pathname.slice("/search/".length));
  } catch {
    return "";
  }
}
