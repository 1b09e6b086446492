import { data, redirect } from "@remix-run/node";
import { safeRedirect } from "~/lib/redirect";
import { formatEuro } from "~/lib/money";
import { countryName } from "~/lib/countries";
import { pageTitle, titleWith } from "~/lib/title";
import { idParam, olderQuery, orderPath, proofPath, readSearch } from "./staff";
import type { FlashMessage } from "~/lib/flash";
import { UpstreamValidationError } from "~/.server/api";
import { readForm } from "~/.server/form";
import {
  StaffOrderPageDocument,
  StaffOrderSearchDocument,
  StaffPermissionsDocument,
  StaffRefundOrderDocument,
} from "./staff.graphql.server";
import { flash } from "~/.server/session";
import { notFound, staffApi } from "./staff.server";
import { personName, staffWords, timeIn } from "./staff-view.server";

/**
 * The refund of an order (decision 035), confirmed in the page's dialog: back to the order
 * (post/redirect/get), which shows what the buyer has lost. An order not paid (any more), e.g.
 * refunded meanwhile in another tab, is refunded by nobody: the page says so.
 */
export async function refundOrderAction(request: Request, id: string) {
  const form = await readForm(request);
  if (!/^\d{1,10}$/.test(id)) throw notFound();
  const back = safeRedirect(orderPath(id), "/staff/bestellungen");
  const api = await staffApi(request, back, "ORDERS");
  if (form.get("intent") !== "refund") throw data({ reason: "bad_intent" }, { status: 400 });
  let message: FlashMessage;
  try {
    const { staffRefundOrder } = await api.request(StaffRefundOrderDocument, { id });
    message = {
      kind: "success",
      messages: [{ key: "staff:orders.refund.done", values: { number: staffRefundOrder.number } }],
    };
  } catch (error) {
    if (!(error instanceof UpstreamValidationError) || !error.fields.id) throw error;
    message = { kind: "error", messages: [{ key: "staff:orders.refund.refused" }] };
  }
  return redirect(back, { headers: await flash(request, message) });
}

const SEARCH_PAGE = 50;

/**
 * /staff/bestellungen: the orders found by number, the buyer's address or name, newest first,
 * paged back with `?vor=`.
 */
export async function orderSearchPage(request: Request) {
  const url = new URL(request.url);
  const { typed, query } = readSearch(url.searchParams);
  const before = idParam(url.searchParams.get("vor"));
  // Without a search the page asks whether the session may see orders at all (else the 404).
  const api = await staffApi(request, url.pathname + url.search, query ? undefined : "ORDERS");
  const [t, locale] = await staffWords(request);
  const found = query
    ? (await api.request(StaffOrderSearchDocument, { query, beforeId: before, first: SEARCH_PAGE }))
        .staffOrderSearch
    : [];
  const older = query ? olderQuery(found, SEARCH_PAGE, { suche: query }) : null;
  const when = timeIn(locale);
  return {
    title: pageTitle(t, "staff:orders.title"),
    search: typed,
    tooShort: typed !== "" && query === null,
    searched: query !== null,
    newestHref: query && before ? `/staff/bestellungen?${new URLSearchParams({ suche: query })}` : null,
    olderHref: older ? `/staff/bestellungen${older}` : null,
    orders: found.map((order) => ({
      id: order.id,
      number: order.number,
      status: order.status,
      product: order.product,
      total: formatEuro(order.total, locale),
      createdAt: when(order.created_at) ?? "",
      buyer: order.buyer
        ? { name: `${order.buyer.first_name} ${order.buyer.last_name}`, email: order.buyer.email }
        : { name: `${order.billing.first_name} ${order.billing.last_name}`, email: null },
    })),
  };
}

/** /staff/bestellungen/{id}: one order, its amounts, payment history and what it gives the buyer. */
export async function orderPage(request: Request, id: string) {
  const url = new URL(request.url);
  const api = await staffApi(request, url.pathname + url.search);
  const [{ staffOrder: order }, { me }, [t, locale]] = await Promise.all([
    api.request(StaffOrderPageDocument, { id }),
    api.request(StaffPermissionsDocument),
    staffWords(request),
  ]);
  if (!order) throw notFound();
  const when = timeIn(locale);
  const euro = (cents: number) => formatEuro(cents, locale);
  const { buyer, billing } = order;
  return {
    title: titleWith(t, t("staff:orders.order_label", { number: order.number })),
    // The buyer's support page only for those who may open it.
    buyerHref: buyer && me?.staff_permissions.includes("USERS") ? `/staff/nutzer/${buyer.id}` : null,
    order: {
      id: order.id,
      number: order.number,
      status: order.status,
      product: order.product,
      createdAt: when(order.created_at) ?? "",
      paidAt: when(order.paid_at),
      refundedAt: when(order.refunded_at),
      invoiceNumber: order.invoice_number ?? null,
      discountCode: order.discount_code ?? null,
      proofHref: order.proof_id ? proofPath(order.proof_id) : null,
      amounts: {
        base: euro(order.base),
        autoDiscount: order.auto_discount > 0 ? euro(-order.auto_discount) : null,
        codeDiscount: order.code_discount > 0 ? euro(-order.code_discount) : null,
        total: euro(order.total),
        tax: euro(order.tax),
        taxRate: order.tax_rate,
      },
      buyer: buyer ? { name: personName(t, buyer), email: buyer.email } : null,
      billing: {
        name: `${billing.first_name} ${billing.last_name}`,
        company: billing.company ?? null,
        street: billing.street,
        city: `${billing.zip} ${billing.city}`,
        country: countryName(billing.country, locale),
      },
      history: order.history.map((event, index) => ({
        key: `${index}-${event.kind}`,
        at: when(event.at) ?? "",
        kind: event.kind,
        paymentId: event.payment_id ?? null,
        paymentStatus: event.payment_status ?? null,
        method: event.method ?? null,
        by: event.by ?? null,
        refundReason: event.refund_reason ?? null,
      })),
      access: order.access.map((item) => ({
        key: item.path,
        kind: item.kind,
        title: item.title,
        path: item.path,
        kept: item.kept,
      })),
    },
  };
}
