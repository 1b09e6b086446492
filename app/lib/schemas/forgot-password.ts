import { z } from "zod";
import { emailField, requiredString, type Translate } from "../validation";
import { withNewPassword } from "./register";

/** Spec §5 forgot password, step 1: the email the code goes to, required and valid. */
export function createForgotPasswordRequestSchema(t: Translate) {
  return z.object({ email: emailField(t) });
}

export const RESET_CODE_PATTERN = /^\d{6}$/;

/** Spec §5 forgot password, step 2: the mailed code (6 digits) and the new password with its repeat. */
export function createResetPasswordSchema(t: Translate) {
  return withNewPassword(t, {
    code: requiredString(t).regex(RESET_CODE_PATTERN, t("auth:forgot_password.invalid_code")),
  });
}
