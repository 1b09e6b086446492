import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData, useNavigation } from "@remix-run/react";
import { useCallback, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { loadVideoPage } from "../video-page.server";
import { PeopleList } from "~/components/content/PeopleList";
import { TitledSection } from "~/components/ui/TitledSection";
import { FeedbackButton } from "~/components/feedback/FeedbackButton";
import { SponsorshipPanel } from "~/components/transparency/SponsorshipPanel";
import { ShareControls } from "~/components/share/ShareControls";
import { SharableAlert } from "~/components/share/SharableAlert";
import { CmeBox } from "~/features/cme/CmeBox";
import { CmeTestDialog } from "~/features/cme/CmeTestDialog";
import { useCmeReports } from "~/features/cme/useCmeReports";
import { RelatedContent } from "../RelatedContent";
import { PLAYER_ID, SeekLink } from "../SeekLink";
import { Timestamps } from "../Timestamps";
import { useWatchProgress } from "../useWatchProgress";
import { VideoFacts } from "../VideoFacts";
import { VideoStage } from "../VideoStage";
import { WatchlistToggle } from "../WatchlistToggle";
import { ServerText } from "~/render/ServerText";
import { durationMinutes, formatDate } from "~/lib/content-format";
import { formatTimestamp } from "~/lib/start-time";
import { useRootData, type RouteHandle } from "~/root";

// /video/{slug}: player, details, chapters and citations, CME, related content.
// One upstream request (VideoPage); the video layout closes the menu (spec 2.2).
export const handle: RouteHandle = { layout: "video" };

export const loader = ({ request, params }: LoaderFunctionArgs) => loadVideoPage(request, params.slug ?? "");

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.title },
  { name: "description", content: data?.metaDescription },
];

export default function VideoPage() {
  const { t, i18n } = useTranslation("video");
  const data = useLoaderData<typeof loader>();
  const { video, media, chapters, citations, cme, cmeTest, startAt, startedFrom, related, shareUrl } = data;
  const signedIn = Boolean(useRootData()?.user);
  const videoRef = useRef<HTMLVideoElement>(null);
  // Another video is loading (a related item): dim this one until it arrives.
  const navigation = useNavigation();
  const loadingNext =
    navigation.state === "loading" &&
    navigation.location.pathname !== `/video/${encodeURIComponent(video.slug)}`;

  // Seconds played in this visit that the API has not counted yet: the CME box moves while the video
  // plays. Reset whenever the page's data brings the API's count (keyed by item and count).
  // Not while the API counts another item's time instead (decision 016: one item earns at a time).
  const { onReported, countingElsewhere } = useCmeReports(video.id, cme);
  const counted = `${video.id}:${cme?.progress?.secondsWatched ?? 0}`;
  const [played, setPlayed] = useState({ counted, seconds: 0, at: -1 });
  const extraSeconds = played.counted === counted && !countingElsewhere ? played.seconds : 0;
  const onTimeUpdate = useCallback(
    (seconds: number) => {
      if (!videoRef.current || videoRef.current.paused) return;
      setPlayed((current) => {
        const base = current.counted === counted ? current : { counted, seconds: 0, at: -1 };
        const step = seconds - base.at;
        // Only steady playback counts (timeupdate fires about every 250 ms); a seek only moves the mark.
        const add = base.at >= 0 && step > 0 && step <= 2 ? step : 0;
        return { counted, seconds: base.seconds + add, at: seconds };
      });
    },
    [counted],
  );
  useWatchProgress(videoRef, {
    contentId: video.id,
    durationSeconds: video.durationSeconds,
    enabled: signedIn && !video.locked && Boolean(media),
    onReported,
  });

  const seek = useCallback((seconds: number) => {
    const element = videoRef.current;
    if (!element) return;
    element.currentTime = seconds;
    // The region, not the element: the player may still wait behind its play button.
    document.getElementById(PLAYER_ID)?.scrollIntoView({ block: "nearest", behavior: "smooth" });
    void element.play().catch(() => {
      // Playback may be refused (e.g. no source yet); the position is set either way.
    });
  }, []);

  const content = { id: video.id, title: video.title };

  return (
    <article aria-busy={loadingNext} className={loadingNext ? "opacity-60 transition-opacity" : undefined}>
      <VideoStage
        video={video}
        media={media}
        startAt={startAt}
        signedIn={signedIn}
        videoRef={videoRef}
        onTimeUpdate={cme ? onTimeUpdate : undefined}
      />
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="min-w-0">
          <p className="text-sm font-semibold uppercase tracking-wide text-muted">
            {t(`types.${video.type}`)}
          </p>
          <h1 className="mt-1 text-2xl font-bold text-ink md:text-3xl">{video.title}</h1>
          <p className="mt-2 text-sm text-muted">
            <ServerText inputs={[video.publishedAt, i18n.language]}>
              {() => t("published", { date: formatDate(video.publishedAt, i18n.language) })}
            </ServerText>
            {" · "}
            {t("duration", { count: durationMinutes(video.durationSeconds) })}
          </p>
          <div className="mt-4 flex flex-wrap items-center gap-3">
            <WatchlistToggle contentId={video.id} onWatchlist={video.onWatchlist} signedIn={signedIn} />
            <ShareControls url={shareUrl} title={video.title} allowTimestamp />
            <FeedbackButton about={{ contentId: video.id, title: video.title }} signedIn={signedIn} />
          </div>
          {startAt !== null && startAt > 0 && startedFrom ? (
            <p
              className="mt-4 flex flex-wrap items-center gap-x-3 text-sm text-ink"
              data-testid="start-notice"
            >
              {t(startedFrom === "progress" ? "start.resume" : "start.linked", {
                time: formatTimestamp(startAt),
              })}
              <SeekLink seconds={0} onSeek={seek} className="font-semibold text-primary underline">
                {t("start.restart")}
              </SeekLink>
            </p>
          ) : null}

          {video.description ? (
            <section className="mt-6" aria-labelledby="video-description">
              <h2 id="video-description" className="sr-only">
                {t("details.description")}
              </h2>
              <p className="whitespace-pre-line text-ink">{video.description}</p>
            </section>
          ) : null}
          <VideoFacts channel={video.channel} fields={video.fields} tags={video.tags} />

          <Timestamps
            id="video-chapters"
            heading={t("chapters.heading")}
            hint={t("chapters.hint")}
            items={chapters.map((chapter, index) => ({
              key: `${index}:${chapter.start_seconds}`,
              label: chapter.title,
              seconds: chapter.start_seconds,
            }))}
            event="topic_timestamp_clicked"
            content={content}
            onSeek={seek}
          />
          <Timestamps
            id="video-citations"
            heading={t("citations.heading")}
            items={citations.map((citation, index) => ({
              key: `${index}:${citation.start_seconds}`,
              label: citation.text,
              seconds: citation.start_seconds,
              url: citation.url,
            }))}
            event="citation_timestamp_clicked"
            content={content}
            onSeek={seek}
          />

          {video.experts.length > 0 ? (
            <TitledSection id="video-experts" className="mt-8" title={t("details.experts")}>
              <PeopleList
                people={video.experts.map((expert) => ({ ...expert, note: t(`roles.${expert.role}`) }))}
              />
            </TitledSection>
          ) : null}
          <SponsorshipPanel sponsorship={data.sponsorship} />
        </div>
        {cme ? (
          <aside className="min-w-0">
            <CmeBox
              cme={cme}
              signedIn={signedIn}
              extraSeconds={Math.floor(extraSeconds)}
              countingElsewhere={countingElsewhere}
            />
            {/* Under the box, not over it: at the video's end its button (the CME test) is the next step. */}
            {video.locked ? null : <SharableAlert showOn="video-end" inFlow />}
          </aside>
        ) : null}
      </div>
      <div className="mx-auto max-w-6xl px-4 pb-12">
        <RelatedContent items={related} signedIn={signedIn} />
      </div>
      {video.locked || cme ? null : <SharableAlert showOn="video-end" />}
      {cme && cmeTest !== null ? (
        <CmeTestDialog
          test={cmeTest}
          contentTitle={video.title}
          contentId={video.id}
          external={cme.progress?.certificate?.requester === "EXTERNAL"}
        />
      ) : null}
    </article>
  );
}
