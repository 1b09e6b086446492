import type { FieldMetadata } from "@conform-to/react";
import { useTranslation } from "react-i18next";

type Props = {
  meta: FieldMetadata<string> | FieldMetadata<string[]>;
  legend: string;
  type: "radio" | "checkbox";
  options: Array<{ value: string; label: string; disabled?: boolean }>;
  required?: boolean;
  /** Values shown as chosen (conform's initial value when absent). */
  checked?: string[];
  columns?: 1 | 2 | 3;
};

/** Radio buttons or checkboxes in a fieldset with a legend, with the field's error below. */
export function ChoiceGroup({ meta, legend, type, options, required = true, checked, columns = 1 }: Props) {
  const { t } = useTranslation();
  const initial = meta.initialValue;
  const chosen = checked ?? (Array.isArray(initial) ? initial.map(String) : initial ? [String(initial)] : []);
  const error = meta.errors?.[0];
  const grid = { 1: "", 2: "sm:grid-cols-2", 3: "sm:grid-cols-2 md:grid-cols-3" }[columns];
  return (
    <fieldset
      className="flex flex-col gap-1"
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? meta.errorId : undefined}
    >
      <legend className="mb-1 font-medium text-ink">
        {legend}
        {required ? null : ` ${t("form.optional")}`}
      </legend>
      <div className={`grid gap-2 ${grid}`}>
        {options.map((option) => (
          <label
            key={option.value}
            className="flex min-h-10 items-center gap-2 rounded border border-line bg-white px-3 py-2"
          >
            <input
              type={type}
              name={meta.name}
              value={option.value}
              defaultChecked={chosen.includes(option.value)}
              disabled={option.disabled}
              className="size-4 accent-primary"
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
      <p id={meta.errorId} className="min-h-6 text-sm text-error">
        {error}
      </p>
    </fieldset>
  );
}
