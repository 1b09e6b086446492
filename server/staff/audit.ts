import type { Context } from "../context.ts";
import type { StaffAction, StaffActionFacts, StaffActionItem } from "../store/staff-actions.ts";
import type { UserRow } from "../store/users.ts";

/**
 * Records a staff member's action in the audit trail (decision 035): called by every staff
 * operation that changes something or opens a person's data, once it succeeded.
 */
export function recordStaffAction(
  context: Context,
  staff: UserRow,
  action: StaffAction,
  target: { userId?: number | null; detail?: string | null; facts?: StaffActionFacts | null } = {},
): void {
  context.store.staffActions.record(staff, action, target, context.now());
}

/** How long one view of one target stands for the next ones by the same staff member. */
export const VIEW_WINDOW_MS = 10 * 60 * 1000;

/**
 * Records that a staff member opened a person's data (decision 035), at most once per target in
 * VIEW_WINDOW_MS: a reload, a dialog on the page or the page after an action is the same look.
 */
export function recordStaffView(
  context: Context,
  staff: UserRow,
  action: Extract<StaffAction, `${string}_VIEWED`>,
  target: { userId?: number | null; detail?: string | null; facts?: StaffActionFacts | null },
): void {
  const now = context.now();
  context.store.staffActions.recordView(staff, action, target, now, new Date(now.getTime() - VIEW_WINDOW_MS));
}

/** A livestream or survey for an entry's facts, as it is called now. */
export const auditItem = (item: { id: number; title: string; slug: string }): StaffActionItem => ({
  id: item.id,
  title: item.title,
  slug: item.slug,
});
