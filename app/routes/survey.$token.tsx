import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { getApi, upstreamFailure, UpstreamValidationError } from "~/.server/api";
import { readForm } from "~/.server/form";
import { SubmitSurveyDocument, SurveyInvitationDocument } from "~/.server/graphql/survey";
import { getFixedT, getLocale } from "~/.server/i18n";
import { flash } from "~/.server/session";
import { ErrorSummary } from "~/components/forms/ErrorSummary";
import { SurveyQuestionField } from "~/components/survey/SurveyQuestionField";
import { primaryButtonClass } from "~/components/ui/buttonStyles";
import { pageMeta } from "~/lib/page-meta";
import { answerable, fieldName, surveySchema, toAnswers, type SurveyQuestion } from "~/lib/schemas/survey";
import { pageTitle, titleWith } from "~/lib/title";

// /survey/{token} (spec 2.1): a personal link to a survey, no login. Every question type,
// the at-least/at-most rules, a progress bar, the thank-you state and the used or unknown link.
// A link counts once (decision 024).

async function loadSurvey(request: Request, token: string) {
  const api = await getApi(request, { locale: await getLocale(request) });
  return (await api.request(SurveyInvitationDocument, { token })).surveyInvitation;
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const t = await getFixedT(request);
  const invitation = await loadSurvey(request, params.token ?? "");
  return data(
    {
      title: invitation ? titleWith(t, invitation.survey.title) : pageTitle(t, "common:survey.invalid_title"),
      invitation,
    },
    { status: invitation ? 200 : 404, headers: { "X-Robots-Tag": "noindex" } },
  );
}

export async function action({ request, params }: ActionFunctionArgs) {
  const form = await readForm(request);
  const token = params.token ?? "";
  const back = `/survey/${encodeURIComponent(token)}`;
  const t = await getFixedT(request);
  const invitation = await loadSurvey(request, token);
  if (!invitation || invitation.state !== "OPEN") return redirect(back, 303);
  const questions = invitation.survey.questions;
  const submission = parseWithZod(form, { schema: surveySchema(t, questions) });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  try {
    const api = await getApi(request, { locale: await getLocale(request) });
    await api.request(SubmitSurveyDocument, { token, answers: toAnswers(questions, submission.value) });
  } catch (error) {
    if (error instanceof UpstreamValidationError) {
      // The link was used meanwhile (another tab): the page says so.
      if (error.fields.token) return redirect(back, 303);
      return data(
        { result: submission.reply({ formErrors: [t("common:survey.refused")] }) },
        { status: 400 },
      );
    }
    const failure = upstreamFailure(error);
    if (!failure) throw error;
    return data(
      { result: submission.reply({ formErrors: [t(failure.messageKey)] }) },
      { status: failure.status },
    );
  }
  return redirect(back, {
    status: 303,
    headers: await flash(request, { kind: "success", messages: [{ key: "common:survey.sent" }] }),
  });
}

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
