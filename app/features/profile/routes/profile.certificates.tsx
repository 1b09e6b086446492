import type { LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useLoaderData, useSearchParams } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { CertificateDialog } from "~/features/cme/CertificateDialog";
import { PointsAccount } from "~/features/cme/PointsAccount";
import { certificatePdfHref, statusKey, type CertificateData } from "~/features/cme/model";
import { outlineButtonClass, primaryButtonClass } from "~/components/ui/buttonStyles";
import { formatDate } from "~/lib/content-format";
import { pageMeta } from "~/lib/page-meta";
import { loadCertificates } from "~/features/cme/certificates.server";

// /profile/certificates (spec 2.1): every certificate with status, type, points, date and
// authority, a filter by year (a GET form), PDF downloads, the certificates dialog
// (`?dialog=certificate&id=…`) and the CME points account of the current 5-year cycle.
export const loader = ({ request }: LoaderFunctionArgs) => loadCertificates(request);

export const meta = pageMeta;

export default function CertificatesPage() {
  const { t } = useTranslation("cme");
  const data = useLoaderData<typeof loader>();
  return (
    <div className="py-6">
      <h1 className="text-3xl font-bold text-ink">{t("certificates.title")}</h1>
      <p className="mt-2 text-muted">{t("certificates.intro")}</p>

      <PointsAccount
        cycleStart={data.cycleStart}
        cycle={data.cycle}
        account={data.account}
        specialty={data.specialty}
      />

      <section className="mt-10" aria-labelledby="certificates-list">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <h2 id="certificates-list" className="text-2xl font-semibold text-ink">
            {t("certificates.list_heading")}
          </h2>
          {data.years.length > 0 ? <YearFilter years={data.years} year={data.year} /> : null}
        </div>
        {data.certificates.length === 0 ? (
          <div
            className="mt-4 rounded-lg border border-line bg-white p-6 text-ink"
            data-testid="certificates-empty"
          >
            <p>{data.year ? t("certificates.empty_year", { year: data.year }) : t("certificates.empty")}</p>
            <Link to="/cme-fortbildungen" className={`${primaryButtonClass} mt-4`}>
              {t("certificates.discover")}
            </Link>
          </div>
        ) : (
          <ul className="mt-4 space-y-3" data-testid="certificates">
            {data.certificates.map((certificate) => (
              <CertificateItem key={certificate.id} certificate={certificate} />
            ))}
          </ul>
        )}
      </section>
      {data.selected !== undefined ? <CertificateDialog certificate={data.selected} /> : null}
    </div>
  );
}

function YearFilter({ years, year }: { years: number[]; year: number | null }) {
  const { t } = useTranslation("cme");
  return (
    <Form method="get" className="flex items-end gap-2">
      <label className="flex flex-col text-sm font-semibold text-ink">
        {t("certificates.year_label")}
        <select
          name="year"
          defaultValue={year ?? ""}
          className="mt-1 min-h-10 rounded-md border border-line bg-white px-3 font-normal"
        >
          <option value="">{t("certificates.all_years")}</option>
          {years.map((value) => (
            <option key={value} value={value}>
              {value}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" className={outlineButtonClass}>
        {t("certificates.filter")}
      </button>
    </Form>
  );
}

function CertificateItem({ certificate }: { certificate: CertificateData }) {
  const { t, i18n } = useTranslation("cme");
  const [params] = useSearchParams();
  const details = new URLSearchParams(params);
  details.set("dialog", "certificate");
  details.set("id", certificate.id);
  return (
    <li
      className="rounded-lg border border-line bg-white p-4"
      data-testid="certificate"
      data-status={certificate.status}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="font-semibold text-ink">{certificate.contentTitle}</h3>
          <p className="mt-1 text-sm text-muted">
            {t(`certificates.type_${certificate.type}`)} ·{" "}
            {t("certificates.issued", { date: formatDate(certificate.issuedAt, i18n.language) })}
            {certificate.authority ? ` · ${certificate.authority}` : ""}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <span className="rounded-full bg-primary-light px-3 py-1 text-sm font-semibold text-primary">
            {t(statusKey(certificate))}
          </span>
          <span className="text-sm font-semibold text-ink">
            {t("certificates.points", { count: certificate.points })}
          </span>
        </div>
      </div>
      <p className="mt-3 flex flex-wrap gap-3">
        <a
          href={certificatePdfHref(certificate.id)}
          className={outlineButtonClass}
          aria-label={t("certificates.pdf_label", { title: certificate.contentTitle })}
          download
        >
          {t("certificates.pdf")}
        </a>
        <Link
          to={`?${details}`}
          preventScrollReset
          className={outlineButtonClass}
          aria-label={t("certificates.details_label", { title: certificate.contentTitle })}
        >
          {t("certificates.details")}
        </Link>
      </p>
    </li>
  );
}
