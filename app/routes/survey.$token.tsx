import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { loadSurveyPage, submitSurvey } from "~/.server/survey";
import { ErrorSummary } from "~/components/forms/ErrorSummary";
import { SurveyQuestionField } from "~/components/survey/SurveyQuestionField";
import { primaryButtonClass } from "~/components/ui/buttonStyles";
import { pageMeta } from "~/lib/page-meta";
import { answerable, fieldName, surveySchema, type SurveyQuestion } from "~/lib/schemas/survey";

// /survey/{token} (spec 2.1): a personal link to a survey, no login (.server/survey.ts).
export const loader = ({ request, params }: LoaderFunctionArgs) =>
  loadSurveyPage(request, params.token ?? "");

export const action = ({ request, params }: ActionFunctionArgs) => submitSurvey(request, params.token ?? "");

export const meta = pageMeta;

export default function SurveyPage() {
  const { invitation } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  if (!invitation) return <Notice title={t("survey.invalid_title")} text={t("survey.invalid")} />;
  if (invitation.state === "ANSWERED")
    return <Notice title={t("survey.thanks_title")} text={t("survey.thanks")} />;
  if (invitation.state === "CLOSED")
    return <Notice title={invitation.survey.title} text={t("survey.closed")} />;
  return <SurveyForm survey={invitation.survey} />;
}

function Notice({ title, text }: { title: string; text: string }) {
  return (
    <div className="mx-auto max-w-2xl px-4 py-8">
      <h1 className="text-3xl font-bold text-ink">{title}</h1>
      <p className="mt-4 text-ink">{text}</p>
    </div>
  );
}

function SurveyForm({ survey }: { survey: { title: string; intro: string; questions: SurveyQuestion[] } }) {
  const { t } = useTranslation();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const result =
    navigation.state === "idle" && actionData && "result" in actionData
      ? (actionData.result as SubmissionResult<string[]>)
      : undefined;
  const [form, fields] = useForm({
    id: "survey",
    lastResult: result,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: surveySchema(t, survey.questions) }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  const questions = answerable(survey.questions);
  const answeredIn = (values: Record<string, unknown> | undefined) =>
    questions.filter((question) => {
      const value = values?.[fieldName(question)];
      return Array.isArray(value) ? value.length > 0 : Boolean(value);
    }).length;
  const [answered, setAnswered] = useState(() =>
    answeredIn(result?.initialValue as Record<string, unknown> | undefined),
  );
  const sending = navigation.state === "submitting";
  return (
    <div className="mx-auto max-w-2xl px-4 py-8">
      <h1 className="text-3xl font-bold text-ink">{survey.title}</h1>
      {survey.intro ? <p className="mt-2 text-muted">{survey.intro}</p> : null}
      <div className="sticky top-0 z-10 mt-4 bg-surface py-2">
        <label htmlFor="survey-progress" className="text-sm text-ink">
          {t("survey.progress", { answered, count: questions.length })}
        </label>
        <progress
          id="survey-progress"
          max={questions.length}
          value={answered}
          className="mt-1 h-2 w-full accent-primary"
        />
      </div>
      <Form
        method="post"
        {...getFormProps(form)}
        onChange={(event) =>
          setAnswered(
            answeredIn(
              Object.fromEntries(
                questions.map((question) => [
                  fieldName(question),
                  new FormData(event.currentTarget).getAll(fieldName(question)).filter(Boolean),
                ]),
              ),
            ),
          )
        }
        className="mt-4 flex flex-col gap-6"
      >
        <ErrorSummary
          result={result}
          formErrors={form.errors}
          fields={questions.map((question) => ({
            id: `${fields[fieldName(question)]?.id}-0`,
            label: question.label,
            errors: fields[fieldName(question)]?.errors,
          }))}
        />
        {survey.questions.map((question, index) => (
          <SurveyQuestionField
            key={question.id}
            question={question}
            number={index}
            meta={fields[fieldName(question)]!}
          />
        ))}
        <button type="submit" className={primaryButtonClass} disabled={sending}>
          {sending ? t("survey.sending") : t("survey.submit")}
        </button>
      </Form>
    </div>
  );
}
