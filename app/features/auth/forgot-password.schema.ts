import { z } from "zod";
import { MAILED_CODE } from "../../../shared/mailed-code";
import { emailField, requiredString, type Translate } from "~/lib/validation";
import { withNewPassword } from "./register.schema";

/** Spec §5 forgot password, step 1: the email the code goes to, required and valid. */
export function createForgotPasswordRequestSchema(t: Translate) {
  return z.object({ email: emailField(t) });
}

const codeField = (t: Translate) =>
  requiredString(t).regex(MAILED_CODE, t("auth:forgot_password.invalid_code"));

/** Spec §5 forgot password, step 2: the mailed code (6 digits) and the new password with its repeat. */
export function createResetPasswordSchema(t: Translate) {
  return withNewPassword(t, { code: codeField(t) });
}

/**
 * Step 2 opened from the mail's link (`/reset-password/{code}`) in a browser that did not ask for the
 * code: the email the code was sent to is asked for too.
 */
export function createResetPasswordByLinkSchema(t: Translate) {
  return withNewPassword(t, { email: emailField(t), code: codeField(t) });
}
