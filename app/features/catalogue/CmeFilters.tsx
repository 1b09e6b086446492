import { Form, Link, useSubmit } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { outlineButtonClass, primaryButtonClass } from "~/components/ui/buttonStyles";
import { useHydrated } from "~/lib/use-hydrated";
import { CME_SORTS, CME_TYPES, MIN_POINTS, type CmeParams } from "./cme-filter";

export type FieldOption = { id: string; name: string };

const control = "w-full rounded border border-line bg-white px-3 py-2 text-ink";

/**
 * The filters as a GET form: they work without JavaScript and the URL can be shared. With
 * JavaScript every change submits at once; the button stays for no-JS (and is only secondary then).
 * A change leaves out `page`: new filters start on page 1.
 */
export function CmeFilters({ params, fields }: { params: CmeParams; fields: FieldOption[] }) {
  const { t } = useTranslation("discover");
  const submit = useSubmit();
  const hydrated = useHydrated();
  return (
    <Form
      method="get"
      aria-label={t("cme.filters")}
      className="mt-6 grid gap-4 rounded-lg border border-line bg-white p-4 sm:grid-cols-2 md:grid-cols-4"
      onChange={(event) => submit(event.currentTarget, { preventScrollReset: true, replace: true })}
    >
      <div className="flex flex-col gap-1">
        <label htmlFor="cme-field" className="font-medium text-ink">
          {t("cme.field")}
        </label>
        <select id="cme-field" name="field" defaultValue={params.field ?? ""} className={control}>
          <option value="">{t("cme.all_fields")}</option>
          {fields.map((field) => (
            <option key={field.id} value={field.id}>
              {field.name}
            </option>
          ))}
        </select>
      </div>
      <fieldset className="flex flex-col gap-1">
        <legend className="mb-1 font-medium text-ink">{t("cme.type")}</legend>
        {CME_TYPES.map((type) => (
          <label key={type} className="flex items-center gap-2 text-ink">
            <input
              type="checkbox"
              name="type"
              value={type}
              defaultChecked={params.types.includes(type)}
              className="size-4 accent-primary"
            />
            {t(`cme.types.${type}`)}
          </label>
        ))}
      </fieldset>
      <div className="flex flex-col gap-1">
        <label htmlFor="cme-points" className="font-medium text-ink">
          {t("cme.min_points")}
        </label>
        <select id="cme-points" name="points" defaultValue={params.minPoints ?? ""} className={control}>
          <option value="">{t("cme.any_points")}</option>
          {MIN_POINTS.map((points) => (
            <option key={points} value={points}>
              {t("cme.points_option", { count: points })}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor="cme-sort" className="font-medium text-ink">
          {t("cme.sort")}
        </label>
        <select id="cme-sort" name="sort" defaultValue={params.sort} className={control}>
          {CME_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {t(`cme.sorts.${sort}`)}
            </option>
          ))}
        </select>
      </div>
      <label className="flex items-center gap-2 text-ink sm:col-span-2 md:col-span-4">
        <input
          type="checkbox"
          name="unabhaengig"
          value="1"
          defaultChecked={params.independent}
          className="size-4 accent-primary"
        />
        {t("cme.independent")}
      </label>
      <div className="flex flex-wrap items-center gap-3 sm:col-span-2 md:col-span-4">
        <button type="submit" className={hydrated ? outlineButtonClass : primaryButtonClass}>
          {t("cme.apply")}
        </button>
        <Link to="/cme-fortbildungen" className="font-semibold text-primary underline">
          {t("cme.reset")}
        </Link>
      </div>
    </Form>
  );
}
