import { useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { FieldStep, ProfessionStep, ProofStep } from "~/features/auth/register-steps";
import { SettingsForm } from "../SettingsForm";
import type { ProofUploadValue } from "~/lib/proof-upload";
import { needsNewProof, professionalDetailsSchema, type ProfessionalDetails } from "../profile.schema";
import { pageMeta } from "~/lib/page-meta";
import { loadProfessionalDetails, saveProfessionalDetails } from "../professional-details.server";

// /profile/professional-details: profession, employment, country and main field; a new
// profession or country needs new proof by registration's rules (decision 018).
export const loader = ({ request }: LoaderFunctionArgs) => loadProfessionalDetails(request);

export const action = ({ request, context }: ActionFunctionArgs) =>
  saveProfessionalDetails(request, context.clientIp ?? "unknown");

export const meta = pageMeta;

export default function ProfessionalDetails() {
  const { t } = useTranslation(["profile", "register"]);
  const page = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const result = navigation.state === "idle" ? actionData?.result : undefined;
  const carried: ProofUploadValue | null = actionData?.upload ?? null;
  const [fileChosen, setFileChosen] = useState(Boolean(carried));
  const [uploading, setUploading] = useState(false);
  const [form, fields] = useForm<ProfessionalDetails>({
    id: "professional-details",
    defaultValue: page.values,
    lastResult: result,
    onValidate: ({ formData }) =>
      parseWithZod(formData, { schema: professionalDetailsSchema(t, { saved: page.saved }) }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  const chosen = { profession: fields.profession.value, country: fields.country.value };
  const proofNeeded = needsNewProof(page.saved, chosen);
  const label = (key: string) => t(`register:labels.${key}`);
  const summaryOf = (key: keyof ProfessionalDetails) => ({
    id: fields[key].id,
    label: label(key),
    errors: fields[key].errors,
  });
  return (
    <SettingsForm
      title={t("professional.title")}
      intro={t("professional.intro")}
      form={form}
      result={result}
      encType="multipart/form-data"
      busy={uploading}
      summary={[
        summaryOf("profession"),
        summaryOf("employment"),
        summaryOf("country"),
        summaryOf("field_id"),
        summaryOf("efn"),
        summaryOf("validation_file"),
      ]}
    >
      {page.pending ? (
        <p role="status" className="rounded bg-primary-light p-3 text-ink">
          {t("professional.pending")}
        </p>
      ) : null}
      <ProfessionStep fields={fields} data={page} />
      <FieldStep fields={fields} data={page} />
      {proofNeeded ? (
        <fieldset className="flex flex-col gap-3 rounded border border-line p-4">
          <legend className="px-1 font-semibold text-ink">{t("professional.proof_legend")}</legend>
          <p className="text-muted">{t("professional.proof_intro")}</p>
          <ProofStep
            fields={fields}
            values={{ ...chosen, efn: fields.efn.value, validation_file: carried ?? undefined }}
            fileChosen={fileChosen}
            onFileChange={setFileChosen}
            onBusyChange={setUploading}
          />
        </fieldset>
      ) : null}
    </SettingsForm>
  );
}
