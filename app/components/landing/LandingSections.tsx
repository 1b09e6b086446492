import { Fragment, type ReactNode } from "react";
import { BannerSection } from "./BannerSection";
import { CallToActionSection } from "./CallToActionSection";
import { ChannelsSection } from "./ChannelsSection";
import { ContentShelfSection } from "./ContentShelfSection";
import { DividerSection } from "./DividerSection";
import { ExpertsSection } from "./ExpertsSection";
import { FaqSection } from "./FaqSection";
import { FieldsSection } from "./FieldsSection";
import { HeroSection } from "./HeroSection";
import { ImageTextSection } from "./ImageTextSection";
import type { LandingSection } from "./model";
import { TextSection } from "./TextSection";

/**
 * A landing page's sections in their order, one component per type. The page has one h1: the
 * first section's title when it is a hero, else the page title (rendered here); sections are h2.
 */
export function LandingSections({
  title,
  sections,
  signedIn,
  afterHero,
}: {
  title: string;
  sections: LandingSection[];
  signedIn: boolean;
  /** A page's own part (the Expanda seminars), right after the hero. */
  afterHero?: ReactNode;
}) {
  const heroFirst = sections[0]?.type === "HERO";
  return (
    <div className="pb-8">
      {heroFirst ? null : (
        <div className="mx-auto max-w-6xl px-4 pt-8">
          <h1 className="text-3xl font-bold text-ink">{title}</h1>
        </div>
      )}
      {heroFirst ? null : afterHero}
      {sections.map((section, index) => {
        switch (section.type) {
          case "HERO":
            return (
              <Fragment key={section.id}>
                <HeroSection section={section} pageTitle={title} isPageHeading={heroFirst && index === 0} />
                {index === 0 ? afterHero : null}
              </Fragment>
            );
          case "TEXT":
            return <TextSection key={section.id} section={section} />;
          case "CONTENT_SHELF":
          case "LIVESTREAMS":
            return <ContentShelfSection key={section.id} section={section} signedIn={signedIn} />;
          case "EXPERTS":
            return <ExpertsSection key={section.id} section={section} />;
          case "FAQ":
            return <FaqSection key={section.id} section={section} />;
          case "CALL_TO_ACTION":
            return <CallToActionSection key={section.id} section={section} />;
          case "BANNER":
            return <BannerSection key={section.id} section={section} />;
          case "CHANNELS":
            return <ChannelsSection key={section.id} section={section} />;
          case "FIELDS":
            return <FieldsSection key={section.id} section={section} />;
          case "DIVIDER":
            return <DividerSection key={section.id} />;
          case "IMAGE_TEXT":
            return <ImageTextSection key={section.id} section={section} />;
          default:
            return null;
        }
      })}
    </div>
  );
}
