import {
  getFormProps,
  getInputProps,
  getTextareaProps,
  useForm,
  type SubmissionResult,
} from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { getApi, upstreamFailure, UpstreamValidationError } from "~/.server/api";
import { refusalMessages } from "~/.server/refusals";
import { ContactSenderDocument, SubmitContactRequestDocument } from "~/.server/graphql/contact";
import { getFixedT, getLocale } from "~/.server/i18n";
import { readForm } from "~/.server/form";
import { log } from "~/.server/log";
import { env } from "~/.server/env";
import { actionLimit, retryAfterHeaders } from "~/.server/rate-limit";
import { seal, unseal } from "~/.server/seal";
import { flash, getToken } from "~/.server/session";
import { ChoiceGroup } from "~/components/forms/ChoiceGroup";
import { ErrorSummary } from "~/components/forms/ErrorSummary";
import { TextField } from "~/components/forms/TextField";
import { primaryButtonClass } from "~/components/ui/buttonStyles";
import { CONTACT_MESSAGE_MAX, contactSchema, type ContactValues } from "~/lib/schemas/contact";
import { pageMeta } from "~/lib/page-meta";
import { passRetryAfter } from "~/lib/route-headers";
import { pageTitle } from "~/lib/title";

// /contact (spec 2.1): a message to support or sales, signed in or not. Spam is held off
// without a third party: a field people never see, a minimum time to fill the form in (the form's
// start sealed with the server's key) and a limit per address here and per sender upstream.

const limit = actionLimit("contact");

export async function loader({ request }: LoaderFunctionArgs) {
  const t = await getFixedT(request);
  let sender = { name: "", email: "" };
  if (await getToken(request)) {
    const api = await getApi(request, { locale: await getLocale(request) });
    const { me } = await api.request(ContactSenderDocument);
    if (me) sender = { name: `${me.first_name} ${me.last_name}`.trim(), email: me.email };
  }
  return {
    title: pageTitle(t, "contact.title"),
    metaDescription: t("contact.intro"),
    values: {
      recipient: "SUPPORT",
      ...sender,
      subject: "",
      message: "",
      website: "",
      started: seal(String(Date.now())),
    },
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readForm(request);
  const t = await getFixedT(request);
  const submission = parseWithZod(form, { schema: contactSchema(t) });
  const reply = (options: Parameters<typeof submission.reply>[0] = {}, status = 400, headers?: HeadersInit) =>
    data({ result: submission.reply(options) }, { status, headers });
  if (submission.status !== "success") return reply();
  const value: ContactValues = submission.value;

  const sent = async () =>
    redirect("/contact", {
      status: 303,
      headers: await flash(request, {
        kind: "success",
        messages: [{ key: "common:contact.sent", values: { email: value.email } }],
      }),
    });
  // A bot: it filled the hidden field, or sent a form start that is not ours. It is told "sent"
  // (nothing to learn from), and nothing is sent.
  const started = Number(unseal(value.started ?? "") ?? NaN);
  if (value.website || !Number.isFinite(started)) {
    log.info("contact request dropped as automated", { requestId: context.requestId });
    return sent();
  }
  // Faster than anyone types: perhaps a person who pasted the text. Nothing is lost: the form comes
  // back with what was typed and asks to send it again (by then the form's start is old enough).
  if (Date.now() - started < env.CONTACT_MIN_FILL_SECONDS * 1000)
    return reply({ formErrors: [t("common:contact.too_fast")] });

  const limited = await limit.check(context.clientIp ?? "unknown", value.email);
  if (limited.limited)
    return reply({ formErrors: [t("common:errors.rate_limited")] }, 429, retryAfterHeaders(limited));
  try {
    const api = await getApi(request, { locale: await getLocale(request) });
    await api.request(SubmitContactRequestDocument, {
      input: {
        recipient: value.recipient,
        name: value.name,
        email: value.email,
        subject: value.subject,
        message: value.message,
      },
    });
  } catch (error) {
    if (error instanceof UpstreamValidationError) {
      // The API checks what this form checks; a field it still refuses is named, with our words.
      const fields = ["recipient", "name", "email", "subject", "message"];
      return reply(refusalMessages(error, t, { fields: Object.fromEntries(fields.map((f) => [f, f])) }));
    }
    const failure = upstreamFailure(error);
    if (failure) {
      const { retryAfterSeconds } = failure;
      const headers = retryAfterSeconds ? retryAfterHeaders({ retryAfterSeconds }) : undefined;
      return reply({ formErrors: [t(failure.messageKey)] }, failure.status, headers);
    }
    throw error;
  }
  await limit.record(value.email);
  return sent();
}

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
        <button
          type="submit"
          disabled={sending}
          aria-busy={sending}
          className={`${primaryButtonClass} mt-2 self-start`}
        >
          {sending ? t("contact.sending") : t("contact.send")}
        </button>
      </Form>
    </div>
  );
}
