import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { UrlDialog, useCloseHref } from "~/components/dialogs/UrlDialog";
import { primaryButtonClass } from "~/components/ui/buttonStyles";
import { formatDate } from "~/lib/content-format";
import { ApplyForPoints } from "./ApplyForPoints";
import { certificatePdfHref, numberLabelKey, statusKey, verifyHref, type CertificateData } from "./model";

/** The certificates dialog (spec 2.5): one certificate's details, applying for its points, PDF and verification. */
export function CertificateDialog({ certificate }: { certificate: CertificateData | null }) {
  const { t, i18n } = useTranslation("cme");
  const closeHref = useCloseHref(["dialog", "id"]);
  if (!certificate) {
    return (
      <UrlDialog title={t("certificates.dialog_title")} width={500} closeHref={closeHref}>
        <p className="text-ink">{t("certificates.not_found")}</p>
      </UrlDialog>
    );
  }
  const facts: [string, string][] = [
    [t("certificates.number_label"), certificate.number],
    [t("certificates.status_label"), t(statusKey(certificate))],
    [t("certificates.type_label"), t(`certificates.type_${certificate.type}`)],
    [t("box.points_label"), String(certificate.points)],
    [t("verify.date"), formatDate(certificate.issuedAt, i18n.language)],
    [t(numberLabelKey(certificate.vnr)), certificate.vnr ?? "–"],
    [t("box.authority_label"), certificate.authority ?? "–"],
    [t("certificates.efn_label"), certificate.efn ?? t("certificates.no_efn")],
  ];
  return (
    <UrlDialog
      title={certificate.contentTitle}
      description={t("certificates.dialog_title")}
      width={500}
      closeHref={closeHref}
    >
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm" data-testid="certificate-details">
        {facts.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-muted">{label}</dt>
            <dd className="break-all text-ink">{value}</dd>
          </div>
        ))}
      </dl>
      {certificate.requester === "PLATFORM" && certificate.status === "TO_BE_REQUESTED" ? (
        <div className="mt-4">
          <ApplyForPoints certificate={certificate} />
        </div>
      ) : null}
      <p className="mt-6 flex flex-wrap gap-3">
        <a href={certificatePdfHref(certificate.id)} className={primaryButtonClass} download>
          {t("box.download")}
        </a>
        <Link
          to={verifyHref(certificate.number)}
          className="inline-flex min-h-10 items-center font-semibold text-primary underline"
        >
          {t("certificates.verify")}
        </Link>
      </p>
    </UrlDialog>
  );
}
