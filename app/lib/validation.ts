import { z } from "zod";

/** The translation function the schemas take, so server and browser show the same words. */
export type Translate = (key: string, values?: Record<string, unknown>) => string;

export const MAX_TEXT = 255;
// Spec §5: the part before @ may hold printable ASCII only.
const PRINTABLE_ASCII_LOCAL_PART = /^[\x21-\x7e]+@/;
// Practical address shape: something@domain.tld, no spaces.
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function requiredString(t: Translate) {
  return z
    .string({ error: t("validation:required") })
    .trim()
    .min(1, t("validation:required"));
}

export function emailField(t: Translate) {
  return requiredString(t)
    .max(MAX_TEXT, t("validation:max_length", { length: MAX_TEXT }))
    .refine(
      (value) => EMAIL_SHAPE.test(value) && PRINTABLE_ASCII_LOCAL_PART.test(value),
      t("validation:email"),
    );
}
