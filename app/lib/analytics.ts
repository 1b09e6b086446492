/**
 * The analytics data layer (spec §7). Events go to `window.dataLayer` with the viewer's context;
 * nothing leaves the browser unless an operator configures a tag manager (GTM_ID), whose script
 * reads that array.
 */
export type AnalyticsEvent =
  | "page_view"
  | "click_navigation"
  | "tour_start"
  | "tour_next"
  | "tour_skip"
  | "tour_finish"
  | "citation_timestamp_clicked"
  | "topic_timestamp_clicked"
  /** The interjection's video conference (decision 036): `conference_event` names what happened. */
  | "conference_event";

/**
 * Who is viewing, as the root loader puts it into the page: ids and categories only, never an
 * email, a name or a token.
 */
export type AnalyticsUser = {
  user_id: string;
  /** The proof's state (accepted, pending, rejected, expired) or 'unvalidated'. */
  user_status: string;
  user_type: {
    profession: string;
    employment: string | null;
    field: string | null;
    country: string;
    gender: string | null;
    locale: string;
  };
  /** Slugs of the followed fields. */
  user_interest: string[];
};

export type AnalyticsPayload = {
  event: AnalyticsEvent;
  user_status: string;
  login_status: "logged_in" | "logged_out";
  pageType: string;
} & Partial<Omit<AnalyticsUser, "user_status">> &
  Record<string, unknown>;

/** A page's type from its path: its first segment ('/' is the landing page). */
export function pageTypeFor(pathname: string): string {
  const first = pathname.split("/").filter(Boolean)[0];
  return first ? decodeURIComponent(first).toLowerCase() : "landing";
}

/** One event with the viewer's context; the event's own data cannot overwrite the context. */
export function buildPayload(
  event: AnalyticsEvent,
  data: Record<string, unknown>,
  user: AnalyticsUser | null,
  pathname: string,
): AnalyticsPayload {
  const context = user
    ? {
        user_status: user.user_status,
        login_status: "logged_in" as const,
        user_id: user.user_id,
        user_type: user.user_type,
        user_interest: user.user_interest,
      }
    : { user_status: "anonymous", login_status: "logged_out" as const };
  return { ...data, event, ...context, pageType: pageTypeFor(pathname) };
}

let currentUser: AnalyticsUser | null = null;

/** Set by the root layout from its loader data whenever the viewer changes. */
export function setAnalyticsUser(user: AnalyticsUser | null): void {
  currentUser = user;
}

/** Pushes one event with its own data; the viewer's context is added by the data layer. */
export function track(event: AnalyticsEvent, data: Record<string, unknown> = {}): void {
  if (typeof window === "undefined") return;
  const w = window as unknown as { dataLayer?: unknown[] };
  w.dataLayer = w.dataLayer ?? [];
  w.dataLayer.push(buildPayload(event, data, currentUser, window.location.pathname));
}
