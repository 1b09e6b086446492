import { useTranslation } from "react-i18next";
import { UrlDialog } from "./UrlDialog";

type Renewal = {
  email: string;
  validationStatus: string | null;
  profession: string | null;
  professionLabel: string | null;
  country: string | null;
};

const statuses = ["ACCEPTED", "PENDING", "REJECTED", "EXPIRED"] as const;

/**
 * The validation-renewal state a suspended login opens (spec §4). It explains the status; the
 * request form itself comes with the registration issue.
 */
export function RenewalDialog({ renewal }: { renewal: Renewal | null }) {
  const { t, i18n } = useTranslation("auth");
  if (!renewal) {
    return (
      <UrlDialog title={t("renewal.title")} width={800}>
        <p>{t("renewal.expired_session")}</p>
      </UrlDialog>
    );
  }
  const status = statuses.find((value) => value === renewal.validationStatus) ?? "EXPIRED";
  const country = renewal.country
    ? (new Intl.DisplayNames([i18n.language], { type: "region" }).of(renewal.country) ?? renewal.country)
    : "–";
  return (
    <UrlDialog title={t("renewal.title")} width={800}>
      <div className="flex flex-col gap-4">
        <p>{t("renewal.suspended_text")}</p>
        <div className="rounded border border-line bg-surface p-4" role="status">
          <h3 className="font-semibold">{t(`renewal.status.${status}.title`)}</h3>
          <p className="mt-1">{t(`renewal.status.${status}.text`)}</p>
        </div>
        <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1">
          <dt className="font-medium">{t("renewal.email")}</dt>
          <dd>{renewal.email}</dd>
          <dt className="font-medium">{t("renewal.profession")}</dt>
          <dd>{renewal.professionLabel ?? "–"}</dd>
          <dt className="font-medium">{t("renewal.country")}</dt>
          <dd>{country}</dd>
        </dl>
        <p className="text-muted">{t("renewal.next_steps")}</p>
      </div>
    </UrlDialog>
  );
}
