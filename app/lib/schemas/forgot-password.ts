import { z } from "zod";
import { emailField, MAX_TEXT, requiredString, type Translate } from "../validation";

/** Spec §5 forgot password, step 1: the email the code goes to, required and valid. */
export function createForgotPasswordRequestSchema(t: Translate) {
  return z.object({ email: emailField(t) });
}

export const RESET_CODE_PATTERN = /^\d{6}$/;

/**
 * Spec §5 forgot password, step 2: the mailed code (6 digits), the new password (8 to 255) and its
 * repeat (required, equal, at most 255). Passwords are not trimmed: spaces can be part of them.
 */
export function createResetPasswordSchema(t: Translate) {
  const password = z.string({ error: t("validation:required") });
  return z
    .object({
      code: requiredString(t).regex(RESET_CODE_PATTERN, t("auth:forgot_password.invalid_code")),
      password: password
        .min(8, t("validation:min_length", { length: 8 }))
        .max(MAX_TEXT, t("validation:max_length", { length: MAX_TEXT })),
      password_repeat: password.max(MAX_TEXT, t("validation:max_length", { length: MAX_TEXT })),
    })
    .refine((value) => value.password === value.password_repeat, {
      path: ["password_repeat"],
      message: t("validation:passwords_mismatch"),
    });
}
