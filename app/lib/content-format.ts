import { languageOf } from "./labels";

// Spec §9: dates "DD. MMM YYYY" with German short months, UTC by default, Europe/Berlin for events.
// Every card formats a date: Intl formatters made once per language and zone (luxon's formatting
// was a tenth of a /home render and 22 KB of gzip in the browser, decision 021). The tests check the
// results against luxon.

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(key: string, locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  let made = formatters.get(key);
  if (!made) {
    made = new Intl.DateTimeFormat(locale, options);
    formatters.set(key, made);
  }
  return made;
}

type Parts = Partial<Record<Intl.DateTimeFormatPartTypes, string>>;

function partsOf(format: Intl.DateTimeFormat, date: Date): Parts {
  const parts: Parts = {};
  for (const part of format.formatToParts(date)) parts[part.type] = part.value;
  return parts;
}

/** A moment as the platform writes it in one zone (spec §9). */
export type CalendarParts = {
  /** "21. Nov. 2026" / "21 Nov 2026" */
  date: string;
  /** "21" (German: two digits) / "21" */
  day: string;
  /** "Nov." / "Nov" */
  month: string;
  year: string;
  /** "18:00" */
  time: string;
  /** "Dienstag" / "Tuesday" */
  weekday: string;
  /** "2026-11-21": the calendar day in that zone, for grouping and comparing. */
  isoDay: string;
};

// The same items show on many pages and to many viewers: their dates are formatted once.
const formatted = new Map<string, CalendarParts>();
const MAX_FORMATTED = 10_000;

export function calendarParts(iso: string, locale: string, zone = "UTC"): CalendarParts {
  const language = languageOf(locale);
  const cacheKey = `${iso}|${language}|${zone}`;
  const known = formatted.get(cacheKey);
  if (known) return known;
  if (formatted.size >= MAX_FORMATTED) formatted.clear();
  const moment = new Date(iso);
  const text = partsOf(
    formatter(`${language}|${zone}`, language, {
      day: language === "de" ? "2-digit" : "numeric",
      month: "short",
      year: "numeric",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
      timeZone: zone,
    }),
    moment,
  );
  const weekday = formatter(`${language}|${zone}|weekday`, language, { weekday: "long", timeZone: zone });
  const numeric = partsOf(
    formatter(`iso|${zone}`, "en-CA", { year: "numeric", month: "2-digit", day: "2-digit", timeZone: zone }),
    moment,
  );
  const [day, month, year] = [text.day ?? "", text.month ?? "", text.year ?? ""];
  const result: CalendarParts = {
    date: language === "de" ? `${day}. ${month} ${year}` : `${day} ${month} ${year}`,
    day,
    month,
    year,
    time: `${text.hour}:${text.minute}`,
    weekday: weekday.format(moment),
    isoDay: `${numeric.year}-${numeric.month}-${numeric.day}`,
  };
  formatted.set(cacheKey, result);
  return result;
}

export function formatDate(iso: string, locale: string, zone = "UTC"): string {
  return calendarParts(iso, locale, zone).date;
}

/** A livestream's start in Berlin time: "21. Nov. 2026, 18:00". */
export function formatEventStart(iso: string, locale: string): string {
  const { date, time } = calendarParts(iso, locale, "Europe/Berlin");
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
