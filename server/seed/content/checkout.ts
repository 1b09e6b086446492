import type { Db } from "../../db.ts";
import { berlinTime, mediaPath } from "./common.ts";
import { WATCH_SLUGS } from "./watching.ts";

// Checkout demo data (decision 020), relative to the seeding day: the autumn congress on sale by group,
// Expanda seminars before, during and after their sale with early-bird phases, a bundle, and codes.

const DAY_MS = 24 * 60 * 60 * 1000;

export const CHECKOUT_SLUGS = {
  congress: WATCH_SLUGS.event,
  /** On sale, SPECIFIC prices, early bird 1 (20 %) for 5 days, then early bird 2 (10 %) until day 12. */
  ekg: "ekg-intensivkurs",
  /** UNIFIED price; the sale opens in 3 days. */
  sono: "notfallsonografie-kompakt",
  /** Over: the sale has ended. */
  wound: "wundversorgung-update",
  bundle: "expanda-jahrespaket-kardiologie",
} as const;

export const DEMO_DISCOUNT_CODES = {
  /** 10 % on every event and bundle, for a year. */
  welcome: "WILLKOMMEN10",
  /** 25 € on the EKG course only. */
  ekg: "EKG25",
  expired: "HERBST2025",
  /** 15 % once (the first order that is paid uses it up). */
  once: "EINMAL15",
} as const;

export function seedCheckout(db: Db, now: Date): void {
  const at = (offset: number) => new Date(now.getTime() + offset).toISOString();
  // Seminar days run 09:00–17:00 in Berlin: whole days from today.
  const dayAt = (offset: number, hour: number) =>
    berlinTime(new Date(now.getTime() + offset), hour).toISOString();
  const event = db.prepare(
    `INSERT INTO events (slug, title, description, starts_at, ends_at, thumbnail_path, price_category,
     sale_starts_at, sale_ends_at, capacity) VALUES (@slug, @title, @description, @starts, @ends, @thumb,
     @category, @saleStarts, @saleEnds, @capacity)`,
  );
  const addEvent = (values: {
    slug: string;
    title: string;
    description: string;
    starts: number;
    days: number;
    category: "UNIFIED" | "SPECIFIC";
    saleStarts: number;
    saleEnds?: number;
    capacity?: number;
  }) =>
    Number(
      event.run({
        slug: values.slug,
        title: values.title,
        description: values.description,
        starts: dayAt(values.starts, 9),
        ends: dayAt(values.starts + (values.days - 1) * DAY_MS, 17),
        thumb: mediaPath("events", values.slug),
        category: values.category,
        saleStarts: at(values.saleStarts),
        saleEnds: values.saleEnds === undefined ? dayAt(values.starts, 9) : at(values.saleEnds),
        capacity: values.capacity ?? null,
      }).lastInsertRowid,
    );
  const price = db.prepare(
    "INSERT INTO prices (event_id, bundle_id, type, amount_cents) VALUES (@event, @bundle, @type, @amount)",
  );
  const prices = (owner: { event?: number; bundle?: number }, list: Record<string, number>) => {
    for (const [type, amount] of Object.entries(list)) {
      price.run({ event: owner.event ?? null, bundle: owner.bundle ?? null, type, amount });
    }
  };
  const early = db.prepare(
    `INSERT INTO auto_discounts (event_id, bundle_id, category, unit, value, until)
     VALUES (@event, @bundle, @category, @unit, @value, @until)`,
  );

  const congressId = db
    .prepare<[string], { id: number }>("SELECT id FROM events WHERE slug = ?")
    .get(CHECKOUT_SLUGS.congress)?.id;
  if (congressId) {
    db.prepare(
      "UPDATE events SET price_category = 'SPECIFIC', sale_starts_at = ?, sale_ends_at = ends_at WHERE id = ?",
    ).run(at(-60 * DAY_MS), congressId);
    prices(
      { event: congressId },
      { PRIMARY_PROFESSIONS: 19900, EXTENDED_PROFESSIONS: 9900, STUDENT: 4900, ASSISTANT: 9900 },
    );
  }

  const ekg = addEvent({
    slug: CHECKOUT_SLUGS.ekg,
    title: "Expanda-Seminar: EKG-Intensivkurs",
    description:
      "Zwei Tage EKG von den Grundlagen bis zu Rhythmusstörungen – mit Fallbeispielen, Quiz und Live-Fragen an die Referierenden.",
    starts: 20 * DAY_MS,
    days: 2,
    category: "SPECIFIC",
    saleStarts: -10 * DAY_MS,
    capacity: 200,
  });
  prices(
    { event: ekg },
    { PRIMARY_PROFESSIONS: 24900, EXTENDED_PROFESSIONS: 12900, STUDENT: 5900, ASSISTANT: 14900 },
  );
  early.run({
    event: ekg,
    bundle: null,
    category: "EARLY_BIRD_1",
    unit: "PERCENT",
    value: 20,
    until: at(5 * DAY_MS),
  });
  early.run({
    event: ekg,
    bundle: null,
    category: "EARLY_BIRD_2",
    unit: "PERCENT",
    value: 10,
    until: at(12 * DAY_MS),
  });

  const sono = addEvent({
    slug: CHECKOUT_SLUGS.sono,
    title: "Expanda-Seminar: Notfallsonografie kompakt",
    description:
      "Ein Tag Ultraschall in der Notaufnahme: eFAST, Herz und Lunge – für alle, die im Notfall schallen.",
    starts: 40 * DAY_MS,
    days: 1,
    category: "UNIFIED",
    saleStarts: 3 * DAY_MS,
  });
  prices({ event: sono }, { BASE: 14900 });

  const wound = addEvent({
    slug: CHECKOUT_SLUGS.wound,
    title: "Expanda-Seminar: Wundversorgung – Update",
    description: "Moderne Wundauflagen, chronische Wunden und Hautschutz im Praxisalltag.",
    starts: -20 * DAY_MS,
    days: 1,
    category: "UNIFIED",
    saleStarts: -80 * DAY_MS,
  });
  prices({ event: wound }, { BASE: 9900 });

  const bundle = Number(
    db
      .prepare(
        "INSERT INTO event_bundles (slug, title, description, sale_starts_at, sale_ends_at) VALUES (?, ?, ?, ?, ?)",
      )
      .run(
        CHECKOUT_SLUGS.bundle,
        "Expanda-Jahrespaket Kardiologie",
        "Der EKG-Intensivkurs und die Notfallsonografie zusammen zum Paketpreis.",
        at(-10 * DAY_MS),
        at(20 * DAY_MS),
      ).lastInsertRowid,
  );
  const member = db.prepare("INSERT INTO event_bundle_events (bundle_id, event_id) VALUES (?, ?)");
  member.run(bundle, ekg);
  member.run(bundle, sono);
  prices({ bundle }, { FULL: 32900 });

  // Paid videos (access PAID) can be bought one by one for everyone signed in.
  const paid = db
    .prepare<[], number>("SELECT id FROM contents WHERE access = 'PAID' ORDER BY id")
    .pluck()
    .all();
  const contentPrice = db.prepare(
    "INSERT INTO prices (content_id, type, amount_cents) VALUES (?, 'BASE', ?)",
  );
  for (const id of paid) contentPrice.run(id, 1900);

  const code = db.prepare(
    `INSERT INTO discount_codes (code, unit, value, valid_from, valid_until, max_uses, event_ids, created_at)
     VALUES (@code, @unit, @value, @from, @until, @max, @events, @now)`,
  );
  const codes = [
    {
      code: DEMO_DISCOUNT_CODES.welcome,
      unit: "PERCENT",
      value: 10,
      from: at(-DAY_MS),
      until: at(365 * DAY_MS),
      max: null,
      events: null,
    },
    {
      code: DEMO_DISCOUNT_CODES.ekg,
      unit: "FLAT",
      value: 2500,
      from: null,
      until: at(60 * DAY_MS),
      max: null,
      events: JSON.stringify([ekg]),
    },
    {
      code: DEMO_DISCOUNT_CODES.expired,
      unit: "PERCENT",
      value: 20,
      from: null,
      until: at(-30 * DAY_MS),
      max: null,
      events: null,
    },
    {
      code: DEMO_DISCOUNT_CODES.once,
      unit: "PERCENT",
      value: 15,
      from: null,
      until: null,
      max: 1,
      events: null,
    },
  ];
  for (const row of codes) code.run({ ...row, now: now.toISOString() });
}

type AgendaEntry = [
  type: string,
  title: string,
  fromMinutes: number,
  minutes: number,
  room?: string,
  experts?: number,
];

/**
 * The programme of every event (decision 020): agenda by day with breakouts, experts by role, supporters
 * and info sections. Each day starts at 09:00 in Berlin and runs without a gap but its breaks, lunch
 * included (a test holds every seeded event to it). Runs on its own for databases seeded before it.
 */
export function seedEventProgramme(db: Db): void {
  const eventOf = db.prepare<[string], { id: number; starts_at: string; ends_at: string }>(
    "SELECT id, starts_at, ends_at FROM events WHERE slug = ?",
  );
  const experts = db.prepare<[], number>("SELECT id FROM experts ORDER BY id LIMIT 6").pluck().all();
  if (experts.length === 0) return;
  const expert = (index: number) => experts[index % experts.length]!;
  const item = db.prepare(
    `INSERT INTO event_agenda_items (event_id, type, title, starts_at, ends_at, room, external_url, expert_ids)
     VALUES (@event, @type, @title, @starts, @ends, @room, @url, @experts)`,
  );
  const role = db.prepare(
    "INSERT INTO event_experts (event_id, expert_id, role, position) VALUES (?, ?, ?, ?)",
  );
  const supporter = db.prepare(
    "INSERT INTO event_supporters (event_id, type, name, url, position) VALUES (?, ?, ?, ?, ?)",
  );
  const info = db.prepare(
    "INSERT INTO event_info_sections (event_id, type, title, text, title_en, text_en, position) VALUES (?, ?, ?, ?, ?, ?, ?)",
  );

  const programme = (slug: string, days: AgendaEntry[][]) => {
    const event = eventOf.get(slug);
    if (!event) return;
    const start = Date.parse(event.starts_at);
    days.forEach((entries, day) => {
      // Minutes from 09:00 in Berlin on the event's day (a day of a change to summer time has 23 hours).
      const nine = berlinTime(new Date(start + day * DAY_MS), 9).getTime();
      for (const [type, title, from, minutes, room, speaker] of entries) {
        const begins = nine + from * 60_000;
        item.run({
          event: event.id,
          type,
          title,
          starts: new Date(begins).toISOString(),
          ends: new Date(begins + minutes * 60_000).toISOString(),
          room: room ?? null,
          // The demo's on-site workshop has no address of its own to link (none made up).
          url: null,
          experts: speaker === undefined ? null : JSON.stringify([expert(speaker)]),
        });
      }
    });
    role.run(event.id, expert(0), "CHAIRMAN", 0);
    role.run(event.id, expert(1), "SCIENTIFIC_BOARD", 1);
    role.run(event.id, expert(2), "MODERATOR", 2);
    [3, 4, 5].forEach((index, position) => role.run(event.id, expert(index), "SPEAKER", position));
    supporter.run(event.id, "ORGANIZER", "Fortbildung Medien GmbH", null, 0);
    supporter.run(event.id, "EDUCATION_PARTNER", "Deutsche Gesellschaft für Rhythmologie (Demo)", null, 1);
    supporter.run(event.id, "SPONSOR", "Cardiomed Diagnostics (Demo)", null, 2);
    // German, then English: the API answers the page's language (Accept-Language).
    info.run(
      event.id,
      "AUDIENCE",
      "Für wen?",
      "Für Ärztinnen und Ärzte aller Fachrichtungen, Assistenzärztinnen und -ärzte sowie Studierende im klinischen Abschnitt.",
      "Who is it for?",
      "For physicians of all specialties, residents and medical students in their clinical years.",
      0,
    );
    info.run(
      event.id,
      "CME",
      "CME",
      "Die Live-Teilnahme ist bei der Ärztekammer zur Zertifizierung eingereicht; das Zertifikat findest du nach der Veranstaltung in deinem Profil.",
      "CME",
      "Live participation has been submitted to the medical chamber for certification; you will find the certificate in your profile after the event.",
      1,
    );
    info.run(
      event.id,
      "TECHNICAL",
      "Technik",
      "Du brauchst nur einen aktuellen Browser. Fragen an die Referierenden stellst du live im Stream.",
      "Technical requirements",
      "All you need is an up-to-date browser. You ask the speakers your questions live in the stream.",
      2,
    );
  };

  programme(CHECKOUT_SLUGS.ekg, [
    [
      ["WELCOME", "Begrüßung und Einführung", 0, 15, undefined, 0],
      ["TALK", "Das normale EKG: systematisch befunden", 15, 60, undefined, 3],
      ["PAUSE", "Kaffeepause", 75, 15],
      ["BREAKOUT_LIVESTREAM", "Workshop A: Schenkelblöcke", 90, 75, "Raum A", 4],
      ["BREAKOUT_TRANSMISSION", "Workshop B: Ischämiezeichen", 90, 75, "Raum B", 5],
      ["PAUSE", "Mittagspause", 165, 60],
      ["TALK", "Vorhofflimmern und -flattern", 225, 90, undefined, 3],
      ["PAUSE", "Kaffeepause", 315, 15],
      ["TALK", "Bradykardien und das Schrittmacher-EKG", 330, 75, undefined, 4],
      ["TALK", "Fallquiz: EKGs gemeinsam befunden", 405, 60, undefined, 5],
      ["END", "Zusammenfassung und Ende des ersten Tages", 465, 15, undefined, 0],
    ],
    [
      ["TALK", "Tachykarde Rhythmusstörungen", 0, 90, undefined, 4],
      ["PAUSE", "Kaffeepause", 90, 15],
      ["BREAKOUT_EXTERNAL", "Praxisworkshop vor Ort: Langzeit-EKG", 105, 90, "Extern"],
      ["TALK", "Fallkonferenz mit Live-Fragen", 105, 90, undefined, 5],
      ["PAUSE", "Mittagspause", 195, 60],
      ["TALK", "EKG in der Notaufnahme: Ischämie und STEMI-Äquivalente", 255, 90, undefined, 3],
      ["PAUSE", "Kaffeepause", 345, 15],
      ["TALK", "Quiz: 20 EKGs in 60 Minuten", 360, 60, undefined, 4],
      ["END", "Abschlussdiskussion und Ende", 420, 60, undefined, 2],
    ],
  ]);
  programme(CHECKOUT_SLUGS.sono, [
    [
      ["WELCOME", "Begrüßung und Einführung", 0, 15, undefined, 0],
      ["TALK", "Grundlagen: Schallköpfe, Einstellungen, Artefakte", 15, 60, undefined, 3],
      ["PAUSE", "Kaffeepause", 75, 15],
      ["BREAKOUT_LIVESTREAM", "Hands-on A: eFAST am Modell", 90, 90, "Raum A", 4],
      ["BREAKOUT_TRANSMISSION", "Hands-on B: Lungenultraschall", 90, 90, "Raum B", 5],
      ["PAUSE", "Mittagspause", 180, 60],
      ["TALK", "Fokussierte Echokardiografie im Notfall", 240, 75, undefined, 3],
      ["PAUSE", "Kaffeepause", 315, 15],
      ["BREAKOUT_LIVESTREAM", "Hands-on A: Herz im Notfall", 330, 90, "Raum A", 4],
      ["BREAKOUT_TRANSMISSION", "Hands-on B: Gefäße und Thrombosesuche", 330, 90, "Raum B", 5],
      ["END", "Fallbesprechung und Abschluss", 420, 60, undefined, 2],
    ],
  ]);
  programme(CHECKOUT_SLUGS.wound, [
    [
      ["WELCOME", "Begrüßung und Einführung", 0, 15, undefined, 0],
      ["TALK", "Wundheilung verstehen: Phasen und Störfaktoren", 15, 60, undefined, 3],
      ["PAUSE", "Kaffeepause", 75, 15],
      ["TALK", "Moderne Wundauflagen: was wann passt", 90, 75, undefined, 4],
      ["PAUSE", "Mittagspause", 165, 60],
      ["TALK", "Chronische Wunden: Ulcus cruris und diabetischer Fuß", 225, 90, undefined, 5],
      ["PAUSE", "Kaffeepause", 315, 15],
      ["BREAKOUT_LIVESTREAM", "Workshop A: Verbandstechniken", 330, 75, "Raum A", 4],
      ["BREAKOUT_TRANSMISSION", "Workshop B: Hautschutz und Inkontinenz", 330, 75, "Raum B", 5],
      ["END", "Fragen und Abschluss", 405, 45, undefined, 2],
    ],
  ]);
  // Three congress days; its livestreams are the opening (today) and the closing discussion (tomorrow).
  programme(CHECKOUT_SLUGS.congress, [
    [
      ["WELCOME", "Eröffnung des Herbstkongresses", 0, 30, undefined, 0],
      ["TALK", "Keynote: Herzinsuffizienz 2026", 30, 60, undefined, 3],
      ["PAUSE", "Kaffeepause und Industrieausstellung", 90, 30],
      ["TALK", "Vorhofflimmern: Antikoagulation im Alter", 120, 60, undefined, 4],
      ["PAUSE", "Mittagspause", 180, 60],
      ["BREAKOUT_LIVESTREAM", "Workshop A: Echokardiografie bei Herzinsuffizienz", 240, 90, "Saal A", 5],
      ["BREAKOUT_TRANSMISSION", "Workshop B: Die Herzinsuffizienz-Ambulanz", 240, 90, "Saal B", 3],
      ["PAUSE", "Kaffeepause", 330, 30],
      ["TALK", "Fallkonferenz: Kardiomyopathien", 360, 90, undefined, 4],
    ],
    [
      ["TALK", "Keynote zum Vorhofflimmern", 0, 90, undefined, 3],
      ["PAUSE", "Kaffeepause", 90, 30],
      ["TALK", "Hypertonie: wann eskalieren?", 120, 60, undefined, 5],
      ["PAUSE", "Mittagspause", 180, 60],
      ["TALK", "Interventionelle Kardiologie: TAVI und Mitralklappe", 240, 60, undefined, 4],
      ["TALK", "Sportkardiologie in der Praxis", 300, 45, undefined, 3],
      ["PAUSE", "Kaffeepause", 345, 15],
      ["TALK", "Fallkonferenz: Synkope", 360, 90, undefined, 5],
    ],
    [
      ["TALK", "Katheterablation: für wen, wann?", 0, 60, undefined, 4],
      ["TALK", "Kardio-Onkologie", 60, 60, undefined, 3],
      ["PAUSE", "Kaffeepause", 120, 30],
      ["TALK", "Prävention: Diabetes und Herz", 150, 60, undefined, 5],
      ["PAUSE", "Mittagspause", 210, 60],
      ["TALK", "Familiäre Hypercholesterinämie erkennen", 270, 60, undefined, 4],
      ["PAUSE", "Kaffeepause", 330, 30],
      ["END", "Abschlussdiskussion zur Hypercholesterinämie und Verabschiedung", 360, 120, undefined, 2],
    ],
  ]);
}
