import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, Link, useActionData, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { ErrorSummary } from "~/components/forms/ErrorSummary";
import { TextField } from "~/components/forms/TextField";
import { NewPasswordFields } from "~/components/forms/PasswordFields";
import {
  createForgotPasswordRequestSchema,
  createResetPasswordByLinkSchema,
  createResetPasswordSchema,
} from "./forgot-password.schema";
import { UrlDialog } from "~/components/dialogs/UrlDialog";
import { SubmitButton } from "~/components/forms/SubmitButton";
import { dialogButtonClass } from "~/components/ui/buttonStyles";
import { cx } from "~/components/ui/cx";

/** `code`: filled in from the mail's link; without `email` (another browser) the email is asked for. */
type Props = { step: 1 | 2; email: string | null; code?: string | null };
type ActionData = { result?: SubmissionResult<string[]> } | undefined;

const buttonClass = cx("mt-2", dialogButtonClass);

/** Forgot-password dialog (spec 2.5, width 500): step 1 requests a code, step 2 sets the new password. */
export function ForgotPasswordDialog({ step, email, code = null }: Props) {
  const { t } = useTranslation("auth");
  return (
    <UrlDialog
      title={t("forgot_password.title")}
      description={t("forgot_password.step", { step, total: 2 })}
      width={500}
    >
      {step === 1 ? <RequestStep email={email} /> : <ResetStep email={email} code={code} />}
    </UrlDialog>
  );
}

function useSubmitting(intent: string) {
  const navigation = useNavigation();
  return navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
}

function RequestStep({ email }: { email: string | null }) {
  const { t } = useTranslation("auth");
  const actionData = useActionData<ActionData>();
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id: "forgot-password-1",
    lastResult: navigation.state === "idle" ? actionData?.result : undefined,
    defaultValue: { email: email ?? "" },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: createForgotPasswordRequestSchema(t) }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  const submitting = useSubmitting("request");
  return (
    <Form method="post" {...getFormProps(form)} className="flex flex-col gap-2">
      <ErrorSummary
        result={navigation.state === "idle" ? actionData?.result : undefined}
        formErrors={form.errors}
        fields={[{ id: fields.email.id, label: t("forgot_password.email"), errors: fields.email.errors }]}
      />
      <p className="mb-2">{t("forgot_password.request_text")}</p>
      <input type="hidden" name="intent" value="request" />
      <TextField meta={fields.email} label={t("forgot_password.email")} type="email" autoComplete="email" />
      <SubmitButton busy={submitting} busyLabel={t("forgot_password.requesting")} className={buttonClass}>
        {t("forgot_password.request")}
      </SubmitButton>
      <p className="mt-3 text-sm">
        <Link to="/?dialog=login" className="text-primary underline">
          {t("forgot_password.to_login")}
        </Link>
      </p>
    </Form>
  );
}

function ResetStep({ email, code }: { email: string | null; code: string | null }) {
  const { t } = useTranslation("auth");
  const actionData = useActionData<ActionData>();
  const navigation = useNavigation();
  const [form, fields] = useForm<{ email?: string; code: string; password: string; password_repeat: string }>(
    {
      id: "forgot-password-2",
      lastResult: navigation.state === "idle" ? actionData?.result : undefined,
      defaultValue: { code: code ?? "" },
      onValidate: ({ formData }) =>
        parseWithZod(formData, {
          schema: email ? createResetPasswordSchema(t) : createResetPasswordByLinkSchema(t),
        }),
      shouldValidate: "onBlur",
      shouldRevalidate: "onInput",
    },
  );
  const submitting = useSubmitting("reset");
  const resending = useSubmitting("resend");
  const labels = {
    email: t("forgot_password.email"),
    code: t("forgot_password.code"),
    password: t("forgot_password.new_password"),
    repeat: t("forgot_password.password_repeat"),
  };
  return (
    <div className="flex flex-col gap-2">
      <Form method="post" {...getFormProps(form)} className="flex flex-col gap-2">
        <ErrorSummary
          result={navigation.state === "idle" ? actionData?.result : undefined}
          formErrors={form.errors}
          fields={[
            ...(email ? [] : [{ id: fields.email.id, label: labels.email, errors: fields.email.errors }]),
            { id: fields.code.id, label: labels.code, errors: fields.code.errors },
            { id: fields.password.id, label: labels.password, errors: fields.password.errors },
            { id: fields.password_repeat.id, label: labels.repeat, errors: fields.password_repeat.errors },
          ]}
        />
        {email ? (
          <p className="mb-2" role="status">
            {t("forgot_password.code_sent", { email })}
          </p>
        ) : (
          <p className="mb-2">{t("forgot_password.link_text")}</p>
        )}
        <input type="hidden" name="intent" value="reset" />
        {email ? (
          // Lets password managers store the new password under the right account.
          <input type="email" name="username" value={email} autoComplete="username" readOnly hidden />
        ) : (
          <TextField meta={fields.email} label={labels.email} type="email" autoComplete="username" />
        )}
        <TextField meta={fields.code} label={labels.code} inputMode="numeric" autoComplete="one-time-code" />
        <NewPasswordFields password={fields.password} repeat={fields.password_repeat} labels={labels} />
        <SubmitButton busy={submitting} busyLabel={t("forgot_password.resetting")} className={buttonClass}>
          {t("forgot_password.reset")}
        </SubmitButton>
      </Form>
      <div className="mt-3 flex flex-wrap items-center justify-between gap-2 text-sm">
        <Link to="/?dialog=forgot-password&step=1" className="text-primary underline">
          {t("forgot_password.back")}
        </Link>
        {/* Resending needs the email of a request made in this browser; without it, step 1 asks anew. */}
        {email ? (
          <Form method="post">
            <input type="hidden" name="intent" value="resend" />
            <SubmitButton busy={resending} className="text-primary underline disabled:opacity-70">
              {t("forgot_password.resend")}
            </SubmitButton>
          </Form>
        ) : null}
      </div>
    </div>
  );
}
