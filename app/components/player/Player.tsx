import type { Ref } from "react";

/** The signed sources of one item (MediaSource in the contract). */
export interface PlayerMedia {
  hls_url: string;
  mp4_url?: string | null;
  captions_url?: string | null;
  captions_language?: string | null;
  poster_url?: string | null;
}

export interface PlayerProps {
  media: PlayerMedia;
  /** Accessible name of the player. */
  title: string;
  /** Seconds to start at (?t= or the stored progress). */
  startAt?: number;
  /** A live HLS stream: no MP4 fallback, no start time. */
  live?: boolean;
  autoPlay?: boolean;
  muted?: boolean;
  loop?: boolean;
  /** Called while playing with the current position and the duration, in seconds. */
  onTimeUpdate?: (seconds: number, duration: number) => void;
  videoRef?: Ref<HTMLVideoElement>;
  className?: string;
}

/**
 * The native player: works without JavaScript (the browser picks the first source it can play; the
 * MP4's media fragment carries the start time). Enhanced with hls.js where the browser lacks HLS.
 */
export function Player({
  media,
  title,
  startAt,
  live,
  autoPlay,
  muted,
  loop,
  onTimeUpdate,
  videoRef,
  className,
}: PlayerProps) {
  const fragment = startAt && startAt > 0 ? `#t=${Math.floor(startAt)}` : "";
  return (
    <video
      ref={videoRef}
      className={className ?? "aspect-video w-full bg-black"}
      controls
      playsInline
      preload="metadata"
      crossOrigin="anonymous"
      poster={media.poster_url ?? undefined}
      autoPlay={autoPlay}
      muted={muted}
      loop={loop}
      aria-label={title}
      onTimeUpdate={(event) => onTimeUpdate?.(event.currentTarget.currentTime, event.currentTarget.duration)}
    >
      {media.mp4_url && !live ? <source src={`${media.mp4_url}${fragment}`} type="video/mp4" /> : null}
      <source src={media.hls_url} type="application/vnd.apple.mpegurl" />
      {media.captions_url ? (
        <track
          kind="captions"
          src={media.captions_url}
          srcLang={media.captions_language ?? "de"}
          label={media.captions_language === "en" ? "English" : "Deutsch"}
          default
        />
      ) : null}
    </video>
  );
}
