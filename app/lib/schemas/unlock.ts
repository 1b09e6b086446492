import { z } from "zod";
import { requiredString, type Translate } from "../validation";

/** Longest code accepted; activation codes are short, this only bounds what reaches the API. */
export const MAX_CODE_LENGTH = 64;

/** The unlock dialog (spec 2.5): one code field. Shared by the /unlock action and the dialog. */
export function createUnlockSchema(t: Translate) {
  return z.object({
    code: requiredString(t).max(MAX_CODE_LENGTH, t("validation:max_length", { length: MAX_CODE_LENGTH })),
    redirectTo: z.string().optional(),
  });
}
