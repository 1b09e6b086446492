import type { Context } from "../context.ts";
import type { StaffAction } from "../store/staff-actions.ts";
import type { UserRow } from "../store/users.ts";

/**
 * Records a staff member's action in the audit trail (decision 035): called by every staff
 * operation that changes something or opens a person's data, once it succeeded.
 */
export function recordStaffAction(
  context: Context,
  staff: UserRow,
  action: StaffAction,
  target: { userId?: number | null; detail?: string | null } = {},
): void {
  context.store.staffActions.record(staff, action, target, context.now());
}
