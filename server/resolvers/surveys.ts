import { message, Validation, validationFailed } from "../errors.ts";
import { isSingleLineText } from "../input-hygiene.ts";
import { mails } from "../mails.ts";
import { isEmail, MAX_STRING } from "../rules.ts";
import type { SurveyQuestionRow } from "../store/surveys.ts";
import type { Resolver } from "./types.ts";
import { requireStaff } from "./validation.ts";
import { recordStaffAction } from "../staff/audit.ts";

// Surveys: a personal single-use link, questions of every type, answers without names.

const TOKEN_MAX = 100;
const COMMENT_MAX = 5000;
const INVITES_MAX = 500;

const optionsOf = (question: SurveyQuestionRow) =>
  question.options ? (JSON.parse(question.options) as string[]) : [];

const mapQuestion = (question: SurveyQuestionRow) => ({
  id: String(question.id),
  type: question.type,
  label: question.label,
  description: question.description,
  required: question.required === 1,
  options: optionsOf(question),
  min_choices: question.min_choices,
  max_choices: question.max_choices,
});

/** The rules of each question type (the app checks the same in app/lib/schemas/survey.ts). */
export function checkAnswers(
  questions: SurveyQuestionRow[],
  answers: Map<string, string[]>,
  validation: Validation,
) {
  const stored: Record<string, string[]> = {};
  for (const question of questions) {
    if (question.type === "DESCRIPTIVE_TEXT") continue;
    const key = `answers.${question.id}`;
    const values = (answers.get(String(question.id)) ?? []).map((value) => value.trim()).filter(Boolean);
    const options = optionsOf(question);
    if (values.length === 0) {
      if (question.required) validation.add(key, message.required(key));
      continue;
    }
    const many = question.type === "MULTIPLE_CHOICE";
    if (!many && values.length > 1) {
      validation.add(key, message.invalid(key));
      continue;
    }
    const [value = ""] = values;
    switch (question.type) {
      case "TEXT":
        // Values may be multi-line for a COMMENT's sake (input-hygiene.ts); a TEXT answer is one line.
        if (!isSingleLineText(value)) validation.add(key, message.controlCharacters(key));
        else if (value.length > MAX_STRING) validation.add(key, message.max(key, MAX_STRING));
        break;
      case "COMMENT":
        if (value.length > COMMENT_MAX) validation.add(key, message.max(key, COMMENT_MAX));
        break;
      case "STAR_RATING":
        if (!/^[1-5]$/.test(value)) validation.add(key, message.invalid(key));
        break;
      case "CHECKBOX":
        if (value !== "yes") validation.add(key, message.invalid(key));
        break;
      case "SINGLE_CHOICE":
      case "DROPDOWN":
        if (!options.includes(value)) validation.add(key, message.invalid(key));
        break;
      case "MULTIPLE_CHOICE":
        if (values.some((choice) => !options.includes(choice)) || new Set(values).size !== values.length)
          validation.add(key, message.invalid(key));
        else if (question.min_choices !== null && values.length < question.min_choices)
          validation.add(key, message.minItems(key, question.min_choices));
        else if (question.max_choices !== null && values.length > question.max_choices)
          validation.add(key, message.maxItems(key, question.max_choices));
        break;
    }
    stored[String(question.id)] = values;
  }
  return stored;
}

function findInvitation(context: Parameters<Resolver<unknown, unknown, unknown>>[2], token: string) {
  if (token.length > TOKEN_MAX) return null;
  const invitation = context.store.surveys.invitation(token);
  const survey = invitation ? context.store.surveys.byId(invitation.survey_id) : null;
  if (!invitation || !survey) return null;
  const closed = survey.closes_at !== null && survey.closes_at <= context.now().toISOString();
  const state = invitation.used_at ? "ANSWERED" : closed ? "CLOSED" : "OPEN";
  return { invitation, survey, state } as const;
}

const surveyInvitation: Resolver<unknown, { token: string }, unknown> = (_p, { token }, context) => {
  const found = findInvitation(context, token);
  if (!found) return null;
  return {
    state: found.state,
    survey: { ...found.survey, questions: context.store.surveys.questions(found.survey.id).map(mapQuestion) },
  };
};

type AnswerInput = { question_id: string; values: string[] };

const submitSurvey: Resolver<unknown, { token: string; answers: AnswerInput[] }, boolean> = (
  _p,
  args,
  context,
  info,
) => {
  const found = findInvitation(context, args.token);
  if (!found || found.state !== "OPEN")
    throw validationFailed(info.fieldName, { token: [message.invalid("token")] });
  const validation = new Validation();
  const answers = new Map(args.answers.map((answer) => [answer.question_id, answer.values]));
  const stored = checkAnswers(context.store.surveys.questions(found.survey.id), answers, validation);
  validation.throwIfFailed(info.fieldName);
  if (!context.store.surveys.submit(args.token, found.survey.id, stored, context.now()))
    throw validationFailed(info.fieldName, { token: [message.invalid("token")] });
  return true;
};

const inviteToSurvey: Resolver<unknown, { survey_slug: string; emails: string[] }, number> = (
  _p,
  args,
  context,
  info,
) => {
  const staff = requireStaff(context, info.fieldName);
  const survey = context.store.surveys.bySlug(args.survey_slug);
  const emails = [...new Set(args.emails.map((email) => email.trim().toLowerCase()))];
  if (!survey) throw validationFailed(info.fieldName, { survey_slug: [message.invalid("survey_slug")] });
  if (emails.length === 0 || emails.length > INVITES_MAX || !emails.every(isEmail))
    throw validationFailed(info.fieldName, { emails: [message.invalid("emails")] });
  const now = context.now();
  for (const email of emails) {
    const user = context.store.users.byEmail(email);
    const token = context.store.surveys.invite(survey.id, user?.id ?? null, now);
    const url = new URL(`/survey/${token}`, context.siteUrl).href;
    context.store.outbox.send(mails.surveyInvitation(email, { title: survey.title, url }), now);
    recordStaffAction(context, staff, "SURVEY_INVITED", { userId: user?.id ?? null, detail: survey.slug });
  }
  return emails.length;
};

export const surveyQueries = { surveyInvitation };
export const surveyMutations = { submitSurvey, inviteToSurvey };
