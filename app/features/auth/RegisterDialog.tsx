import { getFormProps, useForm, type Submission, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, useActionData, useNavigation } from "@remix-run/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { ErrorSummary } from "~/components/forms/ErrorSummary";
import { proofStepSchema, REGISTER_STEPS, registerStepSchemas } from "./register.schema";
import type { Translate } from "~/lib/validation";
import { UrlDialog } from "~/components/dialogs/UrlDialog";
import {
  AccountStep,
  CodeStep,
  FieldStep,
  PersonStep,
  ProfessionStep,
  ProofStep,
  SubscriptionsStep,
} from "./register-steps";
import type { RegistrationData, StepFields } from "./register-types";
import { SubmitButton } from "~/components/forms/SubmitButton";

const primaryButton =
  "rounded bg-primary px-5 py-3 font-semibold text-white hover:bg-primary-dark disabled:opacity-70";
const secondaryButton =
  "rounded border border-primary px-5 py-3 font-semibold text-primary hover:bg-primary-light";

/** The register dialog (spec 2.5: width 800, 7 steps); each step is a post to the landing route. */
export function RegisterDialog({ data }: { data: RegistrationData }) {
  const { t } = useTranslation("register");
  const { step, values } = data;
  const actionData = useActionData<{ result?: SubmissionResult<string[]> }>();
  const navigation = useNavigation();
  const [fileChosen, setFileChosen] = useState(Boolean(values.validation_file));
  const [uploading, setUploading] = useState(false);

  const { hasPassword: _hasPassword, validation_file: uploaded, ...defaults } = values;
  const [form, fields] = useForm<Record<string, unknown>>({
    id: `register-${step}`,
    lastResult: navigation.state === "idle" ? actionData?.result : undefined,
    defaultValue: { ...defaults, validation_file: uploaded?.uuid } as never,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    // Back is a secondary button (formNoValidate): it skips the step's check, like the browser's own
    // validation would, and the server ignores the fields for it.
    onValidate: ({ formData, submitter }) =>
      submitter?.formNoValidate
        ? parseWithZod(formData, { schema: z.object({}) })
        : validateStep(step, formData, t, values),
  });

  const registering =
    step === REGISTER_STEPS &&
    navigation.state !== "idle" &&
    navigation.formData?.get("intent") === "register";
  const resending =
    step === REGISTER_STEPS && navigation.state !== "idle" && navigation.formData?.get("intent") === "resend";
  const stepFields = fields as unknown as StepFields;
  const summary = Object.entries(stepFields).map(([name, meta]) => ({
    id: meta.id,
    label: t(`labels.${name}`, { defaultValue: name }),
    errors: meta.errors,
  }));

  return (
    <UrlDialog title={t("title")} width={800}>
      <div className="mb-4">
        <p id="register-progress-label" className="mb-1 text-sm font-medium text-muted">
          {t("progress", { step, total: REGISTER_STEPS })}: {t(`steps.${step}`)}
        </p>
        {/* Spec 2.5: step/7, indeterminate while registering. */}
        <progress
          className="h-2 w-full accent-primary"
          aria-labelledby="register-progress-label"
          max={REGISTER_STEPS}
          value={registering ? undefined : step}
        />
      </div>
      <Form
        method="post"
        encType={step === 5 ? "multipart/form-data" : undefined}
        {...getFormProps(form)}
        className="flex flex-col gap-2"
      >
        <ErrorSummary
          result={navigation.state === "idle" ? actionData?.result : undefined}
          formErrors={form.errors}
          fields={summary}
        />
        {step === 1 ? <AccountStep fields={stepFields} hasPassword={values.hasPassword} /> : null}
        {step === 2 ? <PersonStep fields={stepFields} /> : null}
        {step === 3 ? <ProfessionStep fields={stepFields} data={data} /> : null}
        {step === 4 ? (
          <>
            <p className="text-muted">{t("field_intro")}</p>
            <FieldStep fields={stepFields} data={data} />
          </>
        ) : null}
        {step === 5 ? (
          <ProofStep
            fields={stepFields}
            values={data.values}
            fileChosen={fileChosen}
            onFileChange={setFileChosen}
            onBusyChange={setUploading}
          />
        ) : null}
        {step === 6 ? <SubscriptionsStep fields={stepFields} data={data} /> : null}
        {step === 7 ? <CodeStep fields={stepFields} data={data} /> : null}
        {/* "Weiter" first in the DOM: Enter in a field submits forward, not back. */}
        <div className="mt-4 flex flex-row-reverse flex-wrap items-center justify-between gap-3">
          <SubmitButton
            name="intent"
            value={step === REGISTER_STEPS ? "register" : "next"}
            busy={registering}
            disabled={uploading || registering}
            className={primaryButton}
          >
            {step === REGISTER_STEPS ? t("submit") : t("next")}
          </SubmitButton>
          {step > 1 ? (
            <button type="submit" name="intent" value="back" formNoValidate className={secondaryButton}>
              {t("back")}
            </button>
          ) : (
            <span />
          )}
        </div>
      </Form>
      {/* A form of its own (as in the forgot-password dialog): inside the step's form it would come
          first, and Enter in the code field would send a new code instead of registering. */}
      {step === REGISTER_STEPS ? (
        <Form method="post" className="mt-3">
          <input type="hidden" name="intent" value="resend" />
          <SubmitButton
            busy={resending}
            className="text-sm font-medium text-primary underline disabled:opacity-70"
          >
            {t("resend")}
          </SubmitButton>
        </Form>
      ) : null}
    </UrlDialog>
  );
}

/** The browser-side check of a step: the same schemas the action uses (the EFN bypass stays on the server). */
function validateStep(
  step: number,
  formData: FormData,
  t: Translate,
  values: RegistrationData["values"],
): Submission<Record<string, unknown>, string[]> {
  const schema = (() => {
    if (step === 1)
      return registerStepSchemas[1](t, { keepPassword: values.hasPassword && !formData.get("password") });
    if (step === 5) {
      const file = formData.get("proof_file");
      const hasFile = Boolean(formData.get("validation_file")) || (file instanceof File && file.size > 0);
      return proofStepSchema(t, { profession: values.profession, country: values.country, hasFile });
    }
    if (step === 6) return registerStepSchemas[6](t);
    return registerStepSchemas[step as 2 | 3 | 4 | 7](t);
  })();
  // One form hook serves seven schemas; each submission's value is read by the action, not here.
  return parseWithZod(formData, { schema }) as unknown as Submission<Record<string, unknown>, string[]>;
}
