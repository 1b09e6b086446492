import { useTranslation } from "react-i18next";
import { PeopleList } from "~/components/content/PeopleList";
import { SectionHeading } from "./SectionHeading";
import type { LandingSection } from "./model";

/** EXPERTS: photos, academic titles and names. */
export function ExpertsSection({ section }: { section: LandingSection }) {
  const { t } = useTranslation("search");
  const headingId = `section-${section.id}`;
  return (
    <section className="mx-auto max-w-6xl px-4 py-8" aria-labelledby={headingId}>
      <SectionHeading id={headingId}>{section.title ?? t("landing.experts")}</SectionHeading>
      {section.text ? <p className="mt-2 max-w-3xl text-muted">{section.text}</p> : null}
      {section.experts.length === 0 ? (
        <p className="mt-4 text-muted">{t("landing.empty_list")}</p>
      ) : (
        <PeopleList people={section.experts} />
      )}
    </section>
  );
}
