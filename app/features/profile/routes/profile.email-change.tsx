import { useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { TextField } from "~/components/forms/TextField";
import { CurrentPasswordField } from "~/components/forms/PasswordFields";
import { SettingsForm } from "../SettingsForm";
import { emailChangeSchema, emailCodeSchema } from "../profile.schema";
import { pageMeta } from "~/lib/page-meta";
import { passRetryAfter } from "~/lib/route-headers";
import { loadEmailChange } from "../profile-pages.server";
import { emailChangeAction } from "../profile-pages.server";

// /profile/email-change: step 1 the new address and the password, step 2 the code mailed
// to the new address (`?step=code`); the old address is told once it changed. Post/redirect/get.
export const loader = ({ request }: LoaderFunctionArgs) => loadEmailChange(request);

export const action = ({ request }: ActionFunctionArgs) => emailChangeAction(request);

export const meta = pageMeta;
// The upstream's limit (429) reaches the browser with its Retry-After.
export const headers = passRetryAfter;

export default function EmailChange() {
  const { step } = useLoaderData<typeof loader>();
  return step === "code" ? <CodeStep /> : <RequestStep />;
}

function RequestStep() {
  const { t } = useTranslation("profile");
  const { email, pending } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const result = navigation.state === "idle" ? actionData?.result : undefined;
  const [form, fields] = useForm({
    id: "email-change",
    lastResult: result,
    // Asking again for a new code: the address asked for last is there already.
    defaultValue: { email: pending ?? "" },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: emailChangeSchema(t) }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  return (
    <SettingsForm
      title={t("email.title")}
      intro={t("email.intro", { email })}
      form={form}
      result={result}
      summary={[
        { id: fields.email.id, label: t("email.new"), errors: fields.email.errors },
        { id: fields.password.id, label: t("account.delete_password"), errors: fields.password.errors },
      ]}
      submitLabel={t("email.send_code")}
    >
      <input type="hidden" name="intent" value="request" />
      <TextField meta={fields.email} label={t("email.new")} type="email" autoComplete="email" />
      <CurrentPasswordField meta={fields.password} label={t("account.delete_password")} />
    </SettingsForm>
  );
}

function CodeStep() {
  const { t } = useTranslation("profile");
  const { pending } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const result = navigation.state === "idle" ? actionData?.result : undefined;
  const [form, fields] = useForm({
    id: "email-code",
    lastResult: result,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: emailCodeSchema(t) }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  return (
    <>
      <SettingsForm
        title={t("email.title")}
        intro={t("email.code_intro", { email: pending })}
        form={form}
        result={result}
        summary={[{ id: fields.code.id, label: t("email.code"), errors: fields.code.errors }]}
        submitLabel={t("email.confirm")}
      >
        <input type="hidden" name="intent" value="confirm" />
        <TextField
          meta={fields.code}
          label={t("email.code")}
          inputMode="numeric"
          autoComplete="one-time-code"
        />
      </SettingsForm>
      {/* Back to step 1 with the address filled in: no code came, it expired or took too many tries. */}
      <p className="max-w-xl">
        <Link to="/profile/email-change" className="text-primary underline">
          {t("email.new_code")}
        </Link>
      </p>
    </>
  );
}
