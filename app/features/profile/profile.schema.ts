import { z } from "zod";
import { MAILED_CODE } from "../../../shared/mailed-code";
import { emailField, idChoice, MAX_TEXT, requiredString, singleLine, type Translate } from "~/lib/validation";
import { efnApplies } from "~/lib/efn";
import { registerStepSchemas, withNewPassword } from "~/features/auth/register.schema";
import { checkProof } from "~/features/auth/request-validation.schema";

// The account forms (spec §5): one schema each, shared by the action and the page.

/** Gender (required), title (optional), first and last name (required, at most 255): registration's step 2. */
export const personalDetailsSchema = (t: Translate) => registerStepSchemas[2](t);

type SavedProfession = { profession: string; country: string };

/** Decision 018: a new profession or country is not covered by the saved proof. */
export const needsNewProof = (saved: SavedProfession, chosen: Partial<SavedProfession>) =>
  Boolean(chosen.profession && chosen.country) &&
  (chosen.profession !== saved.profession || chosen.country !== saved.country);

/**
 * Profession, employment and country (registration's step 3), the main field (step 4) and, when the
 * profession or country changes, the proof (step 5's rules). Proof fields are dropped otherwise.
 */
export const professionalDetailsSchema = (
  t: Translate,
  context: { saved: SavedProfession; isBypass?: (efn: string) => boolean },
) =>
  registerStepSchemas[3](t)
    .extend({
      field_id: idChoice(t),
      efn: singleLine(t).optional(),
      validation_file: singleLine(t).optional(),
    })
    .superRefine((value, issues) => {
      if (!needsNewProof(context.saved, value)) return;
      checkProof(t, { ...value, file: value.validation_file }, issues, context.isBypass);
    })
    .transform(({ efn, validation_file: file, ...value }) => {
      if (!needsNewProof(context.saved, value))
        return { ...value, efn: undefined, validation_file: undefined };
      const keptEfn = efnApplies(value.profession, value.country) && efn ? efn : undefined;
      return { ...value, efn: keptEfn, validation_file: keptEfn ? undefined : file };
    });

export type ProfessionalDetails = z.output<ReturnType<typeof professionalDetailsSchema>>;

/** The current password, then the new one with its repeat. */
export const passwordChangeSchema = (t: Translate) =>
  withNewPassword(t, {
    current_password: requiredString(t).max(MAX_TEXT, t("validation:max_length", { length: MAX_TEXT })),
  });

export const SUMMARY_FREQUENCIES = ["WEEKLY", "TWO_WEEKLY"] as const;

/** Checkboxes: "on" when ticked, absent otherwise. */
const checkbox = z
  .literal("on")
  .optional()
  .transform((value) => value === "on");

export const notificationSettingsSchema = (t: Translate) =>
  z.object({
    notify_promotions: checkbox,
    notify_subscriptions: checkbox,
    notify_livestream_day: checkbox,
    summary_frequency: z.enum(SUMMARY_FREQUENCIES, {
      error: (issue) =>
        issue.input === undefined ? t("validation:required") : t("validation:invalid_choice"),
    }),
  });

/** Deleting the account needs the password (spec §5 rules for passwords: required, at most 255). */
export const deleteAccountSchema = (t: Translate) =>
  z.object({
    password: requiredString(t).max(MAX_TEXT, t("validation:max_length", { length: MAX_TEXT })),
  });

/** Email change, step 1: the new address and the password. */
export const emailChangeSchema = (t: Translate) =>
  z.object({
    intent: z.literal("request"),
    email: emailField(t),
    password: requiredString(t).max(MAX_TEXT, t("validation:max_length", { length: MAX_TEXT })),
  });

/** Email change, step 2: the 6-digit code mailed to the new address. */
export const emailCodeSchema = (t: Translate) =>
  z.object({
    intent: z.literal("confirm"),
    code: requiredString(t).regex(MAILED_CODE, t("register:code_format")),
  });

/** Subscriptions, "add": at least one field. */
export const addFieldsSchema = (t: Translate) =>
  z.object({
    ids: z
      .array(requiredString(t), { error: t("profile:subscriptions.choose_one") })
      .min(1, t("profile:subscriptions.choose_one")),
  });
