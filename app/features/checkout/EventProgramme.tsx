import { useTranslation } from "react-i18next";
import { PeopleList, type Person } from "~/components/content/PeopleList";
import { InfoSectionIcon } from "~/components/ui/icons";
import { TitledSection } from "~/components/ui/TitledSection";

export type AgendaItem = {
  id: string;
  type: string;
  title: string;
  startsAt: string;
  endsAt: string;
  room: string | null;
  externalUrl: string | null;
  speakers: string[];
};

export type Programme = {
  agenda: AgendaItem[];
  experts: Array<{ role: string; expert: Person }>;
  supporters: Array<{ type: string; name: string; url: string | null }>;
  info: Array<{ type: string; title: string; text: string }>;
};

const ZONE = "Europe/Berlin";
const ROLES = ["CHAIRMAN", "SCIENTIFIC_BOARD", "MODERATOR", "SPEAKER"] as const;

/** The agenda by day (Berlin time), breakouts side by side with their room; experts by role; supporters; info. */
export function EventProgramme({ programme }: { programme: Programme }) {
  const { t, i18n } = useTranslation("live");
  const locale = i18n.language === "en" ? "en-GB" : "de-DE";
  const day = new Intl.DateTimeFormat(locale, {
    weekday: "long",
    day: "numeric",
    month: "long",
    timeZone: ZONE,
  });
  const time = new Intl.DateTimeFormat(locale, { hour: "2-digit", minute: "2-digit", timeZone: ZONE });
  const days = new Map<string, AgendaItem[]>();
  for (const item of programme.agenda) {
    const key = day.format(new Date(item.startsAt));
    days.set(key, [...(days.get(key) ?? []), item]);
  }
  return (
    <>
      {programme.info.length > 0 ? (
        <section className="mt-10 grid gap-4 md:grid-cols-3" aria-label={t("event.info")}>
          {programme.info.map((section) => (
            <div
              key={section.title}
              className="rounded-lg bg-white p-4 shadow-sm"
              data-section-type={section.type}
            >
              <h2 className="flex items-center gap-2 font-semibold text-ink">
                <InfoSectionIcon type={section.type} className="size-5 shrink-0 text-primary" />
                {section.title}
              </h2>
              <p className="mt-1 text-ink">{section.text}</p>
            </div>
          ))}
        </section>
      ) : null}
      {days.size > 0 ? (
        <TitledSection id="event-agenda" title={t("event.agenda")} className="mt-10">
          {[...days].map(([label, items]) => (
            <div key={label} className="mt-4">
              <h3 className="font-semibold text-ink">{label}</h3>
              <ol
                className="mt-2 divide-y divide-line rounded-lg bg-white shadow-sm"
                data-testid="agenda-day"
              >
                {items.map((item) => (
                  <li key={item.id} className="grid gap-1 p-3 sm:grid-cols-[8rem_1fr]">
                    <span className="text-sm font-semibold text-muted">
                      <time dateTime={item.startsAt}>{time.format(new Date(item.startsAt))}</time>
                      {item.endsAt > item.startsAt ? (
                        <>
                          {" – "}
                          <time dateTime={item.endsAt}>{time.format(new Date(item.endsAt))}</time>
                        </>
                      ) : null}
                    </span>
                    <span className="text-ink">
                      <span
                        className={
                          item.type === "PAUSE" || item.type === "END" ? "text-muted" : "font-semibold"
                        }
                      >
                        {item.title}
                      </span>
                      {item.room ? (
                        <span className="ml-2 rounded bg-primary-light px-2 py-0.5 text-xs font-semibold text-primary">
                          {t(`event.agenda_types.${item.type}`)} · {item.room}
                        </span>
                      ) : null}
                      {item.speakers.length > 0 ? (
                        <span className="block text-sm text-muted">{item.speakers.join(", ")}</span>
                      ) : null}
                      {item.externalUrl ? (
                        <a
                          href={item.externalUrl}
                          className="block text-sm text-primary underline"
                          rel="noopener noreferrer"
                        >
                          {t("event.external")}
                        </a>
                      ) : null}
                    </span>
                  </li>
                ))}
              </ol>
            </div>
          ))}
        </TitledSection>
      ) : null}
      {programme.experts.length > 0 ? (
        <TitledSection id="event-experts" title={t("event.experts")} className="mt-10">
          {ROLES.map((role) => {
            const people = programme.experts
              .filter((entry) => entry.role === role)
              .map((entry) => entry.expert);
            return people.length ? (
              <div key={role} className="mt-4">
                <h3 className="font-semibold text-ink">{t(`event.roles.${role}`)}</h3>
                <PeopleList people={people} />
              </div>
            ) : null;
          })}
        </TitledSection>
      ) : null}
      {programme.supporters.length > 0 ? (
        <TitledSection id="event-supporters" title={t("event.supporters")} className="mt-10">
          <ul className="mt-3 grid gap-2 sm:grid-cols-3">
            {programme.supporters.map((supporter) => (
              <li key={`${supporter.type}-${supporter.name}`} className="rounded-lg bg-white p-3 shadow-sm">
                <span className="block text-xs font-semibold uppercase tracking-wide text-muted">
                  {t(`event.supporter_types.${supporter.type}`)}
                </span>
                <span className="text-ink">{supporter.name}</span>
              </li>
            ))}
          </ul>
        </TitledSection>
      ) : null}
    </>
  );
}
