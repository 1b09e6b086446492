import { Paragraphs } from "./Paragraphs";
import { SectionHeading } from "./SectionHeading";
import { SectionLinkBelow } from "./SectionLinkButton";
import type { LandingSection } from "./model";

/** TEXT: a heading and paragraphs. */
export function TextSection({ section }: { section: LandingSection }) {
  const headingId = `section-${section.id}`;
  return (
    <section className="mx-auto max-w-6xl px-4 py-8" aria-labelledby={section.title ? headingId : undefined}>
      {section.title ? <SectionHeading id={headingId}>{section.title}</SectionHeading> : null}
      <div className="max-w-3xl">
        <Paragraphs text={section.text} className="mt-3 text-ink" />
      </div>
      <SectionLinkBelow link={section.link} />
    </section>
  );
}
