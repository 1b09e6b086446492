import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, Link, useActionData, useNavigation, useSearchParams } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { ErrorSummary } from "~/components/forms/ErrorSummary";
import { TextField } from "~/components/forms/TextField";
import { CurrentPasswordField } from "~/components/forms/PasswordFields";
import { authHref } from "~/components/frame/urls";
import { createLoginSchema } from "./login.schema";
import type { loginAction } from "./login.server";
import { UrlDialog } from "~/components/dialogs/UrlDialog";
import { cx } from "~/components/ui/cx";
import { dialogButtonClass } from "~/components/ui/buttonStyles";
import { SubmitButton } from "~/components/forms/SubmitButton";

/** Login dialog (spec 2.5, width 500); posts to the landing route's action. */
export function LoginDialog() {
  const { t } = useTranslation("auth");
  const actionData = useActionData<typeof loginAction>();
  const navigation = useNavigation();
  const [searchParams] = useSearchParams();
  const [form, fields] = useForm({
    id: "login",
    lastResult: navigation.state === "idle" ? actionData?.result : undefined,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: createLoginSchema(t) }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  const submitting = navigation.state === "submitting" && navigation.formData?.get("intent") === "login";
  const redirectTo = searchParams.get("redirect") ?? "";

  return (
    <UrlDialog title={t("login.title")} width={500}>
      <Form method="post" {...getFormProps(form)} className="flex flex-col gap-2">
        <ErrorSummary
          result={navigation.state === "idle" ? actionData?.result : undefined}
          formErrors={form.errors}
          fields={[
            { id: fields.email.id, label: t("login.email"), errors: fields.email.errors },
            { id: fields.password.id, label: t("login.password"), errors: fields.password.errors },
          ]}
        />
        <input type="hidden" name="intent" value="login" />
        {redirectTo ? <input type="hidden" name="redirect" value={redirectTo} /> : null}
        <TextField meta={fields.email} label={t("login.email")} type="email" autoComplete="username" />
        <CurrentPasswordField meta={fields.password} label={t("login.password")} />
        <SubmitButton
          busy={submitting}
          busyLabel={t("login.submitting")}
          className={cx("mt-2", dialogButtonClass)}
        >
          {t("login.submit")}
        </SubmitButton>
        <div className="mt-3 flex flex-wrap justify-between gap-2 text-sm">
          <Link to="/?dialog=forgot-password" className="text-primary underline">
            {t("login.forgot_password")}
          </Link>
          <Link
            to={redirectTo ? authHref("register", redirectTo) : "/?dialog=register"}
            className="text-primary underline"
          >
            {t("login.register")}
          </Link>
        </div>
      </Form>
    </UrlDialog>
  );
}
