import { z } from "zod";
import { emailField, MAX_TEXT, type Translate } from "../validation";

/** Spec §5 login: email and password required. Shared by the login action and the dialog. */
export function createLoginSchema(t: Translate) {
  return z.object({
    email: emailField(t),
    // Not trimmed: spaces can be part of a password.
    password: z
      .string({ error: t("validation:required") })
      .min(1, t("validation:required"))
      .max(MAX_TEXT, t("validation:max_length", { length: MAX_TEXT })),
    redirect: z.string().optional(),
  });
}
