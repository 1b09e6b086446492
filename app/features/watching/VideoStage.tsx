import type { RefObject } from "react";
import { useTranslation } from "react-i18next";
import type { LockReason } from "~/.server/graphql/generated/graphql";
import { Player, type PlayerMedia } from "~/components/player/Player";
import { LockedMedia } from "./LockedMedia";
import { PLAYER_ID } from "./SeekLink";

type Props = {
  video: {
    id: string;
    title: string;
    thumbnailUrl: string | null;
    locked: boolean;
    lockReason: LockReason | null;
  };
  media: PlayerMedia | null;
  startAt: number | null;
  signedIn: boolean;
  videoRef: RefObject<HTMLVideoElement>;
  onTimeUpdate?: (seconds: number, duration: number) => void;
};

/** The player, or for a locked item what it takes to open it (LockedMedia). */
export function VideoStage({ video, media, startAt, signedIn, videoRef, onTimeUpdate }: Props) {
  const { t } = useTranslation("video");
  return (
    <section id={PLAYER_ID} aria-label={t("player.region")} className="scroll-mt-20 bg-black">
      <div className="mx-auto max-w-5xl">
        {video.locked ? (
          <LockedMedia
            reason={video.lockReason ?? "LOGIN_REQUIRED"}
            signedIn={signedIn}
            title={video.title}
            thumbnailUrl={video.thumbnailUrl}
          />
        ) : media ? (
          <Player
            // One <video> per item: changing only its sources would not reload it.
            key={video.id}
            media={media}
            title={video.title}
            startAt={startAt ?? undefined}
            videoRef={videoRef}
            onTimeUpdate={onTimeUpdate}
          />
        ) : (
          <p className="flex aspect-video items-center justify-center p-6 text-center text-white">
            {t("player.unavailable")}
          </p>
        )}
      </div>
    </section>
  );
}
