import { z } from "zod";
import { efnApplies, isValidEfn } from "~/lib/efn";
import { requiredString, singleLine, type Translate } from "~/lib/validation";

export const VALIDATION_STATUSES = ["ACCEPTED", "PENDING", "REJECTED", "EXPIRED"] as const;
export type ValidationStatus = (typeof VALIDATION_STATUSES)[number];

export function toValidationStatus(value: string | null | undefined): ValidationStatus | null {
  return VALIDATION_STATUSES.find((status) => status === value) ?? null;
}

type Context = {
  /** The user's country: the EFN option exists only for DOCTOR in DE (spec §5). */
  country: string | null | undefined;
  /** Allowed profession values; without them any non-empty value passes (the upstream checks again). */
  professions?: readonly string[];
  /** The operator's bypass value (server only: the browser validates with the rules alone). */
  isBypass?: (efn: string) => boolean;
};

/**
 * Spec §5, the proof: for DOCTOR in DE an EFN (valid or the bypass value) or a proof file, one of them
 * and not both; everyone else uploads a file. Adds its issues to `issues`.
 */
export function checkProof(
  t: Translate,
  value: { profession: string; country: string | undefined; efn?: string; file?: string },
  issues: z.RefinementCtx,
  isBypass?: (efn: string) => boolean,
) {
  const { efn, file } = value;
  const usesEfn = efnApplies(value.profession, value.country);
  if (usesEfn && efn) {
    if (file) {
      issues.addIssue({ code: "custom", path: ["efn"], message: t("auth:request_validation.efn_or_file") });
    } else if (!isValidEfn(efn) && !isBypass?.(efn)) {
      issues.addIssue({ code: "custom", path: ["efn"], message: t("validation:efn") });
    }
    return;
  }
  if (file) return;
  if (usesEfn) issues.addIssue({ code: "custom", path: ["efn"], message: t("validation:required") });
  issues.addIssue({ code: "custom", path: ["validation_file"], message: t("validation:required") });
}

/**
 * Spec §5 request validation: profession required; for DOCTOR in DE an EFN (empty, valid or the bypass
 * value) or a proof file, one of them and not both; everyone else uploads a proof file.
 * `validation_file` is the uuid of an uploaded proof. The EFN is kept only where it applies.
 */
export function createRequestValidationSchema(t: Translate, context: Context) {
  return z
    .object({
      profession: requiredString(t).refine(
        (value) => !context.professions || context.professions.includes(value),
        t("validation:invalid_choice"),
      ),
      efn: singleLine(t).optional(),
      validation_file: singleLine(t).optional(),
    })
    .superRefine(({ profession, efn, validation_file: file }, issues) =>
      checkProof(
        t,
        { profession, country: context.country ?? undefined, efn, file },
        issues,
        context.isBypass,
      ),
    )
    .transform(({ profession, efn, validation_file: file }) => {
      const kept = efnApplies(profession, context.country ?? undefined) && efn ? efn : undefined;
      return { profession, efn: kept, validation_file: kept || !file ? undefined : file };
    });
}
