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

/** A livestream or survey for an entry's facts, as it is called now. */
export const auditItem = (item: { id: number; title: string; slug: string }): StaffActionItem => ({
  id: item.id,
  title: item.title,
  slug: item.slug,
});
