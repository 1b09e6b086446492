import { useCallback, useEffect, useRef, type Ref } from "react";
import hlsWorkerUrl from "hls.js/dist/hls.worker.js?url";
import { hlsSupport, mp4Source, needsHlsJs, shouldApplyStart, type PlayerMedia } from "./source";

/** The signed sources of one item (MediaSource in the contract). */
export type { PlayerMedia } from "./source";

export interface PlayerProps {
  media: PlayerMedia;
  /** Accessible name of the player. */
  title: string;
  /** Seconds to start at (?t= or the stored progress). Read once when the media loads. */
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
 * MP4's media fragment carries the start time). Enhanced with hls.js where the browser lacks HLS
 * and the item has no MP4 (live streams). Give it a `key` per item: a `<video>` does not reload
 * when only its `<source>` children change.
 */
export function Player({
  media,
  title,
  startAt,
  live = false,
  autoPlay,
  muted,
  loop,
  onTimeUpdate,
  videoRef,
  className,
}: PlayerProps) {
  const element = useRef<HTMLVideoElement | null>(null);
  const setRefs = useCallback(
    (node: HTMLVideoElement | null) => {
      element.current = node;
      if (typeof videoRef === "function") videoRef(node);
      else if (videoRef) (videoRef as { current: HTMLVideoElement | null }).current = node;
    },
    [videoRef],
  );
  const start = live ? undefined : startAt;
  // The start time counts once, when the media loads; later renders (revalidation) must not seek.
  const initialStart = useRef(start);
  // Addresses are signed per load; a revalidation's fresh signature must not restart the stream.
  const initialMedia = useRef(media);
  const initialAutoPlay = useRef(Boolean(autoPlay));

  useEffect(() => {
    const video = element.current;
    if (!video || live) return;
    const apply = () => {
      if (shouldApplyStart(initialStart.current, video.currentTime, video.duration)) {
        video.currentTime = initialStart.current ?? 0;
      }
    };
    // Metadata may have arrived before hydration.
    if (video.readyState >= HTMLMediaElement.HAVE_METADATA) apply();
    else video.addEventListener("loadedmetadata", apply, { once: true });
    return () => video.removeEventListener("loadedmetadata", apply);
  }, [live]);

  useEffect(() => {
    const video = element.current;
    const source = initialMedia.current;
    if (!video || !needsHlsJs(source, live, hlsSupport(video))) return;
    let cancelled = false;
    let destroy: (() => void) | undefined;
    // Loaded only here: every item with an MP4 (all videos), and browsers without MSE, never fetch it.
    // Each step in a task of its own (the module, the player, attaching it, the playlist): as one
    // task they blocked a slow phone for 120 ms on load (issue 15).
    const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));
    void (async () => {
      const { default: Hls } = await import("hls.js/light");
      await nextTask();
      if (cancelled || !Hls.isSupported()) return;
      const startPosition = initialStart.current ?? -1;
      // Segments are fetched and remuxed once the viewer starts playback, in a worker (the CSP's
      // worker-src allows our own scripts, not blob: ones): on load they were the live page's
      // largest tasks on the main thread (issue 15).
      const hls = new Hls({
        workerPath: hlsWorkerUrl,
        autoStartLoad: initialAutoPlay.current,
        startPosition,
      });
      const start = () => hls.startLoad(startPosition);
      destroy = () => {
        video.removeEventListener("play", start);
        hls.destroy();
      };
      await nextTask();
      if (cancelled) return;
      hls.attachMedia(video);
      await nextTask();
      if (cancelled) return;
      hls.loadSource(source.hls_url);
      if (initialAutoPlay.current) return;
      if (video.paused) video.addEventListener("play", start, { once: true });
      else start();
    })();
    return () => {
      cancelled = true;
      destroy?.();
    };
  }, [live]);

  return (
    <video
      ref={setRefs}
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
      {media.mp4_url && !live ? <source src={mp4Source(media.mp4_url, start)} type="video/mp4" /> : null}
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
