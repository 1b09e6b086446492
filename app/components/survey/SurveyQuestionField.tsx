import type { FieldMetadata } from "@conform-to/react";
import { useTranslation } from "react-i18next";
import { STARS, SURVEY_COMMENT_MAX, SURVEY_TEXT_MAX, type SurveyQuestion } from "~/lib/schemas/survey";

const control =
  "w-full rounded border border-line bg-white px-3 py-2 text-ink aria-[invalid=true]:border-error focus:border-primary";
const choiceRow = "flex min-h-10 items-center gap-2 text-ink";

/**
 * One survey question by its type (spec 3.6 SurveyQuestionType). The first control's id is
 * `{field id}-0`, where the error summary's links lead. Groups are fieldsets with a legend.
 */
export function SurveyQuestionField({
  question,
  number,
  meta,
}: {
  question: SurveyQuestion;
  number: number;
  meta: FieldMetadata<unknown>;
}) {
  const { t } = useTranslation();
  if (question.type === "DESCRIPTIVE_TEXT")
    return (
      <section
        aria-labelledby={`survey-text-${number}`}
        className="rounded border-l-4 border-primary bg-primary-light p-3"
      >
        <h2 id={`survey-text-${number}`} className="font-semibold text-ink">
          {question.label}
        </h2>
        {question.description ? <p className="mt-1 text-ink">{question.description}</p> : null}
      </section>
    );
  const error = meta.errors?.[0];
  const invalid = error ? true : undefined;
  const initial = meta.initialValue as string | string[] | undefined;
  const chosen = (value: string) => (Array.isArray(initial) ? initial.includes(value) : initial === value);
  const label = `${question.label}${question.required ? "" : ` ${t("form.optional")}`}`;
  const descriptionId = question.description ? `${meta.id}-description` : undefined;
  const describedBy = [descriptionId, meta.errorId].filter(Boolean).join(" ");
  const description = question.description ? (
    <p id={descriptionId} className="text-sm text-muted">
      {question.description}
    </p>
  ) : null;
  const errorLine = (
    <p id={meta.errorId} className="min-h-6 text-sm text-error">
      {error}
    </p>
  );
  const first = `${meta.id}-0`;

  if (question.type === "TEXT" || question.type === "COMMENT" || question.type === "DROPDOWN") {
    return (
      <div className="flex flex-col gap-1">
        <label htmlFor={first} className="font-medium text-ink">
          {label}
        </label>
        {description}
        {question.type === "TEXT" ? (
          <input
            id={first}
            name={meta.name}
            defaultValue={typeof initial === "string" ? initial : ""}
            maxLength={SURVEY_TEXT_MAX}
            aria-invalid={invalid}
            aria-describedby={describedBy}
            className={control}
          />
        ) : question.type === "COMMENT" ? (
          <textarea
            id={first}
            name={meta.name}
            rows={5}
            defaultValue={typeof initial === "string" ? initial : ""}
            maxLength={SURVEY_COMMENT_MAX}
            aria-invalid={invalid}
            aria-describedby={describedBy}
            className={control}
          />
        ) : (
          <select
            id={first}
            name={meta.name}
            defaultValue={typeof initial === "string" ? initial : ""}
            aria-invalid={invalid}
            aria-describedby={describedBy}
            className={control}
          >
            <option value="">{t("survey.choose")}</option>
            {question.options.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
        )}
        {errorLine}
      </div>
    );
  }

  if (question.type === "CHECKBOX") {
    return (
      <div className="flex flex-col gap-1">
        <label className={choiceRow}>
          <input
            type="checkbox"
            id={first}
            name={meta.name}
            value="yes"
            defaultChecked={chosen("yes")}
            aria-invalid={invalid}
            aria-describedby={describedBy}
            className="size-5 accent-primary"
          />
          {label}
        </label>
        {description}
        {errorLine}
      </div>
    );
  }

  // Radio and checkbox groups: single choice, multiple choice, stars.
  const choices =
    question.type === "STAR_RATING"
      ? STARS.map((value) => ({
          value,
          text: t("survey.stars", { count: Number(value) }),
          stars: Number(value),
        }))
      : question.options.map((option) => ({ value: option, text: option, stars: 0 }));
  const type = question.type === "MULTIPLE_CHOICE" ? "checkbox" : "radio";
  return (
    <fieldset aria-describedby={describedBy} aria-invalid={invalid}>
      <legend className="font-medium text-ink">{label}</legend>
      {description}
      <div
        className={`mt-1 flex ${question.type === "STAR_RATING" ? "flex-row flex-wrap gap-2" : "flex-col gap-1"}`}
      >
        {choices.map((choice, index) => (
          <label
            key={choice.value}
            className={
              question.type === "STAR_RATING"
                ? "flex min-h-10 cursor-pointer items-center gap-2 rounded-full border border-line px-3 text-ink has-[:checked]:border-primary has-[:checked]:bg-primary-light"
                : choiceRow
            }
          >
            <input
              type={type}
              id={`${meta.id}-${index}`}
              name={meta.name}
              value={choice.value}
              defaultChecked={chosen(choice.value)}
              className="size-5 accent-primary"
            />
            {choice.stars ? (
              <>
                <span aria-hidden="true">{"★".repeat(choice.stars)}</span>
                <span className="sr-only">{choice.text}</span>
              </>
            ) : (
              choice.text
            )}
          </label>
        ))}
      </div>
      {errorLine}
    </fieldset>
  );
}
