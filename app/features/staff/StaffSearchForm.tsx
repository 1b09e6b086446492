import { Form } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { primaryButtonClass } from "~/components/ui/buttonStyles";
import { SEARCH_MAX, SEARCH_MIN } from "./staff";

/**
 * The user and order searches' form (a GET form, `?suche=`): what was typed stays in the field, and
 * a search too short to run says so at the field.
 */
export function StaffSearchForm({
  id,
  label,
  submit,
  search,
  tooShort,
}: {
  id: string;
  label: string;
  /** The button's text, which also names the search landmark. */
  submit: string;
  search: string;
  tooShort: boolean;
}) {
  const { t } = useTranslation("staff");
  return (
    <>
      <Form method="get" role="search" aria-label={submit} className="mt-6 flex flex-wrap items-end gap-3">
        <label className="flex grow flex-col text-sm font-semibold text-ink" htmlFor={id}>
          {label}
        </label>
        <input
          id={id}
          name="suche"
          type="search"
          defaultValue={search}
          maxLength={SEARCH_MAX}
          aria-describedby={tooShort ? `${id}-error` : undefined}
          aria-invalid={tooShort ? true : undefined}
          className="min-h-10 w-full max-w-md rounded border border-line bg-white px-3 text-ink focus:border-primary"
        />
        <button type="submit" className={primaryButtonClass}>
          {submit}
        </button>
      </Form>
      {tooShort ? (
        <p id={`${id}-error`} className="mt-2 text-sm text-error">
          {t("users.too_short", { count: SEARCH_MIN })}
        </p>
      ) : null}
    </>
  );
}
