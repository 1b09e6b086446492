/**
 * Which staff role may do what (decision 035). Support work (proofs, users) for the roles that
 * answer users; the audit trail for those who answer for the staff.
 */
import type { GraphQLResolveInfo } from "graphql";
import type { Context } from "../context.ts";
import { message, validationFailed } from "../errors.ts";
import type { UserRow } from "../store/users.ts";

export type StaffPermission = "PROOFS" | "USERS" | "AUDIT" | "ORDERS" | OutreachPermission;

const SUPPORT = ["super_admin", "geschaeftsuehrung", "teamleitung", "customer_service", "assistenz"];
const OVERSIGHT = ["super_admin", "geschaeftsuehrung", "teamleitung"];
// Orders are money: finance and the oversight roles see them and refund, support does not.
const FINANCE = [...OVERSIGHT, "finance"];

// Campaigns mail every user who allows them and surveys speak for the platform: for those who plan
// what the platform sends (management, the project roles, key accounts), not for every role.
type OutreachPermission = "CAMPAIGNS" | "SURVEYS";
const OUTREACH = [
  ...OVERSIGHT,
  "senior_projektleitung",
  "projektleitung",
  "projektmanagement",
  "junior_projektleitung",
  "key_account_management",
];
const OUTREACH_ROLES: Record<OutreachPermission, ReadonlySet<string>> = {
  CAMPAIGNS: new Set(OUTREACH),
  SURVEYS: new Set(OUTREACH),
};

const ROLES: Record<StaffPermission, ReadonlySet<string>> = {
  PROOFS: new Set(SUPPORT),
  USERS: new Set(SUPPORT),
  AUDIT: new Set(OVERSIGHT),
  ORDERS: new Set(FINANCE),
  ...OUTREACH_ROLES,
};

/** What a viewer may do as staff: nothing without a role or while simulating a user. */
export function permissionsOf(user: UserRow, simulating: boolean): StaffPermission[] {
  if (user.role === null || simulating) return [];
  return (Object.keys(ROLES) as StaffPermission[]).filter((permission) =>
    ROLES[permission].has(user.role ?? ""),
  );
}

/** The staff member, when their role allows it; otherwise the API's "unauthorized" on role. */
export function requirePermission(context: Context, operation: string, permission: StaffPermission): UserRow {
  const { user, simulating } = context.requireViewer();
  if (!permissionsOf(user, simulating).includes(permission)) {
    throw validationFailed(operation, { role: [message.unauthorized()] });
  }
  return user;
}

/**
 * A resolver for staff allowed `permission` (else as requirePermission): it starts from the staff
 * member.
 */
export function forStaff<Parent, Args, Result>(
  permission: StaffPermission,
  resolve: (staff: UserRow, args: Args, context: Context, info: GraphQLResolveInfo) => Result,
): (parent: Parent, args: Args, context: Context, info: GraphQLResolveInfo) => Result {
  return (_parent, args, context, info) =>
    resolve(requirePermission(context, info.fieldName, permission), args, context, info);
}
