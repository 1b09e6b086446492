import { parseStartTime } from "~/lib/start-time";
import { getApi } from "~/.server/api";
import { VideoPageDocument } from "./video.graphql.server";
import { getFixedT, getLocale } from "~/.server/i18n";
import { labelIn } from "~/lib/labels";
import { titleWith } from "~/lib/title";
import { toCmeBox, toCmeTest, wantsCmeTest } from "~/features/cme/cme.server";

const META_DESCRIPTION_LENGTH = 160;

function summary(text: string): string {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length > META_DESCRIPTION_LENGTH ? `${flat.slice(0, META_DESCRIPTION_LENGTH - 1)}…` : flat;
}

/**
 * The data of /video/{slug}: one upstream request (VideoPage); 404 for an unknown or draft slug.
 * Where to start: `?t=` wins, else the stored progress unless the video was watched to the end.
 */
export async function loadVideoPage(request: Request, slug: string) {
  const locale = await getLocale(request);
  const api = await getApi(request, { locale });
  const url = new URL(request.url);
  const withTest = wantsCmeTest(url);
  const { vod } = await api.request(VideoPageDocument, { slug, withTest });
  if (!vod) throw new Response(null, { status: 404 });
  const t = await getFixedT(request);
  const linked = parseStartTime(url.searchParams.get("t"));
  const progress = vod.progress;
  const resumeAt =
    progress && !progress.completed && progress.position_seconds > 0 ? progress.position_seconds : null;
  const startAt = vod.locked ? null : (linked ?? resumeAt);
  const label = (field: { label_de: string; label_en: string }) => labelIn(locale, field);

  return {
    title: titleWith(t, vod.title),
    metaDescription: summary(vod.description ?? t("video:meta.description", { title: vod.title })),
    // Shared without ?t=: the share dialog adds its own start time.
    shareUrl: `${url.origin}/video/${encodeURIComponent(vod.slug)}`,
    sponsorship: vod.sponsorship,
    video: {
      id: vod.id,
      slug: vod.slug,
      title: vod.title,
      type: vod.type,
      thumbnailUrl: vod.thumbnail_url,
      locked: vod.locked,
      lockReason: vod.lock_reason,
      onWatchlist: vod.on_watchlist,
      publishedAt: vod.published_at,
      durationSeconds: vod.duration_seconds,
      description: vod.description,
      channel: vod.channel ? { slug: vod.channel.slug, name: vod.channel.name } : null,
      fields: vod.fields.map((field) => ({ id: field.id, slug: field.slug, name: label(field) })),
      tags: vod.tags,
      experts: vod.experts.map(({ role, expert }) => ({ ...expert, role })),
    },
    media: vod.locked ? null : vod.media,
    chapters: vod.chapters ?? [],
    citations: vod.citations ?? [],
    cme: toCmeBox(vod.id, vod.cme, vod.cme_progress),
    cmeTest: withTest ? toCmeTest(vod.cme_progress) : null,
    startAt,
    startedFrom: startAt === null ? null : linked !== null ? ("link" as const) : ("progress" as const),
    related: vod.related,
  };
}

export type VideoPageData = Awaited<ReturnType<typeof loadVideoPage>>;
