import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import type { ReactNode } from "react";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { userPage, userPageAction } from "~/features/staff/staff-users.server";
import { outlineButtonClass } from "~/components/ui/buttonStyles";
import { accountRows, DetailRows, DetailSection } from "~/features/staff/StaffDetail";
import { pageMeta } from "~/lib/page-meta";
import { staffClientLoader } from "~/features/staff/staff-client";
import { passRetryAfter } from "~/lib/route-headers";
import { orderPath, proofPath } from "~/features/staff/staff";
import { recordId } from "~/features/staff/staff.server";

// /staff/nutzer/{id}: the support view of one account: details, proof history, orders and
// certificates; a waiting email change's code sent again; the site seen as the person (decision 037).
// Opening it is in the audit trail. 404 for everyone but the support roles (decision 035).

export const loader = ({ request, params }: LoaderFunctionArgs) => userPage(request, recordId(params));

export const action = ({ request, params }: ActionFunctionArgs) => userPageAction(request, params.id ?? "");

export const clientLoader = staffClientLoader;

export const meta = pageMeta;

export const headers = passRetryAfter;

export default function UserPage() {
  const { t } = useTranslation("staff");
  const { user, proofs, orders, certificates, ordersLinked, canSimulate } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const rows: Array<[string, string | null]> = [
    [t("proofs.detail.email"), user.email],
    [t("users.pending_email"), user.pendingEmail],
    ...accountRows(t, user),
    [t("users.role"), user.role ? t(`roles.${user.role}`) : null],
    [t("proofs.detail.registered"), user.registeredAt],
  ];
  return (
    <div className="mx-auto max-w-6xl px-4 py-6">
      <p>
        <Link to="/staff/nutzer" className="text-primary underline">
          {t("users.back")}
        </Link>
      </p>
      <h1 className="mt-2 text-3xl font-bold text-ink">{user.name}</h1>
      {actionData?.error ? (
        <p role="alert" className="mt-4 rounded border border-error p-3 text-error">
          {actionData.error}
        </p>
      ) : null}
      <DetailSection id="account" title={t("users.account")}>
        <DetailRows rows={rows} />
        {user.pendingEmail ? (
          <Form method="post" className="mt-3">
            <input type="hidden" name="intent" value="resend-email-code" />
            <button type="submit" className={outlineButtonClass}>
              {t("users.resend_email_code", { email: user.pendingEmail })}
            </button>
          </Form>
        ) : null}
        {canSimulate ? (
          <Form method="post" className="mt-3">
            <input type="hidden" name="intent" value="simulate" />
            <button type="submit" className={outlineButtonClass} aria-describedby="simulate-hint">
              {t("users.simulate")}
            </button>
            <p id="simulate-hint" className="mt-1 max-w-prose text-sm text-muted">
              {t("users.simulate_hint")}
            </p>
          </Form>
        ) : (
          <p className="mt-3 max-w-prose text-sm text-muted">{t("users.simulate_unavailable")}</p>
        )}
      </DetailSection>

      <DetailSection id="proofs" title={t("users.proofs")}>
        <RecordList
          items={proofs}
          empty={t("users.no_proofs")}
          render={(proof) => (
            <>
              <Link to={proofPath(proof.id)} className="font-semibold text-primary underline">
                {t(`proofs.kinds.${proof.kind}`)} · {proof.submittedAt}
              </Link>
              <span className="block text-sm text-ink">
                {proof.profession} · {t(`proofs.status.${proof.status}`)}
                {proof.decidedAt
                  ? ` · ${t("proofs.decided.by", { date: proof.decidedAt, name: proof.decidedBy ?? t("proofs.decided.someone") })}`
                  : ""}
                {proof.rejectionReason ? ` ${t(`proofs.reasons.${proof.rejectionReason}`)}` : ""}
              </span>
            </>
          )}
        />
      </DetailSection>

      <DetailSection id="orders" title={t("users.orders")}>
        <RecordList
          items={orders}
          empty={t("users.no_orders")}
          render={(order) => (
            <>
              {ordersLinked ? (
                <Link to={orderPath(order.id)} className="font-semibold text-primary underline">
                  {t("orders.order_label", { number: order.number })}
                </Link>
              ) : (
                <span className="font-semibold">{order.number}</span>
              )}{" "}
              · {order.createdAt} · {order.total} · {t(`users.order_status.${order.status}`)}
            </>
          )}
        />
      </DetailSection>

      <DetailSection id="certificates" title={t("users.certificates")}>
        <RecordList
          items={certificates}
          empty={t("users.no_certificates")}
          render={(certificate) => (
            <>
              <span className="font-semibold">{certificate.title}</span>
              <span className="block text-sm">
                {certificate.number} · {certificate.issuedAt} ·{" "}
                {t("users.points", { count: certificate.points })} ·{" "}
                {t(`cme:certificates.status_${certificate.status}`)}
              </span>
            </>
          )}
        />
      </DetailSection>
    </div>
  );
}

/** A section's records as cards, or a line that says there are none. */
function RecordList<T extends { id: string }>({
  items,
  empty,
  render,
}: {
  items: T[];
  empty: string;
  render: (item: T) => ReactNode;
}) {
  if (items.length === 0) return <p className="text-muted">{empty}</p>;
  return (
    <ul className="flex flex-col gap-2">
      {items.map((item) => (
        <li key={item.id} className="rounded border border-line bg-white p-3 text-ink">
          {render(item)}
        </li>
      ))}
    </ul>
  );
}
