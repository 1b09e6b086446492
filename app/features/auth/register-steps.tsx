import { Link } from "@remix-run/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ChipSelect } from "~/components/forms/ChipSelect";
import type { ChipOption } from "~/components/forms/chip-option";
import { ChoiceGroup } from "~/components/forms/ChoiceGroup";
import { ProofUpload } from "~/components/forms/ProofUpload";
import { SelectField } from "~/components/forms/SelectField";
import { TextField } from "~/components/forms/TextField";
import { NewPasswordFields } from "~/components/forms/PasswordFields";
import { efnApplies } from "~/lib/efn";
import { EMPLOYMENTS, GENDERS, TITLES } from "./register.schema";
import type { RegistrationData, StepFields } from "./register-types";

// The bodies of the register dialog's seven steps (spec 2.5). Each renders its fields only.

type StepProps = { fields: StepFields; data: RegistrationData };

export function AccountStep({ fields, hasPassword }: { fields: StepFields; hasPassword: boolean }) {
  const { t } = useTranslation("register");
  return (
    <>
      <TextField meta={fields.email!} label={t("labels.email")} type="email" autoComplete="email" />
      {hasPassword ? <p className="text-sm text-muted">{t("password_kept")}</p> : null}
      <NewPasswordFields
        password={fields.password!}
        repeat={fields.password_repeat!}
        labels={{ password: t("labels.password"), repeat: t("labels.password_repeat") }}
        required={!hasPassword}
      />
    </>
  );
}

export function PersonStep({ fields }: { fields: StepFields }) {
  const { t } = useTranslation("register");
  return (
    <>
      <ChoiceGroup
        meta={fields.gender!}
        legend={t("labels.gender")}
        type="radio"
        columns={3}
        options={GENDERS.map((value) => ({ value, label: t(`genders.${value}`) }))}
      />
      <SelectField
        meta={fields.title!}
        label={t("labels.title")}
        required={false}
        placeholder={t("no_title")}
      >
        {TITLES.map((value) => (
          <option key={value} value={value}>
            {t(`common:titles.${value}`)}
          </option>
        ))}
      </SelectField>
      <TextField meta={fields.first_name!} label={t("labels.first_name")} autoComplete="given-name" />
      <TextField meta={fields.last_name!} label={t("labels.last_name")} autoComplete="family-name" />
    </>
  );
}

export function ProfessionStep({
  fields,
  data,
}: {
  fields: StepFields;
  data: Pick<RegistrationData, "professions" | "countries">;
}) {
  const { t } = useTranslation("register");
  const byGroup = (group: string) => data.professions.filter((profession) => profession.group === group);
  return (
    <>
      {/* Spec 2.5: the default group first, the extended group as a list to search by typing. */}
      <SelectField meta={fields.profession!} label={t("labels.profession")} placeholder={t("choose")}>
        <optgroup label={t("profession_groups.DEFAULT")}>
          {byGroup("DEFAULT").map((profession) => (
            <option key={profession.value} value={profession.value}>
              {profession.label}
            </option>
          ))}
        </optgroup>
        <optgroup label={t("profession_groups.EXTENDED")}>
          {byGroup("EXTENDED").map((profession) => (
            <option key={profession.value} value={profession.value}>
              {profession.label}
            </option>
          ))}
        </optgroup>
      </SelectField>
      <SelectField meta={fields.employment!} label={t("labels.employment")} placeholder={t("choose")}>
        {EMPLOYMENTS.map((value) => (
          <option key={value} value={value}>
            {t(`employments.${value}`)}
          </option>
        ))}
      </SelectField>
      <SelectField meta={fields.country!} label={t("labels.country")} placeholder={t("choose")}>
        <optgroup label={t("country_groups.primary")}>
          {data.countries.primary.map((country) => (
            <option key={country.code} value={country.code}>
              {country.name}
            </option>
          ))}
        </optgroup>
        <optgroup label={t("country_groups.other")}>
          {data.countries.other.map((country) => (
            <option key={country.code} value={country.code}>
              {country.name}
            </option>
          ))}
        </optgroup>
      </SelectField>
    </>
  );
}

/** Spec 2.5 / §4: fields in a chip selector, the less common ones (not relevant) behind "more". */
const fieldChips = (data: Pick<RegistrationData, "fields">): ChipOption[] =>
  data.fields.map((field) => ({ value: field.id, label: field.label, extended: !field.relevant }));

const initialValues = (value: unknown): string[] =>
  Array.isArray(value) ? value.map(String) : typeof value === "string" && value ? [value] : [];

export function FieldStep({ fields, data }: { fields: StepFields; data: Pick<RegistrationData, "fields"> }) {
  const { t } = useTranslation("register");
  const meta = fields.field_id!;
  return (
    <ChipSelect
      name={meta.name}
      type="radio"
      legend={t("labels.field_id")}
      options={fieldChips(data)}
      defaultChecked={initialValues(meta.initialValue)}
      id={meta.id}
      errors={meta.errors}
      errorId={meta.errorId}
      testId="field-chips"
    />
  );
}

type ProofProps = {
  fields: StepFields;
  /** The chosen profession and country, and the proof carried from an earlier post. */
  values: Pick<RegistrationData["values"], "profession" | "country" | "efn" | "validation_file">;
  fileChosen: boolean;
  onFileChange(chosen: boolean): void;
  onBusyChange(busy: boolean): void;
};

export function ProofStep({ fields, values, fileChosen, onFileChange, onBusyChange }: ProofProps) {
  const { t } = useTranslation("register");
  const usesEfn = efnApplies(values.profession, values.country);
  const [efn, setEfn] = useState(values.efn ?? "");
  return (
    <>
      <p className="text-muted">{t(usesEfn ? "proof_intro_efn" : "proof_intro_file")}</p>
      {usesEfn ? (
        <>
          {/* Spec §5: the EFN is disabled while a file is chosen, the upload once an EFN is entered. */}
          <TextField
            meta={fields.efn!}
            label={t("labels.efn")}
            inputMode="numeric"
            required={!fileChosen}
            disabled={fileChosen}
            onValueChange={setEfn}
          />
          <p className="-mt-2 mb-2 text-sm text-muted">{t("efn_hint")}</p>
          <p className="font-medium text-ink">{t("or_upload")}</p>
        </>
      ) : null}
      <ProofUpload
        name="validation_file"
        fileField="proof_file"
        purpose="user_validation"
        label={t("labels.validation_file")}
        required={!usesEfn || !efn}
        disabled={usesEfn && Boolean(efn)}
        id={fields.validation_file?.id}
        errors={fields.validation_file?.errors}
        defaultUpload={values.validation_file}
        onChange={(upload) => onFileChange(Boolean(upload))}
        onBusyChange={onBusyChange}
      />
    </>
  );
}

export function SubscriptionsStep({ fields, data }: StepProps) {
  const { t } = useTranslation("register");
  const main = data.values.field_id;
  const meta = fields.fieldSubscriptions!;
  return (
    <>
      <p className="text-muted">{t("subscriptions_intro")}</p>
      <ChipSelect
        name={meta.name}
        type="checkbox"
        legend={t("labels.fieldSubscriptions")}
        required={false}
        options={fieldChips(data)}
        defaultChecked={data.values.fieldSubscriptions ?? []}
        // The main field is always followed (spec 3.2).
        locked={main ? [main] : []}
        id={meta.id}
        errors={meta.errors}
        errorId={meta.errorId}
        testId="subscription-chips"
      />
    </>
  );
}

export function CodeStep({ fields, data }: StepProps) {
  const { t } = useTranslation("register");
  return (
    <>
      <p className="text-muted">{t("code_sent", { email: data.values.email })}</p>
      <TextField
        meta={fields.registrationCode!}
        label={t("labels.registrationCode")}
        inputMode="numeric"
        autoComplete="one-time-code"
      />
      <label className="flex items-start gap-2">
        <input
          type="checkbox"
          name="terms"
          defaultChecked={false}
          className="mt-1 size-4 accent-primary"
          aria-describedby={fields.terms!.errorId}
        />
        <span>
          {t("terms_before")}{" "}
          <Link to="/terms" target="_blank" className="text-primary underline">
            {t("terms_link")}
          </Link>{" "}
          {t("terms_between")}{" "}
          <Link to="/privacy-policy" target="_blank" className="text-primary underline">
            {t("privacy_link")}
          </Link>{" "}
          {t("terms_after")}
        </span>
      </label>
      <p id={fields.terms!.errorId} className="min-h-6 text-sm text-error">
        {fields.terms!.errors?.[0]}
      </p>
      <label className="flex items-start gap-2">
        <input type="checkbox" name="notify_promotions" className="mt-1 size-4 accent-primary" />
        <span>
          {t("labels.notify_promotions")} {t("common:form.optional")}
        </span>
      </label>
      <div className="mt-4">
        <ChoiceGroup
          meta={fields.self_attributions!}
          legend={t("labels.self_attributions")}
          type="checkbox"
          required={false}
          columns={3}
          options={data.attributions.map((value) => ({ value, label: t(`attributions.${value}`) }))}
        />
      </div>
    </>
  );
}
