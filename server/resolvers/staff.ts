import { readFile } from "node:fs/promises";
import { resolve } from "node:path";
import type { Context } from "../context.ts";
import { message, Validation, validationFailed } from "../errors.ts";
import { parseId, personName } from "../rules.ts";
import { permissionsOf, requirePermission } from "../staff/permissions.ts";
import type { UserRow } from "../store/users.ts";
import {
  REJECTION_REASONS,
  type ProofKind,
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
  requirePermission(context, info.fieldName, "PROOFS");
  const id = parseId(args.id);
  const proof = id === null ? undefined : context.store.validations.byId(id);
  if (!proof?.stored_path || !proof.mime || !DOCUMENT_TYPES.has(proof.mime)) return null;
  const bytes = await readFile(resolve(context.dataDir, proof.stored_path));
  return { file_name: proof.file_name ?? "nachweis", mime: proof.mime, base64: bytes.toString("base64") };
};

function decided(operation: string, result: ValidationRequestModel | null) {
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
  const id = parseId(args.id);
  const result = id === null ? null : context.store.validations.decide(id, "accept", staff.id, context.now());
  return decided(info.fieldName, result);
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
  const id = parseId(args.id);
  const result =
    id === null
      ? null
      : context.store.validations.decide(id, "reject", staff.id, context.now(), {
          reason: args.reason,
          note: note === "" ? null : note,
        });
  return decided(info.fieldName, result);
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

export const staffQueries = { staffProofQueue, staffProof, staffProofDocument };
export const staffMutations = { staffAcceptProof, staffRejectProof };
