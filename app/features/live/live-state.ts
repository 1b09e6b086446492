// The livestream page's clock logic (spec §4 livestreams): pure, so the server, the browser and the
// tests agree on what a given instant means.

export type LivePhase = "upcoming" | "soon" | "live" | "ended";

/** "About to start": the last hour before the start shows the countdown to the second. */
export const SOON_WINDOW_MS = 60 * 60 * 1000;

/** Seconds an ended event livestream waits before it sends the viewer to its event. */
export const EVENT_REDIRECT_SECONDS = 10;

export function livePhase(
  startsAt: string,
  endsAt: string,
  now: number,
  soonWindowMs: number = SOON_WINDOW_MS,
): LivePhase {
  const start = Date.parse(startsAt);
  const end = Date.parse(endsAt);
  if (now >= end) return "ended";
  if (now >= start) return "live";
  return start - now <= soonWindowMs ? "soon" : "upcoming";
}

/** The phase the API's state stands for (it computes UPCOMING/LIVE/PAST from its own clock). */
export function phaseOfState(state: "UPCOMING" | "LIVE" | "PAST"): "upcoming" | "live" | "ended" {
  return state === "LIVE" ? "live" : state === "PAST" ? "ended" : "upcoming";
}

/**
 * Whether the page's data is out of date: the clock says the stream started or ended, the data does
 * not (the player's addresses arrive only with LIVE; the recording or the event redirect with PAST).
 */
export function needsReload(state: "UPCOMING" | "LIVE" | "PAST", phase: LivePhase): boolean {
  const fromData = phaseOfState(state);
  if (phase === "live") return fromData === "upcoming";
  if (phase === "ended") return fromData !== "ended";
  return false;
}

export type CountdownParts = { days: number; hours: number; minutes: number; seconds: number };

/** Whole units left, rounding the seconds up (0.2 s left still reads as 1 second). */
export function countdownParts(remainingMs: number): CountdownParts {
  const total = Math.max(0, Math.ceil(remainingMs / 1000));
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  };
}

/** "01:05:09": hours, minutes and seconds of the countdown's clock face (days are shown apart). */
export function clockFace({ hours, minutes, seconds }: CountdownParts): string {
  return [hours, minutes, seconds].map((value) => String(value).padStart(2, "0")).join(":");
}

/**
 * What a screen reader hears, and when: a polite announcement only when this value changes, not
 * every second. Before the last hour: every full hour; in the last hour: every 5 minutes, then each
 * of the last 5 minutes, then at 30 and 10 seconds.
 */
export type Announcement =
  | { unit: "hours"; count: number }
  | { unit: "minutes"; count: number }
  | { unit: "seconds"; count: number }
  | { unit: "now" };

export function announcementFor(remainingMs: number): Announcement {
  if (remainingMs <= 0) return { unit: "now" };
  const seconds = Math.ceil(remainingMs / 1000);
  if (seconds <= 10) return { unit: "seconds", count: 10 };
  if (seconds <= 30) return { unit: "seconds", count: 30 };
  const minutes = Math.ceil(seconds / 60);
  if (minutes <= 5) return { unit: "minutes", count: minutes };
  if (minutes <= 60) return { unit: "minutes", count: Math.ceil(minutes / 5) * 5 };
  return { unit: "hours", count: Math.ceil(minutes / 60) };
}

export function sameAnnouncement(a: Announcement | null, b: Announcement): boolean {
  if (!a || a.unit !== b.unit) return false;
  return a.unit === "now" || (b.unit !== "now" && "count" in a && a.count === b.count);
}
