import type { LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { StaffAuditTrailDocument } from "~/features/staff/staff.graphql.server";
import { getFixedT, getLocale } from "~/.server/i18n";
import { staffApi } from "~/features/staff/staff.server";
import { olderQuery, StaffPager } from "~/features/staff/StaffPager";
import { outlineButtonClass } from "~/components/ui/buttonStyles";
import { formatEventStart } from "~/lib/content-format";
import { pageMeta } from "~/lib/page-meta";
import { staffClientLoader } from "~/features/staff/staff-client";
import {
  actionParam,
  idParam,
  orderPath,
  proofPath,
  readActionParam,
  STAFF_ACTIONS,
} from "~/features/staff/staff";
import { pageTitle } from "~/lib/title";

// /staff/protokoll: the audit trail, what staff did to whom and when, newest first; filtered by
// action (a GET form) and paged back with `?vor=`. 404 for everyone but the oversight roles
// (decision 035).

const PAGE = 50;

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const action = readActionParam(url.searchParams.get("aktion"));
  const before = idParam(url.searchParams.get("vor"));
  const api = await staffApi(request, url.pathname + url.search);
  const [{ staffAuditTrail }, t, locale] = await Promise.all([
    api.request(StaffAuditTrailDocument, { action, beforeId: before, first: PAGE }),
    getFixedT(request),
    getLocale(request),
  ]);
  const older = olderQuery(staffAuditTrail, PAGE, { aktion: action ? actionParam(action) : null });
  return {
    title: pageTitle(t, "staff:audit.title"),
    action,
    paged: before !== null,
    entries: staffAuditTrail.map((entry) => ({
      id: entry.id,
      at: formatEventStart(entry.at, locale),
      action: entry.action,
      staff: entry.staff ? entry.staff.name : null,
      role: entry.staff_role ?? null,
      target: entry.target
        ? {
            id: entry.target.id,
            name: [entry.target.first_name, entry.target.last_name].join(" "),
            email: entry.target.email,
          }
        : null,
      detail: entry.detail ?? null,
      facts: {
        proofId: entry.proof_id ?? null,
        rejectionReason: entry.rejection_reason ?? null,
        livestream: entry.livestream?.title ?? null,
        moderation: entry.moderation_action ?? null,
        campaignId: entry.campaign_id ?? null,
        campaignType: entry.campaign_type ?? null,
        survey: entry.survey ?? null,
        orderId: entry.order_id ?? null,
        orderNumber: entry.order_number ?? null,
        searchKind: entry.search_kind ?? null,
        codeKind: entry.code_kind ?? null,
        email: entry.email ?? null,
        emailDomain: entry.email_domain ?? null,
        proofKind: entry.proof_kind ?? null,
        minAgeHours: entry.min_age_hours ?? null,
      },
    })),
    olderHref: older ? `/staff/protokoll${older}` : null,
  };
}

export const clientLoader = staffClientLoader;

export const meta = pageMeta;

type Facts = ReturnType<typeof useLoaderData<typeof loader>>["entries"][number]["facts"];

const linkClass = "text-primary underline";

/**
 * What an entry was about, in this app's words (decision 034); entries recorded before the typed
 * fields show their free text as it is.
 */
function AuditDetail({ facts, detail }: { facts: Facts; detail: string | null }) {
  const { t } = useTranslation("staff");
  const parts: ReactNode[] = [];
  if (facts.proofId)
    parts.push(
      <Link key="proof" to={proofPath(facts.proofId)} className={linkClass}>
        {t("audit.detail.proof", { id: facts.proofId })}
      </Link>,
    );
  if (facts.rejectionReason) parts.push(t(`proofs.reasons.${facts.rejectionReason}`));
  if (facts.livestream) parts.push(facts.livestream);
  if (facts.moderation) parts.push(t(`audit.detail.moderation.${facts.moderation}`));
  if (facts.campaignId)
    parts.push(
      <Link
        key="campaign"
        to={`/staff/kampagnen/${encodeURIComponent(facts.campaignId)}`}
        className={linkClass}
      >
        {facts.campaignType
          ? t("campaigns.report.title", {
              type: t(`campaigns.types.${facts.campaignType}`),
              id: facts.campaignId,
            })
          : t("audit.detail.campaign", { id: facts.campaignId })}
      </Link>,
    );
  if (facts.survey)
    parts.push(
      <Link key="survey" to={`/staff/umfragen/${encodeURIComponent(facts.survey.id)}`} className={linkClass}>
        {facts.survey.title}
      </Link>,
    );
  if (facts.orderId && facts.orderNumber)
    parts.push(
      <Link key="order" to={orderPath(facts.orderId)} className={linkClass}>
        {t("orders.order_label", { number: facts.orderNumber })}
      </Link>,
    );
  if (facts.searchKind) parts.push(t(`audit.detail.search.${facts.searchKind}`));
  if (facts.codeKind) parts.push(t(`audit.detail.code.${facts.codeKind}`));
  if (facts.email)
    parts.push(
      <span key="email" className="break-all">
        {facts.email}
      </span>,
    );
  if (facts.emailDomain)
    parts.push(
      <span key="domain" className="break-all">
        {t("audit.detail.domain", { domain: facts.emailDomain })}
      </span>,
    );
  if (facts.minAgeHours !== null) {
    const kind = facts.proofKind ? t(`proofs.kinds.${facts.proofKind}`) : t("proofs.filter.all_kinds");
    parts.push(
      facts.minAgeHours > 0
        ? t("audit.detail.queue_age", { kind, count: facts.minAgeHours })
        : t("audit.detail.queue", { kind }),
    );
  }
  if (parts.length === 0) return <span className="break-all">{detail ?? "–"}</span>;
  return (
    <ul>
      {parts.map((part, index) => (
        <li key={index}>{part}</li>
      ))}
    </ul>
  );
}

export default function AuditTrail() {
  const { t } = useTranslation("staff");
  const { action, paged, entries, olderHref } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto max-w-6xl px-4 py-6">
      <h1 className="text-3xl font-bold text-ink">{t("audit.title")}</h1>
      <p className="mt-2 text-muted">{t("audit.intro")}</p>
      <Form method="get" className="mt-6 flex flex-wrap items-end gap-4">
        <label className="flex flex-col text-sm font-semibold text-ink">
          {t("audit.filter")}
          <select
            name="aktion"
            defaultValue={action ? actionParam(action) : ""}
            className="mt-1 min-h-10 rounded-md border border-line bg-white px-3 font-normal"
          >
            <option value="">{t("audit.all_actions")}</option>
            {STAFF_ACTIONS.map((value) => (
              <option key={value} value={actionParam(value)}>
                {t(`audit.actions.${value}`)}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className={outlineButtonClass}>
          {t("proofs.filter.apply")}
        </button>
      </Form>
      {entries.length === 0 ? (
        <p className="mt-6 text-muted">{t("audit.empty")}</p>
      ) : (
        <div className="mt-6 overflow-x-auto">
          <table className="w-full min-w-[48rem] border-collapse text-left text-sm">
            <caption className="sr-only">{t("audit.caption")}</caption>
            <thead>
              <tr className="border-b border-line text-muted">
                <th scope="col" className="py-2 pr-3">
                  {t("audit.columns.when")}
                </th>
                <th scope="col" className="py-2 pr-3">
                  {t("audit.columns.who")}
                </th>
                <th scope="col" className="py-2 pr-3">
                  {t("audit.columns.what")}
                </th>
                <th scope="col" className="py-2 pr-3">
                  {t("audit.columns.whom")}
                </th>
                <th scope="col" className="py-2">
                  {t("audit.columns.detail")}
                </th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <tr key={entry.id} className="border-b border-line align-top">
                  <td className="py-2 pr-3 whitespace-nowrap">{entry.at}</td>
                  <td className="py-2 pr-3">
                    {entry.staff ?? t("audit.no_staff")}
                    {entry.role ? <span className="block text-muted">{t(`roles.${entry.role}`)}</span> : null}
                  </td>
                  <td className="py-2 pr-3">{t(`audit.actions.${entry.action}`)}</td>
                  <td className="py-2 pr-3">
                    {entry.target ? (
                      <>
                        <Link to={`/staff/nutzer/${entry.target.id}`} className="text-primary underline">
                          {entry.target.name}
                        </Link>
                        <span className="block break-all text-muted">{entry.target.email}</span>
                      </>
                    ) : (
                      "–"
                    )}
                  </td>
                  <td className="py-2">
                    <AuditDetail facts={entry.facts} detail={entry.detail} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <StaffPager
        newest={
          paged
            ? {
                href: action ? `/staff/protokoll?aktion=${actionParam(action)}` : "/staff/protokoll",
                label: t("audit.newest"),
              }
            : null
        }
        older={olderHref ? { href: olderHref, label: t("audit.older") } : null}
      />
    </div>
  );
}
