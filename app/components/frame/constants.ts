// Spec §9 constants the frame uses.
export const SEARCH_DEBOUNCE_MS = 500;
export const SCROLL_DEBOUNCE_MS = 150;
export const SCROLL_TOP_THRESHOLD_PX = 150;
/** The `md` breakpoint of app.css: from here the drawer sits beside the content. */
export const DESKTOP_QUERY = "(min-width: 960px)";
/** The `id`s other parts of the frame point at (skip link, no-JavaScript drawer links, focus return). */
export const MAIN_ID = "main";
export const DRAWER_ID = "drawer";
export const MENU_TOGGLE_ID = "menu-toggle";
/** An element with this attribute (the guided tour's card) counts as inside the frame's menus: focus or a click there does not close them. */
export const KEEPS_MENUS_OPEN = "data-keeps-menus-open";
export const keepsMenusOpen = (node: unknown): boolean =>
  node instanceof Element && node.closest(`[${KEEPS_MENUS_OPEN}]`) !== null;
