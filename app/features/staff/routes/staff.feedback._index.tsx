import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
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
    <div className="mx-auto max-w-6xl px-4 py-6">
      <h1 className="text-3xl font-bold text-ink">{t("feedback.title")}</h1>
      <p className="mt-2 text-muted">{t("feedback.intro")}</p>
      {items.length === 0 ? (
        <p className="mt-6 text-ink">{t("feedback.empty")}</p>
      ) : (
        <div className="mt-6 overflow-x-auto">
          <table className="w-full min-w-[40rem] border-collapse text-left text-sm">
            <caption className="sr-only">{t("feedback.caption")}</caption>
            <thead>
              <tr className="border-b border-line text-muted">
                <th scope="col" className="py-2 pr-3">
                  {t("feedback.columns.item")}
                </th>
                <th scope="col" className="py-2 pr-3">
                  {t("feedback.columns.average")}
                </th>
                <th scope="col" className="py-2 pr-3">
                  {t("feedback.columns.count")}
                </th>
                <th scope="col" className="py-2">
                  {t("feedback.columns.latest")}
                </th>
              </tr>
            </thead>
            <tbody>
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
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
