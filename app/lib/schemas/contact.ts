import { z } from "zod";
import { emailField, MAX_TEXT, requiredMultiLine, requiredString, type Translate } from "../validation";

/** The contact form's message limit (the reference API's too). */
export const CONTACT_MESSAGE_MAX = 5000;
export const CONTACT_RECIPIENTS = ["SUPPORT", "SALES"] as const;

/**
 * /contact: the team (spec 3.6 ContactFormRecipient), name, email, subject and message.
 * `website` is a field people never see (a bot fills it); `started` says when the form was shown.
 */
export const contactSchema = (t: Translate) =>
  z.object({
    recipient: z.enum(CONTACT_RECIPIENTS, { error: t("validation:invalid_choice") }),
    name: requiredString(t).max(MAX_TEXT, t("validation:max_length", { length: MAX_TEXT })),
    email: emailField(t),
    subject: requiredString(t).max(MAX_TEXT, t("validation:max_length", { length: MAX_TEXT })),
    message: requiredMultiLine(t, CONTACT_MESSAGE_MAX),
    website: z.string().optional(),
    started: z.string().optional(),
  });

export type ContactValues = z.output<ReturnType<typeof contactSchema>>;
