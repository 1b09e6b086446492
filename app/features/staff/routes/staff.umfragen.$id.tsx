import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { surveyAction, surveyPage } from "~/features/staff/staff-outreach.server";
import { outlineButtonClass, primaryButtonClass } from "~/components/ui/buttonStyles";
import { DetailSection } from "~/features/staff/StaffDetail";
import { pageMeta } from "~/lib/page-meta";
import { passRetryAfter } from "~/lib/route-headers";
import { staffClientLoader } from "~/features/staff/staff-client";
import { INVITES_MAX, share, surveyPath } from "~/features/staff/staff-outreach";
import { recordId } from "~/features/staff/staff.server";

// /staff/umfragen/{id}: a survey's results without names (counts and shares of every choice, the
// stars, the texts), its CSV, and invitations by address after a confirmation. 404 for everyone but
// the roles with SURVEYS (decision 035).

export const loader = ({ request, params }: LoaderFunctionArgs) => surveyPage(request, recordId(params));

export const action = ({ request, params }: ActionFunctionArgs) => surveyAction(request, params.id ?? "");

export const clientLoader = staffClientLoader;

// The day's invitations used up: the 429 says when to go on.
export const headers = passRetryAfter;

export const meta = pageMeta;

type Question = ReturnType<typeof useLoaderData<typeof loader>>["questions"][number];

export default function SurveyResults() {
  const { t } = useTranslation("staff");
  const { survey, questions } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const confirm = actionData?.confirm ?? null;
  return (
    <div className="mx-auto max-w-6xl px-4 py-6">
      <p>
        <Link to="/staff/umfragen" className="text-primary underline">
          {t("surveys.back")}
        </Link>
      </p>
      <h1 className="mt-2 text-3xl font-bold text-ink">{survey.title}</h1>
      <p className="mt-2 text-ink" data-testid="survey-totals">
        {t("surveys.totals", { invited: survey.invited, count: survey.responses })}
      </p>
      <p className="mt-3">
        <a href={`${surveyPath(survey.id)}.csv`} download className={outlineButtonClass}>
          {t("surveys.csv.download")}
        </a>
      </p>

      <DetailSection id="invite" title={t("surveys.invite.title")}>
        {actionData?.error ? (
          <p role="alert" className="mb-3 rounded border border-error p-3 text-error">
            {actionData.error}
          </p>
        ) : null}
        {confirm ? (
          <div
            className="rounded border-2 border-primary bg-white p-4"
            role="group"
            aria-labelledby="confirm-heading"
          >
            <h3 id="confirm-heading" className="font-semibold text-ink">
              {t("surveys.invite.confirm_title", { count: confirm.length })}
            </h3>
            <ul className="mt-2 list-disc pl-6 text-ink [overflow-wrap:anywhere]">
              {confirm.map((email) => (
                <li key={email}>{email}</li>
              ))}
            </ul>
            <p className="mt-2 text-sm text-muted">{t("surveys.invite.once")}</p>
            <Form method="post" className="mt-3 flex flex-wrap items-center gap-3">
              <input type="hidden" name="intent" value="invite" />
              <input type="hidden" name="emails" value={confirm.join("\n")} />
              <button type="submit" className={primaryButtonClass}>
                {t("surveys.invite.confirm", { count: confirm.length })}
              </button>
              <Link to={surveyPath(survey.id)} className="text-primary underline">
                {t("surveys.invite.cancel")}
              </Link>
            </Form>
          </div>
        ) : (
          <Form method="post" className="flex flex-col gap-3">
            <input type="hidden" name="intent" value="check" />
            <label className="flex flex-col text-sm font-semibold text-ink">
              {t("surveys.invite.emails")}
              <textarea
                name="emails"
                rows={5}
                required
                defaultValue={actionData?.emails ?? ""}
                aria-describedby="invite-hint"
                className="mt-1 rounded-md border border-line bg-white px-3 py-2 font-normal"
              />
            </label>
            <p id="invite-hint" className="text-sm text-muted">
              {t("surveys.invite.hint", { max: INVITES_MAX })}
            </p>
            <p>
              <button type="submit" className={outlineButtonClass}>
                {t("surveys.invite.check")}
              </button>
            </p>
          </Form>
        )}
      </DetailSection>

      <DetailSection id="results" title={t("surveys.results.title")}>
        {survey.responses === 0 ? <p className="text-ink">{t("surveys.results.none")}</p> : null}
        <ol className="flex flex-col gap-6">
          {questions.map((question, index) => (
            <li key={question.id} className="rounded border border-line bg-white p-4">
              <h3 id={`q-${question.id}`} className="font-semibold text-ink">
                {index + 1}. {question.label}
              </h3>
              <p className="text-sm text-muted">
                {t(`surveys.types.${question.type}`)} ·{" "}
                {t("surveys.results.answered", { count: question.answered })}
              </p>
              <QuestionResult question={question} />
            </li>
          ))}
        </ol>
      </DetailSection>
    </div>
  );
}

function QuestionResult({ question }: { question: Question }) {
  const { t } = useTranslation("staff");
  if (question.type === "TEXT" || question.type === "COMMENT") {
    return question.texts.length === 0 ? (
      <p className="mt-2 text-ink">{t("surveys.results.no_texts")}</p>
    ) : (
      <ul className="mt-2 flex flex-col gap-2">
        {question.texts.map((text, index) => (
          <li
            key={index}
            className="whitespace-pre-line border-l-4 border-line pl-3 text-ink [overflow-wrap:anywhere]"
          >
            {text}
          </li>
        ))}
      </ul>
    );
  }
  const stars = question.type === "STAR_RATING";
  const counts = stars ? [...question.counts].reverse() : question.counts;
  const average = stars
    ? question.counts.reduce((sum, row) => sum + Number(row.value) * row.count, 0) / (question.answered || 1)
    : null;
  const label = (value: string) =>
    stars
      ? t("surveys.results.stars", { count: Number(value) })
      : question.type === "CHECKBOX"
        ? t("surveys.results.yes")
        : value;
  return (
    <>
      {average !== null && question.answered > 0 ? (
        <p className="mt-2 text-ink">
          {t("surveys.results.average", {
            average: average.toLocaleString("de-DE", { maximumFractionDigits: 1 }),
          })}
        </p>
      ) : null}
      <table className="mt-2 w-full max-w-2xl border-collapse text-left text-sm">
        <thead>
          <tr className="border-b border-line text-muted">
            <th scope="col" className="py-1 pr-3">
              {t(stars ? "surveys.results.rating" : "surveys.results.choice")}
            </th>
            <th scope="col" className="py-1 pr-3">
              {t("surveys.results.count")}
            </th>
            <th scope="col" className="py-1">
              {t("surveys.results.share")}
            </th>
          </tr>
        </thead>
        <tbody>
          {counts.map((row) => {
            const percent = share(row.count, question.answered);
            return (
              <tr key={row.value} className="border-b border-line">
                <th scope="row" className="py-1 pr-3 font-normal">
                  {label(row.value)}
                </th>
                <td className="py-1 pr-3">{row.count}</td>
                <td className="py-1">{t("surveys.results.percent", { share: percent })}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {question.type === "MULTIPLE_CHOICE" ? (
        <p className="mt-1 text-sm text-muted">{t("surveys.results.multiple")}</p>
      ) : null}
    </>
  );
}
