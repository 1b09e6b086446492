import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { viewerLiveAction } from "../live-session.server";
import { LiveSessionPanel } from "../LiveSessionPanel";
import { SponsorshipPanel } from "~/components/transparency/SponsorshipPanel";
import { Link, useLoaderData } from "@remix-run/react";
import { useRef } from "react";
import { CmeBox } from "~/features/cme/CmeBox";
import { CmeTestDialog } from "~/features/cme/CmeTestDialog";
import { useCmeReports } from "~/features/cme/useCmeReports";
import { ParticipationBox, ParticipationDialog } from "~/features/cme/ParticipationBox";
import { useLivePresence } from "../useLivePresence";
import { useTranslation } from "react-i18next";
import { FollowControls } from "~/components/content/FollowControls";
import { LiveBadge } from "~/components/discover/LiveBadge";
import { EVENT_ZONE, formatTimeRange } from "~/components/discover/schedule";
import { EventRedirect } from "../EventRedirect";
import { LiveStage } from "../LiveStage";
import { livePhase, needsReload, phaseOfState, type LivePhase } from "../live-state";
import { useLiveReload } from "../useLiveReload";
import { useNow } from "../useNow";
import { ShareControls } from "~/components/share/ShareControls";
import { TitledSection } from "~/components/ui/TitledSection";
import { WatchlistToggle } from "~/features/watching/WatchlistToggle";
import { ServerText } from "~/render/ServerText";
import { formatDate } from "~/lib/content-format";
import { linkTo } from "~/lib/links";
import type { RouteHandle } from "~/root";
import { useRootData } from "~/root";
import { loadLivestreamPage, type LivestreamPageData } from "../live-page.server";
import { pageMeta } from "~/lib/page-meta";
import { passRetryAfter } from "~/lib/route-headers";
import { keepDataAfterInPlaceAnswer } from "~/lib/in-place";
import { liveSessionClientLoader } from "~/lib/live-session-client";

// /live/{slug} (spec §4 livestreams): upcoming, about to start, live, ended; the video layout.
export const loader = ({ request, params }: LoaderFunctionArgs) =>
  loadLivestreamPage(request, params.slug ?? "");

/** The live session's forms: ask, vote, ask to speak. */
export const action = ({ request, params }: ActionFunctionArgs) =>
  viewerLiveAction(request, params.slug ?? "");

export const handle: RouteHandle = { layout: "video" };

// A refused action (too many questions or requests to speak) keeps its Retry-After.
export const headers = passRetryAfter;

export const meta = pageMeta;

/** What the page shows: the data's state, refined by the browser's clock while the data says UPCOMING. */
function displayPhase(data: LivestreamPageData, now: number | null): LivePhase {
  const { state, startsAt, endsAt } = data.livestream;
  if (state !== "UPCOMING") return phaseOfState(state);
  if (now === null) return data.serverPhase ?? "upcoming";
  const phase = livePhase(startsAt, endsAt, now);
  // Until the reloaded data brings the player, the countdown reads "starting now".
  return phase === "upcoming" ? "upcoming" : "soon";
}

// A follow toggle answered in place keeps this page's data (lib/in-place.ts).
export const shouldRevalidate = keepDataAfterInPlaceAnswer;

// The live session's texts come as a chunk of their own (decision 021).
export const clientLoader = liveSessionClientLoader;

export default function LivestreamPage() {
  const data = useLoaderData<typeof loader>();
  const { t, i18n } = useTranslation("live");
  const signedIn = Boolean(useRootData()?.user);
  const live = data.livestream;
  // Every second while the countdown runs or a reload waits for the data; else at start and end.
  const now = useNow(
    1000,
    (at) => live.state === "UPCOMING" || needsReload(live.state, livePhase(live.startsAt, live.endsAt, at)),
    [live.startsAt, live.endsAt],
  );
  useLiveReload(live.state, live.startsAt, live.endsAt, now);
  const phase = displayPhase(data, now);
  const redirectToEvent = phase === "ended" && live.event && !data.stay;
  const cme = data.cme;
  const videoRef = useRef<HTMLVideoElement>(null);
  const { onReported, countingElsewhere } = useCmeReports(live.id, cme);
  useLivePresence(videoRef, {
    contentId: live.id,
    enabled: signedIn && phase === "live" && !live.locked && Boolean(cme?.progress || data.participation),
    onReported,
  });

  return (
    <div className="mx-auto max-w-5xl pb-10 md:px-4 md:pt-4">
      {redirectToEvent && live.event ? (
        <div className="px-4 pt-4 md:px-0 md:pt-0">
          <EventRedirect
            event={live.event}
            stayHref={`${linkTo({ type: "Livestream", slug: live.slug })}?stay=1`}
          />
        </div>
      ) : null}
      <div className={redirectToEvent ? "mt-4" : undefined}>
        <LiveStage live={live} phase={phase} now={now} signedIn={signedIn} videoRef={videoRef} />
      </div>
      <div className="px-4 md:px-0">
        <header className="mt-5">
          <p className="flex flex-wrap items-center gap-2 text-sm font-semibold text-muted">
            {phase === "live" ? <LiveBadge /> : <span>{t(`state.${phase}`)}</span>}
            <ServerText inputs={[live.startsAt, live.endsAt, i18n.language]}>
              {() => (
                <>
                  <time dateTime={live.startsAt}>{formatDate(live.startsAt, i18n.language, EVENT_ZONE)}</time>
                  {" · "}
                  {formatTimeRange(live.startsAt, live.endsAt, i18n.language)}
                </>
              )}
            </ServerText>
          </p>
          <h1 className="mt-2 text-2xl font-bold text-ink md:text-3xl">{live.title}</h1>
          {live.event ? (
            <p className="mt-1">
              <Link to={linkTo({ type: "Event", slug: live.event.slug })} className="text-primary underline">
                {t("event_link", { title: live.event.title })}
              </Link>
            </p>
          ) : null}
          {live.cmePoints > 0 && !cme ? (
            <p className="mt-1 text-sm text-muted">{t("cme_points", { count: live.cmePoints })}</p>
          ) : null}
        </header>

        <div className="mt-4 flex flex-wrap items-center gap-3">
          <WatchlistToggle
            contentId={live.id}
            onWatchlist={live.onWatchlist}
            signedIn={signedIn}
            title={live.title}
          />
          {phase === "upcoming" || phase === "soon" ? (
            <a
              href={data.calendarHref}
              download={`${live.slug}.ics`}
              className="inline-flex min-h-10 items-center gap-2 rounded-full border border-primary bg-white px-4 font-semibold text-primary hover:bg-primary-light"
            >
              {t("calendar.add")}
            </a>
          ) : null}
          <ShareControls url={data.shareUrl} title={live.title} />
        </div>

        {phase === "live" && data.liveSession ? (
          <>
            {data.liveSession.can_moderate ? (
              <p className="mt-4">
                <Link
                  to={`${linkTo({ type: "Livestream", slug: live.slug })}/moderation`}
                  className="font-semibold text-primary underline"
                >
                  {t("session.moderate_link")}
                </Link>
              </p>
            ) : null}
            <LiveSessionPanel slug={live.slug} livestreamId={live.id} session={data.liveSession} />
          </>
        ) : phase === "live" && !signedIn && !live.locked ? (
          <p className="mt-6 rounded-lg border border-line bg-white p-4 text-ink">
            <Link
              to={`/?${new URLSearchParams({ dialog: "login", redirect: linkTo({ type: "Livestream", slug: live.slug }) })}`}
              className="font-semibold text-primary underline"
            >
              {t("session.login")}
            </Link>
          </p>
        ) : null}

        {live.channel ? (
          <section className="mt-6 flex flex-wrap items-center gap-3" aria-label={t("channel.label")}>
            <p className="text-ink">
              {t("channel.by")}{" "}
              <Link
                to={linkTo({ type: "Channel", slug: live.channel.slug })}
                className="font-semibold text-primary underline"
              >
                {live.channel.name}
              </Link>
            </p>
            <FollowControls
              target={{ type: "Channel", id: live.channel.id, name: live.channel.name }}
              followed={data.follow.followed}
              notify={data.follow.notify}
              signedIn={signedIn}
              withNotify={false}
              named
            />
          </section>
        ) : null}

        {cme ? (
          <div className="mt-6 max-w-xl">
            <CmeBox cme={cme} signedIn={signedIn} live countingElsewhere={countingElsewhere} />
          </div>
        ) : data.participation ? (
          <div className="mt-6 max-w-xl">
            <ParticipationBox participation={data.participation} countingElsewhere={countingElsewhere} />
          </div>
        ) : null}

        <SponsorshipPanel sponsorship={data.sponsorship} />

        {live.description ? (
          <TitledSection id="live-description" className="mt-6" title={t("description")}>
            <p className="mt-2 max-w-3xl whitespace-pre-line text-ink">{live.description}</p>
          </TitledSection>
        ) : null}
      </div>
      {data.participationDialog ? <ParticipationDialog participation={data.participation} /> : null}
      {cme && data.cmeTest !== null ? (
        <CmeTestDialog
          test={data.cmeTest}
          contentTitle={live.title}
          contentId={live.id}
          external={cme.progress?.certificate?.requester === "EXTERNAL"}
        />
      ) : null}
    </div>
  );
}
