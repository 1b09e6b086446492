import { randomBytes } from "node:crypto";
import type { Db } from "../db.ts";
import type { AutoDiscount, DiscountCode } from "../commerce/pricing.ts";
import type { ExpertModel } from "./catalogue.ts";
import type { EventModel } from "./items.ts";

// Events on sale, bundles, prices, codes, orders and the fake provider's payments (issue 14).

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
}

export interface PaymentRow {
  id: string;
  order_id: number;
  status: string;
  method: string | null;
  redirect_url: string;
  pending_until: string | null;
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

export interface AgendaRow {
  id: number;
  type: string;
  title: string;
  starts_at: string;
  ends_at: string;
  room: string | null;
  external_url: string | null;
  expert_ids: string | null;
}

const ROLE_ORDER =
  "CASE ee.role WHEN 'CHAIRMAN' THEN 0 WHEN 'SCIENTIFIC_BOARD' THEN 1 WHEN 'MODERATOR' THEN 2 ELSE 3 END";

export function createCommerceStore(db: Db) {
  const agenda = db.prepare<[number], AgendaRow>(
    "SELECT * FROM event_agenda_items WHERE event_id = ? ORDER BY starts_at, room IS NOT NULL, room, id",
  );
  const eventExperts = db.prepare<[number], ExpertModel & { role: string }>(
    `SELECT e.*, ee.role FROM event_experts ee JOIN experts e ON e.id = ee.expert_id WHERE ee.event_id = ?
     ORDER BY ${ROLE_ORDER}, ee.position, e.name`,
  );
  const supporters = db.prepare<[number], { type: string; name: string; url: string | null }>(
    "SELECT type, name, url FROM event_supporters WHERE event_id = ? ORDER BY position, id",
  );
  const infoSections = db.prepare<[number], { title: string; text: string }>(
    "SELECT title, text FROM event_info_sections WHERE event_id = ? ORDER BY position, id",
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
  const codeByText = db.prepare<[string], CodeRow & { event_ids: string | null }>(
    `SELECT c.*, (SELECT COUNT(*) FROM orders o WHERE o.discount_code_id = c.id AND o.status = 'PAID') AS uses
     FROM discount_codes c WHERE c.code = ?`,
  );
  const paidForEvent = db.prepare<{ event: number }, number>(
    `SELECT COUNT(*) FROM orders WHERE status = 'PAID' AND price_id IN (${EVENT_PRICES})`,
  );
  const ticket = db.prepare<{ event: number; user: number }, number>(
    `SELECT COUNT(*) FROM orders WHERE status = 'PAID' AND user_id = @user AND price_id IN (${EVENT_PRICES})`,
  );
  const insertOrder = db.prepare(
    `INSERT INTO orders (number, user_id, price_id, discount_code_id, base_cents, auto_discount_cents,
     code_discount_cents, total_cents, tax_rate, tax_cents, billing, proof_upload_uuid, created_at)
     VALUES (@number, @user_id, @price_id, @discount_code_id, @base_cents, @auto_discount_cents,
     @code_discount_cents, @total_cents, @tax_rate, @tax_cents, @billing, @proof_upload_uuid, @now)`,
  );
  const orderById = db.prepare<[number], OrderRow>("SELECT * FROM orders WHERE id = ?");
  const ordersOf = db.prepare<[number], OrderRow>("SELECT * FROM orders WHERE user_id = ? ORDER BY id DESC");
  const markPaid = db.prepare(
    "UPDATE orders SET status = 'PAID', paid_at = @now, invoice_number = @invoice WHERE id = @id AND status = 'OPEN'",
  );
  const refund = db.prepare(
    "UPDATE orders SET status = 'REFUNDED', refund_status = 'refunded', refunded_at = ? WHERE id = ? AND status = 'PAID'",
  );
  const insertPayment = db.prepare(
    "INSERT INTO payments (id, order_id, redirect_url, created_at, updated_at) VALUES (?, ?, ?, ?, ?)",
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
    /** A code by what the user typed (case and spaces do not matter), with its paid uses. */
    code(text: string): CodeRow | null {
      const row = codeByText.get(text.replace(/\s+/g, "").toUpperCase());
      return row
        ? { ...row, event_ids: row.event_ids ? (JSON.parse(row.event_ids) as number[]) : null }
        : null;
    },
    paidTickets: (eventId: number) => paidForEvent.pluck().get({ event: eventId }) ?? 0,
    hasTicket: (userId: number, eventId: number) =>
      (ticket.pluck().get({ event: eventId, user: userId }) ?? 0) > 0,
    createOrder(order: NewOrder, now: Date): number {
      const number = `B-${now.getUTCFullYear()}-${randomBytes(4).toString("hex").toUpperCase()}`;
      return Number(
        insertOrder.run({ ...order, number, billing: JSON.stringify(order.billing), now: now.toISOString() })
          .lastInsertRowid,
      );
    },
    order: (id: number) => orderById.get(id) ?? null,
    ordersOf: (userId: number) => ordersOf.all(userId),
    /** OPEN → PAID with its invoice number (unique: from the order id); false when paid or refunded already. */
    markPaid(id: number, now: Date): boolean {
      const invoice = `R-${now.getUTCFullYear()}-${String(id).padStart(6, "0")}`;
      return markPaid.run({ id, now: now.toISOString(), invoice }).changes > 0;
    },
    refund: (id: number, now: Date): boolean => refund.run(now.toISOString(), id).changes > 0,
    createPayment(orderId: number, redirectUrl: string, now: Date): string {
      const id = `tr_${randomBytes(8).toString("hex")}`;
      insertPayment.run(id, orderId, redirectUrl, now.toISOString(), now.toISOString());
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
    /** The order's open or pending payments can no longer be paid. */
    cancelOpenPayments: (orderId: number, now: Date) => void cancelOpen.run(now.toISOString(), orderId),
  };
}

export type CommerceStore = ReturnType<typeof createCommerceStore>;
