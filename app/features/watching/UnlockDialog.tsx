import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useFetcher } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { UrlDialog } from "~/components/dialogs/UrlDialog";
import { ErrorSummary } from "~/components/forms/ErrorSummary";
import { TextField } from "~/components/forms/TextField";
import { createUnlockSchema } from "~/lib/schemas/unlock";
import { cx } from "~/components/ui/cx";
import { dialogButtonClass } from "~/components/ui/buttonStyles";
import { SubmitButton } from "~/components/forms/SubmitButton";

type UnlockReply = { result: SubmissionResult<string[]>; back: string };

export type UnlockDialogProps = {
  /** The page to return to (without the dialog): the action redirects there on success. */
  redirectTo: string;
  /** The server's answer when the dialog is rendered by the /unlock route (no JavaScript). */
  lastResult?: SubmissionResult<string[]>;
  returnFocusId?: string;
};

/**
 * The unlock dialog (spec 2.5 'unlock content', `?dialog=unlock`): one code field posting to
 * /unlock. With JavaScript a fetcher answers in place (errors here, focus on the summary); on success
 * the action's redirect reloads the page with the item open and the 'Inhalt freigeschaltet' snackbar.
 */
export function UnlockDialog({ redirectTo, lastResult, returnFocusId }: UnlockDialogProps) {
  const { t } = useTranslation("share");
  // Bound to this dialog: reopening it starts without the last answer's errors.
  const fetcher = useFetcher<UnlockReply>();
  const result = fetcher.state === "idle" && fetcher.data ? fetcher.data.result : lastResult;
  const [form, fields] = useForm({
    id: "unlock",
    lastResult: result,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: createUnlockSchema(t) }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  const submitting = fetcher.state !== "idle";

  return (
    <UrlDialog
      title={t("unlock.title")}
      description={t("unlock.description")}
      width={500}
      closeHref={redirectTo}
      returnFocusId={returnFocusId}
    >
      <fetcher.Form
        method="post"
        action="/unlock"
        {...getFormProps(form)}
        className="flex flex-col gap-2"
        data-testid="unlock-form"
      >
        <ErrorSummary
          result={result}
          formErrors={form.errors}
          fields={[{ id: fields.code.id, label: t("unlock.code"), errors: fields.code.errors }]}
        />
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <TextField meta={fields.code} label={t("unlock.code")} autoComplete="off" />
        <SubmitButton
          busy={submitting}
          busyLabel={t("unlock.submitting")}
          className={cx("mt-2", dialogButtonClass)}
        >
          {t("unlock.submit")}
        </SubmitButton>
      </fetcher.Form>
    </UrlDialog>
  );
}
