/**
 * Orders for staff with ORDERS (decision 035): the search, one order with its payment history and
 * what it gives its buyer, and the refund. Every search, opening and refund is in the audit trail.
 */
import { orderProduct, productName } from "../checkout/orders.ts";
import type { Context } from "../context.ts";
import { message, Validation, validationFailed } from "../errors.ts";
import { mails } from "../mails.ts";
import { findById, MAX_STRING, nameQuery, parseId, personName } from "../rules.ts";
import type { FieldResolver, NoArgs } from "../resolvers/types.ts";
import type { BillingAddress, OrderRow } from "../store/checkout.ts";
import type { UserRow } from "../store/users.ts";
import { recordStaffAction, recordStaffView } from "./audit.ts";
import { forStaff, requirePermission } from "./permissions.ts";
import type {
  MutationResolvers,
  QueryResolvers,
  StaffOrderEvent,
  StaffOrderResolvers,
} from "../generated/resolvers-types.ts";

const SEARCH_MIN = 2;
const PAGE_MAX = 100;

/**
 * What a search looked for, for the audit trail: the kind of query, never the query (an address or
 * a name in the trail would copy a person's data into it).
 */
export function queryKind(query: string): "NUMBER" | "EMAIL" | "NAME" {
  if (/^b-\d/i.test(query)) return "NUMBER";
  return query.includes("@") ? "EMAIL" : "NAME";
}

/**
 * Refunds a paid order once: the status changes only from PAID (one UPDATE under the write lock),
 * and the audit entry and the buyer's mail go with it in the same transaction, so two refunds at
 * once refund, record and mail once. Not paid (open, refunded already) or unknown: validation
 * error on id.
 */
export function refundAsStaff(context: Context, operation: string, staff: UserRow, rawId: string): OrderRow {
  const { store } = context;
  const id = parseId(rawId);
  const now = context.now();
  const refunded = store.db
    .transaction(() => {
      const order = id === null ? null : store.checkout.order(id);
      if (!order || !store.checkout.refund(order.id, now)) return null;
      recordStaffAction(context, staff, "ORDER_REFUNDED", {
        userId: order.user_id,
        detail: order.number,
        facts: { order_id: order.id, order_number: order.number },
      });
      const user = order.user_id === null ? null : store.users.byId(order.user_id);
      if (user) {
        store.outbox.send(
          mails.orderRefunded(user.email, user.first_name, {
            number: order.number,
            product: productName(store, order),
          }),
          now,
        );
      }
      return order;
    })
    .immediate();
  if (!refunded) throw validationFailed(operation, { id: [message.invalid("id")] });
  return store.checkout.order(refunded.id) ?? refunded;
}

const staffOrderSearch: FieldResolver<QueryResolvers, "staffOrderSearch"> = forStaff(
  "ORDERS",
  (staff, args, context, info) => {
    const validation = new Validation();
    const query = args.query.trim().toLowerCase();
    const first = args.first ?? 50;
    let before: number | null = null;
    if (query.length < SEARCH_MIN) validation.add("query", message.min("query", SEARCH_MIN));
    else if (query.length > MAX_STRING) validation.add("query", message.max("query", MAX_STRING));
    if (first < 1 || first > PAGE_MAX) validation.add("first", message.invalid("first"));
    if (args.before_id !== undefined && args.before_id !== null) {
      before = parseId(args.before_id);
      if (before === null) validation.add("before_id", message.invalid("before_id"));
    }
    validation.throwIfFailed(info.fieldName);
    const kind = queryKind(query);
    recordStaffAction(context, staff, "ORDER_SEARCHED", { detail: kind, facts: { search_kind: kind } });
    return context.store.staffOrders.search(kind === "NAME" ? nameQuery(query) : query, before, first);
  },
);

const staffOrder: FieldResolver<QueryResolvers, "staffOrder"> = forStaff("ORDERS", (staff, args, context) => {
  const order = findById(args.id, context.store.checkout.order);
  if (!order) return null;
  recordStaffView(context, staff, "ORDER_VIEWED", {
    userId: order.user_id,
    detail: order.number,
    facts: { order_id: order.id, order_number: order.number },
  });
  return order;
});

/** Also the contract's older refundOrder: the same permission and the same one refund. */
export const staffRefundOrder: FieldResolver<MutationResolvers, "staffRefundOrder"> = (
  _p,
  args,
  context,
  info,
) => refundAsStaff(context, info.fieldName, requirePermission(context, info.fieldName, "ORDERS"), args.id);

type AccessModel = { kind: "EVENT" | "CONTENT"; title: string; path: string; kept: boolean };

/**
 * What the order gives its buyer (a ticket to each of its events, or its item), each with whether
 * the buyer keeps it without this order; a refund takes the others (an order of a deleted account
 * gives nobody anything any more).
 */
function accessOf(context: Context, order: OrderRow): AccessModel[] {
  const { store } = context;
  const price = store.checkout.priceById(order.price_id);
  if (!price) return [];
  const buyer = order.user_id;
  if (price.content_id !== null) {
    const [content] = store.content.byIds([price.content_id]);
    if (!content) return [];
    return [
      {
        kind: "CONTENT",
        title: content.title,
        path: `${content.kind === "LIVESTREAM" ? "/live/" : "/video/"}${content.slug}`,
        kept: buyer !== null && store.staffOrders.contentElsewhere(buyer, content.id, order.id),
      },
    ];
  }
  const eventIds =
    price.event_id !== null
      ? [price.event_id]
      : price.bundle_id !== null
        ? store.checkout.bundleEventIds(price.bundle_id)
        : [];
  return eventIds.flatMap((eventId) => {
    const event = store.items.eventById(eventId);
    if (!event) return [];
    return [
      {
        kind: "EVENT" as const,
        title: event.title,
        path: `/event/${event.slug}`,
        kept: buyer !== null && store.staffOrders.ticketElsewhere(buyer, event.id, order.id),
      },
    ];
  });
}

// Stored times are ISO strings: they sort as text.
type OrderEvent = StaffOrderEvent & { at: string };

/**
 * What the store records of an order, oldest first: its start, each payment at the provider (its
 * start, and its status now with when it last changed: the store keeps no older states), paid and
 * refunded (by whom, when staff refunded).
 */
function historyOf(context: Context, order: OrderRow): OrderEvent[] {
  const { store } = context;
  const events: OrderEvent[] = [{ at: order.created_at, kind: "CREATED" }];
  for (const payment of store.staffOrders.payments(order.id)) {
    events.push({ at: payment.created_at, kind: "PAYMENT_STARTED", payment_id: payment.id });
    if (payment.status !== "open") {
      events.push({
        at: payment.updated_at,
        kind: "PAYMENT",
        payment_id: payment.id,
        payment_status: payment.status,
        method: payment.method,
      });
    }
  }
  if (order.paid_at) events.push({ at: order.paid_at, kind: "PAID" });
  if (order.refunded_at) {
    const staffId = store.staffOrders.refundedBy(order.number);
    const staff = staffId === null ? undefined : store.users.byId(staffId);
    events.push({
      at: order.refunded_at,
      kind: "REFUNDED",
      by: staff ? personName(staff) : null,
      refund_reason: order.refund_reason,
    });
  }
  // Stable: at equal times the order above (a free order is created and paid at once).
  return events
    .map((event, index) => ({ event, index }))
    .sort((a, b) => a.event.at.localeCompare(b.event.at) || a.index - b.index)
    .map(({ event }) => event);
}

export const StaffOrder = {
  product: (order: OrderRow, _args: NoArgs, { store }: Context) => orderProduct(store, order).title,
  buyer: (order: OrderRow, _args: NoArgs, { store }: Context) =>
    order.user_id === null ? null : (store.users.byId(order.user_id) ?? null),
  billing: (order: OrderRow) => JSON.parse(order.billing) as BillingAddress,
  base: (order: OrderRow) => order.base_cents,
  auto_discount: (order: OrderRow) => order.auto_discount_cents,
  code_discount: (order: OrderRow) => order.code_discount_cents,
  total: (order: OrderRow) => order.total_cents,
  tax: (order: OrderRow) => order.tax_cents,
  discount_code: (order: OrderRow, _args: NoArgs, { store }: Context) =>
    order.discount_code_id === null ? null : store.staffOrders.codeText(order.discount_code_id),
  history: (order: OrderRow, _args: NoArgs, context: Context) => historyOf(context, order),
  access: (order: OrderRow, _args: NoArgs, context: Context) => accessOf(context, order),
  proof_id: (order: OrderRow, _args: NoArgs, { store }: Context) => store.staffOrders.proofOf(order.id),
} satisfies StaffOrderResolvers;

export const staffOrderQueries = { staffOrderSearch, staffOrder } satisfies QueryResolvers;
export const staffOrderMutations = { staffRefundOrder } satisfies MutationResolvers;
