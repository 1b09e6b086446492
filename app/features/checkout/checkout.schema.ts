import { z } from "zod";
import { COUNTRY_CODES, countryName } from "~/lib/countries";
import { postcodeProblem } from "~/lib/postcodes";
import { MAX_TEXT, requiredString, singleLine, type Translate } from "~/lib/validation";

// The checkout's forms: one schema each, shared by the action and the page.

const text = (t: Translate) =>
  requiredString(t).max(MAX_TEXT, t("validation:max_length", { length: MAX_TEXT }));

/**
 * Step 2: the billing address (prefilled from the profile). The postcode is checked by the country's
 * form (DE five digits, AT and CH four, …); the message names the country (in `locale`) and an example.
 */
export const billingSchema = (t: Translate, locale: string) =>
  z
    .object({
      first_name: text(t),
      last_name: text(t),
      company: singleLine(t).optional(),
      street: text(t),
      zip: text(t),
      city: text(t),
      country: requiredString(t).refine(
        (code) => COUNTRY_CODES.includes(code),
        t("validation:invalid_choice"),
      ),
    })
    .superRefine(
      ({ zip, country }, issues) => {
        // Runs beside the fields' own checks: an empty postcode is "required" only.
        if (typeof zip !== "string" || zip.trim() === "") return;
        const known = typeof country === "string" && COUNTRY_CODES.includes(country);
        const problem = postcodeProblem(zip.trim(), known ? country : "");
        if (!problem) return;
        const name = known ? countryName(country, locale) : "";
        const message =
          problem === "generic"
            ? t("validation:invalid_zip")
            : problem.digits
              ? t("validation:zip_digits", {
                  country: name,
                  digits: problem.digits,
                  example: problem.example,
                })
              : t("validation:zip_form", { country: name, example: problem.example });
        issues.addIssue({ code: "custom", path: ["zip"], message });
      },
      // Also when another field is missing (zod skips a refinement after such an issue): the wrong
      // postcode is listed with the empty street, not one submit later.
      { when: ({ value }) => typeof value === "object" && value !== null },
    );

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
  pay: (t: Translate) =>
    z.object({ terms: z.literal("on", { error: t("checkout:checkout.terms_required") }) }),
};
