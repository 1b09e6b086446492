import { getInputProps, type FieldMetadata } from "@conform-to/react";
import { useState, type InputHTMLAttributes } from "react";
import { useTranslation } from "react-i18next";
import { FieldLabel } from "./FieldLabel";
import { useHydrated } from "~/lib/use-hydrated";

type Props = {
  meta: FieldMetadata<string>;
  label: string;
  type?: "text" | "email" | "password";
  autoComplete?: string;
  /** Spec §5: labels get ' (optional)' unless the field is required. */
  required?: boolean;
  /** Called as the user types (the field stays uncontrolled). */
  onValueChange?: (value: string) => void;
} & Pick<InputHTMLAttributes<HTMLInputElement>, "inputMode" | "disabled">;

export function TextField({ meta, label, type = "text", required = true, onValueChange, ...rest }: Props) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const [shown, setShown] = useState(false);
  const isPassword = type === "password";
  const error = meta.errors?.[0];
  const { key, ...inputProps } = getInputProps(meta, {
    type: isPassword && shown ? "text" : type,
    ariaAttributes: true,
  });
  return (
    <div className="flex flex-col gap-1">
      <FieldLabel htmlFor={meta.id} label={label} required={required} />
      <div className="relative">
        <input
          key={key}
          {...inputProps}
          {...rest}
          onChange={onValueChange ? (event) => onValueChange(event.target.value) : undefined}
          className="w-full rounded border border-line bg-white px-3 py-2 text-ink aria-[invalid=true]:border-error focus:border-primary"
        />
        {isPassword && hydrated ? (
          <button
            type="button"
            onClick={() => setShown((value) => !value)}
            aria-pressed={shown}
            aria-controls={meta.id}
            className="absolute inset-y-0 right-0 px-3 text-sm font-medium text-primary"
          >
            {shown ? t("form.hide_password") : t("form.show_password")}
          </button>
        ) : null}
      </div>
      {/* Space kept for the message: on-blur validation must not move a button under the pointer. */}
      <p id={meta.errorId} className="min-h-6 text-sm text-error">
        {error}
      </p>
    </div>
  );
}
