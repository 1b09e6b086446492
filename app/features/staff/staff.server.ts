import type { TypedDocumentNode } from "@graphql-typed-document-node/core";
import { createHash } from "node:crypto";
import { data } from "@remix-run/node";
import { getApi, UpstreamValidationError } from "~/.server/api";
import { StaffPermissionsDocument } from "./staff.graphql.server";
import type { StaffPermission } from "~/lib/generated/contract-enums";
import { getLocale } from "~/.server/i18n";
import { getToken } from "~/.server/session";
import { countLimit, retryAfterHeaders } from "~/.server/rate-limit";
import { loginRedirect } from "~/.server/toggle-action";

// The staff pages (decision 035) ask the upstream, which alone knows who is staff: its refusal
// (a validation error on `role`, for users and for staff simulating a user) is this site's 404,
// so the pages answer everyone else as if they did not exist. Signed out: the login, like every
// page that needs a session (which pages exist is no secret: the route manifest names them).

export const notFound = () => new Response(null, { status: 404 });

/** Whether the upstream refused the caller as not staff. */
export const refusedAsNotStaff = (error: unknown): boolean =>
  error instanceof UpstreamValidationError && "role" in error.fields;

/**
 * The upstream client of a staff page or action: signed out, the login (coming back to `back`);
 * a refusal as not staff throws the 404. Other validation errors reach the caller. An action names
 * its permission: it is asked first, so that everyone else gets the 404 before any answer about
 * what they posted (a page's own query is refused the same way, in its one request).
 */
export async function staffApi(request: Request, back: string, permission?: StaffPermission) {
  const token = await getToken(request);
  if (!token) throw loginRedirect(back);
  const posted = request.method !== "GET" && request.method !== "HEAD";
  if (!posted) await limit(staffViewLimit, createHash("sha256").update(token).digest("hex"));
  const api = await getApi(request, { locale: await getLocale(request) });
  if (permission || posted) {
    const { me } = await api.request(StaffPermissionsDocument);
    if (permission && !me?.staff_permissions.includes(permission)) throw notFound();
    if (posted) await limit(staffActionLimit, me?.id ?? "");
  }
  return {
    async request<TResult, TVariables extends Record<string, unknown>>(
      document: TypedDocumentNode<TResult, TVariables>,
      ...variables: TVariables extends Record<string, never> ? [] : [TVariables]
    ): Promise<TResult> {
      try {
        return await api.request(document, ...variables);
      } catch (error) {
        if (refusedAsNotStaff(error)) throw notFound();
        throw error;
      }
    },
  };
}

/**
 * Staff actions (posts) per staff account and minute (decision 035): far more than anyone deciding by
 * hand, few enough to stop a script running with a staff session. Past it, the 429 page (German,
 * Retry-After) with JavaScript on and off.
 */
export const STAFF_ACTIONS_PER_MINUTE = 30;
const staffActionLimit = countLimit("staff-action", STAFF_ACTIONS_PER_MINUTE, 60);

/**
 * Staff pages read per session and minute: the searches and the pages of people open personal data,
 * and a script with one support session would otherwise copy the user base in minutes. Counted per
 * session (a hash of it), before the upstream is asked who this is.
 */
export const STAFF_VIEWS_PER_MINUTE = 60;
const staffViewLimit = countLimit("staff-view", STAFF_VIEWS_PER_MINUTE, 60);

async function limit(counter: ReturnType<typeof countLimit>, key: string): Promise<void> {
  const result = await counter.check(key);
  if (result.limited)
    throw data({ reason: "rate_limited" }, { status: 429, headers: retryAfterHeaders(result) });
}

export type StaffApi = Awaited<ReturnType<typeof staffApi>>;

/** A staff page's record id from its URL: digits only, anything else the 404. */
export function recordId(params: { id?: string }): string {
  const id = params.id ?? "";
  if (!/^\d{1,10}$/.test(id)) throw notFound();
  return id;
}
