import { useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { PersonStep } from "~/features/auth/register-steps";
import { KeptFormBoundary, SettingsForm } from "../SettingsForm";
import { personalDetailsSchema } from "../profile.schema";
import { pageMeta } from "~/lib/page-meta";
import { loadPersonalDetails } from "../profile-pages.server";
import { savePersonalDetails } from "../account-settings.server";

// /profile/personal-details: gender, title, first and last name (spec §5: the same rules
// as registration's step 2).
export const loader = ({ request }: LoaderFunctionArgs) => loadPersonalDetails(request);

export const action = ({ request }: ActionFunctionArgs) => savePersonalDetails(request);

export const meta = pageMeta;

type PersonalValues = Awaited<ReturnType<typeof loader>>["values"];
// The error boundary has no loader data: the action's answer brings the input back.
const NO_VALUES: PersonalValues = { gender: "", title: "", first_name: "", last_name: "" };

export default function PersonalDetails() {
  const { values } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  return (
    <PersonalDetailsForm
      values={values}
      result={navigation.state === "idle" ? actionData?.result : undefined}
    />
  );
}

export function ErrorBoundary() {
  return (
    <KeptFormBoundary>
      {(result) => <PersonalDetailsForm values={NO_VALUES} result={result} />}
    </KeptFormBoundary>
  );
}

function PersonalDetailsForm({
  values,
  result,
}: {
  values: PersonalValues;
  result: SubmissionResult<string[]> | undefined;
}) {
  const { t } = useTranslation(["profile", "register"]);
  const [form, fields] = useForm({
    id: "personal-details",
    defaultValue: values,
    lastResult: result,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: personalDetailsSchema(t) }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  return (
    <SettingsForm
      title={t("personal.title")}
      intro={t("personal.intro")}
      form={form}
      result={result}
      summary={[
        { id: fields.gender.id, label: t("register:labels.gender"), errors: fields.gender.errors },
        { id: fields.title.id, label: t("register:labels.title"), errors: fields.title.errors },
        {
          id: fields.first_name.id,
          label: t("register:labels.first_name"),
          errors: fields.first_name.errors,
        },
        { id: fields.last_name.id, label: t("register:labels.last_name"), errors: fields.last_name.errors },
      ]}
    >
      <PersonStep fields={fields} />
    </SettingsForm>
  );
}
