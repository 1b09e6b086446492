import type { LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { StaffProofQueueDocument } from "~/features/staff/staff.graphql.server";
import { getFixedT, getLocale } from "~/.server/i18n";
import { staffApi } from "~/features/staff/staff.server";
import { toProofView } from "~/features/staff/staff-proofs.server";
import { outlineButtonClass } from "~/components/ui/buttonStyles";
import { pageMeta } from "~/lib/page-meta";
import { staffClientLoader } from "~/features/staff/staff-client";
import {
  kindParam,
  PROOF_KINDS,
  proofPath,
  queueQuery,
  readQueueFilter,
  WAITING_DAYS,
} from "~/features/staff/staff";
import { pageTitle } from "~/lib/title";

// /staff/nachweise: the proofs waiting for staff, oldest first, filtered by kind and by how long
// they wait (a GET form). 404 for everyone but staff who review proofs (decision 035).

const QUEUE_PAGE = 100;

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const filter = readQueueFilter(url.searchParams);
  const api = await staffApi(request, url.pathname + url.search);
  const [{ staffProofQueue, professions }, t, locale] = await Promise.all([
    api.request(StaffProofQueueDocument, {
      kind: filter.kind,
      minAgeHours: filter.days ? filter.days * 24 : null,
      first: QUEUE_PAGE,
    }),
    getFixedT(request),
    getLocale(request),
  ]);
  return {
    title: pageTitle(t, "staff:proofs.title"),
    filter,
    query: queueQuery(filter),
    total: staffProofQueue.total,
    proofs: staffProofQueue.items.map((proof) => toProofView(proof, professions, locale, t)),
  };
}

export const clientLoader = staffClientLoader;

export const meta = pageMeta;

export default function ProofQueue() {
  const { t } = useTranslation("staff");
  const { filter, query, total, proofs } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto max-w-6xl px-4 py-6">
      <h1 className="text-3xl font-bold text-ink">{t("proofs.title")}</h1>
      <p className="mt-2 text-muted">{t("proofs.intro")}</p>

      <Form method="get" className="mt-6 flex flex-wrap items-end gap-4">
        <label className="flex flex-col text-sm font-semibold text-ink">
          {t("proofs.filter.kind")}
          <select
            name="art"
            defaultValue={filter.kind ? kindParam(filter.kind) : ""}
            className="mt-1 min-h-10 rounded-md border border-line bg-white px-3 font-normal"
          >
            <option value="">{t("proofs.filter.all_kinds")}</option>
            {PROOF_KINDS.map((kind) => (
              <option key={kind} value={kindParam(kind)}>
                {t(`proofs.kinds.${kind}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col text-sm font-semibold text-ink">
          {t("proofs.filter.waiting")}
          <select
            name="wartet"
            defaultValue={filter.days ?? ""}
            className="mt-1 min-h-10 rounded-md border border-line bg-white px-3 font-normal"
          >
            <option value="">{t("proofs.filter.any_age")}</option>
            {WAITING_DAYS.map((days) => (
              <option key={days} value={days}>
                {t("proofs.filter.days", { count: days })}
              </option>
            ))}
          </select>
        </label>
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
        <div className="mt-3 overflow-x-auto">
          <table className="w-full min-w-[48rem] border-collapse text-left text-sm">
            <caption className="sr-only">{t("proofs.table_caption")}</caption>
            <thead>
              <tr className="border-b border-line text-muted">
                <th scope="col" className="py-2 pr-3">
                  {t("proofs.columns.submitted")}
                </th>
                <th scope="col" className="py-2 pr-3">
                  {t("proofs.columns.person")}
                </th>
                <th scope="col" className="py-2 pr-3">
                  {t("proofs.columns.profession")}
                </th>
                <th scope="col" className="py-2 pr-3">
                  {t("proofs.columns.kind")}
                </th>
                <th scope="col" className="py-2">
                  <span className="sr-only">{t("proofs.columns.action")}</span>
                </th>
              </tr>
            </thead>
            <tbody>
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
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
