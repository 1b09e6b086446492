import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { StaffListPage } from "../StaffListPage";
import { StaffTable } from "../StaffTable";
import { pageMeta } from "~/lib/page-meta";
import { staffClientLoader } from "~/features/staff/staff-client";
import { feedbackSummariesPage } from "~/features/staff/staff-feedback.server";

// /staff/feedback: the feedback per item, event and the platform, the most recently rated first,
// with the average stars; each opens its texts. Any staff role (decision 035); 404 for everyone else.

export const loader = ({ request }: LoaderFunctionArgs) => feedbackSummariesPage(request);

export const clientLoader = staffClientLoader;

export const meta = pageMeta;

export default function FeedbackOverview() {
  const { t } = useTranslation("staff");
  const { items } = useLoaderData<typeof loader>();
  return (
    <StaffListPage title={t("feedback.title")} intro={t("feedback.intro")}>
      {items.length === 0 ? (
        <p className="mt-6 text-ink">{t("feedback.empty")}</p>
      ) : (
        <StaffTable
          className="mt-6"
          minWidth="min-w-[40rem]"
          caption={t("feedback.caption")}
          columns={[
            { label: t("feedback.columns.item") },
            { label: t("feedback.columns.average") },
            { label: t("feedback.columns.count") },
            { label: t("feedback.columns.latest") },
          ]}
        >
          {items.map((item) => (
            <tr key={item.key} className="border-b border-line align-top">
              <td className="py-2 pr-3">
                <Link to={`/staff/feedback/${item.key}`} className="font-semibold text-primary underline">
                  {item.title ?? t("feedback.platform")}
                </Link>
                <span className="block text-muted">{t(`feedback.kinds.${item.kind}`)}</span>
              </td>
              <td className="py-2 pr-3">{t("feedback.stars", { average: item.average })}</td>
              <td className="py-2 pr-3">{item.count}</td>
              <td className="py-2 whitespace-nowrap">{item.latest}</td>
            </tr>
          ))}
        </StaffTable>
      )}
    </StaffListPage>
  );
}
