import { useTranslation } from "react-i18next";
import { Paragraphs } from "./Paragraphs";
import { SectionHeading } from "./SectionHeading";
import { SectionLinkBelow } from "./SectionLinkButton";
import type { LandingSection } from "./model";

/** IMAGE_TEXT: an illustration beside a heading and text. */
export function ImageTextSection({ section }: { section: LandingSection }) {
  const { t } = useTranslation("search");
  const headingId = `section-${section.id}`;
  return (
    <section
      className="mx-auto grid max-w-6xl items-center gap-6 px-4 py-8 md:grid-cols-2"
      aria-labelledby={section.title ? headingId : undefined}
    >
      {section.imageUrl ? (
        <img
          src={section.imageUrl}
          alt={section.title ? t("landing.image_alt", { title: section.title }) : ""}
          width={560}
          height={315}
          loading="lazy"
          className="aspect-video w-full rounded-lg object-cover"
        />
      ) : null}
      <div>
        {section.title ? <SectionHeading id={headingId}>{section.title}</SectionHeading> : null}
        <Paragraphs text={section.text} className="mt-3 text-ink" />
        <SectionLinkBelow link={section.link} />
      </div>
    </section>
  );
}
