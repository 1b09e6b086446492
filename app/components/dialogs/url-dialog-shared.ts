import { useLocation } from "@remix-run/react";
import type { ReactNode } from "react";

/** The current URL without the dialog parameters: where closing a dialog goes. */
export function useCloseHref(params: string[] = ["dialog", "step"]): string {
  const location = useLocation();
  const search = new URLSearchParams(location.search);
  for (const param of params) search.delete(param);
  const query = search.toString();
  return location.pathname + (query ? `?${query}` : "");
}

/**
 * Where focus starts in a dialog: `autofocus` for the page without JavaScript (the browser honours it
 * on load, React only on buttons and fields), the data attribute for the Radix dialog once hydrated.
 */
export const startsFocus = { autoFocus: true, "data-autofocus": true } as const;

export type UrlDialogProps = {
  title: string;
  description?: string;
  /** Spec widths: 500 (login, forgot password), 800 (register, request validation), 348 (share). */
  width: 348 | 500 | 800;
  /** Element to focus on close when the opener is gone (e.g. a menu that closed). */
  returnFocusId?: string;
  /** Where closing goes, when not the current URL without the dialog parameters (a dialog route). */
  closeHref?: string;
  /** A fixed height in px (spec 2.5: request validation 800), capped by the viewport; the content scrolls. */
  height?: number;
  children: ReactNode;
};
