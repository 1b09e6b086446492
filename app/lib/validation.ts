import { z } from "zod";

/** The translation function the schemas take, so server and browser show the same words. */
export type Translate = (key: string, values?: Record<string, unknown>) => string;

export const MAX_TEXT = 255;
// Spec §5: the part before @ may hold printable ASCII only.
const PRINTABLE_ASCII_LOCAL_PART = /^[\x21-\x7e]+@/;
// Practical address shape: something@domain.tld, no spaces.
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

// Decision 025: single-line text holds no control character (U+0000-U+001F, U+007F-U+009F) and no
// U+2028/U+2029; multi-line text may hold tabs and line breaks, none of the others. The reference
// API refuses the same (server/input-hygiene.ts).
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const NOT_SINGLE_LINE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const NOT_MULTI_LINE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

export const isSingleLine = (value: string) => !NOT_SINGLE_LINE.test(value);
export const isMultiLine = (value: string) => !NOT_MULTI_LINE.test(value);

/** A single-line text field, trimmed, at most `max` characters; optional unless `.min(1, …)`. */
export function singleLine(t: Translate, max = MAX_TEXT) {
  return z
    .string({ error: t("validation:required") })
    .trim()
    .max(max, t("validation:max_length", { length: max }))
    .refine(isSingleLine, t("validation:single_line"));
}

/** A multi-line text field (a message, a question, a comment), trimmed, at most `max` characters. */
export function multiLine(t: Translate, max: number) {
  return z
    .string({ error: t("validation:required") })
    .trim()
    .max(max, t("validation:max_length", { length: max }))
    .refine(isMultiLine, t("validation:control_characters"));
}

/** A required single-line text field (every name, subject, address line, code, choice). */
export function requiredString(t: Translate) {
  return z
    .string({ error: t("validation:required") })
    .trim()
    .min(1, t("validation:required"))
    .refine(isSingleLine, t("validation:single_line"));
}

/** A required multi-line text field. */
export const requiredMultiLine = (t: Translate, max: number) =>
  multiLine(t, max).min(1, t("validation:required"));

/** A password as typed (not trimmed: spaces can be part of it), one line, at most 255 characters. */
export function passwordText(t: Translate) {
  return z
    .string({ error: t("validation:required") })
    .max(MAX_TEXT, t("validation:max_length", { length: MAX_TEXT }))
    .refine(isSingleLine, t("validation:single_line"));
}

/**
 * GraphQL's Int is 32-bit signed: a number from outside that reaches the API beyond it is a 500
 * there. Every number the app reads (forms, URLs) has a range well inside (decision 025).
 */
export const INT_MAX = 2_147_483_647;
const WHOLE_NUMBER = /^[+-]?\d{1,10}$/;

/** A whole number written plainly (no exponent, no fraction) within [min, max], else null. */
export function wholeNumber(value: string | null | undefined, min: number, max: number): number | null {
  const text = (value ?? "").trim();
  if (!WHOLE_NUMBER.test(text)) return null;
  const number = Number(text);
  return number >= min && number <= max ? number : null;
}

/** An upstream id that is a number (fields, channels): 1 to INT_MAX, digits only. */
export const numericId = z
  .string()
  .regex(/^\d{1,10}$/)
  .refine((id) => Number(id) >= 1 && Number(id) <= INT_MAX);

/**
 * A choice among upstream ids (a field of medicine from a list): a numeric id, anything else the
 * German invalid-choice message (a forged post never reaches the API with it).
 */
export const idChoice = (t: Translate) =>
  z
    .string({ error: t("validation:required") })
    .trim()
    .min(1, t("validation:required"))
    .refine((id) => numericId.safeParse(id).success, t("validation:invalid_choice"));

/** A form's whole-number field within [min, max]; anything else is the German range message. */
export function wholeNumberField(t: Translate, min: number, max: number) {
  const outOfRange = t("validation:number_range", { min, max });
  return z.string({ error: t("validation:required") }).transform((value, issues) => {
    const number = wholeNumber(value, min, max);
    if (number === null) {
      issues.addIssue({ code: "custom", message: outOfRange });
      return z.NEVER;
    }
    return number;
  });
}

export function emailField(t: Translate) {
  return requiredString(t)
    .max(MAX_TEXT, t("validation:max_length", { length: MAX_TEXT }))
    .refine(
      (value) => EMAIL_SHAPE.test(value) && PRINTABLE_ASCII_LOCAL_PART.test(value),
      t("validation:email"),
    );
}
