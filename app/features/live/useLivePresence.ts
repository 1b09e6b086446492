import { useEffect, useRef, type RefObject } from "react";
import { PROGRESS_PATH } from "~/features/watching/progress";

/** A heartbeat every 30 s: the API counts the time between two that came in time (at most 45 s apart). */
export const HEARTBEAT_MS = 30_000;

/**
 * CME presence at a live stream: while the live player plays in a visible tab, a heartbeat
 * goes to the API every 30 s; a paused player or a hidden tab sends none, so that time does not count.
 * `onReported` gets the API's count after each heartbeat, and whether it counts another item's time
 * instead right now.
 */
export function useLivePresence(
  videoRef: RefObject<HTMLVideoElement>,
  {
    contentId,
    enabled,
    onReported,
  }: {
    contentId: string;
    enabled: boolean;
    onReported?: (seconds: number, countingElsewhere: boolean) => void;
  },
) {
  const reported = useRef(onReported);
  reported.current = onReported;
  useEffect(() => {
    if (!enabled) return;
    const beat = () => {
      const video = videoRef.current;
      if (!video || video.paused || document.visibilityState !== "visible") return;
      const body = new URLSearchParams({ intent: "presence", contentId, format: "json" });
      void fetch(PROGRESS_PATH, {
        method: "POST",
        body,
        credentials: "same-origin",
        headers: { Accept: "application/json" },
      })
        .then(
          (response) =>
            response.json() as Promise<{
              presence?: { seconds_watched?: number; counting_elsewhere?: boolean };
            }>,
        )
        .then((answer) => {
          const seconds = answer.presence?.seconds_watched;
          if (typeof seconds === "number") {
            reported.current?.(seconds, answer.presence?.counting_elsewhere === true);
          }
        })
        .catch(() => {
          // A lost heartbeat only costs its interval.
        });
    };
    const video = videoRef.current;
    // The first heartbeat when playback starts marks the beginning; then every 30 s.
    video?.addEventListener("playing", beat);
    const timer = window.setInterval(beat, HEARTBEAT_MS);
    return () => {
      video?.removeEventListener("playing", beat);
      window.clearInterval(timer);
    };
  }, [videoRef, contentId, enabled]);
}
