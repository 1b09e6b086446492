import type { Language } from "~/i18n";
import { formatEventStart } from "~/lib/content-format";
import { linkTo, type LinkableType } from "~/lib/links";
import { pageTitle, titleWith } from "~/lib/title";
import { StaffFeedbackDocument, StaffFeedbackSummariesDocument } from "./staff.graphql.server";
import { notFound, staffApi } from "./staff.server";
import { staffWords } from "./staff-view.server";

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

/** /staff/feedback: every item's feedback in a line. */
export async function feedbackSummariesPage(request: Request) {
  const api = await staffApi(request, new URL(request.url).pathname);
  const [{ staffFeedbackSummaries }, [t, locale]] = await Promise.all([
    api.request(StaffFeedbackSummariesDocument),
    staffWords(request),
  ]);
  return {
    title: pageTitle(t, "staff:feedback.title"),
    items: staffFeedbackSummaries.map((summary) => toFeedbackSummary(summary, locale)),
  };
}

/** /staff/feedback/{key}: one item's ratings and texts (`content-<id>`, `event-<id>` or `platform`). */
export async function feedbackPage(request: Request, key: string) {
  if (!/^(?:(?:content|event)-[1-9]\d{0,9}|platform)$/.test(key)) throw notFound();
  const api = await staffApi(request, new URL(request.url).pathname);
  const [{ staffFeedback }, [t, locale]] = await Promise.all([
    api.request(StaffFeedbackDocument, { key }),
    staffWords(request),
  ]);
  if (!staffFeedback) throw notFound();
  const summary = toFeedbackSummary(staffFeedback.summary, locale);
  const name = summary.title ?? t("staff:feedback.platform");
  return {
    title: titleWith(t, t("staff:feedback.detail_title", { name })),
    name,
    summary,
    entries: staffFeedback.entries.map((entry, index) => ({
      id: index,
      rating: entry.rating,
      text: entry.text,
      at: formatEventStart(entry.created_at, locale),
    })),
  };
}
