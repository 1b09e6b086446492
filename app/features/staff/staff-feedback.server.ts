import type { Language } from "~/i18n";
import { formatEventStart } from "~/lib/content-format";
import { linkTo, type LinkableType } from "~/lib/links";

const KINDS = ["VOD", "LIVESTREAM", "SHORT", "PLAYLIST", "EVENT", "PLATFORM"] as const;
type Kind = (typeof KINDS)[number];

const LINKS: Partial<Record<Kind, LinkableType>> = {
  VOD: "Vod",
  LIVESTREAM: "Livestream",
  SHORT: "Short",
  EVENT: "Event",
};

/** One item's feedback as the staff pages show it (decision 035). */
export function toFeedbackSummary(
  summary: {
    key: string;
    kind: string;
    title?: string | null;
    slug?: string | null;
    count: number;
    average: number;
    latest_at: string;
  },
  locale: Language,
) {
  const kind: Kind = KINDS.find((k) => k === summary.kind) ?? "PLATFORM";
  const type = LINKS[kind];
  return {
    key: summary.key,
    kind,
    title: summary.title ?? null,
    href: type && summary.slug ? linkTo({ type, slug: summary.slug }) : null,
    count: summary.count,
    average: summary.average.toLocaleString(locale === "en" ? "en" : "de", { maximumFractionDigits: 1 }),
    latest: formatEventStart(summary.latest_at, locale),
  };
}
