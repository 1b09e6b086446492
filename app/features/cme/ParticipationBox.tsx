import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { UrlDialog, useCloseHref } from "~/components/dialogs/UrlDialog";
import { outlineButtonClass, primaryButtonClass } from "~/components/ui/buttonStyles";
import { formatDate } from "~/lib/content-format";
import { CountingElsewhere, NeedsScript } from "./CmeBox";
import { certificatePdfHref, minutesOf, verifyHref, type ParticipationData } from "./model";

/** A livestream without CME points: presence toward a participation certificate. */
export function ParticipationBox({
  participation,
  countingElsewhere = false,
}: {
  participation: ParticipationData;
  /** The API counts another item playing at the same time instead of this one (decision 016). */
  countingElsewhere?: boolean;
}) {
  const { t } = useTranslation("cme");
  const watched = Math.min(participation.thresholdMinutes, minutesOf(participation.secondsWatched));
  return (
    <section
      className="rounded-lg border border-line border-t-4 border-t-primary bg-white p-4 text-sm"
      aria-labelledby="participation-box"
      data-testid="participation-box"
    >
      <h2 id="participation-box" className="text-lg font-semibold text-ink">
        {t("participation.heading")}
      </h2>
      {participation.certificate ? (
        <>
          <p className="mt-2 text-ink" role="status">
            {t("participation.done")}
          </p>
          <Link to="?dialog=participation" preventScrollReset className={`${primaryButtonClass} mt-3`}>
            {t("participation.show")}
          </Link>
        </>
      ) : (
        <>
          <p className="mt-2 text-ink">
            {t("participation.intro", { count: participation.thresholdMinutes })}
          </p>
          <div className="unscripted:hidden">
            <progress
              className="mt-2 h-2 w-full accent-primary"
              max={participation.thresholdMinutes}
              value={watched}
              aria-labelledby="participation-box"
              aria-describedby="participation-progress"
            />
            <p id="participation-progress" className="mt-1 text-muted">
              {t("participation.progress", { watched, count: participation.thresholdMinutes })}.{" "}
              {t("participation.note")}
            </p>
            <CountingElsewhere shown={countingElsewhere} />
          </div>
          <div className="mt-2">
            <NeedsScript watched={watched} count={participation.thresholdMinutes} />
          </div>
        </>
      )}
    </section>
  );
}

/** The participation dialog (spec 2.5): the certificate of this livestream, its PDF and verification. */
export function ParticipationDialog({ participation }: { participation: ParticipationData | null }) {
  const { t, i18n } = useTranslation("cme");
  const closeHref = useCloseHref(["dialog"]);
  const certificate = participation?.certificate ?? null;
  return (
    <UrlDialog title={t("participation.dialog_title")} width={500} closeHref={closeHref}>
      {certificate ? (
        <>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
            <dt className="text-muted">{t("verify.content")}</dt>
            <dd className="text-ink">{certificate.contentTitle}</dd>
            <dt className="text-muted">{t("verify.date")}</dt>
            <dd className="text-ink">{formatDate(certificate.issuedAt, i18n.language)}</dd>
            <dt className="text-muted">{t("certificates.number_label")}</dt>
            <dd className="break-all text-ink">{certificate.number}</dd>
          </dl>
          <p className="mt-6 flex flex-wrap gap-3">
            <a href={certificatePdfHref(certificate.id)} className={primaryButtonClass} download>
              {t("box.download")}
            </a>
            <Link to={verifyHref(certificate.number)} className={outlineButtonClass}>
              {t("certificates.verify")}
            </Link>
          </p>
        </>
      ) : (
        <p className="text-ink">{t("participation.none")}</p>
      )}
    </UrlDialog>
  );
}
