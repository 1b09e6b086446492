import { Form } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { useCurrentPath } from "~/components/frame/urls";
import { primaryButtonClass } from "~/components/ui/buttonStyles";
import type { CertificateData } from "./model";

/**
 * Applying for the points through the chambers' EIV: only with the user's explicit consent (a
 * checkbox the server checks too), with the EFN the points go to in plain view. One click.
 */
export function ApplyForPoints({ certificate }: { certificate: CertificateData }) {
  const { t } = useTranslation("cme");
  const here = useCurrentPath();
  const consentId = `cme-consent-${certificate.id}`;
  return (
    <Form
      method="post"
      action="/cme"
      noValidate
      className="space-y-3 rounded-md bg-primary-light p-3"
      data-testid="cme-apply"
    >
      <h3 className="font-semibold text-ink">{t("box.apply_heading")}</h3>
      {certificate.efn ? <p className="text-ink">{t("box.apply_efn", { efn: certificate.efn })}</p> : null}
      <input type="hidden" name="intent" value="apply" />
      <input type="hidden" name="certificateId" value={certificate.id} />
      <input type="hidden" name="redirectTo" value={here} />
      <p className="flex items-start gap-2">
        <input
          id={consentId}
          type="checkbox"
          name="consent"
          className="mt-1 size-4 accent-primary"
          required
        />
        <label htmlFor={consentId} className="text-ink">
          {t("box.consent")}
        </label>
      </p>
      <button type="submit" className={primaryButtonClass}>
        {t("box.apply")}
      </button>
    </Form>
  );
}
