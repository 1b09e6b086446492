import { Paragraphs } from "./Paragraphs";
import { SectionLinkButton } from "./SectionLinkButton";
import type { LandingSection } from "./model";
import { DecorativeImage } from "~/components/ui/DecorativeImage";

/** HERO: the page's main section; its title is the page's h1 when it comes first. */
export function HeroSection({
  section,
  pageTitle,
  isPageHeading,
}: {
  section: LandingSection;
  pageTitle: string;
  isPageHeading: boolean;
}) {
  const Heading = isPageHeading ? "h1" : "h2";
  const headingId = `section-${section.id}`;
  return (
    <section className="bg-primary text-white" aria-labelledby={headingId}>
      <div className="mx-auto grid max-w-6xl items-center gap-8 px-4 py-12 md:grid-cols-2 md:py-16">
        <div>
          <Heading id={headingId} className="text-3xl font-bold leading-tight md:text-5xl">
            {section.title ?? pageTitle}
          </Heading>
          <Paragraphs text={section.text} className="mt-4 text-lg text-white/90" />
          {section.link ? (
            <div className="mt-8">
              <SectionLinkButton link={section.link} variant="light" />
            </div>
          ) : null}
        </div>
        <DecorativeImage
          src={section.imageUrl}
          width={560}
          height={315}
          className="hidden aspect-video w-full rounded-lg object-cover md:block"
        />
      </div>
    </section>
  );
}
