import { getApi } from "../api";
import { ProfessionsDocument } from "../graphql/operations";
import { getSession } from "../session";
import type { DialogFlow } from "./types";

/** Validation renewal after a SUSPENDED login (spec §4). Never sends the stored password to the browser. */
export const requestValidationFlow: DialogFlow<{
  email: string;
  validationStatus: string | null;
  profession: string | null;
  professionLabel: string | null;
  country: string | null;
} | null> = {
  async load(request, locale) {
    const renewal = (await getSession(request)).get("renewal");
    if (!renewal) return null;
    const { professions } = await (await getApi(request, { locale })).request(ProfessionsDocument);
    const profession = professions.find((option) => option.value === renewal.profession);
    return {
      email: renewal.email,
      validationStatus: renewal.validationStatus,
      profession: renewal.profession,
      country: renewal.country,
      professionLabel: profession ? (locale === "en" ? profession.label_en : profession.label_de) : null,
    };
  },
  async action() {
    throw new Response(null, { status: 405 });
  },
};
