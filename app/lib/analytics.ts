/**
 * The analytics data layer (spec §7). Events go to `window.dataLayer` with the viewer's context;
 * nothing leaves the browser unless an operator configures a tag manager.
 */
export type AnalyticsEvent =
  | "click_navigation"
  | "tour_start"
  | "tour_next"
  | "tour_skip"
  | "tour_finish"
  | "citation_timestamp_clicked"
  | "topic_timestamp_clicked";

/** Pushes one event with its own data; the viewer's context is added by the data layer. */
export function track(event: AnalyticsEvent, data: Record<string, unknown> = {}): void {
  if (typeof window === "undefined") return;
  const w = window as unknown as { dataLayer?: unknown[] };
  w.dataLayer = w.dataLayer ?? [];
  w.dataLayer.push({ event, ...data });
}
