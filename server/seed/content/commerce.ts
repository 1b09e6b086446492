import type { Db } from "../../db.ts";
import { mediaPath } from "./common.ts";
import { WATCH_SLUGS } from "./watching.ts";

// Checkout demo data (issue 14), relative to the seeding day: the autumn congress on sale by group,
// Expanda seminars before, during and after their sale with early-bird phases, a bundle, and codes.

const DAY_MS = 24 * 60 * 60 * 1000;

export const COMMERCE_SLUGS = {
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

export function seedCommerce(db: Db, now: Date): void {
  const at = (offset: number) => new Date(now.getTime() + offset).toISOString();
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
        starts: at(values.starts),
        ends: at(values.starts + values.days * DAY_MS),
        thumb: mediaPath("events", values.slug),
        category: values.category,
        saleStarts: at(values.saleStarts),
        saleEnds: at(values.saleEnds ?? values.starts),
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
    .get(COMMERCE_SLUGS.congress)?.id;
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
    slug: COMMERCE_SLUGS.ekg,
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
    slug: COMMERCE_SLUGS.sono,
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
    slug: COMMERCE_SLUGS.wound,
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
        COMMERCE_SLUGS.bundle,
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
