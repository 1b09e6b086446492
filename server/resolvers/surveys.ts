import { message, rateLimited, Validation, validationFailed } from "../errors.ts";
import { isSingleLineText } from "../input-hygiene.ts";
import { mails } from "../mails.ts";
import { findById, isEmail, MAX_STRING, parseId } from "../rules.ts";
import type { Context } from "../context.ts";
import type { SurveyQuestionRow, SurveyRow } from "../store/surveys.ts";
import type { UserRow } from "../store/users.ts";
import type { FieldResolver } from "./types.ts";
import { auditItem, recordStaffAction, recordStaffView } from "../staff/audit.ts";
import { forStaff } from "../staff/permissions.ts";
import type { MutationResolvers, QueryResolvers } from "../generated/resolvers-types.ts";

// Surveys: a personal single-use link, questions of every type, answers without names.

const TOKEN_MAX = 100;
const COMMENT_MAX = 5000;
const INVITES_MAX = 500;
/** Invitations one staff member may send in a day (decision 035): a form is no mail cannon. */
export const INVITES_PER_DAY = 2000;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * One mailbox, however it is written: case and a `+tag` do not make another address, so the
 * once-per-address rule holds for `name+1@…` … `name+500@…` too.
 */
export function mailbox(email: string): string {
  const lower = email.trim().toLowerCase();
  const at = lower.lastIndexOf("@");
  const plus = lower.indexOf("+");
  return plus > 0 && plus < at ? lower.slice(0, plus) + lower.slice(at) : lower;
}

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

function findInvitation(context: Context, token: string) {
  if (token.length > TOKEN_MAX) return null;
  const invitation = context.store.surveys.invitation(token);
  const survey = invitation ? context.store.surveys.byId(invitation.survey_id) : null;
  if (!invitation || !survey) return null;
  const closed = survey.closes_at !== null && survey.closes_at <= context.now().toISOString();
  const state = invitation.used_at ? "ANSWERED" : closed ? "CLOSED" : "OPEN";
  return { invitation, survey, state } as const;
}

const surveyInvitation: FieldResolver<QueryResolvers, "surveyInvitation"> = (_p, { token }, context) => {
  const found = findInvitation(context, token);
  if (!found) return null;
  return {
    state: found.state,
    survey: { ...found.survey, questions: context.store.surveys.questions(found.survey.id).map(mapQuestion) },
  };
};

const submitSurvey: FieldResolver<MutationResolvers, "submitSurvey"> = (_p, args, context, info) => {
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

/**
 * Mails a personal link to each address not invited to the survey before (decision 035): the check
 * and the invitation are one insert, so a form posted twice, even at once, mails no one twice.
 */
function inviteAddresses(
  context: Context,
  operation: string,
  staff: UserRow,
  survey: SurveyRow,
  addresses: string[],
) {
  const given = addresses.map((email) => email.trim().toLowerCase());
  if (given.length === 0 || given.length > INVITES_MAX || !given.every(isEmail))
    throw validationFailed(operation, { emails: [message.invalid("emails")] });
  // The first spelling of each mailbox is the one mailed.
  const byMailbox = new Map<string, string>();
  for (const email of given) if (!byMailbox.has(mailbox(email))) byMailbox.set(mailbox(email), email);
  const now = context.now();
  const since = new Date(now.getTime() - DAY_MS);
  const sent = context.store.staffActions.byStaffSince(staff.id, "SURVEY_INVITED", since);
  const over = sent.length + byMailbox.size - INVITES_PER_DAY;
  if (over > 0) {
    const freed = Date.parse(sent[Math.min(over, sent.length) - 1] ?? now.toISOString()) + DAY_MS;
    throw rateLimited(Math.max(1, Math.ceil((freed - now.getTime()) / 1000)));
  }
  let invited = 0;
  for (const [key, email] of byMailbox) {
    const user = context.store.users.byEmail(email);
    context.store.db.transaction(() => {
      const token = context.store.surveys.inviteOnce(survey.id, key, user?.id ?? null, now);
      if (token === null) return;
      const url = new URL(`/survey/${token}`, context.siteUrl).href;
      context.store.outbox.send(mails.surveyInvitation(email, { title: survey.title, url }), now);
      recordStaffAction(context, staff, "SURVEY_INVITED", {
        userId: user?.id ?? null,
        detail: survey.slug,
        facts: { survey: auditItem(survey), email_domain: email.slice(email.lastIndexOf("@") + 1) },
      });
      invited++;
    })();
  }
  return { invited, already_invited: byMailbox.size - invited };
}

const inviteToSurvey: FieldResolver<MutationResolvers, "inviteToSurvey"> = forStaff(
  "SURVEYS",
  (staff, args, context, info) => {
    const survey = context.store.surveys.bySlug(args.survey_slug);
    if (!survey) throw validationFailed(info.fieldName, { survey_slug: [message.invalid("survey_slug")] });
    return inviteAddresses(context, info.fieldName, staff, survey, args.emails).invited;
  },
);

const staffInviteToSurvey: FieldResolver<MutationResolvers, "staffInviteToSurvey"> = forStaff(
  "SURVEYS",
  (staff, args, context, info) => {
    const survey = findById(args.survey_id, context.store.surveys.byId);
    if (!survey) throw validationFailed(info.fieldName, { survey_id: [message.invalid("survey_id")] });
    return inviteAddresses(context, info.fieldName, staff, survey, args.emails);
  },
);

// Results for staff: counts and texts, never who answered (the answers do not know it).

const STARS = ["1", "2", "3", "4", "5"];
const asked = (questions: SurveyQuestionRow[]) =>
  questions.filter((question) => question.type !== "DESCRIPTIVE_TEXT");

const staffSurveys: FieldResolver<QueryResolvers, "staffSurveys"> = forStaff(
  "SURVEYS",
  (_staff, _a, context) => {
    return context.store.surveys.list();
  },
);

function staffSurvey(context: Context, id: string) {
  const parsed = parseId(id);
  return parsed === null ? undefined : context.store.surveys.list().find((survey) => survey.id === parsed);
}

function questionResult(question: SurveyQuestionRow, responses: Array<Record<string, string[]>>) {
  const given = responses
    .map((answers) => answers[String(question.id)] ?? [])
    .filter((values) => values.length > 0);
  const values =
    question.type === "STAR_RATING"
      ? STARS
      : question.type === "CHECKBOX"
        ? ["yes"]
        : question.type === "TEXT" || question.type === "COMMENT"
          ? null
          : optionsOf(question);
  return {
    question: mapQuestion(question),
    answered: given.length,
    counts: (values ?? []).map((value) => ({
      value,
      count: given.filter((chosen) => chosen.includes(value)).length,
    })),
    texts: values === null ? given.map((chosen) => chosen.join(" ")) : [],
  };
}

const staffSurveyResults: FieldResolver<QueryResolvers, "staffSurveyResults"> = forStaff(
  "SURVEYS",
  (staff, args, context) => {
    const survey = staffSurvey(context, args.id);
    if (!survey) return null;
    // The free texts may name someone: seeing them is recorded, like the export.
    recordStaffView(context, staff, "SURVEY_RESULTS_VIEWED", {
      detail: survey.slug,
      facts: { survey: auditItem(survey) },
    });
    const responses = context.store.surveys.responses(survey.id);
    return {
      survey,
      questions: asked(context.store.surveys.questions(survey.id)).map((q) => questionResult(q, responses)),
    };
  },
);

const staffSurveyExport: FieldResolver<QueryResolvers, "staffSurveyExport"> = forStaff(
  "SURVEYS",
  (staff, args, context) => {
    const survey = staffSurvey(context, args.id);
    if (!survey) return null;
    const questions = asked(context.store.surveys.questions(survey.id));
    const rows = context.store.surveys
      .responses(survey.id)
      .map((answers) => ({ answers: questions.map((question) => answers[String(question.id)] ?? []) }));
    recordStaffAction(context, staff, "SURVEY_EXPORTED", {
      detail: survey.slug,
      facts: { survey: auditItem(survey) },
    });
    return { survey, questions: questions.map(mapQuestion), rows };
  },
);

export const surveyQueries = {
  surveyInvitation,
  staffSurveys,
  staffSurveyResults,
  staffSurveyExport,
} satisfies QueryResolvers;
export const surveyMutations = {
  submitSurvey,
  inviteToSurvey,
  staffInviteToSurvey,
} satisfies MutationResolvers;
