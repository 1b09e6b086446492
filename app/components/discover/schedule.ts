import { calendarParts } from "~/lib/content-format";
import { languageOf } from "~/lib/labels";

// /livestreams: appointments grouped by their day in Europe/Berlin (spec §9: events in Berlin time).

export const EVENT_ZONE = "Europe/Berlin";

type Scheduled = { starts_at: string; ends_at: string; state: string };

export type DayGroup<T> = { day: string; items: T[] };

/** Live items first (their own group), the rest by Berlin day ("2026-05-12"), in the given order. */
export function groupByBerlinDay<T extends Scheduled>(items: T[]): { live: T[]; days: DayGroup<T>[] } {
  const live: T[] = [];
  const days: DayGroup<T>[] = [];
  for (const item of items) {
    if (item.state === "LIVE") {
      live.push(item);
      continue;
    }
    const day = calendarParts(item.starts_at, "de", EVENT_ZONE).isoDay;
    const group = days.find((existing) => existing.day === day);
    if (group) group.items.push(item);
    else days.push({ day, items: [item] });
  }
  days.sort((a, b) => a.day.localeCompare(b.day));
  return { live, days };
}

/** A day heading: "Dienstag, 12. Mai 2026" / "Tuesday, 12 May 2026". */
export function formatDayHeading(day: string, locale: string): string {
  // Noon UTC is on the same calendar day in Berlin.
  const { weekday, date } = calendarParts(`${day}T12:00:00.000Z`, locale, EVENT_ZONE);
  return `${weekday}, ${date}`;
}

/**
 * "14:00–15:30 Uhr" (German) / "14:00–15:30" (English), in Berlin time. A stream that ends on another
 * day names the end day: "14:00 Uhr – 22. Dez. 2026, 15:30 Uhr".
 */
export function formatTimeRange(startsAt: string, endsAt: string, locale: string): string {
  const starts = calendarParts(startsAt, locale, EVENT_ZONE);
  const ends = calendarParts(endsAt, locale, EVENT_ZONE);
  const suffix = languageOf(locale) === "de" ? " Uhr" : "";
  const [start, end] = [starts.time, ends.time];
  if (starts.isoDay !== ends.isoDay) return `${start}${suffix} – ${ends.date}, ${end}${suffix}`;
  return `${start}–${end}${suffix}`;
}
