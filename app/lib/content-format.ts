import { languageOf } from "./labels";

// Spec §9: dates "DD. MMM YYYY" with German short months, UTC by default, Europe/Berlin for events.
// Every card formats a date: one Intl formatter per language and zone, made once (issue 15: a
// formatter per call cost a tenth of a /home render), and no date library in the page's script.

const formatters = new Map<string, Intl.DateTimeFormat>();
// The same items show on many pages and to many viewers: their dates are formatted once.
const formatted = new Map<string, { date: string; time: string }>();
const MAX_FORMATTED = 10_000;

function dateParts(iso: string, locale: string, zone: string) {
  const language = languageOf(locale);
  const cacheKey = `${iso}|${language}|${zone}`;
  const known = formatted.get(cacheKey);
  if (known) return known;
  if (formatted.size >= MAX_FORMATTED) formatted.clear();
  const key = `${language}|${zone}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(language, {
      day: language === "de" ? "2-digit" : "numeric",
      month: "short",
      year: "numeric",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
      timeZone: zone,
    });
    formatters.set(key, formatter);
  }
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const part of formatter.formatToParts(new Date(iso))) parts[part.type] = part.value;
  const date =
    language === "de"
      ? `${parts.day}. ${parts.month} ${parts.year}`
      : `${parts.day} ${parts.month} ${parts.year}`;
  const result = { date, time: `${parts.hour}:${parts.minute}` };
  formatted.set(cacheKey, result);
  return result;
}

export function formatDate(iso: string, locale: string, zone = "UTC"): string {
  return dateParts(iso, locale, zone).date;
}

/** A livestream's start in Berlin time: "21. Nov. 2026, 18:00". */
export function formatEventStart(iso: string, locale: string): string {
  const { date, time } = dateParts(iso, locale, "Europe/Berlin");
  return `${date}, ${time}`;
}

/** Whole minutes, at least one. */
export function durationMinutes(seconds: number): number {
  return Math.max(1, Math.round(seconds / 60));
}

const HEX_COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** Colours from the API go into a style attribute: only plain hex colours pass. */
export function safeColor(color: string | null | undefined, fallback = "var(--color-primary)"): string {
  return color && HEX_COLOR.test(color) ? color : fallback;
}

/** "Endokrinologie und Diabetologie" → "ED": the glyph of a field's icon circle. */
export function initials(label: string): string {
  const words = label.split(/[\s-]+/).filter((word) => /^\p{Lu}/u.test(word));
  const letters = (words.length > 0 ? words : [label]).map((word) => word[0] ?? "");
  return letters.slice(0, 2).join("").toUpperCase();
}
