import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../db.ts";
import { seed } from "../index.ts";
import { inBerlin } from "./common.ts";

// Every seeded event's programme reads like a real congress or seminar day: from 09:00 in Berlin,
// slot after slot, breaks and lunch named as such, whatever time of day and year the data is made.

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

type Item = { type: string; title: string; starts_at: string; ends_at: string };
type Event = { id: number; slug: string; starts_at: string; ends_at: string };

const GAP_ALLOWED_MINUTES = 45;
const minutesOfDay = (iso: string) => {
  const { hour, minute } = inBerlin(new Date(iso));
  return hour * 60 + minute;
};
const berlinDay = (iso: string) => {
  const { year, month, day } = inBerlin(new Date(iso));
  return `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
};

function seededEvents(now: Date) {
  const dir = mkdtempSync(join(tmpdir(), "cme-programme-"));
  dirs.push(dir);
  const db = openDatabase(join(dir, "api.sqlite"));
  seed(db, { now });
  const events = db.prepare<[], Event>("SELECT id, slug, starts_at, ends_at FROM events").all();
  const agenda = db.prepare<[number], Item>(
    "SELECT type, title, starts_at, ends_at FROM event_agenda_items WHERE event_id = ? ORDER BY starts_at, id",
  );
  const result = events.map((event) => ({ event, items: agenda.all(event.id) }));
  db.close();
  return result;
}

/** What is wrong with one day's programme (empty when nothing). */
function problems(items: Item[]): string[] {
  const found: string[] = [];
  const first = items[0];
  if (!first) return ["no programme"];
  if (minutesOfDay(first.starts_at) !== 9 * 60) found.push(`starts at ${first.starts_at}, not 09:00`);
  let covered = minutesOfDay(first.starts_at);
  for (const item of items) {
    const from = minutesOfDay(item.starts_at);
    if (from - covered > GAP_ALLOWED_MINUTES)
      found.push(`${from - covered} minutes of nothing before "${item.title}"`);
    covered = Math.max(covered, minutesOfDay(item.ends_at));
  }
  // A day past the early afternoon has its lunch, around midday.
  const lunch = items.some(
    (item) =>
      item.type === "PAUSE" &&
      /Mittag/.test(item.title) &&
      minutesOfDay(item.starts_at) >= 11 * 60 + 30 &&
      minutesOfDay(item.starts_at) <= 14 * 60,
  );
  if (covered > 14 * 60 && !lunch) found.push("no lunch break");
  return found;
}

describe("seeded event programmes", () => {
  // A winter evening and a summer morning: the programme follows the Berlin clock either way.
  it.each(["2026-11-26T22:40:00.000Z", "2026-06-15T06:05:00.000Z"])(
    "has every day of every event from 09:00 without an unexplained gap over 45 minutes (seeded %s)",
    (now) => {
      const events = seededEvents(new Date(now));
      expect(events.length).toBeGreaterThanOrEqual(4);
      for (const { event, items } of events) {
        const byDay = new Map<string, Item[]>();
        for (const item of items) {
          const day = berlinDay(item.starts_at);
          byDay.set(day, [...(byDay.get(day) ?? []), item]);
        }
        const days: string[] = [];
        for (let at = Date.parse(event.starts_at); at <= Date.parse(event.ends_at); at += 24 * 3600_000)
          days.push(berlinDay(new Date(at).toISOString()));
        expect([...byDay.keys()], `the days of ${event.slug}`).toEqual(days);
        for (const [day, list] of byDay) expect(problems(list), `${event.slug} on ${day}`).toEqual([]);
        const last = items.at(-1);
        expect(
          last && Date.parse(last.ends_at) <= Date.parse(event.ends_at),
          `${event.slug} ends in time`,
        ).toBe(true);
      }
    },
  );
});
