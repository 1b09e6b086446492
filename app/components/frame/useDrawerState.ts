import { useLocation } from "@remix-run/react";
import { useCallback, useEffect, useState } from "react";
import { DESKTOP_QUERY, DRAWER_ID, MENU_TOGGLE_ID } from "./constants";
import { useMediaQuery } from "./useMediaQuery";

export type DrawerState = {
  /** The drawer covers the content (mobile) instead of sitting beside it. */
  overlay: boolean;
  /** Open as an overlay (closed by default, on every navigation and on Escape). */
  overlayOpen: boolean;
  /** Open beside the content on desktop (open by default, kept across pages). */
  dockedOpen: boolean;
  /** What the toggle shows: the state of the mode the screen is in. */
  expanded: boolean;
  toggle: () => void;
  closeOverlay: () => void;
};

/** Drawer state once JavaScript runs; without it the CSS `:target` fallback in Drawer applies. */
export function useDrawerState(): DrawerState {
  const desktop = useMediaQuery(DESKTOP_QUERY, true);
  const [dockedOpen, setDockedOpen] = useState(true);
  const [overlayOpen, setOverlayOpen] = useState(false);
  const { pathname } = useLocation();
  const overlay = !desktop;

  useEffect(() => setOverlayOpen(false), [pathname]);
  useEffect(() => {
    // Opened through the no-JavaScript link before hydration: keep it open.
    if (window.location.hash === `#${DRAWER_ID}`) setOverlayOpen(true);
  }, []);

  const closeOverlay = useCallback(() => setOverlayOpen(false), []);

  useEffect(() => {
    if (!overlay || !overlayOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape" || event.defaultPrevented) return;
      setOverlayOpen(false);
      document.getElementById(MENU_TOGGLE_ID)?.focus();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [overlay, overlayOpen]);

  const toggle = useCallback(() => {
    if (overlay) setOverlayOpen((open) => !open);
    else setDockedOpen((open) => !open);
  }, [overlay]);

  return {
    overlay,
    overlayOpen,
    dockedOpen,
    expanded: overlay ? overlayOpen : dockedOpen,
    toggle,
    closeOverlay,
  };
}
