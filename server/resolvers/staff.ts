import { readFile } from "node:fs/promises";
import { resolve } from "node:path";
import type { Context } from "../context.ts";
import { message, Validation, validationFailed } from "../errors.ts";
import { parseId, personName } from "../rules.ts";
import { recordStaffAction } from "../staff/audit.ts";
import { permissionsOf, requirePermission, type StaffPermission } from "../staff/permissions.ts";
import type { StaffAction, StaffActionRow } from "../store/staff-actions.ts";
import type { UserRow } from "../store/users.ts";
import {
  REJECTION_REASONS,
  type ProofKind,
  type Rejection,
  type RejectionReason,
  type ValidationRequestModel,
} from "../store/validations.ts";
import type { UserModel } from "./user.ts";
import type { NoArgs, Resolver } from "./types.ts";

const HOUR_MS = 60 * 60 * 1000;
/** Up to a year back; more is no filter anyone needs. */
const MAX_AGE_HOURS = 24 * 365;
const QUEUE_PAGE_MAX = 100;
export const REJECTION_NOTE_MAX = 1000;

/** The file types a proof can have (the upload sniffs them); anything else is never answered. */
const DOCUMENT_TYPES = new Set(["image/jpeg", "image/png", "application/pdf"]);

const staffProofQueue: Resolver<
  unknown,
  { kind?: ProofKind | null; min_age_hours?: number | null; first?: number | null },
  { total: number; items: ValidationRequestModel[] }
> = (_parent, args, context, info) => {
  requirePermission(context, info.fieldName, "PROOFS");
  const validation = new Validation();
  const hours = args.min_age_hours ?? 0;
  const first = args.first ?? 50;
  if (hours < 0 || hours > MAX_AGE_HOURS) validation.add("min_age_hours", message.invalid("min_age_hours"));
  if (first < 1 || first > QUEUE_PAGE_MAX) validation.add("first", message.invalid("first"));
  validation.throwIfFailed(info.fieldName);
  return context.store.validations.queue({
    kind: args.kind ?? null,
    submittedBefore: hours > 0 ? new Date(context.now().getTime() - hours * HOUR_MS).toISOString() : null,
    limit: first,
  });
};

const staffProof: Resolver<unknown, { id: string }, ValidationRequestModel | null> = (
  _parent,
  args,
  context,
  info,
) => {
  requirePermission(context, info.fieldName, "PROOFS");
  const id = parseId(args.id);
  return id === null ? null : (context.store.validations.byId(id) ?? null);
};

const staffProofDocument: Resolver<
  unknown,
  { id: string },
  Promise<{ file_name: string; mime: string; base64: string } | null>
> = async (_parent, args, context, info) => {
  const staff = requirePermission(context, info.fieldName, "PROOFS");
  const id = parseId(args.id);
  const proof = id === null ? undefined : context.store.validations.byId(id);
  if (!proof?.stored_path || !proof.mime || !DOCUMENT_TYPES.has(proof.mime)) return null;
  const bytes = await readFile(resolve(context.dataDir, proof.stored_path));
  recordStaffAction(context, staff, "PROOF_DOCUMENT_VIEWED", {
    userId: proof.user_id,
    detail: `#${proof.id}`,
  });
  return { file_name: proof.file_name ?? "nachweis", mime: proof.mime, base64: bytes.toString("base64") };
};

/**
 * Decides a pending proof and records it in the audit trail, together (the CLI records its own);
 * a proof unknown or decided already is a validation error on id.
 */
export function decideProof(
  context: Context,
  operation: string,
  staff: UserRow,
  rawId: string,
  decision: "accept" | "reject",
  rejection: Rejection | null = null,
): ValidationRequestModel {
  const id = parseId(rawId);
  const { store } = context;
  const result = store.db.transaction(() => {
    const proof =
      id === null ? null : store.validations.decide(id, decision, staff.id, context.now(), rejection);
    if (proof) {
      const detail = [`#${proof.id}`, rejection?.reason].filter(Boolean).join(" ");
      recordStaffAction(context, staff, decision === "accept" ? "PROOF_ACCEPTED" : "PROOF_REJECTED", {
        userId: proof.user_id,
        detail,
      });
    }
    return proof;
  })();
  if (!result) throw validationFailed(operation, { id: [message.invalid("id")] });
  return result;
}

const staffAcceptProof: Resolver<unknown, { id: string }, ValidationRequestModel> = (
  _parent,
  args,
  context,
  info,
) => {
  const staff = requirePermission(context, info.fieldName, "PROOFS");
  return decideProof(context, info.fieldName, staff, args.id, "accept");
};

const staffRejectProof: Resolver<
  unknown,
  { id: string; reason: RejectionReason; note?: string | null },
  ValidationRequestModel
> = (_parent, args, context, info) => {
  const staff = requirePermission(context, info.fieldName, "PROOFS");
  const validation = new Validation();
  const note = args.note?.trim() ?? "";
  if (!REJECTION_REASONS.includes(args.reason)) validation.add("reason", message.invalid("reason"));
  if (args.reason === "OTHER" && note === "") validation.add("note", message.required("note"));
  else if (note.length > REJECTION_NOTE_MAX) validation.add("note", message.max("note", REJECTION_NOTE_MAX));
  validation.throwIfFailed(info.fieldName);
  return decideProof(context, info.fieldName, staff, args.id, "reject", {
    reason: args.reason,
    note: note === "" ? null : note,
  });
};

/** The account as staff see it. */
export const StaffUser = {
  created_at: (user: UserRow) => user.created_at,
};

export const StaffProof = {
  file: (proof: ValidationRequestModel) =>
    proof.stored_path && proof.mime
      ? { file_name: proof.file_name ?? "nachweis", mime: proof.mime, size: proof.size ?? 0 }
      : null,
  decided_by: (proof: ValidationRequestModel, _args: NoArgs, context: Context) => {
    if (proof.decided_by === null) return null;
    const staff = context.store.users.byId(proof.decided_by);
    return staff ? personName(staff) : null;
  },
  user: (proof: ValidationRequestModel, _args: NoArgs, context: Context) => {
    const user = context.store.users.byId(proof.user_id);
    if (!user) throw new Error(`User ${proof.user_id} of proof ${proof.id} vanished`);
    return user;
  },
};

/** `User.pending_proof_count`: the staff menu's count, for the viewer's own record only. */
export const pending_proof_count: Resolver<UserModel, NoArgs, number | null> = (user, _args, context) => {
  const viewer = context.viewer();
  if (!viewer || viewer.user.id !== user.id) return null;
  if (!permissionsOf(viewer.user, viewer.simulating).includes("PROOFS")) return null;
  return context.store.validations.pendingCount();
};

const AUDIT_PAGE_MAX = 100;

const staffAuditTrail: Resolver<
  unknown,
  {
    action?: StaffAction | null;
    staff_id?: string | null;
    target_user_id?: string | null;
    before_id?: string | null;
    first?: number | null;
  },
  StaffActionRow[]
> = (_parent, args, context, info) => {
  requirePermission(context, info.fieldName, "AUDIT");
  const validation = new Validation();
  const id = (key: "staff_id" | "target_user_id" | "before_id") => {
    const value = args[key];
    if (value === undefined || value === null) return null;
    const parsed = parseId(value);
    if (parsed === null) validation.add(key, message.invalid(key));
    return parsed;
  };
  const filter = {
    action: args.action ?? null,
    staffId: id("staff_id"),
    targetUserId: id("target_user_id"),
    beforeId: id("before_id"),
    limit: args.first ?? 50,
  };
  if (filter.limit < 1 || filter.limit > AUDIT_PAGE_MAX) validation.add("first", message.invalid("first"));
  validation.throwIfFailed(info.fieldName);
  return context.store.staffActions.list(filter);
};

export const StaffActionEntry = {
  at: (entry: StaffActionRow) => entry.created_at,
  staff: (entry: StaffActionRow, _args: NoArgs, context: Context) => {
    const staff = entry.staff_id === null ? undefined : context.store.users.byId(entry.staff_id);
    return staff ? { id: staff.id, name: personName(staff), email: staff.email } : null;
  },
  target: (entry: StaffActionRow, _args: NoArgs, context: Context) =>
    entry.target_user_id === null ? null : (context.store.users.byId(entry.target_user_id) ?? null),
};

/** `User.staff_permissions`: for the viewer's own record only. */
export const staff_permissions: Resolver<UserModel, NoArgs, StaffPermission[]> = (user, _args, context) => {
  const viewer = context.viewer();
  if (!viewer || viewer.user.id !== user.id) return [];
  return permissionsOf(viewer.user, viewer.simulating);
};

export const staffQueries = { staffProofQueue, staffProof, staffProofDocument, staffAuditTrail };
export const staffMutations = { staffAcceptProof, staffRejectProof };
