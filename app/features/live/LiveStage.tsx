import type { RefObject } from "react";
import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { LockReason } from "~/.server/graphql/generated/graphql";
import { Player, type PlayerMedia } from "~/components/player/Player";
import { LockedMedia } from "~/features/watching/LockedMedia";
import { linkTo } from "~/lib/links";
import { Countdown } from "./Countdown";
import type { LivePhase } from "./live-state";

export type StageLivestream = {
  /** Keys the player: another livestream is another <video> (its sources do not reload otherwise). */
  slug: string;
  title: string;
  thumbnailUrl: string | null;
  locked: boolean;
  lockReason: LockReason | null;
  startsAt: string;
  media: PlayerMedia | null;
  recording: { slug: string; title: string; locked: boolean; media: PlayerMedia | null } | null;
};

const panel = "relative flex aspect-video w-full items-center justify-center overflow-hidden bg-ink";

/** The media area of /live/{slug}: countdown, live player, recording or a notice, by phase. */
export function LiveStage({
  live,
  phase,
  now,
  signedIn,
  videoRef,
}: {
  live: StageLivestream;
  phase: LivePhase;
  now: number | null;
  signedIn: boolean;
  /** The live player's element (CME presence counts while it plays). */
  videoRef?: RefObject<HTMLVideoElement>;
}) {
  const { t } = useTranslation("live");
  const countdown = (
    <>
      <p className="mb-2 text-lg font-semibold text-primary">
        {phase === "soon" ? t("stage.soon") : t("stage.upcoming")}
      </p>
      <Countdown startsAt={live.startsAt} now={now} />
    </>
  );
  if (live.locked && live.lockReason && phase !== "ended") {
    // When it starts is no secret: the countdown stays above the lock notice.
    return (
      <LockedMedia
        reason={live.lockReason}
        signedIn={signedIn}
        title={live.title}
        thumbnailUrl={live.thumbnailUrl}
      >
        {phase === "live" ? null : <div data-phase={phase}>{countdown}</div>}
      </LockedMedia>
    );
  }
  if (phase === "live") {
    return live.media ? (
      <Player
        key={live.slug}
        media={live.media}
        live
        title={t("player.live_title", { title: live.title })}
        videoRef={videoRef}
      />
    ) : (
      <Notice text={t("stage.unavailable")} thumbnailUrl={live.thumbnailUrl} />
    );
  }
  if (phase === "ended") {
    const recording = live.recording;
    if (!recording) return <Notice text={t("stage.ended_no_recording")} thumbnailUrl={live.thumbnailUrl} />;
    const href = linkTo({ type: "Vod", slug: recording.slug });
    if (recording.media && !recording.locked) {
      return (
        <div>
          <Player
            key={recording.slug}
            media={recording.media}
            title={t("player.recording_title", { title: recording.title })}
          />
          <p className="mt-2 px-4 text-sm md:px-0">
            <Link to={href} className="font-semibold text-primary underline">
              {t("stage.recording_page")}
            </Link>
          </p>
        </div>
      );
    }
    return (
      <Notice text={t("stage.ended_recording")} thumbnailUrl={live.thumbnailUrl}>
        <Link
          to={href}
          className="mt-3 inline-flex min-h-10 items-center rounded-full bg-white px-4 font-semibold text-primary"
        >
          {t("stage.watch_recording")}
        </Link>
      </Notice>
    );
  }
  return (
    <div className={panel}>
      <Backdrop thumbnailUrl={live.thumbnailUrl} />
      <div className="relative m-4 rounded-lg bg-white/95 p-5 text-center shadow" data-phase={phase}>
        {countdown}
      </div>
    </div>
  );
}

function Backdrop({ thumbnailUrl }: { thumbnailUrl: string | null }) {
  return thumbnailUrl ? (
    <img src={thumbnailUrl} alt="" className="absolute inset-0 h-full w-full object-cover opacity-40" />
  ) : null;
}

function Notice({
  text,
  thumbnailUrl,
  children,
}: {
  text: string;
  thumbnailUrl: string | null;
  children?: ReactNode;
}) {
  return (
    <div className={panel}>
      <Backdrop thumbnailUrl={thumbnailUrl} />
      <div className="relative m-4 rounded-lg bg-white/95 p-5 text-center shadow" data-testid="live-notice">
        <p className="text-lg font-semibold text-ink">{text}</p>
        {children}
      </div>
    </div>
  );
}
