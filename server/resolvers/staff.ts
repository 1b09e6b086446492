import { readFile } from "node:fs/promises";
import { resolve } from "node:path";
import type { Context } from "../context.ts";
import { message, rateLimited, Validation, validationFailed } from "../errors.ts";
import { mails } from "../mails.ts";
import { findById, MAX_STRING, nameQuery, parseId, personName, readEmail } from "../rules.ts";
import { EMAIL_CHANGE_WINDOW_MS, emailChangeWait } from "./account.ts";
import { CODE_LIFETIME_MINUTES } from "../store/codes.ts";
import { recordStaffAction, recordStaffView } from "../staff/audit.ts";
import type { FeedbackSummaryRow } from "../store/feedback.ts";
import { livestreamState } from "./content.ts";
import { forAnyStaff } from "./validation.ts";
import { decideProof, decideProofAsStaff } from "../staff/decide.ts";
import { forStaff, permissionsOf, type StaffPermission } from "../staff/permissions.ts";
import type { StaffAction, StaffActionFacts, StaffActionRow } from "../store/staff-actions.ts";
import type { UserRow } from "../store/users.ts";
import type { ValidationRequestModel } from "../store/validations.ts";
import { isSimulatable } from "../auth.ts";
import type { FieldResolver, NoArgs } from "./types.ts";
import type { MutationResolvers, QueryResolvers, UserResolvers } from "../generated/resolvers-types.ts";

const HOUR_MS = 60 * 60 * 1000;
/** Up to a year back; more is no filter anyone needs. */
const MAX_AGE_HOURS = 24 * 365;
const QUEUE_PAGE_MAX = 100;
export const REJECTION_NOTE_MAX = 1000;

/** The file types a proof can have (the upload sniffs them); anything else is never answered. */
const DOCUMENT_TYPES = new Set(["image/jpeg", "image/png", "application/pdf"]);

const staffProofQueue: FieldResolver<QueryResolvers, "staffProofQueue"> = forStaff(
  "PROOFS",
  (staff, args, context, info) => {
    const validation = new Validation();
    const hours = args.min_age_hours ?? 0;
    const first = args.first ?? 50;
    if (hours < 0 || hours > MAX_AGE_HOURS) validation.add("min_age_hours", message.invalid("min_age_hours"));
    if (first < 1 || first > QUEUE_PAGE_MAX) validation.add("first", message.invalid("first"));
    validation.throwIfFailed(info.fieldName);
    // The queue names people: its view is recorded by its filter.
    recordStaffView(context, staff, "PROOF_QUEUE_VIEWED", {
      detail: `${args.kind ?? "ALL"} ${hours}h`,
      facts: { proof_kind: args.kind ?? null, min_age_hours: hours },
    });
    return context.store.validations.queue({
      kind: args.kind ?? null,
      submittedBefore: hours > 0 ? new Date(context.now().getTime() - hours * HOUR_MS).toISOString() : null,
      limit: first,
    });
  },
);

const staffProof: FieldResolver<QueryResolvers, "staffProof"> = forStaff("PROOFS", (staff, args, context) => {
  const proof = findById(args.id, context.store.validations.byId);
  if (!proof) return null;
  recordStaffView(context, staff, "PROOF_VIEWED", {
    userId: proof.user_id,
    detail: `#${proof.id}`,
    facts: { proof_id: proof.id },
  });
  return proof;
});

const staffProofDocument: FieldResolver<QueryResolvers, "staffProofDocument"> = forStaff(
  "PROOFS",
  async (staff, args, context) => {
    const proof = findById(args.id, context.store.validations.byId);
    if (!proof?.stored_path || !proof.mime || !DOCUMENT_TYPES.has(proof.mime)) return null;
    let bytes: Buffer;
    try {
      bytes = await readFile(resolve(context.dataDir, proof.stored_path));
    } catch (error) {
      // Gone from the disk (an operator's clean-up): no document to show, not a failure of the page.
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
      throw error;
    }
    recordStaffAction(context, staff, "PROOF_DOCUMENT_VIEWED", {
      userId: proof.user_id,
      detail: `#${proof.id}`,
      facts: { proof_id: proof.id },
    });
    return { file_name: proof.file_name ?? "nachweis", mime: proof.mime, base64: bytes.toString("base64") };
  },
);

const staffAcceptProof: FieldResolver<MutationResolvers, "staffAcceptProof"> = (_p, args, context, info) =>
  decideProofAsStaff(context, info.fieldName, args.id, "accept");

const staffRejectProof: FieldResolver<MutationResolvers, "staffRejectProof"> = forStaff(
  "PROOFS",
  (staff, args, context, info) => {
    const validation = new Validation();
    const note = args.note?.trim() ?? "";
    if (args.reason === "OTHER" && note === "") validation.add("note", message.required("note"));
    else if (note.length > REJECTION_NOTE_MAX)
      validation.add("note", message.max("note", REJECTION_NOTE_MAX));
    validation.throwIfFailed(info.fieldName);
    return decideProof(context, info.fieldName, staff, args.id, "reject", {
      reason: args.reason,
      note: note === "" ? null : note,
    });
  },
);

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

/** The viewer's permissions on their own record; null on anyone else's (or anonymously). */
function ownPermissions(context: Context, userId: number): StaffPermission[] | null {
  const viewer = context.viewer();
  if (!viewer || viewer.user.id !== userId) return null;
  return permissionsOf(viewer.user, viewer.simulating);
}

/** `User.pending_proof_count`: the staff menu's count, for the viewer's own record only. */
export const pending_proof_count: FieldResolver<UserResolvers, "pending_proof_count"> = (
  user,
  _args,
  context,
) => (ownPermissions(context, user.id)?.includes("PROOFS") ? context.store.validations.pendingCount() : null);

const AUDIT_PAGE_MAX = 100;

const staffAuditTrail: FieldResolver<QueryResolvers, "staffAuditTrail"> = forStaff(
  "AUDIT",
  (_staff, args, context, info) => {
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
  },
);

export const StaffActionEntry = {
  at: (entry: StaffActionRow) => entry.created_at,
  staff: (entry: StaffActionRow, _args: NoArgs, context: Context) => {
    const staff = entry.staff_id === null ? undefined : context.store.users.byId(entry.staff_id);
    return staff ? { id: staff.id, name: personName(staff), email: staff.email } : null;
  },
  target: (entry: StaffActionRow, _args: NoArgs, context: Context) =>
    entry.target_user_id === null ? null : (context.store.users.byId(entry.target_user_id) ?? null),
  proof_id: (entry: StaffActionRow) => facts(entry).proof_id ?? null,
  rejection_reason: (entry: StaffActionRow) => facts(entry).rejection_reason ?? null,
  livestream: (entry: StaffActionRow) => facts(entry).livestream ?? null,
  moderation_action: (entry: StaffActionRow) => facts(entry).moderation_action ?? null,
  campaign_id: (entry: StaffActionRow) => facts(entry).campaign_id ?? null,
  campaign_type: (entry: StaffActionRow) => facts(entry).campaign_type ?? null,
  survey: (entry: StaffActionRow) => facts(entry).survey ?? null,
  order_id: (entry: StaffActionRow) => facts(entry).order_id ?? null,
  order_number: (entry: StaffActionRow) => facts(entry).order_number ?? null,
  search_kind: (entry: StaffActionRow) => facts(entry).search_kind ?? null,
  code_kind: (entry: StaffActionRow) => facts(entry).code_kind ?? null,
  email: (entry: StaffActionRow) => facts(entry).email ?? null,
  email_domain: (entry: StaffActionRow) => facts(entry).email_domain ?? null,
  proof_kind: (entry: StaffActionRow) => facts(entry).proof_kind ?? null,
  min_age_hours: (entry: StaffActionRow) => facts(entry).min_age_hours ?? null,
};

/** An entry's typed detail; none on entries from before migration 042. */
const facts = (entry: StaffActionRow): StaffActionFacts =>
  entry.facts === null ? {} : (JSON.parse(entry.facts) as StaffActionFacts);

/** `User.staff_permissions`: for the viewer's own record only. */
export const staff_permissions: FieldResolver<UserResolvers, "staff_permissions"> = (user, _args, context) =>
  ownPermissions(context, user.id) ?? [];

const SEARCH_MAX = 50;

const staffUserSearch: FieldResolver<QueryResolvers, "staffUserSearch"> = forStaff(
  "USERS",
  (staff, args, context, info) => {
    const validation = new Validation();
    const query = args.query.trim().toLowerCase();
    const first = args.first ?? 20;
    if (query.length < 2) validation.add("query", message.min("query", 2));
    else if (query.length > MAX_STRING) validation.add("query", message.max("query", MAX_STRING));
    if (first < 1 || first > SEARCH_MAX) validation.add("first", message.invalid("first"));
    validation.throwIfFailed(info.fieldName);
    // The kind of query, not the query: the trail holds no addresses or names it did not have.
    const kind = query.includes("@") ? "EMAIL" : "NAME";
    recordStaffAction(context, staff, "USER_SEARCHED", { detail: kind, facts: { search_kind: kind } });
    return context.store.users.search(kind === "NAME" ? nameQuery(query) : query, first);
  },
);

const staffUserDetail: FieldResolver<QueryResolvers, "staffUserDetail"> = forStaff(
  "USERS",
  (staff, args, context) => {
    const user = findById(args.id, context.store.users.byId);
    if (!user) return null;
    recordStaffView(context, staff, "USER_VIEWED", { userId: user.id });
    return { user };
  },
);

/** A person as staff look them up; proofs, orders and certificates are read when asked for. */
export interface StaffUserDetailModel {
  user: UserRow;
}

export const StaffUserDetail = {
  pending_email: ({ user }: { user: UserRow }) => user.pending_email,
  can_simulate: ({ user }: { user: UserRow }, _args: NoArgs, context: Context) =>
    isSimulatable(user, context.requireViewer().user),
  proofs: ({ user }: { user: UserRow }, _args: NoArgs, context: Context) =>
    context.store.validations.forUser(user.id),
  orders: ({ user }: { user: UserRow }, _args: NoArgs, context: Context) =>
    context.store.checkout.ordersOf(user.id),
  certificates: ({ user }: { user: UserRow }, _args: NoArgs, context: Context) =>
    context.store.cme.forUser(user.id),
};

const staffResendEmailChangeCode: FieldResolver<MutationResolvers, "staffResendEmailChangeCode"> = forStaff(
  "USERS",
  (staff, args, context, info) => {
    const user = findById(args.user_id, context.store.users.byId);
    const pending = user?.pending_email;
    if (!user || !pending) throw validationFailed(info.fieldName, { user_id: [message.invalid("user_id")] });
    const { store } = context;
    const now = context.now();
    // The user's own request's limits and bookkeeping: support sends no more codes than the user could.
    const code = store.db.transaction(() => {
      const wait = emailChangeWait(store, user.id, pending, now);
      if (wait.seconds > 0) throw rateLimited(wait.seconds);
      store.emailChanges.add(user.id, pending, now);
      const since = new Date(now.getTime() - EMAIL_CHANGE_WINDOW_MS);
      const issued = store.codes.issue(pending, "email_change", now, since, user.id);
      recordStaffAction(context, staff, "CONFIRMATION_CODE_RESENT", {
        userId: user.id,
        detail: "EMAIL_CHANGE",
        facts: { code_kind: "EMAIL_CHANGE" },
      });
      return issued;
    })();
    store.outbox.send(mails.emailChangeCode(pending, code), now);
    return true;
  },
);

/** Staff's registration codes to one address: at most this many in the window (decision 035). */
export const REGISTRATION_RESENDS = 3;
export const REGISTRATION_RESEND_WINDOW_MS = HOUR_MS;
const SENT_REGISTRATION_CODES: StaffAction[] = ["REGISTRATION_CODE_SENT", "CONFIRMATION_CODE_RESENT"];

const staffSendRegistrationCode: FieldResolver<MutationResolvers, "staffSendRegistrationCode"> = forStaff(
  "USERS",
  (staff, args, context, info) => {
    const validation = new Validation();
    const email = readEmail(validation, "email", args.email);
    if (!validation.failed && context.store.users.byEmail(email))
      validation.add("email", message.emailTaken("email"));
    validation.throwIfFailed(info.fieldName);
    const { store } = context;
    const now = context.now();
    // No account to point at yet: the address says on whom (and counts the sends).
    const detail = `REGISTRATION ${email}`;
    store.db
      .transaction(() => {
        const since = new Date(now.getTime() - REGISTRATION_RESEND_WINDOW_MS);
        const sent = store.staffActions.sentSince(SENT_REGISTRATION_CODES, detail, since);
        if (sent.length >= REGISTRATION_RESENDS) {
          const oldest = Date.parse(sent[0] ?? now.toISOString());
          throw rateLimited(Math.ceil((oldest + REGISTRATION_RESEND_WINDOW_MS - now.getTime()) / 1000));
        }
        // The new code inherits the wrong tries of the live code it replaces: staff's help buys no
        // fresh guesses (decision 035).
        const live = new Date(now.getTime() - CODE_LIFETIME_MINUTES * 60_000);
        // Sent again when the address had a code before (the person asked, or staff sent one).
        const again =
          store.codes.issued(email, "registration") ||
          store.staffActions.sentSince(SENT_REGISTRATION_CODES, detail, new Date(0)).length > 0;
        const code = store.codes.issue(email, "registration", now, live);
        store.outbox.send(mails.registrationCode(email, code), now);
        recordStaffAction(context, staff, again ? "CONFIRMATION_CODE_RESENT" : "REGISTRATION_CODE_SENT", {
          detail,
          facts: { code_kind: "REGISTRATION", email },
        });
      })
      .immediate();
    return true;
  },
);

const staffLiveSessions: FieldResolver<QueryResolvers, "staffLiveSessions"> = forAnyStaff(
  (_staff, _args, context) => {
    const now = context.now();
    const at = now.toISOString();
    return context.store.content
      .schedule(at, new Date(now.getTime() + 1).toISOString(), at)
      .filter((item) => livestreamState(item, now) === "LIVE")
      .map((item) => ({ livestream: item, ...context.store.live.waiting(item.id) }));
  },
);

const FEEDBACK_ITEMS_MAX = 200;
const FEEDBACK_TEXTS_MAX = 200;

const feedbackKey = (row: FeedbackSummaryRow) =>
  row.content_id !== null
    ? `content-${row.content_id}`
    : row.event_id !== null
      ? `event-${row.event_id}`
      : "platform";

function toFeedbackSummary(row: FeedbackSummaryRow) {
  return {
    key: feedbackKey(row),
    kind:
      row.content_id !== null ? (row.content_kind ?? "VOD") : row.event_id !== null ? "EVENT" : "PLATFORM",
    title: row.content_title ?? row.event_title ?? null,
    slug: row.content_slug ?? row.event_slug ?? null,
    count: row.count,
    average: Math.round(row.average * 10) / 10,
    latest_at: row.latest,
  };
}

const staffFeedbackSummaries: FieldResolver<QueryResolvers, "staffFeedbackSummaries"> = forAnyStaff(
  (_staff, _args, context) => {
    return context.store.feedback.summary(FEEDBACK_ITEMS_MAX).map(toFeedbackSummary);
  },
);

const staffFeedback: FieldResolver<QueryResolvers, "staffFeedback"> = forAnyStaff((_staff, args, context) => {
  const match = /^(?:(content|event)-([1-9]\d{0,9})|platform)$/.exec(args.key);
  if (!match) return null;
  const id = match[2] ? Number(match[2]) : null;
  const target = {
    contentId: match[1] === "content" ? id : null,
    eventId: match[1] === "event" ? id : null,
  };
  const row = context.store.feedback
    .summary(Number.MAX_SAFE_INTEGER)
    .find((r) => feedbackKey(r) === args.key);
  if (!row) return null;
  return {
    summary: toFeedbackSummary(row),
    entries: context.store.feedback.texts(target, FEEDBACK_TEXTS_MAX),
  };
});

export const staffQueries = {
  staffLiveSessions,
  staffFeedbackSummaries,
  staffFeedback,
  staffProofQueue,
  staffProof,
  staffProofDocument,
  staffAuditTrail,
  staffUserSearch,
  staffUserDetail,
} satisfies QueryResolvers;
export const staffMutations = {
  staffAcceptProof,
  staffRejectProof,
  staffResendEmailChangeCode,
  staffSendRegistrationCode,
} satisfies MutationResolvers;

// ---- Orders (decision 035): server/staff/orders.ts ----
export { StaffOrder, staffOrderMutations, staffOrderQueries } from "../staff/orders.ts";
