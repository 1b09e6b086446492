import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { StaffListPage } from "../StaffListPage";
import { StaffTable } from "../StaffTable";
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
    <StaffListPage title={t("surveys.title")} intro={t("surveys.intro")}>
      {surveys.length === 0 ? (
        <p className="mt-6 text-ink">{t("surveys.empty")}</p>
      ) : (
        <StaffTable
          className="mt-6"
          minWidth="min-w-[36rem]"
          caption={t("surveys.caption")}
          columns={[
            { label: t("surveys.columns.survey") },
            { label: t("surveys.columns.invited") },
            { label: t("surveys.columns.responses") },
            { label: t("surveys.columns.closes") },
          ]}
        >
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
        </StaffTable>
      )}
    </StaffListPage>
  );
}
