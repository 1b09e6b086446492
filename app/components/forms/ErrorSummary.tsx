import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";

type Props = {
  /** Field errors by field id (conform's `field.id`), plus form-level messages. */
  fields: Array<{ id: string; label: string; errors?: string[] }>;
  formErrors?: string[];
};

/**
 * The list of errors at the top of a form (design.md): each links to its field; it takes focus
 * when it appears, and marks the page title with 'Fehler: '.
 */
export function ErrorSummary({ fields, formErrors = [] }: Props) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  const withErrors = fields.filter((field) => field.errors?.length);
  const count = withErrors.length + formErrors.length;
  const prefix = t("form.error_title_prefix");

  useEffect(() => {
    if (count === 0) return;
    ref.current?.focus();
    const original = document.title;
    if (!original.startsWith(prefix)) document.title = prefix + original;
    return () => {
      document.title = document.title.startsWith(prefix)
        ? document.title.slice(prefix.length)
        : document.title;
    };
  }, [count, prefix]);

  if (count === 0) return null;
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="alert"
      autoFocus
      className="mb-4 rounded border-l-4 border-error bg-red-50 p-3 text-sm text-ink"
    >
      <p className="font-semibold">{t("form.error_summary", { count })}</p>
      <ul className="mt-1 list-disc pl-5">
        {formErrors.map((message) => (
          <li key={message}>{message}</li>
        ))}
        {withErrors.map((field) => (
          <li key={field.id}>
            <a href={`#${field.id}`} className="text-error underline">
              {field.label}: {field.errors?.[0]}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
