import type { Db } from "../db.ts";

export interface UserRow {
  id: number;
  email: string;
  password_hash: string;
  first_name: string;
  last_name: string;
  title: string | null;
  gender: string | null;
  profession: string;
  employment: string | null;
  country: string;
  locale: string;
  status: string;
  role: string | null;
  validation_status: string | null;
  validation_expires_at: string | null;
  validation_file: string | null;
  efn: string | null;
  field_id: number | null;
  show_tour: number;
  show_field_dialog: number;
  is_simulating_user: number;
  notify_promotions: number;
  notify_subscriptions: number;
  is_old: number;
  password_editable: number;
  created_at: string;
  updated_at: string;
}

export interface ConfirmData {
  fieldId: number;
  /** Followed fields; the main field is added when missing. */
  fieldIds: number[];
  gender: string | null;
}

export function createUserStore(db: Db) {
  const byId = db.prepare<[number], UserRow>("SELECT * FROM users WHERE id = ?");
  // The column is COLLATE NOCASE, so this also finds differently cased addresses.
  const byEmail = db.prepare<[string], UserRow>("SELECT * FROM users WHERE email = ?");
  const setSimulating = db.prepare<[number, string, number]>(
    "UPDATE users SET is_simulating_user = ?, updated_at = ? WHERE id = ?",
  );
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

  return {
    byId: (id: number): UserRow | undefined => byId.get(id),
    byEmail: (email: string): UserRow | undefined => byEmail.get(email),
    setSimulating(id: number, value: boolean, now = new Date()): void {
      setSimulating.run(value ? 1 : 0, now.toISOString(), id);
    },
    finishTour(id: number, now = new Date()): void {
      finishTour.run(now.toISOString(), id);
    },
    confirmData(id: number, data: ConfirmData, now = new Date()): void {
      confirmData(id, data, now.toISOString());
    },
  };
}

export type UserStore = ReturnType<typeof createUserStore>;
