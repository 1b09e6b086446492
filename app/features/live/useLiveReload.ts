import { useRevalidator } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { livePhase, needsReload } from "./live-state";

/** Seconds between reloads while the API's clock has not caught up with the browser's. */
const RELOAD_GAP_MS = 5000;

/**
 * Reloads the page's data when the browser's clock says the stream started or ended and the data does
 * not know yet: the player's addresses arrive with LIVE, the recording or the event redirect with PAST.
 */
export function useLiveReload(
  state: "UPCOMING" | "LIVE" | "PAST",
  startsAt: string,
  endsAt: string,
  now: number | null,
) {
  const revalidator = useRevalidator();
  const lastReload = useRef(0);
  useEffect(() => {
    if (now === null || revalidator.state !== "idle") return;
    if (!needsReload(state, livePhase(startsAt, endsAt, now))) return;
    if (now - lastReload.current < RELOAD_GAP_MS) return;
    lastReload.current = now;
    revalidator.revalidate();
  }, [now, state, startsAt, endsAt, revalidator]);
}
