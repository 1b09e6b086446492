// The staff pages' shared rules (decision 035): the proof queue's filters as they appear in URLs.

import { PROOF_KINDS, STAFF_ACTIONS, type ProofKind, type StaffAction } from "~/lib/generated/contract-enums";
import { isSingleLine } from "~/lib/validation";

// The contract's lists (generated from server/schema.graphql by `npm run codegen`).
export {
  PROOF_KINDS,
  REJECTION_REASONS,
  STAFF_ACTIONS,
  type ProofKind,
  type StaffAction,
  type StaffPermission,
} from "~/lib/generated/contract-enums";

/** `?art=` of the queue: German words for the kinds. */
const KIND_PARAMS: Record<ProofKind, string> = {
  REGISTRATION: "registrierung",
  RENEWAL: "erneuerung",
  DETAILS_CHANGE: "berufsangaben",
  ASSISTANT_PRICE: "assistenzarzt",
};

/** `?wartet=` of the queue: waiting at least this many days. */
export const WAITING_DAYS = [1, 3, 7] as const;

export type QueueFilter = { kind: ProofKind | null; days: (typeof WAITING_DAYS)[number] | null };

/** The filter in a URL; anything unknown is no filter. */
export function readQueueFilter(params: URLSearchParams): QueueFilter {
  const kindParam = params.get("art");
  const kind = PROOF_KINDS.find((k) => KIND_PARAMS[k] === kindParam) ?? null;
  const days = WAITING_DAYS.find((d) => String(d) === params.get("wartet")) ?? null;
  return { kind, days };
}

/** The filter as a query string ("" or "?art=…&wartet=…"), to carry it from page to page. */
export function queueQuery(filter: QueueFilter): string {
  const params = new URLSearchParams();
  if (filter.kind) params.set("art", KIND_PARAMS[filter.kind]);
  if (filter.days) params.set("wartet", String(filter.days));
  const query = params.toString();
  return query ? `?${query}` : "";
}

export const kindParam = (kind: ProofKind) => KIND_PARAMS[kind];

/** The API's limit on a rejection's note. */
export const REJECTION_NOTE_MAX = 1000;

/** The file types a proof's document can have; only these are shown inline. */
export const DOCUMENT_TYPES = ["image/jpeg", "image/png", "application/pdf"] as const;

export const proofPath = (id: string) => `/staff/nachweise/${encodeURIComponent(id)}`;
export const proofDocumentPath = (id: string) => `${proofPath(id)}/dokument`;

/** `?aktion=` of the audit trail: the action in lower case. */
export const actionParam = (action: StaffAction) => action.toLowerCase();
export const readActionParam = (value: string | null): StaffAction | null =>
  STAFF_ACTIONS.find((action) => actionParam(action) === value) ?? null;

/** An upstream id from a URL (digits only), else null. */
export const idParam = (value: string | null): string | null =>
  value !== null && /^[1-9]\d{0,9}$/.test(value) ? value : null;

export const orderPath = (id: string) => `/staff/bestellungen/${encodeURIComponent(id)}`;
/** `?dialog=` of an order page: the refund's confirmation (a dialog addressed by the URL). */
export const REFUND_DIALOG = "erstatten";

/** `?suche=` of the user and order searches: one line of this length, else no search. */
export const SEARCH_MIN = 2;
export const SEARCH_MAX = 255;

/** A search as typed (for the form), and what is searched for (null: nothing, or too short). */
export function readSearch(params: URLSearchParams): { typed: string; query: string | null } {
  const typed = (params.get("suche") ?? "").trim();
  const fits = typed.length >= SEARCH_MIN && typed.length <= SEARCH_MAX && isSingleLine(typed);
  return { typed, query: fits ? typed : null };
}

/** Where the next older page starts: after the last entry, when the page came back full. */
export function olderQuery(
  entries: Array<{ id: string }>,
  pageSize: number,
  params: Record<string, string | null>,
): string | null {
  const last = entries.at(-1);
  if (!last || entries.length < pageSize) return null;
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value) query.set(key, value);
  query.set("vor", last.id);
  return `?${query}`;
}
