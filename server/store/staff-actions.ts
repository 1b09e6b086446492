import type { Db } from "../db.ts";

/** What staff did (`StaffAction` in the contract). */
export const STAFF_ACTIONS = [
  "PROOF_ACCEPTED",
  "PROOF_REJECTED",
  "PROOF_DOCUMENT_VIEWED",
  "SIMULATION_STARTED",
  "SIMULATION_STOPPED",
  "ORDER_REFUNDED",
  "LIVE_MODERATED",
  "POLL_OPENED",
  "POLL_CLOSED",
  "CAMPAIGN_SCHEDULED",
  "CAMPAIGN_CANCELLED",
  "CAMPAIGN_SENT",
  "SURVEY_INVITED",
  "USER_VIEWED",
  "CONFIRMATION_CODE_RESENT",
  "SURVEY_EXPORTED",
  // Orders, and the openings of a person's data that decision 035 records.
  "PROOF_VIEWED",
  "USER_SEARCHED",
  "ORDER_SEARCHED",
  "ORDER_VIEWED",
] as const;
export type StaffAction = (typeof STAFF_ACTIONS)[number];

export interface StaffActionRow {
  id: number;
  staff_id: number | null;
  staff_role: string | null;
  action: StaffAction;
  target_user_id: number | null;
  detail: string | null;
  created_at: string;
}

export interface StaffActionFilter {
  action: StaffAction | null;
  staffId: number | null;
  targetUserId: number | null;
  /** Only entries older than this id (the next page). */
  beforeId: number | null;
  limit: number;
}

export function createStaffActionStore(db: Db) {
  const insert = db.prepare<[number | null, string | null, string, number | null, string | null, string]>(
    `INSERT INTO staff_actions (staff_id, staff_role, action, target_user_id, detail, created_at)
     VALUES (?, ?, ?, ?, ?, ?)`,
  );
  // The filters are optional: a NULL parameter lets every row through.
  const list = db.prepare<
    {
      action: string | null;
      staff: number | null;
      target: number | null;
      before: number | null;
      limit: number;
    },
    StaffActionRow
  >(
    `SELECT * FROM staff_actions
     WHERE (@action IS NULL OR action = @action) AND (@staff IS NULL OR staff_id = @staff)
       AND (@target IS NULL OR target_user_id = @target) AND (@before IS NULL OR id < @before)
     ORDER BY id DESC LIMIT @limit`,
  );
  const sentSince = db.prepare<[string, string, string], string>(
    "SELECT created_at FROM staff_actions WHERE action = ? AND detail = ? AND created_at > ? ORDER BY id",
  );
  return {
    record(
      staff: { id: number; role: string | null } | null,
      action: StaffAction,
      target: { userId?: number | null; detail?: string | null },
      now: Date,
    ): void {
      insert.run(
        staff?.id ?? null,
        staff?.role ?? null,
        action,
        target.userId ?? null,
        target.detail ?? null,
        now.toISOString(),
      );
    },
    /** Newest first. */
    list: (filter: StaffActionFilter): StaffActionRow[] =>
      list.all({
        action: filter.action,
        staff: filter.staffId,
        target: filter.targetUserId,
        before: filter.beforeId,
        limit: filter.limit,
      }),
    /** When an action with this detail was recorded since `since`, oldest first (a limit's count). */
    sentSince: (action: StaffAction, detail: string, since: Date): string[] =>
      sentSince.pluck().all(action, detail, since.toISOString()),
  };
}

export type StaffActionStore = ReturnType<typeof createStaffActionStore>;
