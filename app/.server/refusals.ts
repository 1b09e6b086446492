import type { Translate } from "~/lib/validation";
import type { UpstreamCode, UpstreamValidationError } from "./api";
import type { ErrorCode } from "./graphql/generated/error-codes";

/**
 * Every upstream refusal code in the BFF's own words (decision 034): message keys of locales/de and
 * locales/en. A form with words of its own for a code in its context passes them as `overrides`.
 * The upstream's English text never reaches a user; a new code in the contract fails the typecheck
 * here until it has its words.
 */
export const REFUSAL_KEYS: Record<ErrorCode, string> = {
  UNAUTHENTICATED: "common:errors.signed_out",
  FORBIDDEN: "common:errors.forbidden",
  SIMULATION_READ_ONLY: "common:errors.simulation_read_only",
  RATE_LIMITED: "common:errors.rate_limited",
  // A fault of ours (a document the upstream cannot take) or of the upstream: nothing to fix for the user.
  INTERNAL: "common:errors.unexpected",
  BAD_REQUEST: "common:errors.unexpected",
  QUERY_TOO_DEEP: "common:errors.unexpected",
  TOO_MANY_ALIASES: "common:errors.unexpected",
  OPERATION_REPEATED: "common:errors.unexpected",
  BATCH_NOT_QUERIES: "common:errors.unexpected",
  REQUIRED: "validation:required",
  INVALID: "validation:invalid_choice",
  INVALID_EMAIL: "validation:email",
  TOO_SHORT: "validation:too_short",
  TOO_LONG: "validation:too_long",
  OUT_OF_RANGE: "validation:out_of_range",
  TOO_FEW_ITEMS: "validation:too_few_items",
  TOO_MANY_ITEMS: "validation:too_many_items",
  WRONG_FORMAT: "register:code_format",
  PROHIBITED: "validation:prohibited",
  CONTROL_CHARACTERS: "validation:control_characters",
  EMAIL_TAKEN: "register:email_taken",
  CODE_INVALID: "register:invalid_code",
  CODE_TRIES_EXCEEDED: "profile:email.wrong_codes",
  INVALID_CREDENTIALS: "auth:login.invalid_password",
  WRONG_PASSWORD: "profile:account.wrong_password",
  PASSWORD_MISMATCH: "validation:passwords_mismatch",
  PASSWORD_NOT_EDITABLE: "profile:password.not_editable",
  ACCOUNT_SUSPENDED: "common:errors.suspended",
  ACCOUNT_DISABLED: "common:errors.disabled",
  RENEWAL_EXPIRED: "auth:request_validation.invalid_credentials",
  PROOF_PENDING: "auth:validation_alert.pending",
  EFN_INVALID: "validation:efn",
  FILE_TYPE: "validation:file_type",
  NOT_ON_SALE: "checkout:checkout.errors.not_on_sale",
  PRICE_NOT_FOR_YOU: "checkout:checkout.errors.not_for_you",
  SOLD_OUT: "checkout:checkout.errors.sold_out",
  SEATS_HELD: "checkout:checkout.errors.fully_reserved",
  TOO_MANY_OPEN_CHECKOUTS: "checkout:checkout.errors.too_many_open",
  TOO_MANY_HOLDS: "checkout:checkout.errors.too_many_holds",
  ALREADY_BOOKED: "checkout:checkout.errors.booked",
  TERMS_NOT_ACCEPTED: "checkout:checkout.terms_required",
  DISCOUNT_CODE_INVALID: "checkout:checkout.code_states.INVALID",
  DISCOUNT_CODE_EXPIRED: "checkout:checkout.code_states.EXPIRED",
  DISCOUNT_CODE_INAPPLICABLE: "checkout:checkout.code_states.INAPPLICABLE",
  DISCOUNT_CODE_HELD: "checkout:checkout.code_reserved",
  DISCOUNT_CODE_USED_UP: "checkout:checkout.code_used_up",
  CME_THRESHOLD_NOT_REACHED: "cme:messages.threshold",
  CME_ACCREDITATION_EXPIRED: "cme:messages.expired",
  CME_TEST_PASSED: "cme:messages.already_passed",
  // With the time of the next attempt, features/cme/cme-action.server.ts says it (cme:messages.attempts_used).
  CME_ATTEMPTS_USED: "cme:messages.attempts_used_later",
  CONSENT_REQUIRED: "cme:messages.consent",
  EFN_MISSING: "cme:messages.no_efn",
  ALREADY_VOTED: "live:session.poll.already_voted",
};

/** What a user reads for a refusal without a code (an older upstream) or with one this BFF does not know. */
export const GENERAL_REFUSAL = "common:errors.refused";

export type RefusalWords = Partial<Record<ErrorCode, string>>;

/** The message key for `code`: the form's own words first, then the table, else the general refusal. */
export const refusalKey = (code: UpstreamCode, overrides: RefusalWords = {}): string =>
  code === null ? GENERAL_REFUSAL : (overrides[code] ?? REFUSAL_KEYS[code]);

/** The text for `code` in the request's language. */
export const refusalText = (t: Translate, code: UpstreamCode, overrides?: RefusalWords): string =>
  t(refusalKey(code, overrides));

/**
 * A validation error as a form's messages (spec §8: the first per field): the keys in `fields`
 * (the upstream's key without `input.`, or its first part, → the form's field) on their fields,
 * every other one in the form's error list, each once.
 */
export function refusalMessages(
  error: UpstreamValidationError,
  t: Translate,
  { fields = {}, overrides }: { fields?: Record<string, string>; overrides?: RefusalWords } = {},
): { fieldErrors: Record<string, string[]>; formErrors: string[] } {
  const fieldErrors: Record<string, string[]> = {};
  const formErrors: string[] = [];
  for (const [key, codes] of Object.entries(error.fields)) {
    const text = refusalText(t, codes[0] ?? null, overrides);
    const name = key.replace(/^input\./, "");
    const field = fields[name] ?? fields[name.split(".")[0] ?? name];
    if (field !== undefined) fieldErrors[field] ??= [text];
    else formErrors.push(text);
  }
  if (Object.keys(fieldErrors).length === 0 && formErrors.length === 0)
    formErrors.push(refusalText(t, error.code(), overrides));
  return { fieldErrors, formErrors: [...new Set(formErrors)] };
}
