import { getFormProps, type FormMetadata, type SubmissionResult } from "@conform-to/react";
import { Form, useActionData, useNavigation, useRouteError } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { RouteErrorPage } from "~/components/ErrorPage";
import { ErrorSummary } from "~/components/forms/ErrorSummary";
import { primaryButtonClass } from "~/components/ui/buttonStyles";
import { SubmitButton } from "~/components/forms/SubmitButton";

type SummaryField = { id: string; label: string; errors?: string[] };

/**
 * The frame of an account page's form: heading and intro, the error summary that links to
 * each field, the fields, and a save button that says when it is saving. Posts to the page itself.
 */
export function SettingsForm<Schema extends Record<string, unknown>>({
  title,
  intro,
  form,
  result,
  summary,
  submitLabel,
  encType,
  busy = false,
  children,
}: {
  title: string;
  intro: string;
  form: FormMetadata<Schema, string[]>;
  result: SubmissionResult<string[]> | undefined;
  summary: SummaryField[];
  /** Default: "Speichern". */
  submitLabel?: string;
  /** multipart/form-data where a file goes with the form without JavaScript. */
  encType?: "multipart/form-data";
  /** Work of the page's own under way (an upload): the form waits for it. */
  busy?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation("profile");
  const navigation = useNavigation();
  const saving = navigation.state === "submitting";
  const waiting = saving || busy;
  return (
    <div className="max-w-xl py-6">
      <h1 className="text-3xl font-bold text-ink">{title}</h1>
      <p className="mt-2 text-muted">{intro}</p>
      <Form method="post" encType={encType} {...getFormProps(form)} className="mt-6 flex flex-col gap-3">
        <ErrorSummary
          result={navigation.state === "idle" ? result : undefined}
          formErrors={form.errors}
          fields={summary}
        />
        {children}
        <SubmitButton
          busy={waiting}
          busyLabel={saving ? t("saving") : undefined}
          className={`${primaryButtonClass} mt-2 self-start`}
        >
          {submitLabel ?? t("save")}
        </SubmitButton>
      </Form>
    </div>
  );
}

/**
 * The error boundary of an account page (the fault matrix, decision 022): when saving failed because the
 * upstream is down, a browser without JavaScript gets the page again from loaders that fail too. The
 * form comes back from what the action answered (the input, never passwords, and the German
 * message) instead of an error page that loses it; other errors show the error page.
 */
export function KeptFormBoundary({
  children,
}: {
  children: (result: SubmissionResult<string[]>) => ReactNode;
}) {
  const error = useRouteError();
  const result = useActionData<{ result?: SubmissionResult<string[]> }>()?.result;
  if (result?.initialValue) return <>{children(result)}</>;
  return <RouteErrorPage error={error} />;
}
