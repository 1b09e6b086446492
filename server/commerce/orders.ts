/** Orders after checkout (decision 020): what they are for, holding their seats and codes, paying them exactly once. */
import { mails } from "../mails.ts";
import type { BundleModel, OrderRow, PriceRow } from "../store/commerce.ts";
import type { Store } from "../store/index.ts";
import type { ContentModel } from "../store/content.ts";
import type { EventModel } from "../store/items.ts";

export type Owner =
  | { kind: "event"; event: EventModel }
  | { kind: "bundle"; bundle: BundleModel }
  | { kind: "content"; content: ContentModel };

/** The event or bundle a price belongs to. */
export function ownerOf(store: Store, price: PriceRow): Owner | null {
  if (price.event_id !== null) {
    const event = store.items.eventById(price.event_id);
    return event ? { kind: "event", event } : null;
  }
  if (price.content_id !== null) {
    const [content] = store.content.byIds([price.content_id]);
    return content ? { kind: "content", content } : null;
  }
  const bundle = price.bundle_id === null ? null : store.commerce.bundleById(price.bundle_id);
  return bundle ? { kind: "bundle", bundle } : null;
}

/** What an order is for, in words (mails, invoice). */
export function productName(store: Store, order: OrderRow): string {
  const price = store.commerce.priceById(order.price_id);
  const owner = price ? ownerOf(store, price) : null;
  if (!owner) return order.number;
  return owner.kind === "event"
    ? owner.event.title
    : owner.kind === "bundle"
      ? owner.bundle.title
      : owner.content.title;
}

/**
 * OPEN → PAID once (webhooks repeat): the ticket counts from now, the confirmation is mailed. A payment
 * that came after the hold and finds the seat or the code gone refunds the order and says so by mail.
 */
export function fulfilOrder(store: Store, orderId: number, now: Date): void {
  const outcome = store.commerce.payOrder(orderId, now);
  if (!outcome) return;
  const order = store.commerce.order(orderId);
  const user = order?.user_id ? store.users.byId(order.user_id) : null;
  if (!order || !user) return;
  const product = productName(store, order);
  store.outbox.send(
    outcome === "PAID"
      ? mails.orderConfirmation(user.email, user.first_name, {
          number: order.number,
          invoice: order.invoice_number ?? "",
          product,
          total: order.total_cents,
        })
      : mails.orderUnavailable(user.email, user.first_name, {
          number: order.number,
          product,
          total: order.total_cents,
          reason: outcome,
        }),
    now,
  );
}
