import { safeRedirect } from "~/lib/redirect";
import type { LandingPageQuery, LandingPageSectionType } from "~/.server/graphql/generated/graphql";
import type { ContentCardItem } from "~/components/content/ContentCard";
import { labelIn } from "~/lib/labels";

type UpstreamSection = NonNullable<LandingPageQuery["landingPage"]>["sections"][number];

export type SectionLink = { href: string; label: string; external: boolean };
export type FaqEntry = { question: string; answer: string };
export type SectionChannel = UpstreamSection["channels"][number];
export type SectionExpert = UpstreamSection["experts"][number];
export type SectionField = { id: string; slug: string; name: string; icon: string; color: string };

/** A landing page section as the components get it: links checked, payload parsed, labels localised. */
export type LandingSection = {
  id: string;
  type: LandingPageSectionType;
  title: string | null;
  text: string | null;
  imageUrl: string | null;
  link: SectionLink | null;
  faq: FaqEntry[];
  contents: ContentCardItem[];
  experts: SectionExpert[];
  channels: SectionChannel[];
  fields: SectionField[];
};

/**
 * Links from the editors: a path on this site (by the same rule as redirects) stays a client-side
 * link, http(s) and mailto open as external links; anything else (javascript:, protocol-relative,
 * …) is dropped.
 */
export function sectionLink(url: string | null, label: string | null): SectionLink | null {
  if (!url || !label) return null;
  const path = url.startsWith("/") ? safeRedirect(url, "") : "";
  if (path) return { href: path, label, external: false };
  if (/^(https?:\/\/|mailto:)/i.test(url)) return { href: url, label, external: true };
  return null;
}

/** FAQ entries from the section's JSON payload (`{entries: [{question, answer}]}`); bad JSON is no entries. */
export function faqEntries(payload: string): FaqEntry[] {
  try {
    const parsed: unknown = JSON.parse(payload);
    const entries = (parsed as { entries?: unknown } | null)?.entries;
    if (!Array.isArray(entries)) return [];
    return entries.flatMap((entry: unknown) => {
      const { question, answer } = (entry ?? {}) as { question?: unknown; answer?: unknown };
      return typeof question === "string" && typeof answer === "string" && question
        ? [{ question, answer }]
        : [];
    });
  } catch {
    return [];
  }
}

export function toLandingSection(section: UpstreamSection, locale: string): LandingSection {
  return {
    id: section.id,
    type: section.type,
    title: section.title ?? null,
    text: section.text ?? null,
    imageUrl: section.image_url ?? null,
    link: sectionLink(section.link_url ?? null, section.link_label ?? null),
    faq: section.type === "FAQ" ? faqEntries(section.payload) : [],
    contents: section.contents,
    experts: section.experts,
    channels: section.channels,
    fields: section.fields.map((field) => ({
      id: field.id,
      slug: field.slug,
      name: labelIn(locale, field),
      icon: field.icon,
      color: field.color,
    })),
  };
}
