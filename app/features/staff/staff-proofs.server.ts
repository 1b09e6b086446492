import type { Language } from "~/i18n";
import { countryName } from "~/lib/countries";
import { formatDate, formatEventStart } from "~/lib/content-format";
import { labelIn } from "~/lib/labels";
import type { Translate } from "~/lib/validation";
import type { StaffProofFieldsFragment } from "~/.server/graphql/generated/graphql";

type Profession = { value: string; label_de: string; label_en: string };

/** A proof as the staff pages show it: labels in the page's language, times in Berlin. */
export function toProofView(
  proof: StaffProofFieldsFragment,
  professions: Profession[],
  locale: Language,
  t: Translate,
) {
  const professionLabel = (value: string) => {
    const found = professions.find((p) => p.value === value);
    return found ? labelIn(locale, found) : value;
  };
  const { user } = proof;
  return {
    id: proof.id,
    kind: proof.kind,
    status: proof.status,
    profession: professionLabel(proof.profession),
    submittedAt: formatEventStart(proof.submitted_at, locale),
    decidedAt: proof.decided_at ? formatEventStart(proof.decided_at, locale) : null,
    decidedBy: proof.decided_by ?? null,
    rejectionReason: proof.rejection_reason ?? null,
    rejectionNote: proof.rejection_note ?? null,
    orderNumber: proof.order_number ?? null,
    orderId: proof.order_id ?? null,
    file: proof.file ? { name: proof.file.file_name, mime: proof.file.mime, size: proof.file.size } : null,
    user: {
      name: [user.title ? t(`common:titles.${user.title}`) : null, user.first_name, user.last_name]
        .filter(Boolean)
        .join(" "),
      email: user.email,
      profession: professionLabel(user.profession),
      employment: user.employment ? t(`register:employments.${user.employment}`) : null,
      country: countryName(user.country, locale),
      status: user.status,
      validationStatus: user.validation_status ?? null,
      validationExpiresAt: user.validation_expires_at
        ? formatDate(user.validation_expires_at, locale, "Europe/Berlin")
        : null,
      efn: user.efn ?? null,
      registeredAt: formatEventStart(user.created_at, locale),
    },
  };
}

export type ProofView = ReturnType<typeof toProofView>;
