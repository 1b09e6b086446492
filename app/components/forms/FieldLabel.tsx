import { useTranslation } from "react-i18next";

/** A form field's label; spec §5: ' (optional)' after it unless the field is required. */
export function FieldLabel({
  htmlFor,
  label,
  required,
}: {
  htmlFor: string;
  label: string;
  required: boolean;
}) {
  const { t } = useTranslation();
  return (
    <label htmlFor={htmlFor} className="font-medium text-ink">
      {label}
      {required ? null : ` ${t("form.optional")}`}
    </label>
  );
}
