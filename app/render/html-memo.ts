import { createContext, useContext, useState, type ReactElement } from "react";
import { isPageHydrating } from "~/lib/use-hydrated";
import { renderTricksOn } from "./switch";

/**
 * Server only: the HTML of a subtree that depends on nothing but its key, rendered once and reused
 * (entry.server.tsx provides it; decision 021). Content cards repeat across pages and viewers, and
 * rendering their markup element by element was a fifth of /home's render.
 *
 * The browser has no provider. There a memoized subtree that came with the page keeps the server's
 * HTML as it is, unhydrated (useServerMarkup): rendering and hydrating every card's elements was the
 * largest part of /home's work on load. What the page renders later renders as usual.
 *
 * A memoized subtree renders on its own, without the page's providers (context gives its defaults
 * there: no router, no i18n instance, no memo). It may use its props, all of them in the key, and
 * no Suspense.
 */
export type HtmlMemo = (key: string, element: ReactElement) => string;

export const HtmlMemoContext = createContext<HtmlMemo | null>(null);

export const useHtmlMemo = () => useContext(HtmlMemoContext);

/**
 * The memo for one process, bounded: the oldest entry goes first. `render` is React's
 * renderToString, whose renderer has state of its own (react-dom's legacy server build), so it can
 * run inside the page's streaming render.
 */
export function createHtmlMemo(render: (element: ReactElement) => string, maxEntries = 5_000): HtmlMemo {
  const html = new Map<string, string>();
  return (key, element) => {
    let rendered = html.get(key);
    if (rendered === undefined) {
      rendered = render(element);
      if (html.size >= maxEntries) html.delete(html.keys().next().value!);
      html.set(key, rendered);
    }
    return rendered;
  };
}

/** The element's own HTML is kept: React neither checks nor replaces it (it is an empty string here). */
export const KEEP_SERVER_HTML = { __html: "" };

/**
 * Browser: whether a memoized subtree still shows the HTML the server sent for it. True for a
 * subtree hydrated with the page, as long as everything its markup depends on (`key`, compared
 * item by item, by reference) is what it was then; a change renders it as usual.
 */
export function useServerMarkup(key: readonly unknown[]): boolean {
  const [atHydration] = useState(() => (renderTricksOn() && isPageHydrating() ? key : null));
  return (
    atHydration !== null &&
    atHydration.length === key.length &&
    atHydration.every((part, i) => part === key[i])
  );
}
