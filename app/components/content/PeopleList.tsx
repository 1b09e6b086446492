import { useTranslation } from "react-i18next";

export type Person = {
  id: string;
  name: string;
  title: string | null;
  photo_url: string | null;
  /** e.g. the channel role, already translated. */
  note?: string;
};

/** Experts with photo, academic title and an optional role. */
export function PeopleList({ people }: { people: Person[] }) {
  const { t } = useTranslation("content");
  return (
    <ul className="mt-4 grid gap-3 sm:grid-cols-2 md:grid-cols-3">
      {people.map((person) => {
        const fullName = [person.title, person.name].filter(Boolean).join(" ");
        return (
          <li key={person.id} className="flex items-center gap-3 rounded-lg border border-line bg-white p-3">
            {person.photo_url ? (
              <img
                src={person.photo_url}
                alt={t("person.photo", { name: fullName })}
                width={56}
                height={56}
                loading="lazy"
                className="size-14 shrink-0 rounded-full object-cover"
              />
            ) : (
              <span aria-hidden="true" className="size-14 shrink-0 rounded-full bg-primary-light" />
            )}
            <div className="min-w-0">
              <p className="font-semibold text-ink">{fullName}</p>
              {person.note ? <p className="text-sm text-muted">{person.note}</p> : null}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
