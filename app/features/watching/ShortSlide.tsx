import { Link } from "@remix-run/react";
import type { Ref } from "react";
import { useTranslation } from "react-i18next";
import { SoundIcon } from "~/components/ui/icons";
import { ShareControls } from "~/components/share/ShareControls";
import { LockedMedia } from "./LockedMedia";
import { WatchlistToggle } from "./WatchlistToggle";
import { linkTo } from "~/lib/links";
import type { ShortItem } from "./short-item";

const pill =
  "inline-flex min-h-10 items-center justify-center rounded-full border border-primary bg-white px-4 font-semibold text-primary hover:bg-primary-light";

/**
 * One short: the vertical video (a plain <video>, looped; native controls, so it plays without
 * JavaScript), its title, watch list and share, and links to the previous and next short.
 */
export function ShortSlide({
  item,
  index,
  active,
  near,
  signedIn,
  origin,
  videoRef,
  muted,
  hydrated,
  onToggleMute,
  onStep,
}: {
  item: ShortItem;
  index: number;
  active: boolean;
  /** The active short or a neighbour: worth preloading. */
  near: boolean;
  signedIn: boolean;
  origin: string;
  videoRef: Ref<HTMLVideoElement>;
  muted: boolean;
  hydrated: boolean;
  onToggleMute: () => void;
  /** With JavaScript, the previous/next links scroll the feed instead of loading a page. */
  onStep: (step: 1 | -1) => boolean;
}) {
  const { t } = useTranslation("live");
  const path = linkTo({ type: "Short", slug: item.slug });
  const titleId = `short-title-${item.id}`;
  return (
    <section
      data-index={index}
      data-slug={item.slug}
      aria-labelledby={titleId}
      className="flex h-full snap-start snap-always items-center justify-center gap-4 px-2 py-3"
    >
      <div className="flex h-full w-full max-w-md flex-col">
        <div className="relative min-h-0 flex-1 overflow-hidden rounded-lg bg-ink">
          {item.locked && item.lockReason ? (
            <LockedMedia
              reason={item.lockReason}
              signedIn={signedIn}
              title={item.title}
              thumbnailUrl={item.thumbnailUrl}
            />
          ) : item.media ? (
            <>
              <video
                ref={videoRef}
                className="h-full w-full object-contain"
                controls
                loop
                playsInline
                muted={hydrated ? muted : undefined}
                preload={near ? "metadata" : "none"}
                crossOrigin="anonymous"
                poster={item.media.poster_url ?? item.thumbnailUrl ?? undefined}
                aria-label={item.title}
                data-active={active ? "true" : "false"}
              >
                {item.media.mp4_url ? <source src={item.media.mp4_url} type="video/mp4" /> : null}
                <source src={item.media.hls_url} type="application/vnd.apple.mpegurl" />
                {item.media.captions_url ? (
                  <track
                    kind="captions"
                    src={item.media.captions_url}
                    srcLang={item.media.captions_language ?? "de"}
                    label={item.media.captions_language === "en" ? "English" : "Deutsch"}
                    default
                  />
                ) : null}
              </video>
              {hydrated ? (
                <button
                  type="button"
                  onClick={onToggleMute}
                  aria-pressed={!muted}
                  className="absolute right-3 top-3 inline-flex min-h-10 items-center gap-2 rounded-full bg-ink/80 px-4 font-semibold text-white hover:bg-ink"
                >
                  <SoundIcon muted={muted} className="size-4.5" strokeWidth={2.5} />
                  {muted ? t("shorts.unmute") : t("shorts.mute")}
                </button>
              ) : null}
            </>
          ) : (
            <p className="flex h-full items-center justify-center p-4 text-center text-white">
              {t("shorts.unavailable")}
            </p>
          )}
        </div>
        <div className="mt-3">
          <h2 id={titleId} className="text-lg font-semibold text-ink">
            <Link to={path} className="hover:underline">
              {item.title}
            </Link>
          </h2>
          {item.channel ? (
            <p className="text-sm text-muted">
              <Link to={linkTo({ type: "Channel", slug: item.channel.slug })} className="underline">
                {item.channel.name}
              </Link>
            </p>
          ) : null}
          <div className="mt-2 flex flex-wrap items-center gap-2">
            <WatchlistToggle
              contentId={item.id}
              onWatchlist={item.onWatchlist}
              signedIn={signedIn}
              title={item.title}
            />
            <ShareControls url={new URL(path, origin).href} title={item.title} />
          </div>
          <nav
            className="mt-2 flex flex-wrap gap-2"
            aria-label={t("shorts.nav_label", { title: item.title })}
          >
            {item.previousSlug ? (
              <Link
                to={linkTo({ type: "Short", slug: item.previousSlug })}
                className={pill}
                rel="prev"
                onClick={(event) => {
                  if (onStep(-1)) event.preventDefault();
                }}
              >
                {t("shorts.previous")}
              </Link>
            ) : null}
            {item.nextSlug ? (
              <Link
                to={linkTo({ type: "Short", slug: item.nextSlug })}
                className={pill}
                rel="next"
                onClick={(event) => {
                  if (onStep(1)) event.preventDefault();
                }}
              >
                {t("shorts.next")}
              </Link>
            ) : null}
          </nav>
        </div>
      </div>
    </section>
  );
}
