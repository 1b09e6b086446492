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
      <FilterSelect
        name="field"
        label={t("cme.field")}
        defaultValue={params.field ?? ""}
        options={[
          { value: "", label: t("cme.all_fields") },
          ...fields.map((field) => ({ value: field.id, label: field.name })),
        ]}
      />
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
      <FilterSelect
        name="points"
        label={t("cme.min_points")}
        defaultValue={params.minPoints ?? ""}
        options={[
          { value: "", label: t("cme.any_points") },
          ...MIN_POINTS.map((points) => ({
            value: points,
            label: t("cme.points_option", { count: points }),
          })),
        ]}
      />
      <FilterSelect
        name="sort"
        label={t("cme.sort")}
        defaultValue={params.sort}
        options={CME_SORTS.map((sort) => ({ value: sort, label: t(`cme.sorts.${sort}`) }))}
      />
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

type Option = { value: string | number; label: string };

/** One labelled filter: submitted under `name`, each option's value in the URL. */
function FilterSelect({
  name,
  label,
  defaultValue,
  options,
}: {
  name: string;
  label: string;
  defaultValue: string | number;
  options: Option[];
}) {
  const id = `cme-${name}`;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-medium text-ink">
        {label}
      </label>
      <select id={id} name={name} defaultValue={defaultValue} className={control}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
