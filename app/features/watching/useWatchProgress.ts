import { useEffect, useRef, type RefObject } from "react";
import { PROGRESS_PATH, progressBody, reportDue, reportedPosition } from "./progress";

/**
 * Reports how far a signed-in viewer got: every 10 s while playing, on pause and at the end (fetch),
 * and when the page is hidden, left or the player unmounts (`sendBeacon`, which survives unload).
 * Nothing is sent before playback started, so opening a page never overwrites stored progress.
 */
export function useWatchProgress(
  videoRef: RefObject<HTMLVideoElement>,
  {
    contentId,
    durationSeconds,
    enabled,
    onReported,
  }: {
    contentId: string;
    durationSeconds: number;
    enabled: boolean;
    /**
     * The real watched time the API counted so far (after each report it answered), and whether it
     * counts another item's time instead right now.
     */
    onReported?: (watchedSeconds: number, countingElsewhere: boolean) => void;
  },
) {
  const reported = useRef(onReported);
  reported.current = onReported;
  useEffect(() => {
    const video = videoRef.current;
    if (!enabled || !video) return;
    let started = false;
    let lastReportAt = Date.now();
    let lastPosition: number | null = null;

    const report = (beacon: boolean) => {
      if (!started) return;
      const position = reportedPosition(video.currentTime, durationSeconds);
      if (position === null || position === lastPosition) return;
      lastPosition = position;
      lastReportAt = Date.now();
      const body = progressBody(contentId, position);
      if (beacon && typeof navigator.sendBeacon === "function" && navigator.sendBeacon(PROGRESS_PATH, body)) {
        return;
      }
      void fetch(PROGRESS_PATH, {
        method: "POST",
        body,
        keepalive: true,
        credentials: "same-origin",
        headers: { Accept: "application/json" },
      })
        .then(
          (response) =>
            response.json() as Promise<{
              progress?: { watched_seconds?: number; counting_elsewhere?: boolean };
            }>,
        )
        .then((answer) => {
          const watched = answer.progress?.watched_seconds;
          if (typeof watched === "number") {
            reported.current?.(watched, answer.progress?.counting_elsewhere === true);
          }
        })
        .catch(() => {
          // A lost report is made good by the next one.
        });
    };

    // The first report marks where playback began: the API counts watched time between reports.
    const onPlaying = () => {
      if (started) return;
      started = true;
      report(false);
    };
    const onTimeUpdate = () => {
      if (!video.paused && reportDue(Date.now(), lastReportAt)) report(false);
    };
    const onStop = () => report(false);
    const onLeave = () => report(true);
    const onVisibility = () => {
      if (document.visibilityState === "hidden") report(true);
    };

    const listeners: [EventTarget, string, () => void][] = [
      [video, "playing", onPlaying],
      [video, "timeupdate", onTimeUpdate],
      [video, "pause", onStop],
      [video, "ended", onStop],
      [window, "pagehide", onLeave],
      [document, "visibilitychange", onVisibility],
    ];
    for (const [target, type, listener] of listeners) target.addEventListener(type, listener);
    return () => {
      for (const [target, type, listener] of listeners) target.removeEventListener(type, listener);
      // Leaving within the app (another video, a link) unmounts the player without a pagehide.
      report(true);
    };
  }, [videoRef, contentId, durationSeconds, enabled]);
}
