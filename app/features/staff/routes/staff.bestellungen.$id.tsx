import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useLoaderData, useLocation } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { StaffOrderPageDocument, StaffPermissionsDocument } from "~/features/staff/staff.graphql.server";
import { getFixedT, getLocale } from "~/.server/i18n";
import { notFound, staffApi } from "~/features/staff/staff.server";
import { refundOrderAction } from "~/features/staff/staff-orders.server";
import { startsFocus, useCloseHref, UrlDialog } from "~/components/dialogs/UrlDialog";
import { outlineButtonClass, primaryButtonClass } from "~/components/ui/buttonStyles";
import { formatEventStart } from "~/lib/content-format";
import { countryName } from "~/lib/countries";
import { formatEuro } from "~/lib/money";
import { pageMeta } from "~/lib/page-meta";
import { orderPath, proofPath, REFUND_DIALOG } from "~/features/staff/staff";
import { staffClientLoader } from "~/features/staff/staff-client";
import { titleWith } from "~/lib/title";

// /staff/bestellungen/{id}: one order for finance: the buyer, what was bought, the amounts, the
// payment history and what the order gives the buyer; a paid order is refunded after a confirmation
// (`?dialog=erstatten`, a form without JavaScript, a Radix dialog with it) that names the access the
// buyer loses, as the API computes it. Opening it is in the audit trail. 404 for everyone without
// ORDERS (decision 035).

export async function loader({ request, params }: LoaderFunctionArgs) {
  const id = params.id ?? "";
  if (!/^\d{1,10}$/.test(id)) throw notFound();
  const url = new URL(request.url);
  const api = await staffApi(request, url.pathname + url.search);
  const [{ staffOrder: order }, { me }, t, locale] = await Promise.all([
    api.request(StaffOrderPageDocument, { id }),
    api.request(StaffPermissionsDocument),
    getFixedT(request),
    getLocale(request),
  ]);
  if (!order) throw notFound();
  const when = (iso: string | null | undefined) => (iso ? formatEventStart(iso, locale) : null);
  const euro = (cents: number) => formatEuro(cents, locale);
  const buyer = order.buyer;
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
      buyer: buyer
        ? {
            name: [buyer.title ? t(`common:titles.${buyer.title}`) : null, buyer.first_name, buyer.last_name]
              .filter(Boolean)
              .join(" "),
            email: buyer.email,
          }
        : null,
      billing: {
        name: `${order.billing.first_name} ${order.billing.last_name}`,
        company: order.billing.company ?? null,
        street: order.billing.street,
        city: `${order.billing.zip} ${order.billing.city}`,
        country: countryName(order.billing.country, locale),
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

export const action = ({ request, params }: ActionFunctionArgs) =>
  refundOrderAction(request, params.id ?? "");

export const clientLoader = staffClientLoader;

export const meta = pageMeta;

type Order = ReturnType<typeof useLoaderData<typeof loader>>["order"];

export default function OrderPage() {
  const { t } = useTranslation("staff");
  const { order, buyerHref } = useLoaderData<typeof loader>();
  const { search } = useLocation();
  const confirming = order.status === "PAID" && new URLSearchParams(search).get("dialog") === REFUND_DIALOG;
  const rows: Array<[string, ReactNode | null]> = [
    [t("orders.detail.status"), t(`users.order_status.${order.status}`)],
    [t("orders.detail.product"), order.product],
    [t("orders.detail.created"), order.createdAt],
    [t("orders.detail.paid"), order.paidAt],
    [t("orders.detail.refunded"), order.refundedAt],
    [t("orders.detail.invoice"), order.invoiceNumber],
    [t("orders.detail.code"), order.discountCode],
    [
      t("orders.detail.proof"),
      order.proofHref ? (
        <Link to={order.proofHref} className="text-primary underline">
          {t("orders.detail.open_proof")}
        </Link>
      ) : null,
    ],
  ];
  return (
    <div className="mx-auto max-w-6xl px-4 py-6">
      <p>
        <Link to="/staff/bestellungen" className="text-primary underline">
          {t("orders.back")}
        </Link>
      </p>
      <h1 className="mt-2 text-3xl font-bold text-ink">
        {t("orders.order_label", { number: order.number })}
      </h1>

      <Section id="order" title={t("orders.detail.order")}>
        <Rows rows={rows} />
      </Section>

      <Section id="buyer" title={t("orders.detail.buyer")}>
        <Rows
          rows={[
            [
              t("orders.detail.account"),
              order.buyer ? (
                buyerHref ? (
                  <Link to={buyerHref} className="text-primary underline">
                    {order.buyer.name}
                  </Link>
                ) : (
                  order.buyer.name
                )
              ) : (
                t("orders.account_deleted")
              ),
            ],
            [t("proofs.detail.email"), order.buyer?.email ?? null],
            [
              t("orders.detail.billing"),
              [
                order.billing.name,
                order.billing.company,
                order.billing.street,
                order.billing.city,
                order.billing.country,
              ]
                .filter(Boolean)
                .join(", "),
            ],
          ]}
        />
      </Section>

      <Section id="amounts" title={t("orders.detail.amounts")}>
        <Rows
          rows={[
            [t("orders.detail.base"), order.amounts.base],
            [t("orders.detail.auto_discount"), order.amounts.autoDiscount],
            [t("orders.detail.code_discount"), order.amounts.codeDiscount],
            [t("orders.detail.total"), order.amounts.total],
            [t("orders.detail.tax", { rate: order.amounts.taxRate }), order.amounts.tax],
          ]}
        />
      </Section>

      <Section id="access" title={t(`orders.access.heading_${order.status}`)}>
        <AccessList order={order} />
        {order.status === "PAID" ? (
          <p className="mt-3">
            <Link
              to={`?dialog=${REFUND_DIALOG}`}
              preventScrollReset
              className={outlineButtonClass}
              aria-haspopup="dialog"
            >
              {t("orders.refund.open")}
            </Link>
          </p>
        ) : null}
      </Section>

      <Section id="history" title={t("orders.history.heading")}>
        <div className="overflow-x-auto">
          <table className="w-full min-w-[36rem] border-collapse text-left text-sm">
            <caption className="sr-only">{t("orders.history.caption")}</caption>
            <thead>
              <tr className="border-b border-line text-muted">
                <th scope="col" className="py-2 pr-3">
                  {t("orders.history.when")}
                </th>
                <th scope="col" className="py-2 pr-3">
                  {t("orders.history.what")}
                </th>
                <th scope="col" className="py-2">
                  {t("orders.history.detail")}
                </th>
              </tr>
            </thead>
            <tbody>
              {order.history.map((event) => (
                <tr key={event.key} className="border-b border-line align-top">
                  <td className="py-2 pr-3 whitespace-nowrap">{event.at}</td>
                  <td className="py-2 pr-3">
                    {event.kind === "PAYMENT" && event.paymentStatus
                      ? t("orders.history.payment", {
                          status: t(`orders.payment_status.${event.paymentStatus}`, {
                            defaultValue: event.paymentStatus,
                          }),
                        })
                      : t(`orders.history.kinds.${event.kind}`)}
                  </td>
                  <td className="py-2 break-all">
                    {[
                      event.paymentId,
                      event.method
                        ? t(`orders.methods.${event.method}`, { defaultValue: event.method })
                        : null,
                      event.by ? t("orders.history.by", { name: event.by }) : null,
                      event.refundReason ? t(`orders.history.reasons.${event.refundReason}`) : null,
                    ]
                      .filter(Boolean)
                      .join(" · ") || "–"}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Section>

      {confirming ? <RefundDialog order={order} /> : null}
    </div>
  );
}

/** What the order gives (or gave) its buyer, and which of it a refund takes (or took). */
function AccessList({ order }: { order: Order }) {
  const { t } = useTranslation("staff");
  if (order.access.length === 0) return <p className="text-muted">{t("orders.access.none")}</p>;
  return (
    <ul className="flex flex-col gap-2">
      {order.access.map((item) => (
        <li key={item.key} className="rounded border border-line bg-white p-3 text-ink">
          <span className="font-semibold">{item.title}</span> · {t(`orders.access.kinds.${item.kind}`)}
          <span className="block text-sm">
            {item.kept ? t("orders.access.kept") : t(`orders.access.lost_${order.status}`)}
          </span>
        </li>
      ))}
    </ul>
  );
}

function RefundDialog({ order }: { order: Order }) {
  const { t } = useTranslation("staff");
  const closeHref = useCloseHref();
  return (
    <UrlDialog
      title={t("orders.refund.title", { number: order.number })}
      description={t("orders.refund.text", { total: order.amounts.total })}
      width={500}
    >
      <AccessList order={order} />
      <Form method="post" action={orderPath(order.id)} className="mt-4 flex flex-wrap justify-end gap-3">
        <input type="hidden" name="intent" value="refund" />
        {/* Focus on the way back: a refund cannot be undone, so Enter must not be the one that does it. */}
        <Link to={closeHref} replace preventScrollReset className={outlineButtonClass} {...startsFocus}>
          {t("orders.refund.cancel")}
        </Link>
        <button type="submit" className={primaryButtonClass}>
          {t("orders.refund.confirm")}
        </button>
      </Form>
    </UrlDialog>
  );
}

function Rows({ rows }: { rows: Array<[string, ReactNode | null]> }) {
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
      {rows
        .filter((row): row is [string, ReactNode] => row[1] !== null)
        .map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-muted">{label}</dt>
            <dd className="text-ink [overflow-wrap:anywhere]">{value}</dd>
          </div>
        ))}
    </dl>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-heading`} className="mt-8">
      <h2 id={`${id}-heading`} className="text-xl font-semibold text-ink">
        {title}
      </h2>
      <div className="mt-2">{children}</div>
    </section>
  );
}
