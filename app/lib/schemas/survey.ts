import { z } from "zod";
import { multiLine, requiredMultiLine, requiredString, singleLine, type Translate } from "../validation";

// /survey/{token}: the rules of every SurveyQuestionType, the reference API's too
// (server/resolvers/surveys.ts). Fields are named `q{question id}`.

export type SurveyQuestion = {
  id: string;
  type: string;
  label: string;
  description?: string | null;
  required: boolean;
  options: string[];
  min_choices?: number | null;
  max_choices?: number | null;
};

export const SURVEY_TEXT_MAX = 255;
export const SURVEY_COMMENT_MAX = 5000;
export const STARS = ["1", "2", "3", "4", "5"] as const;

export const fieldName = (question: { id: string }) => `q${question.id}`;

/** Questions that take an answer (descriptive text does not). */
export const answerable = (questions: SurveyQuestion[]) =>
  questions.filter((q) => q.type !== "DESCRIPTIVE_TEXT");

const asList = (value: unknown) =>
  value === undefined || value === "" ? [] : Array.isArray(value) ? value : [value];

function ruleOf(t: Translate, question: SurveyQuestion): z.ZodType {
  const optional = <T extends z.ZodType>(schema: T) => (question.required ? schema : schema.optional());
  const choice = () =>
    z.enum(question.options as [string, ...string[]], {
      error: (issue) =>
        issue.input === undefined ? t("validation:required") : t("validation:invalid_choice"),
    });
  switch (question.type) {
    case "TEXT":
      return question.required
        ? requiredString(t).max(SURVEY_TEXT_MAX, t("validation:max_length", { length: SURVEY_TEXT_MAX }))
        : singleLine(t, SURVEY_TEXT_MAX).optional();
    case "COMMENT":
      return question.required
        ? requiredMultiLine(t, SURVEY_COMMENT_MAX)
        : multiLine(t, SURVEY_COMMENT_MAX).optional();
    case "STAR_RATING":
      return optional(
        z.enum(STARS, {
          error: (issue) =>
            issue.input === undefined ? t("validation:required") : t("validation:invalid_choice"),
        }),
      );
    case "SINGLE_CHOICE":
    case "DROPDOWN":
      return optional(choice());
    case "CHECKBOX":
      return question.required
        ? z.literal("yes", { error: t("common:survey.confirm_required") })
        : z.literal("yes").optional();
    case "MULTIPLE_CHOICE": {
      const least = question.min_choices ?? (question.required ? 1 : 0);
      let list = z.array(choice());
      if (least > 0)
        list = list.min(
          least,
          least === 1 && question.required
            ? t("validation:required")
            : t("validation:min_items", { amount: least }),
        );
      if (question.max_choices)
        list = list.max(question.max_choices, t("validation:max_items", { amount: question.max_choices }));
      // Without a choice the answer is empty: allowed for an optional question.
      return z.preprocess(asList, question.required ? list : z.union([z.array(z.never()).length(0), list]));
    }
    default:
      return z.unknown().optional();
  }
}

/** The schema of one survey's form. */
export const surveySchema = (t: Translate, questions: SurveyQuestion[]) =>
  z.object(
    Object.fromEntries(answerable(questions).map((question) => [fieldName(question), ruleOf(t, question)])),
  );

/** The form's values as the API's answers: one list of values per question that has an answer. */
export function toAnswers(questions: SurveyQuestion[], value: Record<string, unknown>) {
  return answerable(questions).flatMap((question) => {
    const values = asList(value[fieldName(question)]).map(String).filter(Boolean);
    return values.length > 0 ? [{ question_id: question.id, values }] : [];
  });
}
