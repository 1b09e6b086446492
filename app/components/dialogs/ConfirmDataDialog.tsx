import { Form } from "@remix-run/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { outlineButtonClass, primaryButtonClass } from "~/components/ui/buttonStyles";
import type { ConfirmData } from "~/lib/user";
import { useHydrated } from "~/lib/use-hydrated";
import { UrlDialog, useCloseHref } from "./UrlDialog";

/**
 * The confirm-data dialog (spec 2.5 and §4, issue 13), shown on any page while the user has not
 * confirmed their main field. Step 1: the main field (required), step 2: further followed fields.
 * Each button posts to /confirm-data (cancel keeps the existing values); closing puts it off for now.
 * The lists are radios and checkboxes in German order; with JavaScript a search box filters them.
 */
export function ConfirmDataDialog({ data }: { data: ConfirmData }) {
  const { t } = useTranslation("frame");
  const page = useCloseHref();
  const closeHref = `/confirm-data?${new URLSearchParams({ later: "1", redirectTo: page })}`;
  const [query, setQuery] = useState("");
  const hydrated = useHydrated();
  const matches = (name: string) => name.toLowerCase().includes(query.trim().toLowerCase());
  const step1 = data.step === 1;
  return (
    <UrlDialog
      title={t("confirm_data.title")}
      description={t(step1 ? "confirm_data.step1_text" : "confirm_data.step2_text")}
      width={500}
      closeHref={closeHref}
    >
      <Form method="post" action="/confirm-data" noValidate>
        <input type="hidden" name="redirectTo" value={page} />
        <p className="text-sm text-muted">{t("confirm_data.progress", { step: data.step })}</p>
        {hydrated ? (
          <label className="mt-3 flex flex-col text-sm font-semibold text-ink">
            {t("confirm_data.search")}
            <input
              type="search"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              className="mt-1 min-h-10 rounded-md border border-line px-3 font-normal"
            />
          </label>
        ) : null}
        <fieldset className="mt-3">
          <legend className="font-semibold text-ink">
            {t(step1 ? "confirm_data.main_field" : "confirm_data.more_fields")}
          </legend>
          <ul
            className="mt-2 flex max-h-72 flex-wrap gap-2 overflow-y-auto p-1"
            data-testid="confirm-data-fields"
          >
            {data.fields.map((field) => {
              const id = `confirm-${data.step}-${field.id}`;
              const main = field.id === data.fieldId;
              return (
                // Filtered out only from view: a chosen field stays in the form.
                <li key={field.id} hidden={!matches(field.name)}>
                  <input
                    id={id}
                    type={step1 ? "radio" : "checkbox"}
                    name={step1 ? "field_id" : "fieldIds"}
                    value={field.id}
                    defaultChecked={step1 ? main : main || data.fieldIds.includes(field.id)}
                    disabled={!step1 && main}
                    className="peer sr-only"
                  />
                  <label
                    htmlFor={id}
                    className="inline-flex min-h-9 cursor-pointer items-center rounded-full border border-line px-3 text-sm text-ink peer-checked:border-primary peer-checked:bg-primary peer-checked:text-white peer-focus-visible:outline peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-primary"
                  >
                    {field.name}
                  </label>
                </li>
              );
            })}
          </ul>
        </fieldset>
        <div className="mt-6 flex flex-row-reverse flex-wrap justify-between gap-3">
          <button type="submit" name="intent" value={step1 ? "next" : "save"} className={primaryButtonClass}>
            {t(step1 ? "confirm_data.next" : "confirm_data.save")}
          </button>
          <button
            type="submit"
            name="intent"
            value={step1 ? "cancel" : "back"}
            className={outlineButtonClass}
          >
            {t(step1 ? "confirm_data.cancel" : "confirm_data.back")}
          </button>
        </div>
      </Form>
    </UrlDialog>
  );
}
