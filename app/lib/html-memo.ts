import { createContext, useContext, type ReactElement } from "react";

/**
 * Server only: the HTML of a subtree that depends on nothing but its key, rendered once and reused
 * (entry.server.tsx provides it; issue 15). Content cards repeat across pages and viewers, and
 * rendering their markup element by element was a fifth of /home's render.
 *
 * The browser has no provider: there the same component renders its elements as usual and hydrates
 * against the HTML, which React rendered from those very elements.
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
