import { useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { changePassword, loadPasswordChange } from "../account-settings.server";
import { CurrentPasswordField, NewPasswordFields } from "~/components/forms/PasswordFields";
import { SettingsForm } from "../SettingsForm";
import { passwordChangeSchema } from "../profile.schema";
import { pageMeta } from "~/lib/page-meta";
import { passRetryAfter } from "~/lib/route-headers";

// /profile/password-change: the current password, the new one twice (spec §5). Accounts
// whose password is managed elsewhere (`password_editable` false) get an explanation instead.
export const loader = ({ request }: LoaderFunctionArgs) => loadPasswordChange(request);

export const action = ({ request }: ActionFunctionArgs) => changePassword(request);

export const meta = pageMeta;
// The upstream's limit (429) reaches the browser with its Retry-After.
export const headers = passRetryAfter;

export default function PasswordChange() {
  const { t } = useTranslation("profile");
  const { editable } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const result = navigation.state === "idle" ? actionData?.result : undefined;
  const [form, fields] = useForm({
    id: "password-change",
    lastResult: result,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: passwordChangeSchema(t) }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  if (!editable) {
    return (
      <div className="max-w-xl py-6">
        <h1 className="text-3xl font-bold text-ink">{t("password.title")}</h1>
        <p className="mt-4 text-ink" role="status">
          {t("password.not_editable")}
        </p>
      </div>
    );
  }
  return (
    <SettingsForm
      title={t("password.title")}
      intro={t("password.intro")}
      form={form}
      result={result}
      summary={[
        {
          id: fields.current_password.id,
          label: t("password.current"),
          errors: fields.current_password.errors,
        },
        { id: fields.password.id, label: t("password.new"), errors: fields.password.errors },
        { id: fields.password_repeat.id, label: t("password.repeat"), errors: fields.password_repeat.errors },
      ]}
    >
      <CurrentPasswordField meta={fields.current_password} label={t("password.current")} />
      <NewPasswordFields
        password={fields.password}
        repeat={fields.password_repeat}
        labels={{ password: t("password.new"), repeat: t("password.repeat") }}
      />
    </SettingsForm>
  );
}
