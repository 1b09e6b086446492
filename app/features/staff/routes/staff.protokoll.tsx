import type { LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { StaffListPage } from "../StaffListPage";
import { StaffPager } from "~/features/staff/StaffPager";
import { outlineButtonClass } from "~/components/ui/buttonStyles";
import { FilterSelect } from "~/features/staff/FilterSelect";
import { StaffTable } from "~/features/staff/StaffTable";
import { pageMeta } from "~/lib/page-meta";
import { staffClientLoader } from "~/features/staff/staff-client";
import { actionParam, orderPath, proofPath, STAFF_ACTIONS } from "~/features/staff/staff";
import { auditTrailPage } from "~/features/staff/staff-audit.server";

// /staff/protokoll: the audit trail, what staff did to whom and when, newest first; filtered by
// action (a GET form) and paged back with `?vor=`. 404 for everyone but the oversight roles
// (decision 035).

export const loader = ({ request }: LoaderFunctionArgs) => auditTrailPage(request);

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
    <StaffListPage title={t("audit.title")} intro={t("audit.intro")}>
      <Form method="get" className="mt-6 flex flex-wrap items-end gap-4">
        <FilterSelect
          label={t("audit.filter")}
          name="aktion"
          defaultValue={action ? actionParam(action) : ""}
        >
          <option value="">{t("audit.all_actions")}</option>
          {STAFF_ACTIONS.map((value) => (
            <option key={value} value={actionParam(value)}>
              {t(`audit.actions.${value}`)}
            </option>
          ))}
        </FilterSelect>
        <button type="submit" className={outlineButtonClass}>
          {t("proofs.filter.apply")}
        </button>
      </Form>
      {entries.length === 0 ? (
        <p className="mt-6 text-muted">{t("audit.empty")}</p>
      ) : (
        <StaffTable
          className="mt-6"
          minWidth="min-w-[48rem]"
          caption={t("audit.caption")}
          columns={[
            { label: t("audit.columns.when") },
            { label: t("audit.columns.who") },
            { label: t("audit.columns.what") },
            { label: t("audit.columns.whom") },
            { label: t("audit.columns.detail") },
          ]}
        >
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
        </StaffTable>
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
    </StaffListPage>
  );
}
