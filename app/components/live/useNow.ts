import { useEffect, useState } from "react";

/**
 * The browser's clock, ticking every `intervalMs`; null on the server and during hydration, so the
 * first render matches the server's HTML.
 */
export function useNow(intervalMs = 1000): number | null {
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    setNow(Date.now());
    const timer = window.setInterval(() => setNow(Date.now()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs]);
  return now;
}
