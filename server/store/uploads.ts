import { randomUUID } from "node:crypto";
import type { Db } from "../db.ts";

export type UploadPurpose = "user_validation" | "assistant_price_validation";

export interface UploadRow {
  uuid: string;
  purpose: UploadPurpose;
  original_name: string;
  stored_path: string | null;
  mime: string | null;
  size: number | null;
  created_at: string;
  stored_at: string | null;
  attached_at: string | null;
}

export interface StoredFile {
  path: string;
  mime: string;
  size: number;
}

export function createUploadStore(db: Db) {
  const insert = db.prepare<[string, string, string, string]>(
    "INSERT INTO uploads (uuid, purpose, original_name, created_at) VALUES (?, ?, ?, ?)",
  );
  const byUuid = db.prepare<[string], UploadRow>("SELECT * FROM uploads WHERE uuid = ?");
  // Each guarded by the state it moves from, so two racing requests cannot both win.
  const markStored = db.prepare<[string, string, number, string, string]>(
    "UPDATE uploads SET stored_path = ?, mime = ?, size = ?, stored_at = ? WHERE uuid = ? AND stored_at IS NULL",
  );
  const unmarkStored = db.prepare<[string]>(
    "UPDATE uploads SET stored_path = NULL, mime = NULL, size = NULL, stored_at = NULL WHERE uuid = ?",
  );
  const attach = db.prepare<[string, string, string]>(
    `UPDATE uploads SET attached_at = ?
     WHERE uuid = ? AND purpose = ? AND stored_at IS NOT NULL AND attached_at IS NULL`,
  );

  return {
    /** A ticket's row: the file has not arrived yet. */
    create(purpose: UploadPurpose, originalName: string, now: Date): string {
      const uuid = randomUUID();
      insert.run(uuid, purpose, originalName, now.toISOString());
      return uuid;
    },
    byUuid: (uuid: string): UploadRow | undefined => byUuid.get(uuid),
    /** Records the arrived file; false when the upload is unknown or already has one. */
    markStored: (uuid: string, file: StoredFile, now: Date): boolean =>
      markStored.run(file.path, file.mime, file.size, now.toISOString(), uuid).changes === 1,
    /** Undoes markStored when the file could not be moved into place. */
    unmarkStored(uuid: string): void {
      unmarkStored.run(uuid);
    },
    /** Uses a stored, unattached file of that purpose; false otherwise. */
    attach: (uuid: string, purpose: UploadPurpose, now: Date): boolean =>
      attach.run(now.toISOString(), uuid, purpose).changes === 1,
    /** Whether `attach` would succeed now. */
    isAttachable(uuid: string, purpose: UploadPurpose): boolean {
      const row = byUuid.get(uuid);
      return !!row && row.purpose === purpose && row.stored_at !== null && row.attached_at === null;
    },
  };
}

export type UploadStore = ReturnType<typeof createUploadStore>;
