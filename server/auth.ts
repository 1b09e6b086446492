import { unauthenticated } from "./errors.ts";
import type { Store } from "./store/index.ts";
import type { UserRow } from "./store/users.ts";

export type Credentials =
  | { kind: "anonymous" }
  | { kind: "bearer"; token: string }
  /** A header we cannot read counts as a bad token, not as no token. */
  | { kind: "malformed" };

export function readCredentials(header: string | null): Credentials {
  if (header === null || header.trim() === "") return { kind: "anonymous" };
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header.trim());
  return match?.[1] ? { kind: "bearer", token: match[1] } : { kind: "malformed" };
}

export interface Viewer {
  user: UserRow;
  tokenId: number;
  /** This session simulates a user (staff only): per token, so other sessions keep their view. */
  simulating: boolean;
  /**
   * The staff member behind the session while it simulates exactly one chosen user: `user` is then
   * that person, and the session may read but change nothing (decision 037). Null otherwise.
   */
  staff: UserRow | null;
  /** The person the session chose to simulate, kept even when it no longer reads as them. */
  simulatedUserId: number | null;
}

/**
 * The person a staff session simulates, while both still qualify: the staff member keeps a role,
 * the person is active and no staff member. Otherwise the session falls back to the simulation of
 * a normal user, which shows nobody's data.
 */
export function simulatedUser(store: Store, staff: UserRow, userId: number | null): UserRow | null {
  if (userId === null || staff.role === null) return null;
  const user = store.users.byId(userId);
  return user && isSimulatable(user, staff) ? user : null;
}

/** Whom staff may simulate: an active account without a role, not their own. */
export const isSimulatable = (user: UserRow, staff: UserRow): boolean =>
  user.status === "ACTIVE" && user.role === null && user.id !== staff.id;

/**
 * Resolves the user at most once per request, and only when a resolver asks: queries
 * that never read the user (fields, professions, login) work even with a stale token.
 * Returns null for anonymous requests; throws Unauthenticated for a bad token.
 */
export function createViewerLoader(
  store: Store,
  credentials: Credentials,
  now: () => Date,
): () => Viewer | null {
  let loaded: { viewer: Viewer | null } | undefined;
  const load = (): Viewer | null => {
    if (credentials.kind === "anonymous") return null;
    if (credentials.kind === "malformed") throw unauthenticated();
    const token = store.tokens.find(credentials.token, now());
    const user = token ? store.users.byId(token.user_id) : undefined;
    // A token outlives a suspension only as an Unauthenticated answer.
    if (!token || !user || user.status !== "ACTIVE") throw unauthenticated();
    const simulating = token.is_simulating_user === 1;
    const chosen = simulating ? simulatedUser(store, user, token.simulated_user_id) : null;
    const simulatedUserId = simulating ? token.simulated_user_id : null;
    if (chosen) return { user: chosen, tokenId: token.id, simulating, staff: user, simulatedUserId };
    return { user, tokenId: token.id, simulating, staff: null, simulatedUserId };
  };
  return () => {
    loaded ??= { viewer: load() };
    return loaded.viewer;
  };
}
