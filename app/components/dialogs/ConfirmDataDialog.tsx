import { Form } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { outlineButtonClass, primaryButtonClass } from "~/components/ui/buttonStyles";
import type { ConfirmData } from "~/lib/user";
import { ChipSelect } from "~/components/forms/ChipSelect";
import { UrlDialog, useCloseHref } from "./UrlDialog";

/**
 * The confirm-data dialog (spec 2.5 and §4), shown on any page while the user has not
 * confirmed their main field. Step 1: the main field (required), step 2: further followed fields.
 * Each button posts to /confirm-data (cancel keeps the existing values); closing puts it off for now.
 * The fields are a chip selector (radios, then checkboxes) in German order.
 */
export function ConfirmDataDialog({ data }: { data: ConfirmData }) {
  const { t } = useTranslation("frame");
  const page = useCloseHref();
  const closeHref = `/confirm-data?${new URLSearchParams({ later: "1", redirectTo: page })}`;
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
        <div className="mt-3">
          <ChipSelect
            // A new list per step: step 2 starts from the followed fields.
            key={data.step}
            name={step1 ? "field_id" : "fieldIds"}
            type={step1 ? "radio" : "checkbox"}
            legend={t(step1 ? "confirm_data.main_field" : "confirm_data.more_fields")}
            required={step1}
            options={data.fields.map((field) => ({
              value: field.id,
              label: field.name,
              extended: field.extended,
            }))}
            defaultChecked={step1 ? (data.fieldId ? [data.fieldId] : []) : data.fieldIds}
            locked={!step1 && data.fieldId ? [data.fieldId] : []}
            testId="confirm-data-fields"
          />
        </div>
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
