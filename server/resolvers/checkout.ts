/** Events on sale, bundles and checkout (decision 020). Prices come from the server only. */
import {
  activeAutoDiscount,
  bookableTypes,
  bookingGroup,
  codeHeldOut,
  codeState,
  codeUsedUp,
  quote,
  salePhase,
  type DiscountState,
  type PriceCategory,
  type PriceType,
  type Quote,
} from "../checkout/pricing.ts";
import { invoicePdf } from "../checkout/invoice-pdf.ts";
import { fulfilOrder, orderProduct, ownerOf, type Owner } from "../checkout/orders.ts";
import { applyWebhook } from "../checkout/provider.ts";
import { env } from "../env.ts";
import type { Context } from "../context.ts";
import { fieldError, message, Validation, validationFailed, type FieldError } from "../errors.ts";
import { publicAddress } from "../public-url.ts";
import { parseId } from "../rules.ts";
import type { BillingAddress, OrderRow, PriceRow, Refusal, Viewer } from "../store/checkout.ts";
import type { EventModel } from "../store/items.ts";
import type {
  BillingAddressInput,
  EventBundleResolvers,
  EventResolvers,
  MutationResolvers,
  OrderResolvers,
  PurchasableContentResolvers,
  QueryResolvers,
} from "../generated/resolvers-types.ts";
import { signedIn } from "./signed-in.ts";
import type { FieldResolver } from "./types.ts";
import { staffRefundOrder } from "../staff/orders.ts";

/** Spec §9: shown as {taxRate} %; prices are gross. */
export const taxRate = (): number => env.TAX_RATE;

export const CHECKOUT_ERRORS = {
  notOnSale: fieldError("NOT_ON_SALE", "The sale of this event is not open."),
  notForYou: fieldError("PRICE_NOT_FOR_YOU", "This price is not available for your profession."),
  soldOut: fieldError("SOLD_OUT", "The event is sold out."),
  seatsHeld: fieldError("SEATS_HELD", "Every seat left is held by an open checkout right now."),
  tooManyOpen: fieldError("TOO_MANY_OPEN_CHECKOUTS", "You have too many open checkouts."),
  tooManyHolds: fieldError(
    "TOO_MANY_HOLDS",
    "You have started checkouts of this too often in the last 24 hours.",
  ),
  booked: fieldError("ALREADY_BOOKED", "You have booked this event already."),
  terms: fieldError("TERMS_NOT_ACCEPTED", "The terms must be accepted."),
  code: {
    INVALID: fieldError("DISCOUNT_CODE_INVALID", "The discount code is invalid."),
    EXPIRED: fieldError("DISCOUNT_CODE_EXPIRED", "The discount code has expired."),
    INAPPLICABLE: fieldError("DISCOUNT_CODE_INAPPLICABLE", "The discount code does not apply to this order."),
  } satisfies Record<Exclude<DiscountState, "VALID">, FieldError>,
  codeHeld: fieldError("DISCOUNT_CODE_HELD", "The discount code is held by an open checkout right now."),
  codeUsedUp: fieldError("DISCOUNT_CODE_USED_UP", "The discount code has been used up."),
};

/** Where each refusal of the order's hold (decision 020) goes, and what it says. */
const REFUSALS: Record<Refusal, [string, FieldError]> = {
  SOLD_OUT: ["input.price_id", CHECKOUT_ERRORS.soldOut],
  SEATS_HELD: ["input.price_id", CHECKOUT_ERRORS.seatsHeld],
  TOO_MANY_OPEN: ["input.price_id", CHECKOUT_ERRORS.tooManyOpen],
  TOO_MANY_HOLDS: ["input.price_id", CHECKOUT_ERRORS.tooManyHolds],
  CODE_USED_UP: ["input.discount_code", CHECKOUT_ERRORS.codeUsedUp],
  CODE_HELD: ["input.discount_code", CHECKOUT_ERRORS.codeHeld],
};

const ownerKey = (owner: Owner) =>
  owner.kind === "event"
    ? { event: owner.event.id }
    : owner.kind === "bundle"
      ? { bundle: owner.bundle.id }
      : { content: owner.content.id };
const ownerCategory = (owner: Owner): PriceCategory =>
  owner.kind === "event" ? (owner.event.price_category ?? "UNIFIED") : "UNIFIED";
/** A paid content item is always on sale. */
const ownerSale = (owner: Owner) =>
  owner.kind === "event"
    ? owner.event
    : owner.kind === "bundle"
      ? owner.bundle
      : { sale_starts_at: null, sale_ends_at: null };
const ownerEventIds = (context: Context, owner: Owner) =>
  owner.kind === "event"
    ? [owner.event.id]
    : owner.kind === "bundle"
      ? context.store.checkout.bundleEventIds(owner.bundle.id)
      : [];

export interface PriceModel {
  id: number;
  type: PriceType;
  amount: number;
  current_amount: number;
  bookable: boolean;
  needs_proof: boolean;
}

function priceModel(context: Context, owner: Owner, price: PriceRow): PriceModel {
  const viewer = context.viewer();
  const type = price.type as PriceType;
  const allowed = viewer ? bookableTypes(ownerCategory(owner), bookingGroup(viewer.user.profession)) : [];
  const early = activeAutoDiscount(context.store.checkout.autoDiscounts(ownerKey(owner)), context.now());
  return {
    id: price.id,
    type,
    amount: price.amount_cents,
    current_amount: quote(price.amount_cents, early, null, taxRate()).total,
    bookable: allowed.includes(type),
    needs_proof: type === "ASSISTANT",
  };
}

const pricesOf = (context: Context, owner: Owner) =>
  context.store.checkout.prices(ownerKey(owner)).map((price) => priceModel(context, owner, price));
const earlyBirdOf = (context: Context, owner: Owner) =>
  activeAutoDiscount(context.store.checkout.autoDiscounts(ownerKey(owner)), context.now());

/** The viewer holds a paid ticket for every event of the owner (or bought the content item). */
function isBooked(context: Context, owner: Owner): boolean {
  const viewer = context.viewer();
  if (!viewer) return false;
  if (owner.kind === "content")
    return context.store.checkout.paidContentIds(viewer.user.id).has(owner.content.id);
  const ids = ownerEventIds(context, owner);
  return ids.length > 0 && ids.every((id) => context.store.checkout.hasTicket(viewer.user.id, id));
}

/** The viewer as the holds see them: their own open checkout of this product does not count against them. */
function viewerOf(context: Context, owner: Owner): Viewer | null {
  const viewer = context.viewer();
  return viewer ? { user: viewer.user.id, owner: ownerKey(owner) } : null;
}

const seatsOf = (context: Context, event: EventModel) =>
  context.store.checkout.seats(event.id, context.now(), viewerOf(context, { kind: "event", event }));

const isSoldOut = (context: Context, event: EventModel) =>
  event.capacity !== null && seatsOf(context, event).paid >= event.capacity;

/** Not sold out, but every seat left is held by others' open checkouts (free again when they end). */
function isFullyReserved(context: Context, event: EventModel): boolean {
  if (event.capacity === null) return false;
  const { paid, held } = seatsOf(context, event);
  return paid < event.capacity && paid + held >= event.capacity;
}

/** Spec 3.6 EventState from the clock (and the organiser's pause while live). */
export function eventState(event: EventModel, now: Date): "UPCOMING" | "PAUSED" | "LIVE" | "PAST" {
  const at = now.getTime();
  if (at < Date.parse(event.starts_at)) return "UPCOMING";
  if (at >= Date.parse(event.ends_at)) return "PAST";
  return event.paused ? "PAUSED" : "LIVE";
}

export const eventCheckoutFields = {
  state: (event, _a, context) => eventState(event, context.now()),
  agenda: (event, _a, { store }) =>
    store.checkout.agenda(event.id).map((item) => {
      const ids = item.expert_ids ? (JSON.parse(item.expert_ids) as number[]) : [];
      return { ...item, experts: ids.length ? store.catalogue.expertsByIds(ids) : [] };
    }),
  experts: (event, _a, { store }) =>
    store.checkout.eventExperts(event.id).map((row) => ({ role: row.role, expert: row })),
  supporters: (event, _a, { store }) => store.checkout.supporters(event.id),
  info_sections: (event, _a, { store }) => store.checkout.infoSections(event.id),
  cme_points: (event, _a, { store }) => store.checkout.eventPoints(event.id),
  sale_phase: (event, _a, context) =>
    salePhase({ starts_at: event.sale_starts_at, ends_at: event.sale_ends_at }, context.now()),
  prices: (event, _a, context) => pricesOf(context, { kind: "event", event }),
  early_bird: (event, _a, context) => earlyBirdOf(context, { kind: "event", event }),
  sold_out: (event, _a, context) => isSoldOut(context, event),
  fully_reserved: (event, _a, context) => isFullyReserved(context, event),
  booked: (event, _a, context) => isBooked(context, { kind: "event", event }),
  bundles: (event, _a, { store }) =>
    store.checkout.bundles().filter((bundle) => store.checkout.bundleEventIds(bundle.id).includes(event.id)),
} satisfies EventResolvers;

export const EventBundle = {
  events: (bundle, _a, { store }) =>
    store.checkout
      .bundleEventIds(bundle.id)
      .map((id) => store.items.eventById(id))
      .filter((event): event is EventModel => event !== null)
      .sort((a, b) => a.starts_at.localeCompare(b.starts_at)),
  sale_phase: (bundle, _a, context) =>
    salePhase({ starts_at: bundle.sale_starts_at, ends_at: bundle.sale_ends_at }, context.now()),
  prices: (bundle, _a, context) => pricesOf(context, { kind: "bundle", bundle }),
  early_bird: (bundle, _a, context) => earlyBirdOf(context, { kind: "bundle", bundle }),
  booked: (bundle, _a, context) => isBooked(context, { kind: "bundle", bundle }),
} satisfies EventBundleResolvers;

/** The price, its owner and the viewer's quote; validation errors under `key`. */
function priceQuote(context: Context, priceId: string, code: string | null | undefined, key: string) {
  const id = parseId(priceId);
  const price = id === null ? null : context.store.checkout.priceById(id);
  const owner = price ? ownerOf(context.store, price) : null;
  if (!price || !owner) throw validationFailed("checkout", { [key]: [message.invalid(key)] });
  const typed = code?.trim() ?? "";
  const found = typed ? context.store.checkout.code(typed, context.now(), viewerOf(context, owner)) : null;
  const known: DiscountState | null = typed
    ? codeState(found, ownerEventIds(context, owner), context.now())
    : null;
  // Held by others' open checkouts: not to be had now (decision 020), though it may be again.
  const reserved = known === "VALID" && found !== null && codeHeldOut(found);
  // Redeemed by paid orders as often as it may be: gone for good.
  const usedUp = codeUsedUp(found, ownerEventIds(context, owner), context.now());
  const state: DiscountState | null = reserved ? "INVALID" : known;
  const result: Quote = quote(
    price.amount_cents,
    earlyBirdOf(context, owner),
    state === "VALID" ? found : null,
    taxRate(),
  );
  return { price, owner, quote: result, state, reserved, usedUp, code: state === "VALID" ? found : null };
}

const checkoutQuote: FieldResolver<QueryResolvers, "checkoutQuote"> = signedIn((_viewer, args, context) => {
  const offer = priceQuote(context, args.priceId, args.discountCode, "priceId");
  const q = offer.quote;
  return {
    price: priceModel(context, offer.owner, offer.price),
    base: q.base,
    auto_discount: q.autoDiscount,
    code_discount: q.codeDiscount,
    total: q.total,
    tax_rate: q.taxRate,
    tax: q.tax,
    discount_state: offer.state,
    discount_reserved: offer.reserved,
    discount_used_up: offer.usedUp,
  };
});

function readBilling(validation: Validation, billing: BillingAddressInput): BillingAddress {
  const text = (field: keyof BillingAddress, required = true) => {
    const key = `input.billing.${field}`;
    const value = (billing[field] ?? "").trim();
    if (required && value === "") validation.add(key, message.required(key));
    else if (value.length > 255) validation.add(key, message.max(key, 255));
    return value;
  };
  const country = text("country");
  if (country && !/^[A-Z]{2}$/.test(country))
    validation.add("input.billing.country", message.invalid("input.billing.country"));
  return {
    first_name: text("first_name"),
    last_name: text("last_name"),
    company: text("company", false) || null,
    street: text("street"),
    zip: text("zip"),
    city: text("city"),
    country,
  };
}

/** The order is for someone who may book this price of this owner now. */
function checkBookable(context: Context, owner: Owner, price: PriceRow, validation: Validation) {
  const key = "input.price_id";
  const sale = ownerSale(owner);
  if (
    salePhase({ starts_at: sale.sale_starts_at, ends_at: sale.sale_ends_at }, context.now()) !== "ON_SALE"
  ) {
    return validation.add(key, CHECKOUT_ERRORS.notOnSale);
  }
  if (!priceModel(context, owner, price).bookable) return validation.add(key, CHECKOUT_ERRORS.notForYou);
  const events = ownerEventIds(context, owner).map((id) => context.store.items.eventById(id));
  if (events.some((event) => event && isSoldOut(context, event)))
    return validation.add(key, CHECKOUT_ERRORS.soldOut);
  if (isBooked(context, owner)) validation.add(key, CHECKOUT_ERRORS.booked);
}

const startCheckout: FieldResolver<MutationResolvers, "startCheckout"> = signedIn(
  ({ user }, { input }, context, info) => {
    const { store } = context;
    const now = context.now();
    const {
      price,
      owner,
      quote: q,
      state,
      reserved,
      usedUp,
      code,
    } = priceQuote(context, input.price_id, input.discount_code, "input.price_id");
    const validation = new Validation();
    checkBookable(context, owner, price, validation);
    if (reserved) validation.add("input.discount_code", CHECKOUT_ERRORS.codeHeld);
    else if (usedUp) validation.add("input.discount_code", CHECKOUT_ERRORS.codeUsedUp);
    else if (state !== null && state !== "VALID")
      validation.add("input.discount_code", CHECKOUT_ERRORS.code[state]);
    const billing = readBilling(validation, input.billing);
    const proof = input.assistant_proof?.create?.uuid.trim() ?? "";
    if (price.type === "ASSISTANT") {
      if (!proof) validation.add("input.assistant_proof", message.required("input.assistant_proof"));
      else if (!store.uploads.isAttachable(proof, "assistant_price_validation")) {
        validation.add("input.assistant_proof", message.invalid("input.assistant_proof"));
      }
    } else if (proof) validation.add("input.assistant_proof", message.prohibited("input.assistant_proof"));
    if (!input.accept_terms) validation.add("input.accept_terms", CHECKOUT_ERRORS.terms);
    if (!input.redirect_url.startsWith(`${context.siteUrl.replace(/\/$/, "")}/`)) {
      validation.add("input.redirect_url", message.invalid("input.redirect_url"));
    }
    validation.throwIfFailed(info.fieldName);

    // One write transaction (BEGIN IMMEDIATE): the seats and the code are counted and held together.
    const orderId = store.db
      .transaction(() => {
        if (proof && !store.uploads.attach(proof, "assistant_price_validation", now)) {
          throw validationFailed(info.fieldName, {
            "input.assistant_proof": [message.invalid("input.assistant_proof")],
          });
        }
        const opened = store.checkout.createOrder(
          {
            user_id: user.id,
            price_id: price.id,
            discount_code_id: code?.id ?? null,
            base_cents: q.base,
            auto_discount_cents: q.autoDiscount,
            code_discount_cents: q.codeDiscount,
            total_cents: q.total,
            tax_rate: q.taxRate,
            tax_cents: q.tax,
            billing,
            proof_upload_uuid: proof || null,
          },
          { user: user.id, owner: ownerKey(owner) },
          ownerEventIds(context, owner),
          now,
        );
        if ("refused" in opened) {
          const [key, error] = REFUSALS[opened.refused];
          throw validationFailed(info.fieldName, { [key]: [error] });
        }
        const { id, heldUntil } = opened;
        // Staff check the assistant-doctor proof like any proof (a rejection refunds the order).
        if (proof) store.validations.submitOrderProof(user.id, user.profession, proof, id, now);
        // Nothing to pay (a 100 % code): paid at once, without the provider.
        if (q.total === 0) fulfilOrder(store, id, now, context.siteUrl);
        else store.checkout.createPayment(id, input.redirect_url, now, heldUntil);
        return id;
      })
      .immediate();
    const order = store.checkout.order(orderId);
    if (!order) throw new Error(`order ${orderId} vanished`);
    return order;
  },
);

/** The viewer's own order, with its payment as the provider knows it now (its timers, as the webhook would). */
function ownOrder(context: Context, id: string): OrderRow | null {
  const { user } = context.requireViewer();
  const parsed = parseId(id);
  const order = parsed === null ? null : context.store.checkout.order(parsed);
  if (!order || order.user_id !== user.id) return null;
  const payment = context.store.checkout.latestPayment(order.id);
  if (payment) applyWebhook(context.store, payment.id, context.now());
  return context.store.checkout.order(order.id);
}

/** Only while the hold runs: a lapsed or released hold is no promise. */
const heldUntil: FieldResolver<OrderResolvers, "held_until"> = (order, _a, context) =>
  order.status === "OPEN" && order.held_until && order.held_until > context.now().toISOString()
    ? order.held_until
    : null;
const refundReason: FieldResolver<OrderResolvers, "refund_reason"> = (order) => order.refund_reason;

export const Order = {
  status: (order) => order.status,
  payment_status: (order, _a, { store }) => store.checkout.latestPayment(order.id)?.status ?? null,
  checkout_url: (order, _a, { store, publicUrl }) => {
    const payment = store.checkout.latestPayment(order.id);
    return order.status === "OPEN" && payment?.status === "open"
      ? publicAddress(`/checkout/${payment.id}`, publicUrl)
      : null;
  },
  price: (order, _a, context) => {
    const price = context.store.checkout.priceById(order.price_id);
    const owner = price ? ownerOf(context.store, price) : null;
    if (!price || !owner) throw new Error(`order ${order.id} without its price`);
    return priceModel(context, owner, price);
  },
  event: (order, _a, { store }) => {
    const price = store.checkout.priceById(order.price_id);
    return price?.event_id ? store.items.eventById(price.event_id) : null;
  },
  content: (order, _a, { store }) => {
    const price = store.checkout.priceById(order.price_id);
    return price?.content_id ? (store.content.byIds([price.content_id])[0] ?? null) : null;
  },
  bundle: (order, _a, { store }) => {
    const price = store.checkout.priceById(order.price_id);
    return price?.bundle_id ? store.checkout.bundleById(price.bundle_id) : null;
  },
  base: (order) => order.base_cents,
  auto_discount: (order) => order.auto_discount_cents,
  code_discount: (order) => order.code_discount_cents,
  total: (order) => order.total_cents,
  tax: (order) => order.tax_cents,
  held_until: heldUntil,
  refund_reason: refundReason,
  billing: (order) => JSON.parse(order.billing) as BillingAddress,
} satisfies OrderResolvers;

const invoicePdfQuery: FieldResolver<QueryResolvers, "invoicePdf"> = async (_p, args, context, info) => {
  const order = ownOrder(context, args.orderId);
  if (!order || !order.invoice_number)
    throw validationFailed(info.fieldName, { id: [message.invalid("id")] });
  const price = context.store.checkout.priceById(order.price_id);
  const bytes = await invoicePdf(
    order,
    orderProduct(context.store, order),
    price ? (PRICE_LABELS[price.type] ?? price.type) : "",
  );
  return { file_name: `Rechnung-${order.invoice_number}.pdf`, base64: Buffer.from(bytes).toString("base64") };
};

/** The price types on invoices (German, like the product). */
const PRICE_LABELS: Record<string, string> = {
  BASE: "Ticket",
  PRIMARY_PROFESSIONS: "Ticket für Ärztinnen und Ärzte, Zahn- und Tierärzte, Apotheker",
  EXTENDED_PROFESSIONS: "Ticket für weitere Gesundheitsberufe",
  STUDENT: "Ticket für Studierende",
  ASSISTANT: "Ticket für Assistenzärztinnen und -ärzte",
  FULL: "Paketpreis",
};

const SLUGGABLE: Record<string, string> = {
  VOD: "Vod",
  LIVESTREAM: "Livestream",
  SHORT: "Short",
  PLAYLIST: "Playlist",
};

export const PurchasableContent = {
  sluggable_type: (content) => SLUGGABLE[content.kind] ?? "Vod",
  prices: (content, _a, context) => pricesOf(context, { kind: "content", content }),
  booked: (content, _a, context) => isBooked(context, { kind: "content", content }),
} satisfies PurchasableContentResolvers;

const purchasableContent: FieldResolver<QueryResolvers, "purchasableContent"> = (_p, { slug }, { store }) => {
  for (const kind of ["VOD", "LIVESTREAM"]) {
    const item = store.items.bySlug(kind, slug);
    if (item && item.access === "PAID" && store.checkout.prices({ content: item.id }).length > 0) return item;
  }
  return null;
};

export const checkoutQueries = {
  purchasableContent,
  invoicePdf: invoicePdfQuery,
  seminars: (_p, _a, context) => context.store.checkout.seminars(context.now()),
  eventBundles: (_p, _a, { store }) => store.checkout.bundles(),
  eventBundle: (_p, { slug }, { store }) => store.checkout.bundleBySlug(slug),
  checkoutQuote,
  order: (_p, { id }, context) => ownOrder(context, id),
  myOrders: (_p, _a, context) => {
    const { user } = context.requireViewer();
    return context.store.checkout.ordersOf(user.id);
  },
} satisfies QueryResolvers;

/** refundOrder: the contract's older name of staffRefundOrder. */
export const checkoutMutations = { startCheckout, refundOrder: staffRefundOrder } satisfies MutationResolvers;
