import { z } from "zod";
import { COUNTRY_CODES } from "../countries";
import { MAX_TEXT, requiredString, singleLine, type Translate } from "../validation";

// The checkout's forms (issue 14): one schema each, shared by the action and the page.

const text = (t: Translate) =>
  requiredString(t).max(MAX_TEXT, t("validation:max_length", { length: MAX_TEXT }));

/** Step 2: the billing address (prefilled from the profile). */
export const billingSchema = (t: Translate) =>
  z.object({
    first_name: text(t),
    last_name: text(t),
    company: singleLine(t).optional(),
    street: text(t),
    zip: text(t).regex(/^[A-Za-z0-9 -]{3,10}$/, t("validation:invalid_zip")),
    city: text(t),
    country: requiredString(t).refine((code) => COUNTRY_CODES.includes(code), t("validation:invalid_choice")),
  });

export const checkoutStepSchemas = {
  /** Step 1: one of the viewer's bookable prices; the assistant-doctor price with its proof. */
  1: (t: Translate, context: { priceIds: string[]; proofFor: string[]; hasProof: boolean }) =>
    z
      .object({
        price_id: z
          .string({ error: t("validation:required") })
          .refine((id) => context.priceIds.includes(id), t("validation:invalid_choice")),
      })
      .superRefine(({ price_id }, issues) => {
        if (context.proofFor.includes(price_id) && !context.hasProof) {
          issues.addIssue({ code: "custom", path: ["validation_file"], message: t("validation:required") });
        }
      }),
  /** Step 3: one discount code. */
  code: (t: Translate) =>
    z.object({
      discount_code: requiredString(t)
        .max(64, t("validation:max_length", { length: 64 }))
        .transform((code) => code.replace(/\s+/g, "").toUpperCase()),
    }),
  /** Step 3: the order, with the terms accepted. */
  pay: (t: Translate) => z.object({ terms: z.literal("on", { error: t("validation:required") }) }),
};
