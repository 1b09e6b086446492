import { describe, expect, it } from "vitest";
import { surveySchema, toAnswers, type SurveyQuestion } from "./survey";

// The form's rules of every question type: the same as the reference API's.

const t = (key: string, values?: Record<string, unknown>) =>
  values ? `${key} ${JSON.stringify(values)}` : key;
const q = (id: string, type: string, extra: Partial<SurveyQuestion> = {}): SurveyQuestion => ({
  id,
  type,
  label: type,
  required: false,
  options: ["A", "B", "C", "D"],
  ...extra,
});
const QUESTIONS = [
  q("1", "DESCRIPTIVE_TEXT"),
  q("2", "STAR_RATING", { required: true }),
  q("3", "MULTIPLE_CHOICE", { required: true, min_choices: 2, max_choices: 3 }),
  q("4", "SINGLE_CHOICE"),
  q("5", "DROPDOWN"),
  q("6", "TEXT"),
  q("7", "COMMENT"),
  q("8", "CHECKBOX", { required: true }),
];
const check = (value: Record<string, unknown>) => surveySchema(t, QUESTIONS).safeParse(value);
const errors = (value: Record<string, unknown>) => {
  const result = check(value);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path[0], issue.message]));
};

describe("surveySchema", () => {
  it("names what is missing and the at-least/at-most rules", () => {
    expect(errors({})).toEqual({
      q2: "validation:required",
      q3: 'validation:min_items {"amount":2}',
      q8: "common:survey.confirm_required",
    });
    expect(errors({ q2: "4", q3: ["A", "B", "C", "D"], q8: "yes" })).toEqual({
      q3: 'validation:max_items {"amount":3}',
    });
    expect(errors({ q2: "6", q3: ["A", "X"], q4: "Z", q5: "Y", q6: "x".repeat(256), q8: "yes" })).toEqual({
      q2: "validation:invalid_choice",
      q3: "validation:invalid_choice",
      q4: "validation:invalid_choice",
      q5: "validation:invalid_choice",
      q6: 'validation:max_length {"length":255}',
    });
  });

  it("turns a valid form into the API's answers (one value is a list too; empty answers left out)", () => {
    const result = check({ q2: "5", q3: ["A", "C"], q6: " ", q8: "yes" });
    expect(result.success).toBe(true);
    expect(toAnswers(QUESTIONS, result.data as Record<string, unknown>)).toEqual([
      { question_id: "2", values: ["5"] },
      { question_id: "3", values: ["A", "C"] },
      { question_id: "8", values: ["yes"] },
    ]);
  });
});
