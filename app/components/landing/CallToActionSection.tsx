import { Paragraphs } from "./Paragraphs";
import { SectionHeading } from "./SectionHeading";
import { SectionLinkButton } from "./SectionLinkButton";
import type { LandingSection } from "./model";

/** CALL_TO_ACTION: a short appeal and one button. */
export function CallToActionSection({ section }: { section: LandingSection }) {
  const headingId = `section-${section.id}`;
  return (
    <section className="mx-auto max-w-6xl px-4 py-8" aria-labelledby={section.title ? headingId : undefined}>
      <div className="rounded-lg bg-primary-light p-6 md:p-8">
        {section.title ? <SectionHeading id={headingId}>{section.title}</SectionHeading> : null}
        <Paragraphs text={section.text} className="mt-2 max-w-3xl text-ink" />
        {section.link ? (
          <div className="mt-5">
            <SectionLinkButton link={section.link} />
          </div>
        ) : null}
      </div>
    </section>
  );
}
