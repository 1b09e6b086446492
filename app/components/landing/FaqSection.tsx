import { useTranslation } from "react-i18next";
import { SectionHeading } from "./SectionHeading";
import type { LandingSection } from "./model";

/** FAQ: questions as native disclosures (no JavaScript needed). */
export function FaqSection({ section }: { section: LandingSection }) {
  const { t } = useTranslation("search");
  const headingId = `section-${section.id}`;
  return (
    <section className="mx-auto max-w-6xl px-4 py-8" aria-labelledby={headingId}>
      <SectionHeading id={headingId}>{section.title ?? t("landing.faq")}</SectionHeading>
      <div className="mt-4 max-w-3xl divide-y divide-line rounded-lg border border-line bg-white">
        {section.faq.map((entry) => (
          <details key={entry.question} className="group p-4">
            <summary className="cursor-pointer font-semibold text-ink marker:text-primary">
              {entry.question}
            </summary>
            <p className="mt-2 text-ink">{entry.answer}</p>
          </details>
        ))}
      </div>
    </section>
  );
}
