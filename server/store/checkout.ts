import { randomBytes } from "node:crypto";
import type { Db } from "../db.ts";
import type { AutoDiscount, DiscountCode } from "../checkout/pricing.ts";
import type {
  EventAgendaItemType,
  EventInfoSectionType,
  ExpertRole,
  SupporterType,
} from "../generated/resolvers-types.ts";
import type { ExpertModel } from "./catalogue.ts";
import type { EventModel } from "./items.ts";

// Events on sale, bundles, prices, codes, orders and the fake provider's payments.

export interface PriceRow {
  id: number;
  event_id: number | null;
  bundle_id: number | null;
  content_id: number | null;
  type: string;
  amount_cents: number;
}

export interface BundleModel {
  id: number;
  slug: string;
  title: string;
  description: string | null;
  sale_starts_at: string | null;
  sale_ends_at: string | null;
}

export interface CodeRow extends DiscountCode {
  id: number;
  code: string;
}

export interface BillingAddress {
  first_name: string;
  last_name: string;
  company: string | null;
  street: string;
  zip: string;
  city: string;
  country: string;
}

export interface OrderRow {
  id: number;
  number: string;
  /** Null once the account was deleted (the order stays as the invoice's record). */
  user_id: number | null;
  status: "OPEN" | "PAID" | "REFUNDED";
  price_id: number;
  discount_code_id: number | null;
  base_cents: number;
  auto_discount_cents: number;
  code_discount_cents: number;
  total_cents: number;
  tax_rate: number;
  tax_cents: number;
  billing: string;
  proof_upload_uuid: string | null;
  invoice_number: string | null;
  refund_status: string | null;
  created_at: string;
  paid_at: string | null;
  refunded_at: string | null;
  /** While OPEN: its seats and code use are held until then (decision 020); null once released. */
  held_until: string | null;
  /** Why a payment that came after the hold could not be honoured (the order is REFUNDED). */
  refund_reason: Unavailable | null;
}

/** What an order may not take when it is started or paid (decision 020). */
export type Unavailable = "SOLD_OUT" | "CODE_USED_UP";
/** Why startCheckout cannot hold what an order needs. */
export type Refusal = Unavailable | "SEATS_HELD" | "CODE_HELD" | "TOO_MANY_OPEN" | "TOO_MANY_HOLDS";

/** Who looks: their own open checkout of the same product does not count against them. */
export interface Viewer {
  user: number;
  owner: { event?: number; bundle?: number; content?: number };
}

export interface PaymentRow {
  id: string;
  order_id: number;
  status: string;
  method: string | null;
  redirect_url: string;
  pending_until: string | null;
  /** An open payment expires then (the order's hold ends at the same moment). */
  expires_at: string | null;
  created_at: string;
  updated_at: string;
}

export type NewOrder = { user_id: number } & Pick<
  OrderRow,
  | "price_id"
  | "discount_code_id"
  | "base_cents"
  | "auto_discount_cents"
  | "code_discount_cents"
  | "total_cents"
  | "tax_rate"
  | "tax_cents"
  | "proof_upload_uuid"
> & { billing: BillingAddress };

/** Where an event is on sale: by itself or in a bundle (their prices, and paid orders of either). */
const EVENT_PRICES = `SELECT p.id FROM prices p WHERE p.event_id = @event
  OR p.bundle_id IN (SELECT bundle_id FROM event_bundle_events WHERE event_id = @event)`;

/** An order that takes a seat and its code use: paid, or open while its hold runs (decision 020). */
const TAKES = `(o.status = 'PAID' OR (o.status = 'OPEN' AND o.held_until > @now))`;

/**
 * The viewer's own open checkout of the same product: their next checkout replaces it, so it does not
 * count against them. Not while its payment is pending or paid (money may be on its way).
 */
const OWN = `IFNULL(o.user_id = @user AND o.status = 'OPEN' AND o.price_id IN (SELECT id FROM prices
  WHERE event_id IS @ownerEvent AND bundle_id IS @ownerBundle AND content_id IS @ownerContent)
  AND NOT EXISTS (SELECT 1 FROM payments y WHERE y.order_id = o.id AND y.status IN ('pending', 'paid')), 0)`;

/** Paid and held, of an event's seats or a code's uses; `@self` (an order being paid) left out. */
const COUNTS = `COALESCE(SUM(o.status = 'PAID'), 0) AS paid,
  COALESCE(SUM(o.status = 'OPEN' AND NOT ${OWN}), 0) AS held`;

/** How many a checkout may hold at once per user (decision 020). */
export const MAX_OPEN_CHECKOUTS = 3;

/**
 * How long a checkout holds its seats and code use (decision 020): long enough to pay at the provider,
 * short enough that an abandoned checkout, or a script, cannot keep them from others for long.
 */
export const HOLD_MINUTES = 30;
/**
 * How many holds of one product a user may start in 24 hours (decision 020). A restarted checkout
 * within a hold's 30 minutes carries that hold on and starts none, so a buyer needs a second only
 * after coming back later; a script that lets its hold lapse and holds again stops here.
 */
export const HOLDS_PER_DAY = 3;
const MINUTE_MS = 60_000;

type Counts = { paid: number; held: number };

export interface AgendaRow {
  id: number;
  type: EventAgendaItemType;
  title: string;
  starts_at: string;
  ends_at: string;
  room: string | null;
  external_url: string | null;
  expert_ids: string | null;
}

/** An event's info box, in German and (where written) English. */
export interface InfoSectionRow {
  type: EventInfoSectionType;
  title: string;
  text: string;
  title_en: string | null;
  text_en: string | null;
}

const ROLE_ORDER =
  "CASE ee.role WHEN 'CHAIRMAN' THEN 0 WHEN 'SCIENTIFIC_BOARD' THEN 1 WHEN 'MODERATOR' THEN 2 ELSE 3 END";

export function createCheckoutStore(db: Db) {
  const agenda = db.prepare<[number], AgendaRow>(
    "SELECT * FROM event_agenda_items WHERE event_id = ? ORDER BY starts_at, room IS NOT NULL, room, id",
  );
  const eventExperts = db.prepare<[number], ExpertModel & { role: ExpertRole }>(
    `SELECT e.*, ee.role FROM event_experts ee JOIN experts e ON e.id = ee.expert_id WHERE ee.event_id = ?
     ORDER BY ${ROLE_ORDER}, ee.position, e.name`,
  );
  const supporters = db.prepare<[number], { type: SupporterType; name: string; url: string | null }>(
    "SELECT type, name, url FROM event_supporters WHERE event_id = ? ORDER BY position, id",
  );
  const infoSections = db.prepare<[number], InfoSectionRow>(
    "SELECT type, title, text, title_en, text_en FROM event_info_sections WHERE event_id = ? ORDER BY position, id",
  );
  const eventPoints = db.prepare<[number], number>(
    "SELECT COALESCE(SUM(cme_points), 0) FROM contents WHERE event_id = ? AND status = 'PUBLISHED'",
  );
  const pricesOf = db.prepare<
    { event: number | null; bundle: number | null; content: number | null },
    PriceRow
  >(
    `SELECT * FROM prices WHERE event_id IS @event AND bundle_id IS @bundle AND content_id IS @content
     ORDER BY amount_cents DESC, id`,
  );
  const paidContent = db.prepare<[number], number>(
    `SELECT DISTINCT p.content_id FROM orders o JOIN prices p ON p.id = o.price_id
     WHERE o.user_id = ? AND o.status = 'PAID' AND p.content_id IS NOT NULL`,
  );
  const priceById = db.prepare<[number], PriceRow>("SELECT * FROM prices WHERE id = ?");
  const autoOf = db.prepare<{ event: number | null; bundle: number | null }, AutoDiscount>(
    "SELECT category, unit, value, until FROM auto_discounts WHERE event_id IS @event AND bundle_id IS @bundle",
  );
  const seminars = db.prepare<[string], EventModel>(
    "SELECT * FROM events WHERE price_category IS NOT NULL AND ends_at > ? ORDER BY starts_at, id",
  );
  const bundles = db.prepare<[], BundleModel>("SELECT * FROM event_bundles ORDER BY sale_ends_at, id");
  const bundleBySlug = db.prepare<[string], BundleModel>("SELECT * FROM event_bundles WHERE slug = ?");
  const bundleById = db.prepare<[number], BundleModel>("SELECT * FROM event_bundles WHERE id = ?");
  const bundleEventIds = db.prepare<[number], number>(
    "SELECT event_id FROM event_bundle_events WHERE bundle_id = ? ORDER BY event_id",
  );
  const codeByText = db.prepare<[string], Omit<CodeRow, "uses" | "held"> & { event_ids: string | null }>(
    "SELECT * FROM discount_codes WHERE code = ?",
  );
  const codeById = db.prepare<[number], { id: number; max_uses: number | null }>(
    "SELECT id, max_uses FROM discount_codes WHERE id = ?",
  );
  type CountParams = {
    now: string;
    user: number | null;
    ownerEvent: number | null;
    ownerBundle: number | null;
    ownerContent: number | null;
    self: number | null;
  };
  const seatCounts = db.prepare<CountParams & { event: number }, Counts>(
    `SELECT ${COUNTS} FROM orders o
     WHERE ${TAKES} AND o.id IS NOT @self AND o.price_id IN (${EVENT_PRICES})`,
  );
  const codeCounts = db.prepare<CountParams & { code: number }, Counts>(
    `SELECT ${COUNTS} FROM orders o WHERE o.discount_code_id = @code AND ${TAKES} AND o.id IS NOT @self`,
  );
  const capacity = db.prepare<[number], number | null>("SELECT capacity FROM events WHERE id = ?");
  const eventsOfPrice = db.prepare<{ price: number }, number>(
    `SELECT event_id FROM prices WHERE id = @price AND event_id IS NOT NULL
     UNION SELECT be.event_id FROM event_bundle_events be JOIN prices p ON p.bundle_id = be.bundle_id
     WHERE p.id = @price`,
  );
  // The holds the viewer started of the same product (any status: a canceled payment ends a hold early,
  // but a checkout started again within its 30 minutes still carries it on).
  const SAME_PRODUCT = `o.user_id = @user AND o.price_id IN (SELECT id FROM prices
    WHERE event_id IS @ownerEvent AND bundle_id IS @ownerBundle AND content_id IS @ownerContent)`;
  const runningHold = db.prepare<CountParams & { since: string }, string | null>(
    `SELECT MAX(o.hold_started_at) FROM orders o WHERE ${SAME_PRODUCT} AND o.hold_started_at > @since`,
  );
  const holdsStarted = db.prepare<CountParams & { since: string }, number>(
    `SELECT COUNT(DISTINCT o.hold_started_at) FROM orders o WHERE ${SAME_PRODUCT} AND o.hold_started_at > @since`,
  );
  const openHolds = db.prepare<{ user: number; now: string }, number>(
    "SELECT COUNT(*) FROM orders WHERE user_id = @user AND status = 'OPEN' AND held_until > @now",
  );
  // The viewer's own open checkout of the same product ends when they start a new one.
  const replaceable = `SELECT o.id FROM orders o WHERE o.held_until > @now AND ${OWN}`;
  const cancelReplaced = db.prepare<CountParams>(
    `UPDATE payments SET status = 'canceled', updated_at = @now
     WHERE status = 'open' AND order_id IN (${replaceable})`,
  );
  const releaseReplaced = db.prepare<CountParams>(
    `UPDATE orders SET held_until = NULL WHERE id IN (${replaceable})`,
  );
  const release = db.prepare("UPDATE orders SET held_until = NULL WHERE id = ? AND status = 'OPEN'");
  const ticket = db.prepare<{ event: number; user: number }, number>(
    `SELECT COUNT(*) FROM orders WHERE status = 'PAID' AND user_id = @user AND price_id IN (${EVENT_PRICES})`,
  );
  const insertOrder = db.prepare(
    `INSERT INTO orders (number, user_id, price_id, discount_code_id, base_cents, auto_discount_cents,
     code_discount_cents, total_cents, tax_rate, tax_cents, billing, proof_upload_uuid, created_at, held_until,
     hold_started_at)
     VALUES (@number, @user_id, @price_id, @discount_code_id, @base_cents, @auto_discount_cents,
     @code_discount_cents, @total_cents, @tax_rate, @tax_cents, @billing, @proof_upload_uuid, @now, @held_until,
     @hold_started_at)`,
  );
  const orderById = db.prepare<[number], OrderRow>("SELECT * FROM orders WHERE id = ?");
  const ordersOf = db.prepare<[number], OrderRow>("SELECT * FROM orders WHERE user_id = ? ORDER BY id DESC");
  const markPaid = db.prepare(
    `UPDATE orders SET status = 'PAID', paid_at = @now, invoice_number = @invoice, held_until = NULL
     WHERE id = @id AND status = 'OPEN'`,
  );
  const refuse = db.prepare(
    `UPDATE orders SET status = 'REFUNDED', refund_status = 'refunded', refunded_at = @now,
     refund_reason = @reason, held_until = NULL WHERE id = @id AND status = 'OPEN'`,
  );
  const refund = db.prepare(
    "UPDATE orders SET status = 'REFUNDED', refund_status = 'refunded', refunded_at = ? WHERE id = ? AND status = 'PAID'",
  );
  const insertPayment = db.prepare(
    "INSERT INTO payments (id, order_id, redirect_url, expires_at, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)",
  );
  const paymentById = db.prepare<[string], PaymentRow>("SELECT * FROM payments WHERE id = ?");
  const latestPayment = db.prepare<[number], PaymentRow>(
    "SELECT * FROM payments WHERE order_id = ? ORDER BY created_at DESC, rowid DESC LIMIT 1",
  );
  const setPayment = db.prepare(
    "UPDATE payments SET status = @status, method = @method, pending_until = @pendingUntil, updated_at = @now WHERE id = @id",
  );
  const cancelOpen = db.prepare(
    "UPDATE payments SET status = 'canceled', updated_at = ? WHERE order_id = ? AND status IN ('open', 'pending')",
  );
  const duePending = db.prepare<[string], PaymentRow>(
    "SELECT * FROM payments WHERE status = 'pending' AND pending_until IS NOT NULL AND pending_until <= ?",
  );

  const countParams = (now: Date, viewer: Viewer | null, self: number | null = null): CountParams => ({
    now: now.toISOString(),
    user: viewer?.user ?? null,
    ownerEvent: viewer?.owner.event ?? null,
    ownerBundle: viewer?.owner.bundle ?? null,
    ownerContent: viewer?.owner.content ?? null,
    self,
  });
  const seats = (eventId: number, now: Date, viewer: Viewer | null, self: number | null = null) =>
    seatCounts.get({ ...countParams(now, viewer, self), event: eventId }) ?? { paid: 0, held: 0 };
  const codeUses = (codeId: number, now: Date, viewer: Viewer | null, self: number | null = null) =>
    codeCounts.get({ ...countParams(now, viewer, self), code: codeId }) ?? { paid: 0, held: 0 };

  /** What the order cannot have now besides itself: a seat of each of its events, its code's use. */
  function unavailable(
    eventIds: number[],
    codeId: number | null,
    now: Date,
    self: number | null,
  ): Refusal | null {
    for (const eventId of eventIds) {
      const limit = capacity.pluck().get(eventId) ?? null;
      if (limit === null) continue;
      const { paid, held } = seats(eventId, now, null, self);
      if (paid >= limit) return "SOLD_OUT";
      if (paid + held >= limit) return "SEATS_HELD";
    }
    const code = codeId === null ? null : codeById.get(codeId);
    if (code && code.max_uses !== null) {
      const { paid, held } = codeUses(code.id, now, null, self);
      if (paid >= code.max_uses) return "CODE_USED_UP";
      if (paid + held >= code.max_uses) return "CODE_HELD";
    }
    return null;
  }

  // BEGIN IMMEDIATE: the counting and the writing happen under one write lock, also across processes.
  const openOrder = db.transaction(
    (
      order: NewOrder,
      viewer: Viewer,
      eventIds: number[],
      now: Date,
    ): { id: number; heldUntil: Date } | { refused: Refusal } => {
      const params = countParams(now, viewer);
      // A checkout started again within the hold's 30 minutes carries that hold on, with its end:
      // restarting never moves the end forward.
      const since = (minutes: number) => new Date(now.getTime() - minutes * MINUTE_MS).toISOString();
      const running = runningHold.pluck().get({ ...params, since: since(HOLD_MINUTES) }) ?? null;
      if (
        running === null &&
        (holdsStarted.pluck().get({ ...params, since: since(24 * 60) }) ?? 0) >= HOLDS_PER_DAY
      ) {
        return { refused: "TOO_MANY_HOLDS" };
      }
      const holdStart = running ?? params.now;
      const heldUntil = new Date(Date.parse(holdStart) + HOLD_MINUTES * MINUTE_MS);
      cancelReplaced.run(params);
      releaseReplaced.run(params);
      if ((openHolds.pluck().get({ user: viewer.user, now: params.now }) ?? 0) >= MAX_OPEN_CHECKOUTS) {
        return { refused: "TOO_MANY_OPEN" };
      }
      const refused = unavailable(eventIds, order.discount_code_id, now, null);
      if (refused) return { refused };
      const number = `B-${now.getUTCFullYear()}-${randomBytes(4).toString("hex").toUpperCase()}`;
      const id = Number(
        insertOrder.run({
          ...order,
          number,
          billing: JSON.stringify(order.billing),
          now: params.now,
          held_until: heldUntil.toISOString(),
          hold_started_at: holdStart,
        }).lastInsertRowid,
      );
      return { id, heldUntil };
    },
  );

  /** OPEN → PAID, or REFUNDED with the reason when its hold had ended and its seat or code went meanwhile. */
  const pay = db.transaction((id: number, now: Date): "PAID" | Unavailable | null => {
    const order = orderById.get(id);
    if (order?.status !== "OPEN") return null;
    if (!order.held_until || order.held_until <= now.toISOString()) {
      const refused = unavailable(
        eventsOfPrice.pluck().all({ price: order.price_id }),
        order.discount_code_id,
        now,
        id,
      );
      // Held by others now counts as taken: they hold it lawfully, this order's hold has ended.
      if (refused) {
        const reason: Unavailable =
          refused === "SOLD_OUT" || refused === "SEATS_HELD" ? "SOLD_OUT" : "CODE_USED_UP";
        refuse.run({ id, now: now.toISOString(), reason });
        return reason;
      }
    }
    const invoice = `R-${now.getUTCFullYear()}-${String(id).padStart(6, "0")}`;
    return markPaid.run({ id, now: now.toISOString(), invoice }).changes > 0 ? "PAID" : null;
  });

  return {
    agenda: (eventId: number) => agenda.all(eventId),
    eventExperts: (eventId: number) => eventExperts.all(eventId),
    supporters: (eventId: number) => supporters.all(eventId),
    infoSections: (eventId: number) => infoSections.all(eventId),
    eventPoints: (eventId: number) => eventPoints.pluck().get(eventId) ?? 0,
    prices: (owner: { event?: number; bundle?: number; content?: number }) =>
      pricesOf.all({
        event: owner.event ?? null,
        bundle: owner.bundle ?? null,
        content: owner.content ?? null,
      }),
    /** Content items the user bought (paid orders), for the lock check. */
    paidContentIds: (userId: number) => new Set(paidContent.pluck().all(userId)),
    priceById: (id: number) => priceById.get(id) ?? null,
    autoDiscounts: (owner: { event?: number; bundle?: number }) =>
      autoOf.all({ event: owner.event ?? null, bundle: owner.bundle ?? null }),
    /** Events with tickets that have not ended, by start. */
    seminars: (now: Date) => seminars.all(now.toISOString()),
    bundles: () => bundles.all(),
    bundleBySlug: (slug: string) => bundleBySlug.get(slug) ?? null,
    bundleById: (id: number) => bundleById.get(id) ?? null,
    bundleEventIds: (id: number) => bundleEventIds.pluck().all(id),
    /**
     * A code by what the user typed (case and spaces do not matter), with its paid uses and the uses
     * held by open checkouts (not the viewer's own of the same product).
     */
    code(text: string, now: Date, viewer: Viewer | null): CodeRow | null {
      const row = codeByText.get(text.replace(/\s+/g, "").toUpperCase());
      if (!row) return null;
      const { paid, held } = codeUses(row.id, now, viewer);
      return {
        ...row,
        uses: paid,
        held,
        event_ids: row.event_ids ? (JSON.parse(row.event_ids) as number[]) : null,
      };
    },
    /** An event's paid tickets and the seats held by open checkouts (not the viewer's own of the same product). */
    seats: (eventId: number, now: Date, viewer: Viewer | null): Counts => seats(eventId, now, viewer),
    hasTicket: (userId: number, eventId: number) =>
      (ticket.pluck().get({ event: eventId, user: userId }) ?? 0) > 0,
    /**
     * Opens an order that holds a seat of each of `eventIds` and its code's use until `heldUntil`, or
     * says why it cannot: in one write transaction, after ending the user's own open checkout of the
     * same product (decision 020).
     */
    createOrder: (order: NewOrder, viewer: Viewer, eventIds: number[], now: Date) =>
      openOrder.immediate(order, viewer, eventIds, now),
    order: (id: number) => orderById.get(id) ?? null,
    ordersOf: (userId: number) => ordersOf.all(userId),
    /**
     * OPEN → PAID with its invoice number (unique: from the order id), checked again in one write
     * transaction: after its hold lapsed, its seats and code must still be free, else it is REFUNDED
     * and the reason answered. Null when it was paid or refunded already.
     */
    payOrder: (id: number, now: Date): "PAID" | Unavailable | null => pay.immediate(id, now),
    /** The order's seats and code use are free again (its payment failed, was canceled or expired). */
    releaseHold: (id: number) => void release.run(id),
    refund: (id: number, now: Date): boolean => refund.run(now.toISOString(), id).changes > 0,
    createPayment(orderId: number, redirectUrl: string, now: Date, expiresAt: Date): string {
      const id = `tr_${randomBytes(8).toString("hex")}`;
      insertPayment.run(
        id,
        orderId,
        redirectUrl,
        expiresAt.toISOString(),
        now.toISOString(),
        now.toISOString(),
      );
      return id;
    },
    payment: (id: string) => paymentById.get(id) ?? null,
    latestPayment: (orderId: number) => latestPayment.get(orderId) ?? null,
    setPayment: (
      id: string,
      state: { status: string; method: string | null; pendingUntil: string | null },
      now: Date,
    ) => void setPayment.run({ id, ...state, now: now.toISOString() }),
    duePending: (now: Date) => duePending.all(now.toISOString()),
    /** The order's open or pending payments can no longer be paid, and its hold ends. */
    cancelOpenPayments(orderId: number, now: Date) {
      cancelOpen.run(now.toISOString(), orderId);
      release.run(orderId);
    },
  };
}

export type CheckoutStore = ReturnType<typeof createCheckoutStore>;
