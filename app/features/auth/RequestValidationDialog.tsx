import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, Link, useActionData, useNavigation } from "@remix-run/react";
import { useMemo, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { ErrorSummary } from "~/components/forms/ErrorSummary";
import { ProofUpload } from "~/components/forms/ProofUpload";
import type { ProofUploadValue } from "~/lib/proof-upload";
import { SelectField } from "~/components/forms/SelectField";
import { TextField } from "~/components/forms/TextField";
import { efnApplies } from "~/lib/efn";
import { createRequestValidationSchema, type ValidationStatus } from "./request-validation.schema";
import { useHydrated } from "~/lib/use-hydrated";
import { UrlDialog } from "~/components/dialogs/UrlDialog";
import { labelIn } from "~/lib/labels";
import { SubmitButton } from "~/components/forms/SubmitButton";

export type ProfessionOption = { value: string; group: string; label_de: string; label_en: string };

/** What the dialog shows; never the password (suspended mode keeps it in the server-side session). */
export type RequestValidationData = {
  mode: "suspended" | "refresh";
  /** Suspended mode: the account the request is for. */
  email: string | null;
  validationStatus: ValidationStatus | null;
  profession: string | null;
  country: string | null;
  professions: ProfessionOption[];
};

export type RequestValidationActionData =
  { result?: SubmissionResult<string[]>; upload?: ProofUploadValue | null } | undefined;

type Props = {
  /** Null when the suspended login's data is gone (session expired or dialog closed). */
  data: RequestValidationData | null;
  /** Where cancel and close go: the landing page, or the page the renewal started from. */
  closeHref: string;
};

const GROUPS = ["DEFAULT", "EXTENDED"] as const;

/**
 * The request-validation dialog (spec 2.5, §4, §5; width 800, fixed height 800): profession, EFN (only
 * for DOCTOR in DE) or proof upload, the explanatory text for the validation status. Suspended mode
 * after a SUSPENDED login (`requestValidation`), refresh mode from the alert (`refreshValidation`).
 * Posts multipart so the proof file travels with the form without JavaScript.
 */
export function RequestValidationDialog({ data, closeHref }: Props) {
  const { t } = useTranslation("auth");
  if (!data) {
    return (
      <UrlDialog title={t("request_validation.title")} width={800} closeHref={closeHref}>
        <p>{t("request_validation.expired_session")}</p>
        <p className="mt-4">
          <Link to="/?dialog=login" className="text-primary underline">
            {t("request_validation.to_login")}
          </Link>
        </p>
      </UrlDialog>
    );
  }
  return (
    <UrlDialog title={t("request_validation.title")} width={800} height={800} closeHref={closeHref}>
      <RequestValidationForm data={data} closeHref={closeHref} />
    </UrlDialog>
  );
}

function RequestValidationForm({ data, closeHref }: { data: RequestValidationData; closeHref: string }) {
  const { t, i18n } = useTranslation("auth");
  const hydrated = useHydrated();
  const actionData = useActionData<RequestValidationActionData>();
  const navigation = useNavigation();
  const idle = navigation.state === "idle";
  const lastResult = idle ? actionData?.result : undefined;
  const submitted = lastResult?.initialValue as Record<string, unknown> | undefined;

  const professionValues = useMemo(() => data.professions.map((option) => option.value), [data.professions]);
  const schema = useMemo(
    () => createRequestValidationSchema(t, { country: data.country, professions: professionValues }),
    [t, data.country, professionValues],
  );
  const initialProfession =
    (typeof submitted?.profession === "string" ? submitted.profession : null) ?? data.profession ?? "";
  const [profession, setProfession] = useState(initialProfession);
  const [efn, setEfn] = useState(typeof submitted?.efn === "string" ? submitted.efn : "");
  const [upload, setUpload] = useState<ProofUploadValue | null>(actionData?.upload ?? null);
  const [uploading, setUploading] = useState(false);

  const [form, fields] = useForm({
    id: `request-validation-${data.mode}`,
    lastResult,
    defaultValue: { profession: data.profession ?? "" },
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });

  const pending = data.validationStatus === "PENDING";
  const status = data.validationStatus ?? "EXPIRED";
  const statusText =
    status === "ACCEPTED" && data.mode === "refresh"
      ? t("request_validation.status.ACCEPTED.text_refresh")
      : t(`request_validation.status.${status}.text`);
  const showEfn = efnApplies(profession, data.country ?? undefined);
  const hasEfn = showEfn && efn.trim() !== "";
  // With JavaScript: submit only a changed and valid form (spec §5); without it, the server validates.
  const dirty = profession !== (data.profession ?? "") || hasEfn || upload !== null;
  const valid = schema.safeParse({
    profession,
    efn: hasEfn ? efn : undefined,
    validation_file: upload?.uuid,
  }).success;
  const submitting = navigation.state === "submitting" && navigation.formMethod?.toUpperCase() === "POST";
  const blocked = pending || submitting || (hydrated && (uploading || !dirty || !valid));

  const onChange = (event: FormEvent<HTMLFormElement>) => {
    const target = event.target as HTMLInputElement | HTMLSelectElement;
    if (target.name === "profession") setProfession(target.value);
    if (target.name === "efn") setEfn(target.value);
  };

  const country = data.country
    ? (new Intl.DisplayNames([i18n.language], { type: "region" }).of(data.country) ?? data.country)
    : null;
  const label = (option: ProfessionOption) => labelIn(i18n.language, option);
  const labels = {
    profession: t("request_validation.profession"),
    efn: t("request_validation.efn"),
    proof: t("request_validation.proof"),
  };

  return (
    <Form
      method="post"
      encType="multipart/form-data"
      {...getFormProps(form)}
      onChange={onChange}
      className="flex flex-col gap-4"
    >
      <ErrorSummary
        result={lastResult}
        formErrors={form.errors}
        fields={[
          { id: fields.profession.id, label: labels.profession, errors: fields.profession.errors },
          { id: fields.efn.id, label: labels.efn, errors: fields.efn.errors },
          { id: fields.validation_file.id, label: labels.proof, errors: fields.validation_file.errors },
        ]}
      />
      <p>
        {data.mode === "suspended"
          ? t("request_validation.suspended_text")
          : // "Expires soon" only where it does: an expired or rejected proof has its status below.
            t(status === "ACCEPTED" ? "request_validation.refresh_text" : "request_validation.renew_text")}
      </p>
      <section
        aria-labelledby={`${form.id}-status`}
        className={`rounded border-l-4 p-4 ${pending ? "border-primary bg-primary-light" : "border-line bg-surface"}`}
      >
        <h3 id={`${form.id}-status`} className="font-semibold">
          <span className="sr-only">{t("request_validation.status_label")}: </span>
          {t(`request_validation.status.${status}.title`)}
        </h3>
        <p className="mt-1">{statusText}</p>
      </section>
      {data.mode === "suspended" ? (
        <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1">
          <dt className="font-medium">{t("request_validation.email")}</dt>
          <dd>{data.email}</dd>
          <dt className="font-medium">{t("request_validation.country")}</dt>
          <dd>{country ?? "–"}</dd>
        </dl>
      ) : null}

      <fieldset disabled={pending} className="flex min-w-0 flex-col gap-2">
        <legend className="sr-only">{labels.proof}</legend>
        <SelectField
          meta={fields.profession}
          label={labels.profession}
          placeholder={t("request_validation.profession_placeholder")}
        >
          {GROUPS.map((group) => (
            <optgroup key={group} label={t(`request_validation.profession_groups.${group}`)}>
              {data.professions
                .filter((option) => option.group === group)
                .map((option) => (
                  <option key={option.value} value={option.value}>
                    {label(option)}
                  </option>
                ))}
            </optgroup>
          ))}
        </SelectField>
        <p className="text-sm text-muted">
          {showEfn ? t("request_validation.either_hint") : t("request_validation.upload_hint")}
        </p>
        {showEfn ? (
          <TextField
            meta={fields.efn}
            label={labels.efn}
            inputMode="numeric"
            autoComplete="off"
            // The EFN is disabled while a file is chosen (spec §5).
            disabled={hydrated && (upload !== null || uploading)}
          />
        ) : null}
        <ProofUpload
          id={fields.validation_file.id}
          label={labels.proof}
          errors={fields.validation_file.errors}
          defaultUpload={actionData?.upload ?? null}
          // The upload is disabled once an EFN is entered (spec §5).
          disabled={pending || (hydrated && hasEfn)}
          onChange={setUpload}
          onBusyChange={setUploading}
        />
      </fieldset>

      <div className="mt-auto flex flex-wrap justify-end gap-3 border-t border-line pt-4">
        <Link
          to={closeHref}
          replace
          preventScrollReset
          className="rounded border border-primary px-4 py-3 font-semibold text-primary hover:bg-primary-light"
        >
          {t("request_validation.cancel")}
        </Link>
        <SubmitButton
          busy={submitting}
          busyLabel={t("request_validation.submitting")}
          disabled={blocked}
          className="rounded bg-primary px-4 py-3 font-semibold text-white hover:bg-primary-dark disabled:cursor-not-allowed disabled:opacity-60"
        >
          {t("request_validation.submit")}
        </SubmitButton>
      </div>
    </Form>
  );
}
