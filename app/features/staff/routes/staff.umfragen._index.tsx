import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { pageMeta } from "~/lib/page-meta";
import { staffClientLoader } from "~/features/staff/staff-client";
import { surveyPath } from "~/features/staff/staff-outreach";
import { surveysPage } from "~/features/staff/staff-outreach.server";

// /staff/umfragen: every survey with how many were invited and answered; each opens its results
// and invitations. 404 for everyone but the roles with SURVEYS (decision 035).

export const loader = ({ request }: LoaderFunctionArgs) => surveysPage(request);

export const clientLoader = staffClientLoader;

export const meta = pageMeta;

export default function Surveys() {
  const { t } = useTranslation("staff");
  const { surveys } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto max-w-6xl px-4 py-6">
      <h1 className="text-3xl font-bold text-ink">{t("surveys.title")}</h1>
      <p className="mt-2 text-muted">{t("surveys.intro")}</p>
      {surveys.length === 0 ? (
        <p className="mt-6 text-ink">{t("surveys.empty")}</p>
      ) : (
        <div className="mt-6 overflow-x-auto">
          <table className="w-full min-w-[36rem] border-collapse text-left text-sm">
            <caption className="sr-only">{t("surveys.caption")}</caption>
            <thead>
              <tr className="border-b border-line text-muted">
                <th scope="col" className="py-2 pr-3">
                  {t("surveys.columns.survey")}
                </th>
                <th scope="col" className="py-2 pr-3">
                  {t("surveys.columns.invited")}
                </th>
                <th scope="col" className="py-2 pr-3">
                  {t("surveys.columns.responses")}
                </th>
                <th scope="col" className="py-2">
                  {t("surveys.columns.closes")}
                </th>
              </tr>
            </thead>
            <tbody>
              {surveys.map((survey) => (
                <tr key={survey.id} className="border-b border-line align-top">
                  <td className="py-2 pr-3">
                    <Link to={surveyPath(survey.id)} className="font-semibold text-primary underline">
                      {survey.title}
                    </Link>
                  </td>
                  <td className="py-2 pr-3">{survey.invited}</td>
                  <td className="py-2 pr-3">{survey.responses}</td>
                  <td className="py-2">{survey.closesAt ?? t("surveys.open")}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
