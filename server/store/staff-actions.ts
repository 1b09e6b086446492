import type { Db } from "../db.ts";
import type { StaffAction } from "../generated/resolvers-types.ts";
import type { CampaignType } from "./campaigns.ts";
import type { RejectionReason } from "./rejection.ts";
import type { ProofKind } from "./validations.ts";

/** What staff did: `enum StaffAction` of the contract, where each is described. */
export type { StaffAction };

/** A livestream or survey as it was called when the action was recorded. */
export interface StaffActionItem {
  id: number;
  title: string;
  slug: string;
}

/**
 * What an action was about, typed (the contract's optional fields of StaffActionEntry): only the
 * keys that fit the action. Never a query, and an address only where there is no account to name.
 */
export interface StaffActionFacts {
  proof_id?: number;
  rejection_reason?: RejectionReason;
  livestream?: StaffActionItem;
  moderation_action?: "ANSWER" | "ACTIVATE" | "HIDE" | "UNHIDE" | "ACCEPT" | "DECLINE" | "FINISH";
  campaign_id?: number;
  campaign_type?: CampaignType;
  survey?: StaffActionItem;
  order_id?: number;
  order_number?: string;
  search_kind?: "EMAIL" | "NAME" | "NUMBER";
  code_kind?: "REGISTRATION" | "EMAIL_CHANGE";
  email?: string;
  /** PROOF_QUEUE_VIEWED: the queue's filter (null: every kind). */
  proof_kind?: ProofKind | null;
  min_age_hours?: number;
  /** SURVEY_INVITED: the invited address's domain (the address itself is not kept). */
  email_domain?: string;
}

export interface StaffActionRow {
  id: number;
  staff_id: number | null;
  staff_role: string | null;
  action: StaffAction;
  target_user_id: number | null;
  detail: string | null;
  /** JSON of StaffActionFacts; null on entries from before migration 042. */
  facts: string | null;
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
  const insert = db.prepare<
    [number | null, string | null, string, number | null, string | null, string | null, string]
  >(
    `INSERT INTO staff_actions (staff_id, staff_role, action, target_user_id, detail, facts, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
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
  // A view once per staff member and target in the window: reloads and dialogs do not flood the trail.
  const view = db.prepare<{
    staff: number;
    role: string | null;
    action: string;
    target: number | null;
    detail: string | null;
    facts: string | null;
    now: string;
    since: string;
  }>(
    `INSERT INTO staff_actions (staff_id, staff_role, action, target_user_id, detail, facts, created_at)
     SELECT @staff, @role, @action, @target, @detail, @facts, @now
     WHERE NOT EXISTS (SELECT 1 FROM staff_actions WHERE staff_id = @staff AND action = @action
       AND target_user_id IS @target AND detail IS @detail AND created_at > @since)`,
  );
  const sentSince = db.prepare<{ actions: string; detail: string; since: string }, string>(
    `SELECT created_at FROM staff_actions
     WHERE action IN (SELECT value FROM json_each(@actions)) AND detail = @detail AND created_at > @since
     ORDER BY id`,
  );
  const byStaffSince = db.prepare<{ staff: number; action: string; since: string }, string>(
    `SELECT created_at FROM staff_actions
     WHERE staff_id = @staff AND action = @action AND created_at > @since ORDER BY id`,
  );
  return {
    record(
      staff: { id: number; role: string | null } | null,
      action: StaffAction,
      target: { userId?: number | null; detail?: string | null; facts?: StaffActionFacts | null },
      now: Date,
    ): void {
      insert.run(
        staff?.id ?? null,
        staff?.role ?? null,
        action,
        target.userId ?? null,
        target.detail ?? null,
        target.facts ? JSON.stringify(target.facts) : null,
        now.toISOString(),
      );
    },
    /** A view, unless this staff member recorded the same one (action, person, detail) since `since`. */
    recordView(
      staff: { id: number; role: string | null },
      action: StaffAction,
      target: { userId?: number | null; detail?: string | null; facts?: StaffActionFacts | null },
      now: Date,
      since: Date,
    ): void {
      view.run({
        staff: staff.id,
        role: staff.role,
        action,
        target: target.userId ?? null,
        detail: target.detail ?? null,
        facts: target.facts ? JSON.stringify(target.facts) : null,
        now: now.toISOString(),
        since: since.toISOString(),
      });
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
    /** When one of these actions with this detail was recorded since `since`, oldest first (a limit's count). */
    sentSince: (actions: StaffAction[], detail: string, since: Date): string[] =>
      sentSince.pluck().all({ actions: JSON.stringify(actions), detail, since: since.toISOString() }),
    /** When this staff member recorded this action since `since`, oldest first (a limit's count). */
    byStaffSince: (staffId: number, action: StaffAction, since: Date): string[] =>
      byStaffSince.pluck().all({ staff: staffId, action, since: since.toISOString() }),
  };
}

export type StaffActionStore = ReturnType<typeof createStaffActionStore>;
