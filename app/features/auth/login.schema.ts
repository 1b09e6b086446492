import { z } from "zod";
import { emailField, passwordText, type Translate } from "~/lib/validation";

/** Spec §5 login: email and password required. Shared by the login action and the dialog. */
export function createLoginSchema(t: Translate) {
  return z.object({
    email: emailField(t),
    // Not trimmed: spaces can be part of a password.
    password: passwordText(t).min(1, t("validation:required")),
    redirect: z.string().optional(),
  });
}
