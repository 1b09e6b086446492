import { startTransition, useEffect, useState } from "react";
import { isPageHydrating } from "~/lib/use-hydrated";

/**
 * Whether a media query matches; `serverValue` on the server and during hydration. The switch to
 * the browser's value after hydration is a transition: on a phone it re-renders the whole frame,
 * which as one task blocked the page for 100–170 ms at Lighthouse's 4× throttling (decision 021).
 */
export function useMediaQuery(query: string, serverValue: boolean): boolean {
  const [matches, setMatches] = useState(() =>
    typeof window === "undefined" || isPageHydrating() ? serverValue : window.matchMedia(query).matches,
  );
  useEffect(() => {
    const list = window.matchMedia(query);
    startTransition(() => setMatches(list.matches));
    const onChange = () => setMatches(list.matches);
    list.addEventListener("change", onChange);
    return () => list.removeEventListener("change", onChange);
  }, [query]);
  return matches;
}
