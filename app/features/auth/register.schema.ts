import { z } from "zod";
import { MAILED_CODE } from "../../../shared/mailed-code";
import { COUNTRY_CODES } from "~/lib/countries";
import { efnApplies, isValidEfn } from "~/lib/efn";
import {
  emailField,
  idChoice,
  MAX_TEXT,
  passwordText,
  requiredString,
  singleLine,
  type Translate,
} from "~/lib/validation";

// Spec 3.2 and §5: one schema per registration step, shared by the action and the dialog.

export const REGISTER_STEPS = 7;
export const GENDERS = ["MALE", "FEMALE", "DIVERSE"] as const;
// Spec 3.6 names DR, PROF and PD; most German professors carry "Prof. Dr.", so it is offered too.
// In the order of the academic ladder: Dr., PD Dr., Prof., Prof. Dr.
export const TITLES = ["DR", "PD", "PROF", "PROF_DR"] as const;
export const EMPLOYMENTS = ["CLINIC", "SETTLED", "INDUSTRY", "PUBLIC_FACILITY", "OTHER"] as const;
export const SELF_ATTRIBUTIONS = [
  "SEARCH",
  "ADVERTISEMENT",
  "COLLEAGUES",
  "EXPERTS",
  "MAIL",
  "CONFERENCE",
  "SOCIETY",
  "LINKEDIN",
  "INDUSTRY",
] as const;

const choice = <T extends readonly [string, ...string[]]>(t: Translate, values: T) =>
  z.enum(values, {
    error: (issue) => (issue.input === undefined ? t("validation:required") : t("validation:invalid_choice")),
  });

const name = (t: Translate) =>
  requiredString(t).max(MAX_TEXT, t("validation:max_length", { length: MAX_TEXT }));

export function passwordField(t: Translate) {
  return passwordText(t).min(8, t("validation:min_length", { length: 8 }));
}

/**
 * A form with a new password and its repeat (spec §5: 8 to 255 characters; the repeat required,
 * equal and at most 255) besides `shape`'s fields. Passwords are not trimmed: spaces can be part of them.
 */
export function withNewPassword<Shape extends z.ZodRawShape>(t: Translate, shape: Shape) {
  return (
    z
      .object({
        ...shape,
        password: passwordField(t),
        password_repeat: passwordText(t),
      })
      // Zod cannot see these two keys through the generic shape; they are the ones defined just above.
      .refine(
        (value) => {
          const { password, password_repeat } = value as { password: string; password_repeat: string };
          return password === password_repeat;
        },
        {
          path: ["password_repeat"],
          message: t("validation:passwords_mismatch"),
        },
      )
  );
}

export const registerStepSchemas = {
  /** With `keepPassword` (going back to step 1) the password stored in the draft stays unless retyped. */
  1: (t: Translate, options: { keepPassword?: boolean } = {}) =>
    options.keepPassword ? z.object({ email: emailField(t) }) : withNewPassword(t, { email: emailField(t) }),
  2: (t: Translate) =>
    z.object({
      gender: choice(t, GENDERS),
      title: z.enum(TITLES, { error: t("validation:invalid_choice") }).optional(),
      first_name: name(t),
      last_name: name(t),
    }),
  3: (t: Translate) =>
    z.object({
      profession: requiredString(t),
      employment: choice(t, EMPLOYMENTS),
      country: requiredString(t).refine(
        (code) => COUNTRY_CODES.includes(code),
        t("validation:invalid_choice"),
      ),
    }),
  4: (t: Translate) => z.object({ field_id: idChoice(t) }),
  6: (t: Translate) => z.object({ fieldSubscriptions: z.array(idChoice(t)).default([]) }),
  7: (t: Translate) =>
    z.object({
      registrationCode: requiredString(t).regex(MAILED_CODE, t("register:code_format")),
      terms: z.literal("on", { error: t("validation:required") }),
      notify_promotions: z.literal("on").optional(),
      self_attributions: z.array(z.enum(SELF_ATTRIBUTIONS)).default([]),
    }),
} as const;

/**
 * Step 5, the proof (spec §5): for DOCTOR in DE the EFN, required unless a file is chosen; everyone else
 * uploads a file. `isBypass` knows the operator's bypass value (server only: the browser never sees it).
 */
export function proofStepSchema(
  t: Translate,
  context: { profession?: string; country?: string; hasFile: boolean; isBypass?: (efn: string) => boolean },
) {
  return z.object({ efn: singleLine(t).optional() }).superRefine(({ efn }, issues) => {
    const usesEfn = efnApplies(context.profession, context.country);
    if (usesEfn && efn) {
      if (!isValidEfn(efn) && !context.isBypass?.(efn))
        issues.addIssue({ code: "custom", path: ["efn"], message: t("validation:efn") });
      return;
    }
    if (context.hasFile) return;
    issues.addIssue({
      code: "custom",
      path: [usesEfn ? "efn" : "validation_file"],
      message: t("validation:required"),
    });
  });
}

/** What the registration draft holds between steps (spec 3.2). */
export type RegistrationValues = {
  email?: string;
  password?: string;
  gender?: string;
  title?: string;
  first_name?: string;
  last_name?: string;
  profession?: string;
  employment?: string;
  country?: string;
  field_id?: string;
  efn?: string;
  validation_file?: { uuid: string; fileName: string };
  fieldSubscriptions?: string[];
};

export type RegisterStep = 1 | 2 | 3 | 4 | 5 | 6 | 7;

export function isRegisterStep(value: number): value is RegisterStep {
  return Number.isInteger(value) && value >= 1 && value <= REGISTER_STEPS;
}
