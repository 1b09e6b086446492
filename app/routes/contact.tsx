import {
  getFormProps,
  getInputProps,
  getTextareaProps,
  useForm,
  type SubmissionResult,
} from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { loadContact, sendContact } from "~/.server/contact";
import { ChoiceGroup } from "~/components/forms/ChoiceGroup";
import { ErrorSummary } from "~/components/forms/ErrorSummary";
import { TextField } from "~/components/forms/TextField";
import { primaryButtonClass } from "~/components/ui/buttonStyles";
import { CONTACT_MESSAGE_MAX, contactSchema } from "~/lib/schemas/contact";
import { pageMeta } from "~/lib/page-meta";
import { passRetryAfter } from "~/lib/route-headers";
import { SubmitButton } from "~/components/forms/SubmitButton";

// /contact (spec 2.1): a message to support or sales, signed in or not (the work and its spam
// guards are in .server/contact.ts).
export const loader = ({ request }: LoaderFunctionArgs) => loadContact(request);

export const action = ({ request, context }: ActionFunctionArgs) =>
  sendContact(request, { clientIp: context.clientIp ?? "unknown", requestId: context.requestId });

export const meta = pageMeta;
// Both limits (ours and the upstream's) answer 429 with Retry-After, with JavaScript off too.
export const headers = passRetryAfter;

export default function Contact() {
  const { values } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>()?.result;
  const navigation = useNavigation();
  // A new form after a message went out (the loader's new start); after a refusal the page keeps
  // its data (Remix does not reload it after a 4xx), so the form and what was typed stay.
  return (
    <ContactForm
      key={values.started}
      values={values}
      result={navigation.state === "idle" ? result : undefined}
    />
  );
}

function ContactForm({
  values,
  result,
}: {
  values: Awaited<ReturnType<typeof loader>>["values"];
  result: SubmissionResult<string[]> | undefined;
}) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const sending = navigation.state === "submitting";
  const [form, fields] = useForm({
    id: "contact",
    defaultValue: values,
    lastResult: result,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: contactSchema(t) }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  const messageError = fields.message.errors?.[0];
  return (
    <div className="mx-auto max-w-2xl px-4 py-8">
      <h1 className="text-3xl font-bold text-ink">{t("contact.title")}</h1>
      <p className="mt-2 text-muted">{t("contact.intro")}</p>
      <p className="mt-2">
        <Link to="/faq" className="font-semibold text-primary underline">
          {t("contact.faq_hint")}
        </Link>
      </p>
      <Form method="post" {...getFormProps(form)} className="mt-6 flex flex-col gap-3">
        <ErrorSummary
          result={result}
          formErrors={form.errors}
          fields={[
            { id: fields.recipient.id, label: t("contact.recipient"), errors: fields.recipient.errors },
            { id: fields.name.id, label: t("contact.name"), errors: fields.name.errors },
            { id: fields.email.id, label: t("contact.email"), errors: fields.email.errors },
            { id: fields.subject.id, label: t("contact.subject"), errors: fields.subject.errors },
            { id: fields.message.id, label: t("contact.message"), errors: fields.message.errors },
          ]}
        />
        <ChoiceGroup
          meta={fields.recipient}
          legend={t("contact.recipient")}
          type="radio"
          columns={2}
          options={[
            { value: "SUPPORT", label: t("contact.recipients.SUPPORT") },
            { value: "SALES", label: t("contact.recipients.SALES") },
          ]}
        />
        <TextField meta={fields.name} label={t("contact.name")} autoComplete="name" />
        <TextField meta={fields.email} label={t("contact.email")} type="email" autoComplete="email" />
        <TextField meta={fields.subject} label={t("contact.subject")} />
        <div className="flex flex-col gap-1">
          <label htmlFor={fields.message.id} className="font-medium text-ink">
            {t("contact.message")}
          </label>
          <textarea
            {...getTextareaProps(fields.message, { ariaAttributes: true })}
            key={fields.message.key}
            rows={8}
            maxLength={CONTACT_MESSAGE_MAX}
            className="w-full rounded border border-line bg-white px-3 py-2 text-ink aria-[invalid=true]:border-error focus:border-primary"
          />
          <p id={fields.message.errorId} className="min-h-6 text-sm text-error">
            {messageError}
          </p>
        </div>
        {/* People never see or reach this field; scripts that fill every field do. */}
        <div className="hidden" aria-hidden="true">
          <label htmlFor={fields.website.id}>{t("contact.leave_empty")}</label>
          <input {...getInputProps(fields.website, { type: "text" })} tabIndex={-1} autoComplete="off" />
        </div>
        <input {...getInputProps(fields.started, { type: "hidden" })} />
        <p className="text-sm text-muted">{t("contact.privacy")}</p>
        <SubmitButton
          busy={sending}
          busyLabel={t("contact.sending")}
          className={`${primaryButtonClass} mt-2 self-start`}
        >
          {t("contact.send")}
        </SubmitButton>
      </Form>
    </div>
  );
}
