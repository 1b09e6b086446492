import { createContext, startTransition, useContext, useEffect, useState, type ReactNode } from "react";

// Browser: true until the page's first render (hydration) has been committed; false on the server.
let hydrating = typeof document !== "undefined";

/** Browser: whether the page's first render is still under way (what mounts then came as HTML). */
export const isPageHydrating = () => hydrating;

// Without a provider (component tests): false on the server, true in the browser.
const HydratedContext = createContext(typeof document !== "undefined");

/**
 * The root's switch from the server's markup to the interactive page. The switch re-renders the
 * frame and every control that needs JavaScript; it runs as a transition, so the browser gets the
 * main thread back between components instead of one long task after hydration (decision 021).
 */
export function HydratedProvider({ children }: { children: ReactNode }) {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => {
    hydrating = false;
    startTransition(() => setHydrated(true));
  }, []);
  useEffect(() => {
    // Browser tests wait for this before interacting with JavaScript on.
    if (hydrated) document.documentElement.dataset.hydrated = "true";
  }, [hydrated]);
  return <HydratedContext.Provider value={hydrated}>{children}</HydratedContext.Provider>;
}

/** False on the server and during hydration, true afterwards: for controls that need JavaScript. */
export function useHydrated(): boolean {
  return useContext(HydratedContext);
}
