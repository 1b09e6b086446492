import { getFormProps, getTextareaProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useFetcher } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { UrlDialog } from "~/components/dialogs/UrlDialog";
import { ErrorSummary } from "~/components/forms/ErrorSummary";
import { FEEDBACK_TEXT_MAX, feedbackSchema, RATINGS } from "~/lib/schemas/feedback";
import { dialogButtonClass } from "~/components/ui/buttonStyles";
import { SubmitButton } from "~/components/forms/SubmitButton";

type FeedbackReply = { result: SubmissionResult<string[]>; back: string };

export type FeedbackDialogProps = {
  /** What the feedback is about: a video or livestream, an event, or (neither) the platform. */
  about: { contentId?: string; eventId?: string; title: string };
  /** The page to return to (without the dialog). */
  redirectTo: string;
  /** The server's answer when the /feedback route renders the dialog (no JavaScript). */
  lastResult?: SubmissionResult<string[]>;
  returnFocusId?: string;
};

/**
 * The feedback dialog (spec 2.5, `?dialog=feedback`): one to five stars and a text, posting to
 * /feedback. With JavaScript a fetcher answers in place; success goes back with the snackbar.
 */
export function FeedbackDialog({ about, redirectTo, lastResult, returnFocusId }: FeedbackDialogProps) {
  const { t } = useTranslation("content");
  const fetcher = useFetcher<FeedbackReply>();
  const result = fetcher.state === "idle" && fetcher.data ? fetcher.data.result : lastResult;
  const [form, fields] = useForm({
    id: "feedback",
    lastResult: result,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: feedbackSchema(t) }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  const submitting = fetcher.state !== "idle";
  const chosen = fields.rating.initialValue;
  return (
    <UrlDialog
      title={t("feedback.title")}
      description={
        about.title ? t("feedback.description", { title: about.title }) : t("feedback.description_generic")
      }
      width={500}
      closeHref={redirectTo}
      returnFocusId={returnFocusId}
    >
      <fetcher.Form method="post" action="/feedback" {...getFormProps(form)} className="flex flex-col gap-3">
        <ErrorSummary
          result={result}
          formErrors={form.errors}
          fields={[
            { id: `${fields.rating.id}-1`, label: t("feedback.rating"), errors: fields.rating.errors },
            { id: fields.text.id, label: t("feedback.text"), errors: fields.text.errors },
          ]}
        />
        <input type="hidden" name="redirectTo" value={redirectTo} />
        {about.contentId ? <input type="hidden" name="contentId" value={about.contentId} /> : null}
        {about.eventId ? <input type="hidden" name="eventId" value={about.eventId} /> : null}
        <fieldset
          aria-describedby={fields.rating.errorId}
          aria-invalid={fields.rating.errors ? true : undefined}
        >
          <legend className="font-medium text-ink">{t("feedback.rating")}</legend>
          <div className="mt-2 flex flex-wrap gap-2">
            {RATINGS.map((value) => (
              <label
                key={value}
                className="flex min-h-10 cursor-pointer items-center gap-2 rounded-full border border-line px-3 text-ink has-[:checked]:border-primary has-[:checked]:bg-primary-light"
              >
                <input
                  type="radio"
                  id={`${fields.rating.id}-${value}`}
                  name={fields.rating.name}
                  value={value}
                  defaultChecked={chosen === value}
                  className="h-4 w-4 accent-primary"
                />
                <span aria-hidden="true">{"★".repeat(Number(value))}</span>
                <span className="sr-only">{t("feedback.stars", { count: Number(value) })}</span>
              </label>
            ))}
          </div>
          <p id={fields.rating.errorId} className="min-h-6 text-sm text-error">
            {fields.rating.errors?.[0]}
          </p>
        </fieldset>
        <label htmlFor={fields.text.id} className="font-medium text-ink">
          {t("feedback.text")}
        </label>
        <textarea
          {...getTextareaProps(fields.text, { ariaAttributes: true })}
          key={fields.text.key}
          rows={5}
          maxLength={FEEDBACK_TEXT_MAX}
          className="w-full rounded border border-line bg-white px-3 py-2 text-ink aria-[invalid=true]:border-error focus:border-primary"
        />
        <p id={fields.text.errorId} className="min-h-6 text-sm text-error">
          {fields.text.errors?.[0]}
        </p>
        <SubmitButton busy={submitting} busyLabel={t("feedback.sending")} className={dialogButtonClass}>
          {t("feedback.submit")}
        </SubmitButton>
      </fetcher.Form>
    </UrlDialog>
  );
}
