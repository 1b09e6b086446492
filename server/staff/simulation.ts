/**
 * Simulating exactly one chosen user (decision 037): support sees the site as that person does,
 * in this session only, and changes nothing in their name.
 */
import type { GraphQLResolveInfo } from "graphql";
import { isSimulatable, type Viewer } from "../auth.ts";
import type { Context } from "../context.ts";
import { message, simulationReadOnly, validationFailed } from "../errors.ts";
import type { MutationResolvers } from "../generated/resolvers-types.ts";
import { findById } from "../rules.ts";
import { reloadUser } from "../resolvers/user.ts";
import type { FieldResolver } from "../resolvers/types.ts";
import { recordStaffAction } from "./audit.ts";
import { forStaff } from "./permissions.ts";

const staffSimulateUser: FieldResolver<MutationResolvers, "staffSimulateUser"> = forStaff(
  "USERS",
  (staff, args, context, info) => {
    const user = findById(args.user_id, context.store.users.byId);
    if (!user || !isSimulatable(user, staff)) {
      throw validationFailed(info.fieldName, { user_id: [message.invalid("user_id")] });
    }
    const viewer = context.requireViewer();
    context.store.db.transaction(() => {
      context.store.tokens.setSimulating(viewer.tokenId, true, user.id);
      recordStaffAction(context, staff, "SIMULATION_STARTED", { userId: user.id });
    })();
    // The rest of this request reads as the person too (`me` in the same document).
    Object.assign(viewer, { user, staff, simulating: true, simulatedUserId: user.id });
    return reloadUser(context, user.id);
  },
);

export const simulationMutations = { staffSimulateUser };

/**
 * The audit entry when a staff session's simulation ends (switched off or signed out), on the
 * person it had chosen, if any.
 */
export function recordSimulationEnd(context: Context, viewer: Viewer): void {
  const account = viewer.staff ?? viewer.user;
  if (!viewer.simulating || account.role === null) return;
  recordStaffAction(context, account, "SIMULATION_STOPPED", { userId: viewer.simulatedUserId });
}

/** What a session that simulates a chosen user may still do: leave it, or the session. */
const ALLOWED_WHILE_SIMULATING: Record<string, (args: Record<string, unknown>) => boolean> = {
  login: () => true,
  logout: () => true,
  updateMe: (args) => {
    const input = args.input as { is_simulating_user?: unknown } | undefined;
    return input?.is_simulating_user === false;
  },
};

/** Whether this request's session simulates a chosen user; a bad token is the resolver's own business. */
function simulatesChosenUser(context: Context): boolean {
  try {
    return context.viewer()?.staff != null;
  } catch {
    return false;
  }
}

type AnyResolver = (parent: never, args: never, context: Context, info: GraphQLResolveInfo) => unknown;

/**
 * Every mutation refuses a session that simulates a chosen user, but leaving the simulation:
 * nothing is bought, answered, followed, watched or sent in the person's name, and no point counts.
 */
export function readOnlyWhileSimulating<T extends Record<string, AnyResolver>>(mutations: T): T {
  const guarded = Object.entries(mutations).map(([name, resolve]) => {
    const allowed = ALLOWED_WHILE_SIMULATING[name];
    const guard = (parent: never, args: never, context: Context, info: GraphQLResolveInfo) => {
      if (simulatesChosenUser(context) && !allowed?.(args as Record<string, unknown>)) {
        throw simulationReadOnly();
      }
      return resolve(parent, args, context, info);
    };
    return [name, guard];
  });
  return Object.fromEntries(guarded) as T;
}
