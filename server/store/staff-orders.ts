import type { Db } from "../db.ts";
import type { OrderRow, PaymentRow } from "./checkout.ts";

// Staff's view of orders (decision 035): the search, an order's payments, and what else gives its
// buyer what the order gave (so a refund's effect on access can be told before it happens).

/** Prices that give a ticket to @event: its own, and its bundles'. */
const EVENT_PRICES = `SELECT p.id FROM prices p WHERE p.event_id = @event
  OR p.bundle_id IN (SELECT bundle_id FROM event_bundle_events WHERE event_id = @event)`;

export function createStaffOrderStore(db: Db) {
  // A part of the number, of the buyer's address or name (either order), or of the billing name:
  // a deleted account's orders keep their billing address only.
  const search = db.prepare<{ term: string; before: number | null; limit: number }, OrderRow>(
    `SELECT o.* FROM orders o LEFT JOIN users u ON u.id = o.user_id
     WHERE (o.number LIKE @term ESCAPE '\\' OR u.email LIKE @term ESCAPE '\\'
       OR (u.first_name || ' ' || u.last_name) LIKE @term ESCAPE '\\'
       OR (u.last_name || ' ' || u.first_name) LIKE @term ESCAPE '\\'
       OR (json_extract(o.billing, '$.first_name') || ' ' || json_extract(o.billing, '$.last_name'))
         LIKE @term ESCAPE '\\')
       AND (@before IS NULL OR o.id < @before)
     ORDER BY o.id DESC LIMIT @limit`,
  );
  const payments = db.prepare<[number], PaymentRow>(
    "SELECT * FROM payments WHERE order_id = ? ORDER BY created_at, rowid",
  );
  const ticketElsewhere = db.prepare<{ event: number; user: number; self: number }, number>(
    `SELECT COUNT(*) FROM orders WHERE status = 'PAID' AND user_id = @user AND id != @self
     AND price_id IN (${EVENT_PRICES})`,
  );
  const contentElsewhere = db.prepare<{ content: number; user: number; self: number }, number>(
    `SELECT (SELECT COUNT(*) FROM orders o JOIN prices p ON p.id = o.price_id
       WHERE o.status = 'PAID' AND o.user_id = @user AND o.id != @self AND p.content_id = @content)
     + (SELECT COUNT(*) FROM content_unlocks WHERE user_id = @user AND content_id = @content)`,
  );
  const proofOf = db.prepare<[number], number>(
    "SELECT id FROM validation_requests WHERE order_id = ? ORDER BY id DESC LIMIT 1",
  );
  const refundedBy = db.prepare<[string], number | null>(
    `SELECT staff_id FROM staff_actions WHERE action = 'ORDER_REFUNDED' AND detail = ?
     ORDER BY id DESC LIMIT 1`,
  );
  const codeText = db.prepare<[number], string>("SELECT code FROM discount_codes WHERE id = ?");
  return {
    /** Orders matching `text` (case-insensitive for ASCII), newest first, older than `before`. */
    search: (text: string, before: number | null, limit: number): OrderRow[] =>
      search.all({ term: `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`, before, limit }),
    /** The order's payments at the provider, oldest first (each as it stands now). */
    payments: (orderId: number) => payments.all(orderId),
    /** Whether another paid order of the user gives a ticket to the event. */
    ticketElsewhere: (userId: number, eventId: number, orderId: number) =>
      (ticketElsewhere.pluck().get({ event: eventId, user: userId, self: orderId }) ?? 0) > 0,
    /** Whether the user has the item without this order: another paid order or an activation code. */
    contentElsewhere: (userId: number, contentId: number, orderId: number) =>
      (contentElsewhere.pluck().get({ content: contentId, user: userId, self: orderId }) ?? 0) > 0,
    /** The assistant-doctor price's proof of the order, if it has one. */
    proofOf: (orderId: number) => proofOf.pluck().get(orderId) ?? null,
    codeText: (id: number) => codeText.pluck().get(id) ?? null,
    /** Who refunded the order as staff (the audit trail), if staff did. */
    refundedBy: (number: string) => refundedBy.pluck().get(number) ?? null,
  };
}

export type StaffOrderStore = ReturnType<typeof createStaffOrderStore>;
