import { LivestreamPageDocument } from "./live.graphql.server";
import { livePhase } from "./live-state";
import { titleWith } from "~/lib/title";
import { toCertificate, toCmeBox, toCmeTest, wantsCmeTest } from "~/features/cme/cme.server";
import { getToken } from "~/.server/session";
import { getApi } from "~/.server/api";
import { LivestreamCalendarDocument } from "./live.graphql.server";
import { getFixedT, getLocale } from "~/.server/i18n";
import { buildIcs, icsDownload } from "~/lib/ics";
import { linkTo } from "~/lib/links";
import { toWatchableHead } from "~/features/watching/watchable";

/**
 * /live/{slug}: one upstream request (the livestream and the viewer's follows). The state comes from
 * the API's clock; `phase` refines UPCOMING into "about to start" for the first render, after which the
 * browser's clock takes over.
 */
export async function loadLivestreamPage(request: Request, slug: string) {
  const locale = await getLocale(request);
  const api = await getApi(request, { locale });
  const url = new URL(request.url);
  const withTest = wantsCmeTest(url);
  const withLive = Boolean(await getToken(request));
  const [{ livestream: live, me, liveSession }, t] = await Promise.all([
    api.request(LivestreamPageDocument, { slug, withTest, withLive }),
    getFixedT(request),
  ]);
  if (!live) throw new Response(null, { status: 404 });
  const path = linkTo({ type: "Livestream", slug: live.slug });
  const follow = live.channel
    ? me?.follows.find((item) => item.type === "CHANNEL" && item.id === live.channel?.id)
    : undefined;
  const phase = live.state === "UPCOMING" ? livePhase(live.starts_at, live.ends_at, Date.now()) : null;
  const recording = live.recording
    ? {
        slug: live.recording.slug,
        title: live.recording.title,
        locked: live.recording.locked,
        media: live.recording.media ?? null,
      }
    : null;
  return {
    title: titleWith(t, live.title),
    livestream: {
      ...toWatchableHead(live),
      state: live.state,
      startsAt: live.starts_at,
      endsAt: live.ends_at,
      cmePoints: live.cme_points,
      onWatchlist: live.on_watchlist,
      channel: live.channel ?? null,
      media: live.media ?? null,
      recording,
      event: live.event ?? null,
    },
    sponsorship: live.sponsorship,
    cme: toCmeBox(live.id, live.cme, live.cme_progress),
    cmeTest: withTest ? toCmeTest(live.cme_progress) : null,
    participation: live.participation
      ? {
          secondsWatched: live.participation.seconds_watched,
          thresholdMinutes: live.participation.threshold_minutes,
          certificate: live.participation.certificate ? toCertificate(live.participation.certificate) : null,
        }
      : null,
    /** `?dialog=participation`: the participation dialog (spec 2.5). */
    participationDialog: url.searchParams.get("dialog") === "participation",
    /** "soon" when the first render is already within the last hour before the start. */
    serverPhase: phase === "soon" ? ("soon" as const) : null,
    follow: { followed: Boolean(follow), notify: follow?.notify ?? false },
    shareUrl: new URL(path, url.origin).href,
    calendarHref: `${path}.ics`,
    /** The live session while LIVE, for signed-in viewers; null otherwise. */
    liveSession: liveSession ?? null,
    /** `?stay=1`: the viewer chose to stay on an ended event livestream instead of going to the event. */
    stay: url.searchParams.get("stay") === "1",
  };
}

export type LivestreamPageData = Awaited<ReturnType<typeof loadLivestreamPage>>;

export async function loadLiveCalendar(request: Request, slug: string) {
  const locale = await getLocale(request);
  const api = await getApi(request, { locale });
  const [{ livestream: live }, t] = await Promise.all([
    api.request(LivestreamCalendarDocument, { slug: slug }),
    getFixedT(request),
  ]);
  if (!live) throw new Response(null, { status: 404 });
  const url = new URL(request.url);
  const page = new URL(linkTo({ type: "Livestream", slug: live.slug }), url.origin).href;
  const body = buildIcs({
    uid: `livestream-${live.id}@${url.hostname}`,
    stamp: new Date(),
    start: new Date(live.starts_at),
    end: new Date(live.ends_at),
    summary: live.title,
    // The description is protected (null while locked): the channel and the link say what it is.
    description: [
      live.description,
      live.channel ? t("live:calendar.channel", { name: live.channel.name }) : null,
      page,
    ]
      .filter(Boolean)
      .join("\n\n"),
    url: page,
  });
  return icsDownload(live.slug, "livestream", body);
}
