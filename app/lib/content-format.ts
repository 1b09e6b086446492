import { DateTime } from "luxon";
import { languageOf } from "./labels";

// Spec §9: dates "DD. MMM YYYY" with German short months, UTC by default, Europe/Berlin for events.

const DATE = { de: "dd. MMM yyyy", en: "d MMM yyyy" } as const;

export function formatDate(iso: string, locale: string, zone = "UTC"): string {
  return DateTime.fromISO(iso, { zone }).setLocale(languageOf(locale)).toFormat(DATE[languageOf(locale)]);
}

/** A livestream's start in Berlin time: "21. Nov. 2026, 18:00". */
export function formatEventStart(iso: string, locale: string): string {
  const start = DateTime.fromISO(iso, { zone: "Europe/Berlin" }).setLocale(languageOf(locale));
  return `${start.toFormat(DATE[languageOf(locale)])}, ${start.toFormat("HH:mm")}`;
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
