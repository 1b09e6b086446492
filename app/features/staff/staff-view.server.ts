import { getFixedT, getLocale } from "~/.server/i18n";
import type { Language } from "~/i18n";
import { formatDate, formatEventStart } from "~/lib/content-format";
import { countryName } from "~/lib/countries";
import { labelIn } from "~/lib/labels";
import type { Translate } from "~/lib/validation";
import type {
  StaffPersonFieldsFragment,
  StaffProfessionLabelsFragment,
} from "~/.server/graphql/generated/graphql";

// How the staff pages show people, professions and times: labels in the page's language, times in
// Berlin.

/** A staff page's translator and language. */
export const staffWords = (request: Request) => Promise.all([getFixedT(request), getLocale(request)]);

/** A point in time as the staff pages show it; none without one. */
export const timeIn =
  (locale: Language) =>
  (iso: string | null | undefined): string | null =>
    iso ? formatEventStart(iso, locale) : null;

/** A person's name with their academic title. */
export const personName = (
  t: Translate,
  person: { title?: string | null; first_name: string; last_name: string },
) =>
  [person.title ? t(`common:titles.${person.title}`) : null, person.first_name, person.last_name]
    .filter(Boolean)
    .join(" ");

/** A profession's label in the page's language (the value itself for one the list lacks). */
export const professionLabels =
  (professions: StaffProfessionLabelsFragment[], locale: Language) => (value: string) => {
    const found = professions.find((p) => p.value === value);
    return found ? labelIn(locale, found) : value;
  };

/** A person's account as the proof and user pages show it. */
export function toPersonView(
  user: StaffPersonFieldsFragment,
  professionLabel: (value: string) => string,
  locale: Language,
  t: Translate,
) {
  return {
    id: user.id,
    name: personName(t, user),
    email: user.email,
    profession: professionLabel(user.profession),
    employment: user.employment ? t(`register:employments.${user.employment}`) : null,
    country: countryName(user.country, locale),
    status: user.status,
    validationStatus: user.validation_status ?? null,
    // A validity ends on a day; the time of day the proof was accepted says nothing.
    validationExpiresAt: user.validation_expires_at
      ? formatDate(user.validation_expires_at, locale, "Europe/Berlin")
      : null,
    efn: user.efn ?? null,
    registeredAt: formatEventStart(user.created_at, locale),
  };
}

export type PersonView = ReturnType<typeof toPersonView>;
