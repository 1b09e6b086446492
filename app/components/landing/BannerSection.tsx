import { Paragraphs } from "./Paragraphs";
import { SectionHeading } from "./SectionHeading";
import { SectionLinkButton } from "./SectionLinkButton";
import type { LandingSection } from "./model";
import { DecorativeImage } from "~/components/ui/DecorativeImage";

/** BANNER: a strip in the brand colour with an optional image and link. */
export function BannerSection({ section }: { section: LandingSection }) {
  const headingId = `section-${section.id}`;
  return (
    <section className="mx-auto max-w-6xl px-4 py-8" aria-labelledby={section.title ? headingId : undefined}>
      <div className="flex flex-wrap items-center gap-6 rounded-lg bg-primary-dark p-6 text-white md:p-8">
        <DecorativeImage
          src={section.imageUrl}
          width={160}
          height={90}
          className="h-[90px] w-40 rounded object-cover"
        />
        <div className="min-w-0 flex-1">
          {section.title ? (
            <SectionHeading id={headingId} className="text-white">
              {section.title}
            </SectionHeading>
          ) : null}
          <Paragraphs text={section.text} className="mt-2 text-white/90" />
        </div>
        {section.link ? <SectionLinkButton link={section.link} variant="light" /> : null}
      </div>
    </section>
  );
}
