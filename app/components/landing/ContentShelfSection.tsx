import { useTranslation } from "react-i18next";
import { ContentGrid } from "~/components/content/ContentGrid";
import { SectionHeading } from "./SectionHeading";
import { SectionLinkBelow } from "./SectionLinkButton";
import type { LandingSection } from "./model";

/** CONTENT_SHELF and LIVESTREAMS: content cards (locked items stay teasers). */
export function ContentShelfSection({ section, signedIn }: { section: LandingSection; signedIn: boolean }) {
  const { t } = useTranslation("search");
  const headingId = `section-${section.id}`;
  const fallback = section.type === "LIVESTREAMS" ? t("landing.livestreams") : t("landing.contents");
  return (
    <section className="mx-auto max-w-6xl px-4 py-8" aria-labelledby={headingId}>
      <SectionHeading id={headingId}>{section.title ?? fallback}</SectionHeading>
      {section.text ? <p className="mt-2 max-w-3xl text-muted">{section.text}</p> : null}
      {section.contents.length === 0 ? (
        <p className="mt-4 text-muted">{t("landing.empty_list")}</p>
      ) : (
        <ContentGrid items={section.contents} signedIn={signedIn} />
      )}
      <SectionLinkBelow link={section.link} />
    </section>
  );
}
