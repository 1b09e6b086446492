// Reporting watch progress: while playing every 10 s, and on pause, end and leaving the page.

export const PROGRESS_PATH = "/progress";
export const REPORT_INTERVAL_MS = 10_000;

/** Whole seconds within the item's duration as the API counts it (0 <= position <= duration). */
export function reportedPosition(currentTime: number, durationSeconds: number): number | null {
  if (!Number.isFinite(currentTime) || currentTime < 0) return null;
  return Math.min(Math.floor(currentTime), Math.max(0, Math.floor(durationSeconds)));
}

/** While playing, a report is due once the interval has passed since the last one. */
export function reportDue(now: number, lastReportAt: number, interval = REPORT_INTERVAL_MS): boolean {
  return now - lastReportAt >= interval;
}

/** The body the progress route reads (form-encoded, so `navigator.sendBeacon` can send it too). */
export function progressBody(contentId: string, position: number): URLSearchParams {
  return new URLSearchParams({ contentId, position: String(position), format: "json" });
}

/** The percentage of the item watched (the furthest point), as the API computes it: 0-100. */
export function watchedPercent(maxPositionSeconds: number, durationSeconds: number): number {
  if (durationSeconds <= 0) return 0;
  return Math.min(100, Math.max(0, Math.floor((maxPositionSeconds / durationSeconds) * 100)));
}
