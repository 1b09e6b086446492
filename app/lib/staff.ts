// The staff pages' shared rules (decision 035): the proof queue's filters as they appear in URLs.

export const PROOF_KINDS = ["REGISTRATION", "RENEWAL", "DETAILS_CHANGE", "ASSISTANT_PRICE"] as const;
export type ProofKind = (typeof PROOF_KINDS)[number];

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

export const REJECTION_REASONS = [
  "UNREADABLE",
  "NAME_MISMATCH",
  "NOT_A_PROOF",
  "PROFESSION_MISMATCH",
  "OUTDATED",
  "OTHER",
] as const;

/** The API's limit on a rejection's note. */
export const REJECTION_NOTE_MAX = 1000;

/** The file types a proof's document can have; only these are shown inline. */
export const DOCUMENT_TYPES = ["image/jpeg", "image/png", "application/pdf"] as const;

export const proofPath = (id: string) => `/staff/nachweise/${encodeURIComponent(id)}`;
export const proofDocumentPath = (id: string) => `${proofPath(id)}/dokument`;

/** What the audit trail records (`StaffAction`). */
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
  // Orders, and the openings of a person's data that decision 035 records.
  "PROOF_VIEWED",
  "USER_SEARCHED",
  "ORDER_SEARCHED",
  "ORDER_VIEWED",
] as const;
export type StaffAction = (typeof STAFF_ACTIONS)[number];

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
