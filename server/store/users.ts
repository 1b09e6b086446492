import type { Db } from "../db.ts";
import type { Profession, ValidationStatus } from "../generated/resolvers-types.ts";

export interface UserRow {
  id: number;
  email: string;
  password_hash: string;
  first_name: string;
  last_name: string;
  title: string | null;
  gender: string | null;
  profession: Profession;
  employment: string | null;
  country: string;
  locale: string;
  status: string;
  role: string | null;
  validation_status: ValidationStatus | null;
  validation_expires_at: string | null;
  validation_file: string | null;
  efn: string | null;
  field_id: number | null;
  show_tour: number;
  show_field_dialog: number;
  notify_promotions: number;
  notify_subscriptions: number;
  is_old: number;
  password_editable: number;
  /** JSON array of UserSelfAttributionOrigin, or null. */
  self_attributions: string | null;
  /** The start of the user's 5-year CME cycle (a date), or null when not chosen. */
  cme_cycle_start: string | null;
  summary_frequency: string;
  notify_livestream_day: number;
  /** A new address waiting for its code (email change). */
  pending_email: string | null;
  created_at: string;
  updated_at: string;
  /** 1 while a proof the user submitted waits for staff (computed, not a column). */
  validation_request_pending: number;
}

export interface NewUser {
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  title: string | null;
  gender: string;
  profession: string;
  employment: string;
  country: string;
  fieldId: number;
  /** Followed fields; the main field is added when missing. */
  fieldIds: number[];
  notifyPromotions: boolean;
  selfAttributions: string[];
}

/** The validation columns, always written together so callers state the whole outcome. */
export interface ValidationState {
  profession: string;
  efn: string | null;
  validation_file: string | null;
  validation_status: string | null;
  validation_expires_at: string | null;
  status: string;
}

export interface ConfirmData {
  fieldId: number;
  /** Followed fields; the main field is added when missing. */
  fieldIds: number[];
  gender: string | null;
}

const select = `SELECT u.*, EXISTS (
    SELECT 1 FROM validation_requests r WHERE r.user_id = u.id AND r.status = 'PENDING' AND r.order_id IS NULL
  ) AS validation_request_pending FROM users u`;

export function createUserStore(db: Db) {
  const byId = db.prepare<[number], UserRow>(`${select} WHERE u.id = ?`);
  // The column is COLLATE NOCASE, so this also finds differently cased addresses.
  const byEmail = db.prepare<[string], UserRow>(`${select} WHERE u.email = ?`);
  const insert = db.prepare(`INSERT INTO users (email, password_hash, first_name, last_name, title, gender,
    profession, employment, country, status, field_id, notify_promotions, self_attributions, created_at,
    updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 'ACTIVE', ?, ?, ?, ?, ?)`);
  const setPassword = db.prepare<[string, string, number]>(
    "UPDATE users SET password_hash = ?, updated_at = ? WHERE id = ?",
  );
  const setValidation = db.prepare<
    [string, string | null, string | null, string | null, string | null, string, string, number]
  >(`UPDATE users SET profession = ?, efn = ?, validation_file = ?, validation_status = ?,
    validation_expires_at = ?, status = ?, updated_at = ? WHERE id = ?`);
  const finishTour = db.prepare<[string, number]>(
    "UPDATE users SET show_tour = 0, updated_at = ? WHERE id = ?",
  );
  const setMainField = db.prepare<[number, string | null, string, number]>(
    "UPDATE users SET field_id = ?, gender = COALESCE(?, gender), show_field_dialog = 0, updated_at = ? WHERE id = ?",
  );
  const removeOtherFields = db.prepare<[number, string]>(
    "DELETE FROM user_fields WHERE user_id = ? AND field_id NOT IN (SELECT value FROM json_each(?))",
  );
  // Fields already followed keep their notify flag.
  const followField = db.prepare<[number, number, string]>(
    "INSERT INTO user_fields (user_id, field_id, created_at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING",
  );

  const confirmData = db.transaction((userId: number, data: ConfirmData, now: string) => {
    const ids = [...new Set([data.fieldId, ...data.fieldIds])];
    setMainField.run(data.fieldId, data.gender, now, userId);
    removeOtherFields.run(userId, JSON.stringify(ids));
    for (const id of ids) followField.run(userId, id, now);
  });

  const create = db.transaction((user: NewUser, now: string): number => {
    const { lastInsertRowid } = insert.run(
      user.email,
      user.passwordHash,
      user.firstName,
      user.lastName,
      user.title,
      user.gender,
      user.profession,
      user.employment,
      user.country,
      user.fieldId,
      user.notifyPromotions ? 1 : 0,
      JSON.stringify(user.selfAttributions),
      now,
      now,
    );
    const id = Number(lastInsertRowid);
    for (const fieldId of new Set([user.fieldId, ...user.fieldIds])) followField.run(id, fieldId, now);
    return id;
  });

  const setProfessional = db.prepare(
    "UPDATE users SET employment = @employment, country = @country, field_id = @fieldId, updated_at = @now WHERE id = @id",
  );
  const setProfessionalDetails = db.transaction(
    (id: number, details: { employment: string; country: string; fieldId: number }, now: string) => {
      setProfessional.run({ ...details, id, now });
      // The main field is always followed (spec 3.2).
      followField.run(id, details.fieldId, now);
    },
  );

  const setCycleStart = db.prepare("UPDATE users SET cme_cycle_start = ?, updated_at = ? WHERE id = ?");
  const setPersonal = db.prepare(
    `UPDATE users SET gender = @gender, title = @title, first_name = @first_name, last_name = @last_name,
     updated_at = @now WHERE id = @id`,
  );
  const setNotifications = db.prepare(
    `UPDATE users SET notify_promotions = @promotions, notify_subscriptions = @subscriptions,
     summary_frequency = @frequency, notify_livestream_day = @livestreamDay, updated_at = @now WHERE id = @id`,
  );

  const setPendingEmail = db.prepare("UPDATE users SET pending_email = ?, updated_at = ? WHERE id = ?");
  const setEmail = db.prepare(
    "UPDATE users SET email = ?, pending_email = NULL, updated_at = ? WHERE id = ?",
  );

  // Staff's user search (decision 035): a part of the address or of "first last", either order.
  const search = db.prepare<{ term: string; limit: number }, UserRow>(
    `${select} WHERE u.email LIKE @term ESCAPE '\\'
       OR (u.first_name || ' ' || u.last_name) LIKE @term ESCAPE '\\'
       OR (u.last_name || ' ' || u.first_name) LIKE @term ESCAPE '\\'
     ORDER BY u.last_name, u.first_name, u.id LIMIT @limit`,
  );

  return {
    /** Users whose address or name contains `text` (case-insensitive for ASCII), by name. */
    search: (text: string, limit: number): UserRow[] =>
      search.all({ term: `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`, limit }),
    setPendingEmail: (id: number, email: string | null, now: Date) =>
      void setPendingEmail.run(email, now.toISOString(), id),
    setEmail: (id: number, email: string, now: Date) => void setEmail.run(email, now.toISOString(), id),
    setPersonalDetails: (
      id: number,
      details: { gender: string; title: string | null; first_name: string; last_name: string },
      now: Date,
    ) => void setPersonal.run({ ...details, id, now: now.toISOString() }),
    setNotificationSettings: (
      id: number,
      settings: { promotions: boolean; subscriptions: boolean; frequency: string; livestreamDay: boolean },
      now: Date,
    ) =>
      void setNotifications.run({
        id,
        promotions: Number(settings.promotions),
        subscriptions: Number(settings.subscriptions),
        frequency: settings.frequency,
        livestreamDay: Number(settings.livestreamDay),
        now: now.toISOString(),
      }),
    /** Employment, country and main field (followed); the profession goes with its proof (setValidation). */
    setProfessionalDetails: (
      id: number,
      details: { employment: string; country: string; fieldId: number },
      now: Date,
    ) => setProfessionalDetails(id, details, now.toISOString()),
    setCmeCycleStart: (id: number, date: string, now: Date) =>
      void setCycleStart.run(date, now.toISOString(), id),
    byId: (id: number): UserRow | undefined => byId.get(id),
    byEmail: (email: string): UserRow | undefined => byEmail.get(email),
    /** An ACTIVE user, not yet validated, with their main and followed fields; answers the id. */
    create: (user: NewUser, now: Date): number => create(user, now.toISOString()),
    setPassword(id: number, passwordHash: string, now: Date): void {
      setPassword.run(passwordHash, now.toISOString(), id);
    },
    setValidation(id: number, state: ValidationState, now: Date): void {
      setValidation.run(
        state.profession,
        state.efn,
        state.validation_file,
        state.validation_status,
        state.validation_expires_at,
        state.status,
        now.toISOString(),
        id,
      );
    },
    finishTour(id: number, now: Date): void {
      finishTour.run(now.toISOString(), id);
    },
    confirmData(id: number, data: ConfirmData, now: Date): void {
      confirmData(id, data, now.toISOString());
    },
  };
}

export type UserStore = ReturnType<typeof createUserStore>;
