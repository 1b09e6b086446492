import { DateTime } from "luxon";
import { languageOf } from "./labels";

// Spec §9: dates "DD. MMM YYYY", same-month ranges compact, Europe/Berlin for event ranges.

/**
 * "12.–14. Nov. 2026", "30. Okt. – 02. Nov. 2026"; one day alone
 * when start and end fall on the same Berlin day. English: "12–14 Nov 2026".
 */
export function formatDateRange(startIso: string, endIso: string, locale: string, zone = "Europe/Berlin") {
  const language = languageOf(locale);
  const start = DateTime.fromISO(startIso, { zone }).setLocale(language);
  const end = DateTime.fromISO(endIso, { zone }).setLocale(language);
  const full = language === "de" ? "dd. MMM yyyy" : "d MMM yyyy";
  if (start.hasSame(end, "day")) return end.toFormat(full);
  if (start.hasSame(end, "month")) {
    return language === "de"
      ? `${start.toFormat("dd.")}–${end.toFormat(full)}`
      : `${start.toFormat("d")}–${end.toFormat(full)}`;
  }
  if (start.hasSame(end, "year")) {
    return `${start.toFormat(language === "de" ? "dd. MMM" : "d MMM")} – ${end.toFormat(full)}`;
  }
  return `${start.toFormat(full)} – ${end.toFormat(full)}`;
}
