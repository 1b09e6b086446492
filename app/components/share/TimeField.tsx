import { useId } from "react";
import { useTranslation } from "react-i18next";
import { formatTimeField, timeDigits } from "~/lib/time-field";

type Props = {
  name: string;
  /** The typed digits (or any text: non-digits are dropped). */
  value: string;
  /** Gets the kept digits (at most five) as the user types. */
  onChange: (digits: string) => void;
  /** Spec §5: 'Zeit' by default. */
  label?: string;
  hint?: string;
  disabled?: boolean;
};

/**
 * The time field of spec §5: digits only, formatted MM:SS as you type (the last two digits are
 * seconds). The value it stands for is `timeFieldValue(digits)`; the server reads the submitted text
 * with the same rules, so without JavaScript any typed text works too.
 */
export function TimeField({ name, value, onChange, label, hint, disabled }: Props) {
  const { t } = useTranslation("share");
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-medium text-ink">
        {label ?? t("time_field.label")}
      </label>
      <input
        id={id}
        name={name}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        placeholder="00:00"
        value={formatTimeField(value)}
        // Leading zeros are only padding: dropping them lets backspace empty the field (empty is null).
        onChange={(event) => onChange(timeDigits(event.target.value).replace(/^0+/, ""))}
        disabled={disabled}
        aria-describedby={hint ? hintId : undefined}
        className="w-32 rounded border border-line bg-white px-3 py-2 font-mono text-ink focus:border-primary disabled:bg-surface disabled:text-muted"
      />
      {hint ? (
        <p id={hintId} className="text-sm text-muted">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
