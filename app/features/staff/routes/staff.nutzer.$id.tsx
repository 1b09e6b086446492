import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { StaffPermissionsDocument, StaffUserPageDocument } from "~/features/staff/staff.graphql.server";
import { getFixedT, getLocale } from "~/.server/i18n";
import { notFound, staffApi } from "~/features/staff/staff.server";
import { userPageAction } from "~/features/staff/staff-users.server";
import { outlineButtonClass } from "~/components/ui/buttonStyles";
import { formatDate, formatEventStart } from "~/lib/content-format";
import { countryName } from "~/lib/countries";
import { labelIn } from "~/lib/labels";
import { formatEuro } from "~/lib/money";
import { pageMeta } from "~/lib/page-meta";
import { staffClientLoader } from "~/features/staff/staff-client";
import { passRetryAfter } from "~/lib/route-headers";
import { orderPath, proofPath } from "~/features/staff/staff";
import { titleWith } from "~/lib/title";

// /staff/nutzer/{id}: the support view of one account: details, proof history, orders and
// certificates; a waiting email change's code sent again; the site seen as the person (decision 037).
// Opening it is in the audit trail. 404 for everyone but the support roles (decision 035).

export async function loader({ request, params }: LoaderFunctionArgs) {
  const id = params.id ?? "";
  if (!/^\d{1,10}$/.test(id)) throw notFound();
  const url = new URL(request.url);
  const api = await staffApi(request, url.pathname);
  const [{ staffUserDetail: detail, professions }, { me }, t, locale] = await Promise.all([
    api.request(StaffUserPageDocument, { id }),
    api.request(StaffPermissionsDocument),
    getFixedT(request),
    getLocale(request),
  ]);
  if (!detail) throw notFound();
  const professionLabel = (value: string) => {
    const found = professions.find((p) => p.value === value);
    return found ? labelIn(locale, found) : value;
  };
  const when = (iso: string | null | undefined) => (iso ? formatEventStart(iso, locale) : null);
  const { user } = detail;
  const name = [user.title ? t(`common:titles.${user.title}`) : null, user.first_name, user.last_name]
    .filter(Boolean)
    .join(" ");
  return {
    title: titleWith(t, name),
    // The orders link their page for those who may open it.
    ordersLinked: me?.staff_permissions.includes("ORDERS") ?? false,
    canSimulate: detail.can_simulate,
    user: {
      id: user.id,
      name,
      email: user.email,
      pendingEmail: detail.pending_email ?? null,
      profession: professionLabel(user.profession),
      employment: user.employment ? t(`register:employments.${user.employment}`) : null,
      country: countryName(user.country, locale),
      status: user.status,
      validationStatus: user.validation_status ?? null,
      // A validity ends on a day; the time of day the proof was accepted says nothing.
      validationExpiresAt: user.validation_expires_at
        ? formatDate(user.validation_expires_at, locale, "Europe/Berlin")
        : null,
      efn: user.efn ?? null,
      role: user.role ?? null,
      registeredAt: when(user.created_at) ?? "",
    },
    proofs: detail.proofs.map((proof) => ({
      id: proof.id,
      kind: proof.kind,
      status: proof.status,
      profession: professionLabel(proof.profession),
      submittedAt: when(proof.submitted_at) ?? "",
      decidedAt: when(proof.decided_at),
      decidedBy: proof.decided_by ?? null,
      rejectionReason: proof.rejection_reason ?? null,
    })),
    orders: detail.orders.map((order) => ({
      id: order.id,
      number: order.number,
      status: order.status,
      total: formatEuro(order.total, locale),
      createdAt: when(order.created_at) ?? "",
    })),
    certificates: detail.certificates.map((certificate) => ({
      id: certificate.id,
      number: certificate.number,
      title: certificate.content_title,
      points: certificate.points,
      status: certificate.status,
      issuedAt: when(certificate.issued_at) ?? "",
    })),
  };
}

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
    [t("proofs.detail.profession"), user.profession],
    [t("proofs.detail.employment"), user.employment],
    [t("proofs.detail.country"), user.country],
    [t("proofs.detail.efn"), user.efn],
    [t("proofs.detail.account"), t(`users.status.${user.status}`)],
    [
      t("proofs.detail.validation"),
      user.validationStatus
        ? `${t(`users.validation.${user.validationStatus}`)}${user.validationExpiresAt ? ` · ${t("proofs.detail.until", { date: user.validationExpiresAt })}` : ""}`
        : null,
    ],
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
      <Section id="account" title={t("users.account")}>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
          {rows
            .filter((row): row is [string, string] => row[1] !== null)
            .map(([label, value]) => (
              <div key={label} className="contents">
                <dt className="text-muted">{label}</dt>
                <dd className="text-ink [overflow-wrap:anywhere]">{value}</dd>
              </div>
            ))}
        </dl>
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
      </Section>

      <Section id="proofs" title={t("users.proofs")}>
        {proofs.length === 0 ? (
          <p className="text-muted">{t("users.no_proofs")}</p>
        ) : (
          <ul className="flex flex-col gap-2">
            {proofs.map((proof) => (
              <li key={proof.id} className="rounded border border-line bg-white p-3">
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
              </li>
            ))}
          </ul>
        )}
      </Section>

      <Section id="orders" title={t("users.orders")}>
        {orders.length === 0 ? (
          <p className="text-muted">{t("users.no_orders")}</p>
        ) : (
          <ul className="flex flex-col gap-2">
            {orders.map((order) => (
              <li key={order.id} className="rounded border border-line bg-white p-3 text-ink">
                {ordersLinked ? (
                  <Link to={orderPath(order.id)} className="font-semibold text-primary underline">
                    {t("orders.order_label", { number: order.number })}
                  </Link>
                ) : (
                  <span className="font-semibold">{order.number}</span>
                )}{" "}
                · {order.createdAt} · {order.total} · {t(`users.order_status.${order.status}`)}
              </li>
            ))}
          </ul>
        )}
      </Section>

      <Section id="certificates" title={t("users.certificates")}>
        {certificates.length === 0 ? (
          <p className="text-muted">{t("users.no_certificates")}</p>
        ) : (
          <ul className="flex flex-col gap-2">
            {certificates.map((certificate) => (
              <li key={certificate.id} className="rounded border border-line bg-white p-3 text-ink">
                <span className="font-semibold">{certificate.title}</span>
                <span className="block text-sm">
                  {certificate.number} · {certificate.issuedAt} ·{" "}
                  {t("users.points", { count: certificate.points })} ·{" "}
                  {t(`cme:certificates.status_${certificate.status}`)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </Section>
    </div>
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
