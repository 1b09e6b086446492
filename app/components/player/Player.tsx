import { useCallback, useEffect, useRef, useState, type Ref } from "react";
import { useTranslation } from "react-i18next";
import hlsWorkerUrl from "hls.js/dist/hls.worker.js?url";
import { PlayIcon } from "~/components/ui/icons";
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
  /** Called while playing with the current position and the duration, in seconds. */
  onTimeUpdate?: (seconds: number, duration: number) => void;
  videoRef?: Ref<HTMLVideoElement>;
}

/**
 * The native player: works without JavaScript (the browser picks the first source it can play; the
 * MP4's media fragment carries the start time). Enhanced with hls.js where the browser lacks HLS
 * and the item has no MP4 (live streams). Give it a `key` per item: a `<video>` does not reload
 * when only its `<source>` children change.
 *
 * Where the browser runs scripts, the `<video>` stays hidden behind its poster and a play button
 * until it plays (the button, a chapter, anything that calls play()): a rendered `<video>` cost a
 * phone about 100 ms of style work on load, and hls.js loads only then (decision 021).
 * Without scripts the CSS shows the native player at once.
 */
export function Player({ media, title, startAt, live = false, onTimeUpdate, videoRef }: PlayerProps) {
  const { t } = useTranslation();
  const [started, setStarted] = useState(false);
  const element = useRef<HTMLVideoElement | null>(null);
  // The play button goes away once pressed: its focus moves on to the player.
  const focusOnStart = useRef(false);
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
  const usesHlsJs = useCallback(
    (video: HTMLVideoElement) => needsHlsJs(initialMedia.current, live, hlsSupport(video)),
    [live],
  );

  // Whatever starts playback shows the player.
  useEffect(() => {
    const video = element.current;
    if (!video) return;
    const show = () => setStarted(true);
    video.addEventListener("play", show);
    return () => video.removeEventListener("play", show);
  }, []);

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
    if (!started || !video || !usesHlsJs(video)) return;
    let cancelled = false;
    let destroy: (() => void) | undefined;
    // Loaded only once the viewer starts an item that needs it (a live stream in a browser with Media
    // Source Extensions). Each step in a task of its own (the module, the player, attaching it, the
    // playlist): as one task they blocked a slow phone for 120 ms (decision 021).
    const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));
    void (async () => {
      const { default: Hls } = await import("hls.js/light");
      await nextTask();
      if (cancelled || !Hls.isSupported()) return;
      // A chapter may have moved the playhead before hls.js took over.
      const startPosition = video.currentTime > 0 ? video.currentTime : (initialStart.current ?? -1);
      // Segments are remuxed in a worker (the CSP's worker-src allows our own scripts, not blob: ones).
      const hls = new Hls({ workerPath: hlsWorkerUrl, startPosition });
      destroy = () => hls.destroy();
      await nextTask();
      if (cancelled) return;
      hls.attachMedia(video);
      await nextTask();
      if (cancelled) return;
      hls.loadSource(initialMedia.current.hls_url);
      // Attaching reset the element; the viewer asked for playback (their click counts for autoplay).
      void video.play().catch(() => {});
    })();
    return () => {
      cancelled = true;
      destroy?.();
    };
  }, [started, usesHlsJs]);

  const play = () => {
    const video = element.current;
    focusOnStart.current = true;
    setStarted(true);
    // hls.js plays once attached; playing natively first would only be cut off by it.
    if (video && !usesHlsJs(video)) void video.play().catch(() => {});
  };

  useEffect(() => {
    if (started && focusOnStart.current) element.current?.focus({ preventScroll: true });
  }, [started]);

  const size = "aspect-video w-full bg-black";
  return (
    <>
      {started ? null : (
        <button
          type="button"
          onClick={play}
          aria-label={t("player.play", { title })}
          className={`${size} group relative hidden items-center justify-center overflow-hidden scripted:flex`}
        >
          {media.poster_url ? (
            <img src={media.poster_url} alt="" className="absolute inset-0 h-full w-full object-cover" />
          ) : null}
          <span className="relative flex size-16 items-center justify-center rounded-full bg-white/90 text-primary shadow-lg group-hover:bg-white">
            <PlayIcon className="size-9" />
          </span>
        </button>
      )}
      <video
        ref={setRefs}
        className={started ? size : `${size} scripted:hidden`}
        controls
        playsInline
        preload="metadata"
        crossOrigin="anonymous"
        poster={media.poster_url ?? undefined}
        aria-label={title}
        onTimeUpdate={(event) =>
          onTimeUpdate?.(event.currentTarget.currentTime, event.currentTarget.duration)
        }
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
    </>
  );
}
