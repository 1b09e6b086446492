import { createHash, randomBytes } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { GraphQLFieldResolver } from "graphql";
import type { Clock } from "../clock.ts";
import type { Context } from "../context.ts";
import { message, validationFailed } from "../errors.ts";
import { mediaPath } from "../seed/content/common.ts";
import { slugify } from "../seed/content/random.ts";
import { requireStaff } from "../resolvers/validation.ts";
import { answerKey } from "../resolvers/cme.ts";
import { DEMO_SURVEY_SLUG } from "../seed/surveys.ts";

/** What the test surface needs beyond a request's context. */
export interface TestSurfaceOptions {
  clock: Clock;
  /** Where uploaded files are kept (`<dataDir>/uploads`). */
  uploadsDir: string;
}

const unique = (tag: string) => `${tag}-${Date.now().toString(36)}${randomBytes(3).toString("hex")}`;

/** The test surface is no part of the contract: its resolvers are typed here, not generated. */
function staffOnly<A, T>(
  resolve: (args: A, context: Context) => T,
): GraphQLFieldResolver<unknown, Context, A, T> {
  return (_parent, args, context, info) => {
    requireStaff(context, info.fieldName);
    return resolve(args, context);
  };
}

/** SQLite binds no booleans: 1, 0, or null for "either". */
const flag = (value: boolean | null | undefined) => (value == null ? null : Number(value));

// cme_demo is 0 or 1: GraphQL answers it as a Boolean.
const CONTENT_COLUMNS =
  "id, kind, slug, title, access, status, duration_seconds, cme_points, cme_topic, cme_demo";

interface UserInput {
  like: string;
  email?: string | null;
  status?: string | null;
  validation_status?: string | null;
  validation_expires_at?: string | null;
  efn?: string | null;
  profession?: string | null;
  country?: string | null;
  staff?: boolean | null;
  role?: string | null;
  password_editable?: boolean | null;
  show_field_dialog?: boolean | null;
  show_tour?: boolean | null;
}

function createUser({ store }: Context, input: UserInput) {
  const { db } = store;
  const source = store.users.byEmail(input.like.trim().toLowerCase());
  if (!source) throw validationFailed("testCreateUser", { "input.like": [message.invalid("input.like")] });
  const [local, domain] = source.email.split("@");
  const email = (input.email ?? `${local}+${unique("t")}@${domain}`).trim().toLowerCase();
  const columns = (db.prepare("PRAGMA table_info(users)").all() as Array<{ name: string }>)
    .map((column) => column.name)
    .filter((name) => !["id", "email", "role"].includes(name));
  const list = columns.join(", ");
  const id = Number(
    db
      .prepare(`INSERT INTO users (email, ${list}) SELECT ?, ${list} FROM users WHERE id = ?`)
      .run(email, source.id).lastInsertRowid,
  );
  const set = (column: string, value: unknown) =>
    db.prepare(`UPDATE users SET ${column} = ? WHERE id = ?`).run(value, id);
  for (const column of [
    "status",
    "validation_status",
    "validation_expires_at",
    "efn",
    "profession",
    "country",
  ]) {
    const value: unknown = input[column as keyof UserInput];
    // DateTime arguments arrive parsed.
    if (value !== undefined) set(column, value instanceof Date ? value.toISOString() : value);
  }
  if (input.staff || input.role) set("role", input.role ?? "super_admin");
  if (input.password_editable != null) set("password_editable", Number(input.password_editable));
  if (input.show_field_dialog != null) set("show_field_dialog", Number(input.show_field_dialog));
  if (input.show_tour != null) set("show_tour", Number(input.show_tour));
  return { id, email };
}

function contentBySlug({ store }: Context, slug: string, field: string) {
  const row = store.db.prepare("SELECT id FROM contents WHERE slug = ?").get(slug) as
    { id: number } | undefined;
  if (!row) throw validationFailed("test", { [field]: [message.invalid(field)] });
  return row.id;
}

interface LivestreamInput {
  title: string;
  starts_at: string;
  ends_at: string;
  access?: string | null;
  event?: string | null;
  recording?: string | null;
  description?: string | null;
  cme?: boolean | null;
}

/** A copy of a public livestream of the seed (channel, fields, picture, CME or not) at the given times. */
function createLivestream(context: Context, input: LivestreamInput) {
  const { db } = context.store;
  const source = db
    .prepare(
      `SELECT id FROM contents WHERE kind = 'LIVESTREAM' AND status = 'PUBLISHED' AND access = 'PUBLIC'
       AND channel_id IS NOT NULL AND (? IS NULL OR (cme_vnr IS NOT NULL) = ?) ORDER BY cme_demo DESC, id LIMIT 1`,
    )
    .get(flag(input.cme), flag(input.cme)) as { id: number } | undefined;
  if (!source) throw new Error("no public livestream in the seed");
  const slug = unique(slugify(input.title).slice(0, 40) || "livestream");
  const columns = (db.prepare("PRAGMA table_info(contents)").all() as Array<{ name: string }>)
    .map((column) => column.name)
    .filter((name) => name !== "id" && name !== "slug");
  const list = columns.join(", ");
  const id = Number(
    db
      .prepare(`INSERT INTO contents (slug, ${list}) SELECT ?, ${list} FROM contents WHERE id = ?`)
      .run(slug, source.id).lastInsertRowid,
  );
  const eventId = input.event
    ? ((db.prepare("SELECT id FROM events WHERE slug = ?").get(input.event) as { id: number } | undefined)
        ?.id ?? null)
    : null;
  if (input.event && eventId === null)
    throw validationFailed("testCreateLivestream", { "input.event": [message.invalid("input.event")] });
  const starts = new Date(input.starts_at);
  db.prepare(
    `UPDATE contents SET title = ?, starts_at = ?, ends_at = ?, access = ?, event_id = ?, recording_id = ?,
     description = coalesce(?, description), thumbnail_path = ?, published_at = ? WHERE id = ?`,
  ).run(
    input.title,
    starts.toISOString(),
    new Date(input.ends_at).toISOString(),
    input.access ?? "PUBLIC",
    eventId,
    input.recording ? contentBySlug(context, input.recording, "input.recording") : null,
    input.description ?? null,
    mediaPath("livestreams", slug),
    new Date(Math.min(context.now().getTime(), starts.getTime()) - 86_400_000).toISOString(),
    id,
  );
  db.prepare(
    "INSERT OR IGNORE INTO content_fields (content_id, field_id) SELECT ?, field_id FROM content_fields WHERE content_id = ?",
  ).run(id, source.id);
  return db.prepare(`SELECT ${CONTENT_COLUMNS} FROM contents WHERE id = ?`).get(id);
}

interface EventInput {
  title: string;
  starts_at: string;
  ends_at: string;
  description?: string | null;
  price?: number | null;
  capacity?: number | null;
}

function createEvent(context: Context, input: EventInput) {
  const { db } = context.store;
  const slug = unique(slugify(input.title).slice(0, 40) || "event");
  const priced = input.price != null;
  const starts = new Date(input.starts_at).toISOString();
  const id = Number(
    db
      .prepare(
        `INSERT INTO events (slug, title, description, starts_at, ends_at, price_category, sale_starts_at,
         sale_ends_at, capacity) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        slug,
        input.title,
        input.description ?? null,
        starts,
        new Date(input.ends_at).toISOString(),
        priced ? "UNIFIED" : null,
        priced ? context.now().toISOString() : null,
        priced ? starts : null,
        priced ? (input.capacity ?? null) : null,
      ).lastInsertRowid,
  );
  if (priced) {
    db.prepare("INSERT INTO prices (event_id, type, amount_cents) VALUES (?, 'BASE', ?)").run(
      id,
      input.price,
    );
  }
  return { id, slug, title: input.title };
}

function storedFile(uploadsDir: string, uuid: string) {
  const path = join(uploadsDir, uuid);
  if (!existsSync(path)) return null;
  const bytes = readFileSync(path);
  return { uuid, size: bytes.byteLength, sha256: createHash("sha256").update(bytes).digest("hex") };
}

function storedUploads(uploadsDir: string) {
  if (!existsSync(uploadsDir)) return { stored: [], incoming: [] };
  const incomingDir = join(uploadsDir, ".incoming");
  const stored = readdirSync(uploadsDir, { withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => storedFile(uploadsDir, entry.name));
  return { stored, incoming: existsSync(incomingDir) ? readdirSync(incomingDir) : [] };
}

export function testSurfaceResolvers({ clock, uploadsDir }: TestSurfaceOptions) {
  return {
    Query: {
      testContents: staffOnly(
        (
          args: {
            kind: string;
            access?: string | null;
            chapters?: boolean | null;
            cme?: boolean | null;
            demo?: boolean | null;
            topic?: string | null;
            status: string;
            first: number;
            offset: number;
          },
          { store },
        ) =>
          store.db
            .prepare(
              `SELECT ${CONTENT_COLUMNS} FROM contents WHERE kind = ? AND status = ?
               AND (? IS NULL OR access = ?) AND (? IS NULL OR (chapters IS NOT NULL) = ?)
               AND (? IS NULL OR (cme_points > 0) = ?) AND (? IS NULL OR cme_demo = ?)
               AND (? IS NULL OR cme_topic = ?)
               ORDER BY id LIMIT ? OFFSET ?`,
            )
            .all(
              args.kind,
              args.status,
              args.access ?? null,
              args.access ?? null,
              flag(args.chapters),
              flag(args.chapters),
              flag(args.cme),
              flag(args.cme),
              flag(args.demo),
              flag(args.demo),
              args.topic ?? null,
              args.topic ?? null,
              args.first,
              args.offset,
            ),
      ),
      testActivationCodeContents: staffOnly(({ code }: { code: string }, { store }) =>
        store.db
          .prepare(
            `SELECT ${CONTENT_COLUMNS.replace(/(\w+)/g, "c.$1")} FROM activation_codes a
             JOIN activation_code_contents x ON x.code_id = a.id JOIN contents c ON c.id = x.content_id
             WHERE a.code = ? ORDER BY c.id`,
          )
          .all(code),
      ),
      testOutbox: staffOnly(({ to }: { to?: string | null }, { store }) =>
        store.outbox.list(to?.trim().toLowerCase() ?? null).map((mail) => ({ ...mail, to: mail.to_email })),
      ),
      testUploads: staffOnly(() => storedUploads(uploadsDir)),
      testUpload: staffOnly(({ uuid }: { uuid: string }, { store }) => {
        // Only a real upload's id names a file: never a path.
        const row = /^[0-9a-f-]{36}$/.test(uuid) ? store.uploads.byUuid(uuid) : undefined;
        return row
          ? { uuid, stored_at: row.stored_at, mime: row.mime, file: storedFile(uploadsDir, uuid) }
          : null;
      }),
      testNotificationClicks: staffOnly((_args: unknown, { store }) =>
        store.db
          .prepare(
            `SELECT c.mt, u.email AS user_email, c.click_type, c.campaign_id FROM notification_clicks c
             LEFT JOIN users u ON u.id = c.user_id ORDER BY c.id`,
          )
          .all(),
      ),
      testNow: staffOnly(() => clock.now()),
      testCmeKey: staffOnly(({ attemptId }: { attemptId: string }, context) =>
        Object.entries(answerKey(context, Number(attemptId)) ?? {}).map(([question, option]) => ({
          question_id: question,
          option_id: option,
        })),
      ),
      testUser: staffOnly(({ email }: { email: string }, { store }) => {
        const user = store.users.byEmail(email.trim().toLowerCase());
        return user
          ? {
              id: user.id,
              email: user.email,
              efn: user.efn,
              self_attributions: user.self_attributions ? JSON.parse(user.self_attributions) : null,
            }
          : null;
      }),
      testTokenHashes: staffOnly(({ email }: { email: string }, { store, now }) =>
        (
          store.db
            .prepare(
              `SELECT t.token_hash FROM api_tokens t JOIN users u ON u.id = t.user_id
               WHERE u.email = ? AND t.revoked_at IS NULL AND t.expires_at > ?`,
            )
            .all(email.trim().toLowerCase(), now().toISOString()) as Array<{ token_hash: string }>
        ).map((row) => row.token_hash),
      ),
    },
    Mutation: {
      testCreateUser: staffOnly(({ input }: { input: UserInput }, context) => createUser(context, input)),
      testSetValidation: staffOnly(
        (
          { input }: { input: { email: string; status?: string | null; expires_at?: string | null } },
          { store },
        ) => {
          const user = store.users.byEmail(input.email.trim().toLowerCase());
          if (!user)
            throw validationFailed("testSetValidation", { "input.email": [message.invalid("input.email")] });
          store.db
            .prepare("UPDATE users SET validation_status = ?, validation_expires_at = ? WHERE id = ?")
            .run(
              input.status ?? null,
              input.expires_at ? new Date(input.expires_at).toISOString() : null,
              user.id,
            );
          return { id: user.id, email: user.email };
        },
      ),
      testCreateLivestream: staffOnly(({ input }: { input: LivestreamInput }, context) =>
        createLivestream(context, input),
      ),
      testCreateEvent: staffOnly(({ input }: { input: EventInput }, context) => createEvent(context, input)),
      testCreateDiscountCode: staffOnly(
        ({ input }: { input: { percent: number; max_uses?: number | null } }, context) => {
          const code = unique("RABATT").replace(/-/g, "").toUpperCase();
          context.store.db
            .prepare(
              `INSERT INTO discount_codes (code, unit, value, max_uses, created_at)
               VALUES (?, 'PERCENT', ?, ?, ?)`,
            )
            .run(code, input.percent, input.max_uses ?? null, context.now().toISOString());
          return code;
        },
      ),
      testCreateActivationCode: staffOnly(
        (
          {
            input,
          }: { input: { contents: string[]; multi_use?: boolean | null; expires_at?: string | null } },
          context,
        ) => {
          const code = unique("TEST").toUpperCase();
          context.store.activation.create(
            code,
            {
              multiUse: input.multi_use ?? false,
              expiresAt: input.expires_at ? new Date(input.expires_at).toISOString() : null,
              contentIds: input.contents.map((slug) => contentBySlug(context, slug, "input.contents")),
            },
            context.now(),
          );
          return code;
        },
      ),
      testCreateSurvey: staffOnly(({ title }: { title: string }, { store }) => {
        const demo = store.surveys.bySlug(DEMO_SURVEY_SLUG);
        if (!demo) throw new Error("The demo survey is missing");
        return store.db.transaction(() => {
          const { id } = store.db
            .prepare<[string, string, number], { id: number }>(
              "INSERT INTO surveys (slug, title, intro) SELECT ?, ?, intro FROM surveys WHERE id = ? RETURNING id",
            )
            .get(unique("umfrage"), title, demo.id)!;
          store.db
            .prepare(
              `INSERT INTO survey_questions (survey_id, position, type, label, description, required, options,
                 min_choices, max_choices)
               SELECT ?, position, type, label, description, required, options, min_choices, max_choices
               FROM survey_questions WHERE survey_id = ?`,
            )
            .run(id, demo.id);
          return String(id);
        })();
      }),
      testClearOutbox: staffOnly(({ to }: { to?: string | null }, { store }) =>
        to
          ? store.db.prepare("DELETE FROM mails WHERE to_email = ?").run(to.trim().toLowerCase()).changes
          : store.db.prepare("DELETE FROM mails").run().changes,
      ),
      testFail: staffOnly(({ message: text }: { message: string }) => {
        throw new Error(text);
      }),
      testSetClock: staffOnly(
        ({ at, advance_seconds }: { at?: string | null; advance_seconds?: number | null }) => {
          if (at) clock.set(new Date(at));
          else if (advance_seconds) clock.advance(advance_seconds * 1000);
          else clock.set(null);
          return clock.now();
        },
      ),
    },
  };
}

export const testSurfaceTypeDefs = readFileSync(new URL("./schema.graphql", import.meta.url), "utf8");
