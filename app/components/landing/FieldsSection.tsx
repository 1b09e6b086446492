import { useTranslation } from "react-i18next";
import { FieldLinkTiles } from "~/components/content/FieldLinkTiles";
import { SectionHeading } from "./SectionHeading";
import type { LandingSection } from "./model";

/** FIELDS: field tiles linking to /fachgebiete/{slug}. */
export function FieldsSection({ section }: { section: LandingSection }) {
  const { t } = useTranslation("search");
  const headingId = `section-${section.id}`;
  return (
    <section className="mx-auto max-w-6xl px-4 py-8" aria-labelledby={headingId}>
      <SectionHeading id={headingId}>{section.title ?? t("landing.fields")}</SectionHeading>
      {section.fields.length === 0 ? (
        <p className="mt-4 text-muted">{t("landing.empty_list")}</p>
      ) : (
        <FieldLinkTiles fields={section.fields} />
      )}
    </section>
  );
}
