import { getSelectProps, type FieldMetadata } from "@conform-to/react";
import type { ReactNode } from "react";
import { FieldLabel } from "./FieldLabel";

type Props = {
  meta: FieldMetadata<string>;
  label: string;
  required?: boolean;
  /** The empty first option, e.g. "Bitte wählen". */
  placeholder: string;
  children: ReactNode;
};

export function SelectField({ meta, label, required = true, placeholder, children }: Props) {
  const { key, ...selectProps } = getSelectProps(meta, { ariaAttributes: true });
  return (
    <div className="flex flex-col gap-1">
      <FieldLabel htmlFor={meta.id} label={label} required={required} />
      <select
        key={key}
        {...selectProps}
        className="w-full rounded border border-line bg-white px-3 py-2 text-ink aria-[invalid=true]:border-error"
      >
        <option value="">{placeholder}</option>
        {children}
      </select>
      <p id={meta.errorId} className="min-h-6 text-sm text-error">
        {meta.errors?.[0]}
      </p>
    </div>
  );
}
