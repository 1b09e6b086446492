import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { StaffCampaignDocument } from "~/features/staff/staff.graphql.server";
import { getFixedT, getLocale } from "~/.server/i18n";
import { notFound, staffApi } from "~/features/staff/staff.server";
import { formatEventStart } from "~/lib/content-format";
import { pageMeta } from "~/lib/page-meta";
import { staffClientLoader } from "~/features/staff/staff-client";
import { share } from "~/features/staff/staff-outreach";
import { pageTitle } from "~/lib/title";

// /staff/kampagnen/{id}: one campaign, how many got its mail and who clicked what, by click type
// (the tracked links of server/campaigns/run.ts). 404 for everyone but CAMPAIGNS (decision 035).

export async function loader({ request, params }: LoaderFunctionArgs) {
  const id = params.id ?? "";
  if (!/^\d{1,10}$/.test(id)) throw notFound();
  const url = new URL(request.url);
  const api = await staffApi(request, url.pathname);
  const [{ staffCampaign: report }, t, locale] = await Promise.all([
    api.request(StaffCampaignDocument, { id }),
    getFixedT(request),
    getLocale(request),
  ]);
  if (!report) throw notFound();
  const { campaign } = report;
  const when = (iso: string | null | undefined) => (iso ? formatEventStart(iso, locale) : null);
  return {
    title: pageTitle(t, "staff:campaigns.report.title", {
      type: t(`staff:campaigns.types.${campaign.type}`),
      id: campaign.id,
    }),
    campaign: {
      id: campaign.id,
      type: campaign.type,
      status: campaign.status,
      scheduledFor: when(campaign.scheduled_for) ?? "",
      startedAt: when(campaign.started_at),
      finishedAt: when(campaign.finished_at),
      error: campaign.error ?? null,
    },
    sent: report.sent,
    clicked: report.clicked,
    clicks: report.clicks,
  };
}

export const clientLoader = staffClientLoader;

export const meta = pageMeta;

export default function CampaignReport() {
  const { t } = useTranslation("staff");
  const { campaign, sent, clicked, clicks } = useLoaderData<typeof loader>();
  const rows: Array<[string, string | null]> = [
    [t("campaigns.report.status"), t(`campaigns.status.${campaign.status}`)],
    [t("campaigns.report.scheduled"), campaign.scheduledFor],
    [t("campaigns.report.started"), campaign.startedAt],
    [t("campaigns.report.finished"), campaign.finishedAt],
    [t("campaigns.report.error"), campaign.error],
  ];
  return (
    <div className="mx-auto max-w-6xl px-4 py-6">
      <p>
        <Link to="/staff/kampagnen" className="text-primary underline">
          {t("campaigns.back")}
        </Link>
      </p>
      <h1 className="mt-2 text-3xl font-bold text-ink">
        {t("campaigns.report.title", { type: t(`campaigns.types.${campaign.type}`), id: campaign.id })}
      </h1>
      <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        {rows
          .filter((row): row is [string, string] => row[1] !== null)
          .map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-muted">{label}</dt>
              <dd className="text-ink [overflow-wrap:anywhere]">{value}</dd>
            </div>
          ))}
      </dl>
      <p className="mt-6 flex flex-wrap gap-6 text-ink">
        <span data-testid="campaign-sent">
          <span className="block text-3xl font-bold">{sent}</span>{" "}
          {t("campaigns.report.sent", { count: sent })}
        </span>
        <span data-testid="campaign-clicked">
          <span className="block text-3xl font-bold">{clicked}</span>{" "}
          {t("campaigns.report.clicked", { share: share(clicked, sent) })}
        </span>
      </p>
      <div className="mt-6 overflow-x-auto">
        <table className="w-full min-w-[32rem] border-collapse text-left text-sm">
          <caption className="text-left text-xl font-semibold text-ink">
            {t("campaigns.report.by_type")}
          </caption>
          <thead>
            <tr className="border-b border-line text-muted">
              <th scope="col" className="py-2 pr-3">
                {t("campaigns.report.columns.type")}
              </th>
              <th scope="col" className="py-2 pr-3">
                {t("campaigns.report.columns.clicks")}
              </th>
              <th scope="col" className="py-2 pr-3">
                {t("campaigns.report.columns.recipients")}
              </th>
              <th scope="col" className="py-2">
                {t("campaigns.report.columns.share")}
              </th>
            </tr>
          </thead>
          <tbody>
            {clicks.map((row) => (
              <tr key={row.type} className="border-b border-line">
                <th scope="row" className="py-2 pr-3 font-normal">
                  {t(`campaigns.click_types.${row.type}`)}
                </th>
                <td className="py-2 pr-3">{row.clicks}</td>
                <td className="py-2 pr-3">{row.recipients}</td>
                <td className="py-2">
                  {t("campaigns.report.percent", { share: share(row.recipients, sent) })}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
