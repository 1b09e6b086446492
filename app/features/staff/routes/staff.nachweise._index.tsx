import type { LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { StaffListPage } from "../StaffListPage";
import { outlineButtonClass } from "~/components/ui/buttonStyles";
import { FilterSelect } from "~/features/staff/FilterSelect";
import { StaffTable } from "~/features/staff/StaffTable";
import { pageMeta } from "~/lib/page-meta";
import { staffClientLoader } from "~/features/staff/staff-client";
import { kindParam, PROOF_KINDS, proofPath, WAITING_DAYS } from "~/features/staff/staff";
import { proofQueuePage } from "~/features/staff/staff-proofs.server";

// /staff/nachweise: the proofs waiting for staff, oldest first, filtered by kind and by how long
// they wait (a GET form). 404 for everyone but staff who review proofs (decision 035).

export const loader = ({ request }: LoaderFunctionArgs) => proofQueuePage(request);

export const clientLoader = staffClientLoader;

export const meta = pageMeta;

export default function ProofQueue() {
  const { t } = useTranslation("staff");
  const { filter, query, total, proofs } = useLoaderData<typeof loader>();
  return (
    <StaffListPage title={t("proofs.title")} intro={t("proofs.intro")}>
      <Form method="get" className="mt-6 flex flex-wrap items-end gap-4">
        <FilterSelect
          label={t("proofs.filter.kind")}
          name="art"
          defaultValue={filter.kind ? kindParam(filter.kind) : ""}
        >
          <option value="">{t("proofs.filter.all_kinds")}</option>
          {PROOF_KINDS.map((kind) => (
            <option key={kind} value={kindParam(kind)}>
              {t(`proofs.kinds.${kind}`)}
            </option>
          ))}
        </FilterSelect>
        <FilterSelect label={t("proofs.filter.waiting")} name="wartet" defaultValue={filter.days ?? ""}>
          <option value="">{t("proofs.filter.any_age")}</option>
          {WAITING_DAYS.map((days) => (
            <option key={days} value={days}>
              {t("proofs.filter.days", { count: days })}
            </option>
          ))}
        </FilterSelect>
        <button type="submit" className={outlineButtonClass}>
          {t("proofs.filter.apply")}
        </button>
      </Form>

      <p role="status" className="mt-6 font-semibold text-ink">
        {t("proofs.waiting_count", { count: total })}
      </p>
      {proofs.length === 0 ? (
        <p className="mt-2 text-muted">{t("proofs.empty")}</p>
      ) : (
        <StaffTable
          className="mt-3"
          minWidth="min-w-[48rem]"
          caption={t("proofs.table_caption")}
          columns={[
            { label: t("proofs.columns.submitted") },
            { label: t("proofs.columns.person") },
            { label: t("proofs.columns.profession") },
            { label: t("proofs.columns.kind") },
            { label: t("proofs.columns.action"), hidden: true },
          ]}
        >
          {proofs.map((proof) => (
            <tr key={proof.id} className="border-b border-line align-top">
              <td className="py-2 pr-3 whitespace-nowrap">{proof.submittedAt}</td>
              <td className="py-2 pr-3">
                <span className="font-semibold text-ink">{proof.user.name}</span>
                <br />
                <span className="text-muted">{proof.user.email}</span>
              </td>
              <td className="py-2 pr-3">
                {proof.profession}, {proof.user.country}
              </td>
              <td className="py-2 pr-3">{t(`proofs.kinds.${proof.kind}`)}</td>
              <td className="py-2">
                <Link
                  to={`${proofPath(proof.id)}${query}`}
                  className="font-semibold text-primary underline"
                  aria-label={t("proofs.review_person", { name: proof.user.name })}
                >
                  {t("proofs.review")}
                </Link>
              </td>
            </tr>
          ))}
        </StaffTable>
      )}
    </StaffListPage>
  );
}
