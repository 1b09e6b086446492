import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { DetailRows } from "~/features/staff/StaffDetail";
import { StaffTable } from "~/features/staff/StaffTable";
import { pageMeta } from "~/lib/page-meta";
import { staffClientLoader } from "~/features/staff/staff-client";
import { share } from "~/features/staff/staff-outreach";
import { campaignPage } from "~/features/staff/staff-outreach.server";
import { recordId } from "~/features/staff/staff.server";

// /staff/kampagnen/{id}: one campaign, how many got its mail and who clicked what, by click type
// (the tracked links of server/campaigns/run.ts). 404 for everyone but CAMPAIGNS (decision 035).

export const loader = ({ request, params }: LoaderFunctionArgs) => campaignPage(request, recordId(params));

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
      <DetailRows rows={rows} className="mt-4" />
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
      <StaffTable
        className="mt-6"
        minWidth="min-w-[32rem]"
        caption={t("campaigns.report.by_type")}
        captionShown
        columns={[
          { label: t("campaigns.report.columns.type") },
          { label: t("campaigns.report.columns.clicks") },
          { label: t("campaigns.report.columns.recipients") },
          { label: t("campaigns.report.columns.share") },
        ]}
      >
        {clicks.map((row) => (
          <tr key={row.type} className="border-b border-line">
            <th scope="row" className="py-2 pr-3 font-normal">
              {t(`campaigns.click_types.${row.type}`)}
            </th>
            <td className="py-2 pr-3">{row.clicks}</td>
            <td className="py-2 pr-3">{row.recipients}</td>
            <td className="py-2">{t("campaigns.report.percent", { share: share(row.recipients, sent) })}</td>
          </tr>
        ))}
      </StaffTable>
    </div>
  );
}
