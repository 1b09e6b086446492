import { useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { getApi } from "~/.server/api";
import { requireToken } from "~/.server/auth";
import { readForm } from "~/.server/form";
import {
  ConfirmEmailChangeDocument,
  EmailChangePageDocument,
  RequestEmailChangeDocument,
} from "~/.server/graphql/profile";
import { getFixedT, getLocale } from "~/.server/i18n";
import { profileFormAction } from "~/.server/profile-form";
import { refusalText } from "~/.server/refusals";
import { TextField } from "~/components/forms/TextField";
import { SettingsForm } from "~/components/profile/SettingsForm";
import { emailChangeSchema, emailCodeSchema } from "~/lib/schemas/profile";
import { pageTitle } from "~/lib/title";
import { pageMeta } from "~/lib/page-meta";
import { passRetryAfter } from "~/lib/route-headers";

// /profile/email-change: step 1 the new address and the password, step 2 the code mailed
// to the new address (`?step=code`); the old address is told once it changed. Post/redirect/get.
export async function loader({ request }: LoaderFunctionArgs) {
  await requireToken(request);
  const api = await getApi(request, { locale: await getLocale(request) });
  const [{ me }, t] = await Promise.all([api.request(EmailChangePageDocument), getFixedT(request)]);
  if (!me) throw new Response(null, { status: 401 });
  const pending = me.pending_email ?? null;
  return {
    title: pageTitle(t, "profile:email.title"),
    email: me.email,
    pending,
    step:
      new URL(request.url).searchParams.get("step") === "code" && pending
        ? ("code" as const)
        : ("request" as const),
  };
}

export async function action({ request }: ActionFunctionArgs) {
  const intent = (await readForm(request.clone())).get("intent");
  if (intent === "confirm") {
    return profileFormAction(request, {
      schema: emailCodeSchema,
      run: (api, value) => api.request(ConfirmEmailChangeDocument, { code: value.code }),
      // Wrong, expired, or too many wrong tries (ask for a new one), or the address was taken meanwhile.
      fieldErrors: (error, t): Record<string, string[]> =>
        error.codes("code").length > 0 ? { code: [refusalText(t, error.code("code"))] } : {},
      // The only limit of this step: the code's tries are used up, a new one can be had in N minutes.
      rateLimited: "profile:email.wrong_codes_wait",
      success: "profile:email.changed",
      next: "/profile",
    });
  }
  return profileFormAction(request, {
    schema: emailChangeSchema,
    hide: ["password"],
    run: (api, value) =>
      api.request(RequestEmailChangeDocument, { email: value.email, password: value.password }),
    fieldErrors: (error, t) => ({
      ...(error.codes("email").length > 0 ? { email: [refusalText(t, error.code("email"))] } : {}),
      ...(error.codes("password").length > 0 ? { password: [refusalText(t, error.code("password"))] } : {}),
    }),
    success: "profile:email.code_sent",
    rateLimited: (code) =>
      code === "CODE_TRIES_EXCEEDED" ? "profile:email.wrong_codes_wait" : "profile:email.rate_limited",
    next: "/profile/email-change?step=code",
  });
}

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
      <TextField
        meta={fields.password}
        label={t("account.delete_password")}
        type="password"
        autoComplete="current-password"
      />
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
