import type { Db } from "../db.ts";
import { seedTransparency } from "./transparency.ts";
import { seedSurveys } from "./surveys.ts";
import { hashPasswordSync } from "../passwords.ts";
import { CHANNELS, channelThumbnailPath } from "./channels.ts";
import { indexSearch, seedCatalogue } from "./content/index.ts";
import { seedWatching } from "./content/watching.ts";
import { adoptTopics, seedBanks, seedCme } from "./content/cme.ts";
import { seedCheckout, seedEventProgramme } from "./content/checkout.ts";
import { FIELDS } from "./fields.ts";
import { DEMO_PASSWORD, DEMO_USERS } from "./users.ts";

export { CHANNELS } from "./channels.ts";
export { FIELDS } from "./fields.ts";
export { PROFESSIONS } from "./professions.ts";
export { DEMO_PASSWORD, DEMO_USERS } from "./users.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

const isEmpty = (db: Db, table: string): boolean =>
  db.prepare<[], { n: number }>(`SELECT COUNT(*) AS n FROM ${table}`).get()?.n === 0;

const flag = (value: boolean): number => (value ? 1 : 0);

function seedFields(db: Db): void {
  const insert = db.prepare(
    "INSERT INTO fields (id, slug, label_de, label_en, icon, color, relevant, mapped_id, parent_id) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
  );
  // mappedId and parentId may name a later row; foreign keys are then checked at commit.
  db.pragma("defer_foreign_keys = ON");
  for (const f of FIELDS) {
    insert.run(
      f.id,
      f.slug,
      f.label_de,
      f.label_en,
      f.icon,
      f.color,
      flag(f.relevant),
      f.mappedId,
      f.parentId,
    );
  }
}

function seedChannels(db: Db, now: string): void {
  const insert = db.prepare(
    "INSERT INTO channels (id, name, slug, description, primary_field_id, thumbnail_path, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)",
  );
  for (const c of CHANNELS) {
    insert.run(c.id, c.name, c.slug, c.description, c.primaryFieldId, channelThumbnailPath(c.slug), now);
  }
}

function seedUsers(db: Db, now: Date): void {
  const stamp = now.toISOString();
  const insert = db.prepare(`INSERT INTO users (email, password_hash, first_name, last_name, title, gender,
    profession, employment, country, locale, status, role, validation_status, validation_expires_at,
    validation_file, efn, field_id, show_tour, show_field_dialog, notify_promotions, is_old, created_at, updated_at)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 'de', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const follow = db.prepare("INSERT INTO user_fields (user_id, field_id, created_at) VALUES (?, ?, ?)");
  const subscribe = db.prepare(
    "INSERT INTO user_channels (user_id, channel_id, created_at) VALUES (?, ?, ?)",
  );
  // Seeded proofs: the record here, the document when the API starts (proof-documents.ts).
  const upload =
    db.prepare(`INSERT INTO uploads (uuid, purpose, original_name, created_at, stored_at, attached_at)
    VALUES (?, 'user_validation', ?, ?, ?, ?)`);
  const request = db.prepare(
    "INSERT INTO validation_requests (user_id, profession, upload_uuid, submitted_at) VALUES (?, ?, ?, ?)",
  );
  for (const u of DEMO_USERS) {
    const expires =
      u.validation_expires_in_days === null
        ? null
        : new Date(now.getTime() + u.validation_expires_in_days * DAY_MS).toISOString();
    const { lastInsertRowid } = insert.run(
      u.email,
      hashPasswordSync(DEMO_PASSWORD),
      u.first_name,
      u.last_name,
      u.title,
      u.gender,
      u.profession,
      u.employment,
      u.country,
      u.status,
      u.role,
      u.validation_status,
      expires,
      u.validation_file,
      u.efn,
      u.field_id,
      flag(u.show_tour),
      flag(u.show_field_dialog),
      flag(u.notify_promotions),
      flag(u.is_old),
      stamp,
      stamp,
    );
    for (const id of u.fields) follow.run(lastInsertRowid, id, stamp);
    for (const id of u.channels) subscribe.run(lastInsertRowid, id, stamp);
    if (u.validation_status === "PENDING" && u.validation_file && u.validation_file_name) {
      upload.run(u.validation_file, u.validation_file_name, stamp, stamp, stamp);
      request.run(lastInsertRowid, u.profession, u.validation_file, stamp);
    }
  }
}

export interface SeedResult {
  fields: boolean;
  channels: boolean;
  users: boolean;
  content: boolean;
  /** Watching demo data: with a new catalogue, or added to one seeded before it existed. */
  watching: boolean;
  /** CME demo data (decision 016): with a new catalogue, or added to one seeded before it existed. */
  cme: boolean;
  /** Checkout demo data, added to a database seeded before it existed. */
  checkout: boolean;
  /** The events' agenda, experts, supporters and info sections. */
  programme: boolean;
}

/** Fills each empty table with reference and demo data; tables with rows stay untouched. */
export function seed(db: Db, { now = new Date() }: { now?: Date } = {}): SeedResult {
  return db.transaction((): SeedResult => {
    const result = {
      fields: isEmpty(db, "fields"),
      channels: isEmpty(db, "channels"),
      users: isEmpty(db, "users"),
      content: isEmpty(db, "contents"),
      watching: isEmpty(db, "activation_codes"),
      cme: db.prepare("SELECT 1 FROM contents WHERE cme_vnr IS NOT NULL LIMIT 1").get() === undefined,
      checkout: isEmpty(db, "prices"),
      programme: isEmpty(db, "event_agenda_items"),
    };
    if (result.fields) seedFields(db);
    if (result.channels) seedChannels(db, now.toISOString());
    if (result.users) seedUsers(db, now);
    if (result.content) seedCatalogue(db, now);
    else if (result.watching) {
      seedWatching(db, now);
      indexSearch(db);
    }
    seedBanks(db);
    if (result.cme) seedCme(db, now);
    else adoptTopics(db, now);
    if (result.checkout) seedCheckout(db, now);
    if (result.programme) seedEventProgramme(db);
    seedTransparency(db);
    seedSurveys(db);
    return result;
  })();
}
