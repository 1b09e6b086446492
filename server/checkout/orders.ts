/** Orders after checkout (decision 020): what they are for, holding their seats and codes, paying them exactly once. */
import { mails } from "../mails.ts";
import type { BundleModel, OrderRow, PriceRow } from "../store/checkout.ts";
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
  const bundle = price.bundle_id === null ? null : store.checkout.bundleById(price.bundle_id);
  return bundle ? { kind: "bundle", bundle } : null;
}

export type OrderProduct = {
  kind: Owner["kind"] | null;
  title: string;
  /** The page on the site where it is used. */
  path: string | null;
  period: { from: string; to: string } | null;
};

/**
 * What an order is for: its name, its page on the site (the event, the bundle, the content item) and
 * when the service is rendered (the event's days, the bundle's from its first to its last event, a
 * livestream's time; null for a video, which is provided when paid).
 */
export function orderProduct(store: Store, order: OrderRow): OrderProduct {
  const price = store.checkout.priceById(order.price_id);
  const owner = price ? ownerOf(store, price) : null;
  if (!owner) return { kind: null, title: order.number, path: null, period: null };
  if (owner.kind === "event") {
    const { event } = owner;
    return {
      kind: "event",
      title: event.title,
      path: `/event/${event.slug}`,
      period: { from: event.starts_at, to: event.ends_at },
    };
  }
  if (owner.kind === "bundle") {
    const events = store.checkout
      .bundleEventIds(owner.bundle.id)
      .flatMap((id) => store.items.eventById(id) ?? []);
    const from = events.map((event) => event.starts_at).sort()[0];
    const to = events
      .map((event) => event.ends_at)
      .sort()
      .at(-1);
    return {
      kind: "bundle",
      title: owner.bundle.title,
      path: `/expanda/${owner.bundle.slug}`,
      period: from && to ? { from, to } : null,
    };
  }
  const { content } = owner;
  const live = content.kind === "LIVESTREAM";
  return {
    kind: "content",
    title: content.title,
    path: `${live ? "/live/" : "/video/"}${content.slug}`,
    period:
      live && content.starts_at
        ? { from: content.starts_at, to: content.ends_at ?? content.starts_at }
        : null,
  };
}

/** What an order is for, in words (mails, invoice). */
export const productName = (store: Store, order: OrderRow): string => orderProduct(store, order).title;

/**
 * OPEN → PAID once (webhooks repeat): the ticket counts from now, the confirmation is mailed. A payment
 * that came after the hold and finds the seat or the code gone refunds the order and says so by mail.
 */
export function fulfilOrder(store: Store, orderId: number, now: Date, siteUrl: string): void {
  const outcome = store.checkout.payOrder(orderId, now);
  if (!outcome) return;
  const order = store.checkout.order(orderId);
  const user = order?.user_id ? store.users.byId(order.user_id) : null;
  if (!order || !user) return;
  const product = orderProduct(store, order);
  store.outbox.send(
    outcome === "PAID"
      ? mails.orderConfirmation(user.email, user.first_name, {
          number: order.number,
          invoice: order.invoice_number ?? "",
          product: product.title,
          total: order.total_cents,
          period: product.period,
          access:
            product.kind && product.path
              ? { kind: product.kind, url: new URL(product.path, siteUrl).href }
              : null,
          invoiceUrl: new URL(`/profile/orders/${order.id}/invoice`, siteUrl).href,
        })
      : mails.orderUnavailable(user.email, user.first_name, {
          number: order.number,
          product: product.title,
          total: order.total_cents,
          reason: outcome,
        }),
    now,
  );
}
