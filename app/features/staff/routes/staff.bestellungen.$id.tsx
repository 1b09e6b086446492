import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useLoaderData, useLocation } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { orderPage, refundOrderAction } from "~/features/staff/staff-orders.server";
import { startsFocus, useCloseHref, UrlDialog } from "~/components/dialogs/UrlDialog";
import { outlineButtonClass, primaryButtonClass } from "~/components/ui/buttonStyles";
import { DetailRows, DetailSection } from "~/features/staff/StaffDetail";
import { StaffTable } from "~/features/staff/StaffTable";
import { pageMeta } from "~/lib/page-meta";
import { orderPath, REFUND_DIALOG } from "~/features/staff/staff";
import { staffClientLoader } from "~/features/staff/staff-client";
import { recordId } from "~/features/staff/staff.server";

// /staff/bestellungen/{id}: one order for finance: the buyer, what was bought, the amounts, the
// payment history and what the order gives the buyer; a paid order is refunded after a confirmation
// (`?dialog=erstatten`, a form without JavaScript, a Radix dialog with it) that names the access the
// buyer loses, as the API computes it. Opening it is in the audit trail. 404 for everyone without
// ORDERS (decision 035).

export const loader = ({ request, params }: LoaderFunctionArgs) => orderPage(request, recordId(params));

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

      <DetailSection id="order" title={t("orders.detail.order")}>
        <DetailRows rows={rows} />
      </DetailSection>

      <DetailSection id="buyer" title={t("orders.detail.buyer")}>
        <DetailRows
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
      </DetailSection>

      <DetailSection id="amounts" title={t("orders.detail.amounts")}>
        <DetailRows
          rows={[
            [t("orders.detail.base"), order.amounts.base],
            [t("orders.detail.auto_discount"), order.amounts.autoDiscount],
            [t("orders.detail.code_discount"), order.amounts.codeDiscount],
            [t("orders.detail.total"), order.amounts.total],
            [t("orders.detail.tax", { rate: order.amounts.taxRate }), order.amounts.tax],
          ]}
        />
      </DetailSection>

      <DetailSection id="access" title={t(`orders.access.heading_${order.status}`)}>
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
      </DetailSection>

      <DetailSection id="history" title={t("orders.history.heading")}>
        <StaffTable
          minWidth="min-w-[36rem]"
          caption={t("orders.history.caption")}
          columns={[
            { label: t("orders.history.when") },
            { label: t("orders.history.what") },
            { label: t("orders.history.detail") },
          ]}
        >
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
                  event.method ? t(`orders.methods.${event.method}`, { defaultValue: event.method }) : null,
                  event.by ? t("orders.history.by", { name: event.by }) : null,
                  event.refundReason ? t(`orders.history.reasons.${event.refundReason}`) : null,
                ]
                  .filter(Boolean)
                  .join(" · ") || "–"}
              </td>
            </tr>
          ))}
        </StaffTable>
      </DetailSection>

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
