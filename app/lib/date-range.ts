import { calendarParts } from "./content-format";
import { languageOf } from "./labels";

// Spec §9: dates "DD. MMM YYYY", same-month ranges compact, Europe/Berlin for event ranges.

/**
 * "12.–14. Nov. 2026", "30. Okt. – 02. Nov. 2026"; one day alone
 * when start and end fall on the same Berlin day. English: "12–14 Nov 2026".
 */
export function formatDateRange(startIso: string, endIso: string, locale: string, zone = "Europe/Berlin") {
  const german = languageOf(locale) === "de";
  const start = calendarParts(startIso, locale, zone);
  const end = calendarParts(endIso, locale, zone);
  if (start.isoDay === end.isoDay) return end.date;
  if (start.isoDay.slice(0, 7) === end.isoDay.slice(0, 7)) {
    return german ? `${start.day}.–${end.date}` : `${start.day}–${end.date}`;
  }
  if (start.year === end.year) {
    return `${german ? `${start.day}. ${start.month}` : `${start.day} ${start.month}`} – ${end.date}`;
  }
  return `${start.date} – ${end.date}`;
}
