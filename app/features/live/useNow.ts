import { startTransition, useEffect, useState } from "react";

/**
 * The browser's clock; null on the server and during hydration, so the first render matches the
 * server's HTML. It reads the time every `intervalMs` but changes (and re-renders the page) only
 * while `ticking(now)` says something on the page counts (a countdown, a reload waiting for the
 * data) or when one of `moments` (ISO times) has passed: a clock that changed every second
 * re-rendered the whole live page every second, a task of 60–100 ms on a slow phone (decision 021).
 * Reading every second, rather than waiting for the moment, survives a sleeping device.
 */
export function useNow(intervalMs: number, ticking: (now: number) => boolean, moments: readonly string[]) {
  const [now, setNow] = useState<number | null>(null);
  const isTicking = now !== null && ticking(now);
  const momentsKey = moments.join(" ");
  useEffect(() => {
    if (now === null) {
      // The first reading re-renders what hydration just made: as a transition, in small tasks.
      startTransition(() => setNow(Date.now()));
      return;
    }
    const times = momentsKey.split(" ").map(Date.parse);
    const timer = window.setInterval(() => {
      const at = Date.now();
      if (isTicking || times.some((moment) => moment > now && moment <= at)) setNow(at);
    }, intervalMs);
    return () => window.clearInterval(timer);
  }, [now, isTicking, intervalMs, momentsKey]);
  return now;
}
