import type { Db } from "../db.ts";
import { efnApplies } from "../../shared/efn.ts";
import { mails } from "../mails.ts";
import type { CheckoutStore } from "./checkout.ts";
import type { OutboxStore } from "./outbox.ts";
import type { UserRow, UserStore, ValidationState } from "./users.ts";
// Its own module: the mails name a rejection's reason, and this store sends the mails.
import type { Rejection, RejectionReason } from "./rejection.ts";
import type { Profession } from "../generated/resolvers-types.ts";
export type { Rejection, RejectionReason } from "./rejection.ts";

/** An accepted proof (EFN or a file staff accepted) is valid for this long. */
export const VALIDATION_YEARS = 2;

export function validationExpiry(now: Date): string {
  const expires = new Date(now.getTime());
  expires.setUTCFullYear(expires.getUTCFullYear() + VALIDATION_YEARS);
  return expires.toISOString();
}

/** An active user whose accepted proof has not run out: a renewal must not lock them out. */
export const hasValidProof = (user: UserRow, now: Date): boolean =>
  user.status === "ACTIVE" &&
  user.validation_status === "ACCEPTED" &&
  user.validation_expires_at !== null &&
  user.validation_expires_at > now.toISOString();

/** What a proof is for (`ProofKind` in the contract). */
export type ProofKind = "REGISTRATION" | "RENEWAL" | "DETAILS_CHANGE" | "ASSISTANT_PRICE";

/** A request with the user's and the file's details; `PendingValidation` and `StaffProof` in the contract. */
export interface ValidationRequestModel {
  id: number;
  user_id: number;
  email: string;
  first_name: string;
  last_name: string;
  profession: Profession;
  country: string;
  file_name: string | null;
  /** Relative to DATA_DIR; null when no file arrived (seeded requests). */
  stored_path: string | null;
  status: "PENDING" | "ACCEPTED" | "REJECTED";
  submitted_at: string;
  decided_at: string | null;
  /** The order whose assistant-doctor price this proof is for; null for a professional proof. */
  order_id: number | null;
  order_number: string | null;
  kind: ProofKind;
  /** Sniffed from the content when the file arrived; null without a file. */
  mime: string | null;
  size: number | null;
  rejection_reason: RejectionReason | null;
  rejection_note: string | null;
  /** The staff member who decided; null while pending or when decided from the CLI. */
  decided_by: number | null;
}

/** Filters of the staff queue; `submittedBefore` keeps the proofs waiting since before it. */
export interface QueueFilter {
  kind: ProofKind | null;
  submittedBefore: string | null;
  limit: number;
}

const select = `SELECT r.id, r.user_id, u.email, u.first_name, u.last_name, r.profession, u.country,
  f.original_name AS file_name, f.stored_path, r.status, r.submitted_at, r.decided_at, r.order_id,
  o.number AS order_number, r.kind, f.mime, f.size, r.rejection_reason, r.rejection_note, r.decided_by
  FROM validation_requests r JOIN users u ON u.id = r.user_id LEFT JOIN uploads f ON f.uuid = r.upload_uuid
  LEFT JOIN orders o ON o.id = r.order_id`;

export type Decision = "accept" | "reject";

export function createValidationStore(
  db: Db,
  users: UserStore,
  outbox: OutboxStore,
  checkout: CheckoutStore,
) {
  const insert = db.prepare<[number, string, string | null, string | null, string, number | null, ProofKind]>(
    "INSERT INTO validation_requests (user_id, profession, efn, upload_uuid, submitted_at, order_id, kind) VALUES (?, ?, ?, ?, ?, ?, ?)",
  );
  const byId = db.prepare<[number], ValidationRequestModel>(`${select} WHERE r.id = ?`);
  const pending = db.prepare<[], ValidationRequestModel>(
    `${select} WHERE r.status = 'PENDING' ORDER BY r.submitted_at, r.id`,
  );
  // The filters are optional: a NULL parameter lets every row through.
  const queueWhere = `WHERE r.status = 'PENDING' AND (@kind IS NULL OR r.kind = @kind)
    AND (@before IS NULL OR r.submitted_at <= @before)`;
  const queue = db.prepare<
    { kind: string | null; before: string | null; limit: number },
    ValidationRequestModel
  >(`${select} ${queueWhere} ORDER BY r.submitted_at, r.id LIMIT @limit`);
  const queueCount = db.prepare<{ kind: string | null; before: string | null }, { count: number }>(
    `SELECT COUNT(*) AS count FROM validation_requests r ${queueWhere}`,
  );
  const pendingCount = db.prepare<[], { count: number }>(
    "SELECT COUNT(*) AS count FROM validation_requests WHERE status = 'PENDING'",
  );
  const forUser = db.prepare<[number], ValidationRequestModel>(
    `${select} WHERE r.user_id = ? ORDER BY r.submitted_at DESC, r.id DESC`,
  );
  const pendingForUser = db.prepare<[number], ValidationRequestModel>(
    `${select} WHERE r.status = 'PENDING' AND r.user_id = ? AND r.order_id IS NULL ORDER BY r.id LIMIT 1`,
  );
  const requestRow = db.prepare<[number], { efn: string | null; upload_uuid: string | null }>(
    "SELECT efn, upload_uuid FROM validation_requests WHERE id = ?",
  );
  const close = db.prepare<[string, string, number | null, string | null, string | null, number]>(
    `UPDATE validation_requests SET status = ?, decided_at = ?, decided_by = ?, rejection_reason = ?,
     rejection_note = ? WHERE id = ? AND status = 'PENDING'`,
  );

  /** The user's state once this request is decided. */
  function outcome(
    user: UserRow,
    request: ValidationRequestModel,
    decision: Decision,
    now: Date,
  ): ValidationState {
    const keepStatus = user.status === "DISABLED" ? "DISABLED" : null;
    if (decision === "accept") {
      const { efn, upload_uuid } = requestRow.get(request.id) ?? { efn: null, upload_uuid: null };
      const applies = efnApplies(request.profession, user.country);
      return {
        profession: request.profession,
        efn: applies ? (efn ?? user.efn) : null,
        validation_file: upload_uuid ?? user.validation_file,
        validation_status: "ACCEPTED",
        validation_expires_at: validationExpiry(now),
        status: keepStatus ?? "ACTIVE",
      };
    }
    // A rejected renewal does not cut short a proof that is still valid.
    if (hasValidProof(user, now)) return { ...user };
    return { ...user, validation_status: "REJECTED", status: keepStatus ?? "SUSPENDED" };
  }

  /**
   * An assistant-price proof decides about its order only: accepted, the ticket stands; rejected, a
   * paid order is refunded (access ends) and an open one can no longer be paid.
   */
  function decideOrderProof(
    request: ValidationRequestModel,
    orderId: number,
    decision: Decision,
    rejection: Rejection | null,
    now: Date,
  ) {
    const user = users.byId(request.user_id);
    const order = checkout.order(orderId);
    if (!user || !order) return;
    if (decision === "reject") {
      if (!checkout.refund(orderId, now)) checkout.cancelOpenPayments(orderId, now);
    }
    outbox.send(
      decision === "accept"
        ? mails.assistantProofAccepted(user.email, user.first_name, order.number)
        : mails.assistantProofRejected(
            user.email,
            user.first_name,
            order.number,
            order.status === "PAID",
            rejection,
          ),
      now,
    );
  }

  const decide = db.transaction(
    (
      id: number,
      decision: Decision,
      decidedBy: number | null,
      now: Date,
      rejection: Rejection | null,
    ): ValidationRequestModel | null => {
      const request = byId.get(id);
      if (!request || request.status !== "PENDING") return null;
      const reason = decision === "reject" ? rejection : null;
      const closeIt = () =>
        close.run(
          decision === "accept" ? "ACCEPTED" : "REJECTED",
          now.toISOString(),
          decidedBy,
          reason?.reason ?? null,
          reason?.note ?? null,
          id,
        );
      if (request.order_id !== null) {
        closeIt();
        decideOrderProof(request, request.order_id, decision, reason, now);
        return byId.get(id) ?? null;
      }
      const user = users.byId(request.user_id);
      if (!user) return null;
      const state = outcome(user, request, decision, now);
      closeIt();
      users.setValidation(user.id, state, now);
      outbox.send(
        decision === "accept"
          ? mails.validationAccepted(user.email, user.first_name, state.validation_expires_at ?? "")
          : mails.validationRejected(user.email, user.first_name, reason),
        now,
      );
      return byId.get(id) ?? null;
    },
  );

  return {
    /** A proof file waiting for staff; the caller attaches the upload in the same transaction. */
    submit(userId: number, profession: string, uploadUuid: string, kind: ProofKind, now: Date): number {
      return Number(
        insert.run(userId, profession, null, uploadUuid, now.toISOString(), null, kind).lastInsertRowid,
      );
    },
    /** The assistant-doctor price's proof of an order, for staff to check like any proof. */
    submitOrderProof(
      userId: number,
      profession: string,
      uploadUuid: string,
      orderId: number,
      now: Date,
    ): number {
      return Number(
        insert.run(userId, profession, null, uploadUuid, now.toISOString(), orderId, "ASSISTANT_PRICE")
          .lastInsertRowid,
      );
    },
    byId: (id: number): ValidationRequestModel | undefined => byId.get(id),
    /** Oldest first. */
    pending: (): ValidationRequestModel[] => pending.all(),
    pendingForUser: (userId: number): ValidationRequestModel | undefined => pendingForUser.get(userId),
    /** The staff queue: pending proofs by the filter, oldest first, and how many match in all. */
    queue(filter: QueueFilter): { total: number; items: ValidationRequestModel[] } {
      const params = { kind: filter.kind, before: filter.submittedBefore };
      return {
        total: queueCount.get(params)?.count ?? 0,
        items: queue.all({ ...params, limit: filter.limit }),
      };
    },
    pendingCount: (): number => pendingCount.get()?.count ?? 0,
    /** Every proof a user sent, newest first (their history for support). */
    forUser: (userId: number): ValidationRequestModel[] => forUser.all(userId),
    /**
     * Accepts (ACCEPTED for 2 years, ACTIVE, the requested profession) or rejects (REJECTED and
     * SUSPENDED, unless a still valid proof is being renewed) and mails the user. Null when the
     * request does not exist or was decided already. A rejection's reason goes into the mail. Used by
     * the staff operations, decideValidation and the CLI.
     */
    decide: (
      id: number,
      decision: Decision,
      decidedBy: number | null,
      now: Date,
      rejection: Rejection | null = null,
    ): ValidationRequestModel | null => decide(id, decision, decidedBy, now, rejection),
  };
}

export type ValidationStore = ReturnType<typeof createValidationStore>;
