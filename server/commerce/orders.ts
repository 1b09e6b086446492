/** Orders after checkout (issue 14): what they are for, and paying them exactly once. */
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

/** OPEN → PAID once (webhooks repeat): the ticket counts from now, the confirmation is mailed. */
export function fulfilOrder(store: Store, orderId: number, now: Date): void {
  if (!store.commerce.markPaid(orderId, now)) return;
  const order = store.commerce.order(orderId);
  const user = order?.user_id ? store.users.byId(order.user_id) : null;
  if (!order || !user) return;
  store.outbox.send(
    mails.orderConfirmation(user.email, user.first_name, {
      number: order.number,
      invoice: order.invoice_number ?? "",
      product: productName(store, order),
      total: order.total_cents,
    }),
    now,
  );
}
