import { useRevalidator } from "@remix-run/react";
import { useCallback, useState } from "react";
import type { CmeBoxData } from "./model";

/**
 * For the player's reports (video progress, live heartbeats). Once the API counts the threshold as
 * reached, the page's data is loaded again, so the CME box offers the test. And whether the API
 * counts this item's time right now: one item earns at a time (decision 016), so with another item
 * playing at once the box says why this one does not move.
 */
export function useCmeReports(contentId: string, cme: CmeBoxData | null) {
  const revalidator = useRevalidator();
  const needsThreshold = Boolean(cme?.progress && !cme.progress.thresholdReached);
  const thresholdSeconds = (cme?.thresholdMinutes ?? 0) * 60;
  // Keyed by the item: another video opened in the same page starts without the last one's answer.
  const [elsewhere, setElsewhere] = useState({ contentId, counting: false });
  const onReported = useCallback(
    (countedSeconds: number, countingElsewhere: boolean) => {
      setElsewhere({ contentId, counting: countingElsewhere });
      if (needsThreshold && countedSeconds >= thresholdSeconds && revalidator.state === "idle") {
        revalidator.revalidate();
      }
    },
    [contentId, needsThreshold, thresholdSeconds, revalidator],
  );
  return { onReported, countingElsewhere: elsewhere.contentId === contentId && elsewhere.counting };
}
