import { Form } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useCurrentPath } from "~/components/frame/urls";
import { primaryButtonClass } from "~/components/ui/buttonStyles";
import { useRootData } from "~/root";
import { consentFieldId, type CertificateData } from "./model";

/**
 * Applying for the points through the chambers' EIV: only with the user's explicit consent (a
 * checkbox the server checks too), with the EFN the points go to in plain view. One click. Without
 * the consent the /cme action comes back with its message for the checkbox: shown there, and the
 * checkbox takes the focus (autofocus without JavaScript).
 */
export function ApplyForPoints({ certificate }: { certificate: CertificateData }) {
  const { t } = useTranslation("cme");
  const here = useCurrentPath();
  const consentId = consentFieldId(certificate.id);
  const errorId = `${consentId}-error`;
  const flash = useRootData()?.flash;
  const error = flash?.field === consentId ? flash : null;
  const consentRef = useRef<HTMLInputElement>(null);
  // Each answer is a new message: the focus goes to the checkbox again after a second refusal too.
  useEffect(() => {
    if (error) consentRef.current?.focus();
  }, [error]);
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
      <div>
        <p className="flex items-start gap-2">
          <input
            ref={consentRef}
            id={consentId}
            type="checkbox"
            name="consent"
            className="mt-1 size-4 accent-primary"
            required
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            autoFocus={Boolean(error)}
          />
          <label htmlFor={consentId} className="text-ink">
            {t("box.consent")}
          </label>
        </p>
        {error ? (
          <p id={errorId} className="mt-1 pl-6 font-semibold text-error" data-testid="cme-consent-error">
            {error.messages
              .map((message) => ("text" in message ? message.text : t(message.key, message.values)))
              .join(" ")}
          </p>
        ) : null}
      </div>
      <button type="submit" className={primaryButtonClass}>
        {t("box.apply")}
      </button>
    </Form>
  );
}
