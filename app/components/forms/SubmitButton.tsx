import type { ButtonHTMLAttributes, ReactNode } from "react";

type SubmitButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, "type"> & {
  /** The form is on its way: the button says so (`busyLabel`) and cannot send it twice. */
  busy: boolean;
  busyLabel?: ReactNode;
};

/**
 * A form's submit button: while the form is sent it is disabled and `aria-busy`, and says so
 * (`busyLabel`). `disabled` overrides when more than sending blocks it (an upload under way).
 */
export function SubmitButton({ busy, busyLabel, disabled, children, ...button }: SubmitButtonProps) {
  return (
    <button type="submit" disabled={disabled ?? busy} aria-busy={busy} {...button}>
      {busy && busyLabel !== undefined ? busyLabel : children}
    </button>
  );
}
