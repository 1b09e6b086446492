import { useRevalidator } from "@remix-run/react";
import { useCallback } from "react";
import type { CmeBoxData } from "./model";

/**
 * For the player's reports (video progress, live heartbeats): once the API counts the threshold as
 * reached, the page's data is loaded again, so the CME box offers the test.
 */
export function useThresholdReload(cme: CmeBoxData | null) {
  const revalidator = useRevalidator();
  const needsThreshold = Boolean(cme?.progress && !cme.progress.thresholdReached);
  const thresholdSeconds = (cme?.thresholdMinutes ?? 0) * 60;
  return useCallback(
    (countedSeconds: number) => {
      if (needsThreshold && countedSeconds >= thresholdSeconds && revalidator.state === "idle") {
        revalidator.revalidate();
      }
    },
    [needsThreshold, thresholdSeconds, revalidator],
  );
}
