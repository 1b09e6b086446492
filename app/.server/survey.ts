import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "@remix-run/node";
import { getApi, upstreamFailure, UpstreamValidationError } from "./api";
import { readForm } from "./form";
import { SubmitSurveyDocument, SurveyInvitationDocument } from "./graphql/survey";
import { getFixedT, getLocale } from "./i18n";
import { flash } from "./session";
import { surveySchema, toAnswers } from "~/lib/schemas/survey";
import { pageTitle, titleWith } from "~/lib/title";

// /survey/{token} (spec 2.1): a personal link to a survey, no login. Every question type,
// the at-least/at-most rules, a progress bar, the thank-you state and the used or unknown link.
// A link counts once (decision 024).

async function loadSurvey(request: Request, token: string) {
  const api = await getApi(request, { locale: await getLocale(request) });
  return (await api.request(SurveyInvitationDocument, { token })).surveyInvitation;
}

export async function loadSurveyPage(request: Request, token: string) {
  const t = await getFixedT(request);
  const invitation = await loadSurvey(request, token);
  return data(
    {
      title: invitation ? titleWith(t, invitation.survey.title) : pageTitle(t, "common:survey.invalid_title"),
      invitation,
    },
    { status: invitation ? 200 : 404, headers: { "X-Robots-Tag": "noindex" } },
  );
}

export async function submitSurvey(request: Request, token: string) {
  const form = await readForm(request);
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
