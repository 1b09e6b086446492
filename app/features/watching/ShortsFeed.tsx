import { useFetcher, useNavigate } from "@remix-run/react";
import { useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { linkTo } from "~/lib/links";
import { useHydrated } from "~/lib/use-hydrated";
import { appendShorts, feedStep, IN_VIEW_RATIO, shortInView, type ShortItem } from "./short-item";
import { ShortSlide } from "./ShortSlide";
import { titleWith } from "~/lib/title";

/** How close to the end of the loaded shorts the next one is fetched. */
const PREFETCH_DISTANCE = 2;

/**
 * The vertical feed: one short per viewport height with CSS scroll snap, so swiping and
 * scrolling work natively, also without JavaScript. With it: the short in view plays muted (a visible
 * button turns the sound on), the others pause; arrow keys, PageUp/PageDown and j/k move; the URL
 * follows the short in view (/short/{slug}); more shorts load along the next_slug chain.
 */
export function ShortsFeed({
  initial,
  signedIn,
  origin,
}: {
  initial: ShortItem[];
  signedIn: boolean;
  origin: string;
}) {
  const { t } = useTranslation(["live", "common"]);
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const [items, setItems] = useState(initial);
  const [active, setActive] = useState(0);
  const [muted, setMuted] = useState(true);
  const moved = useRef(false);
  // Where a key sent the feed while the smooth scroll is still on its way: quick presses add up.
  const aimed = useRef<{ index: number; at: number } | null>(null);
  const container = useRef<HTMLDivElement>(null);
  const videos = useRef(new Map<number, HTMLVideoElement>());
  const more = useFetcher<{ short: ShortItem }>();

  // Append what the next_slug chain brought.
  useEffect(() => {
    const loaded = more.data?.short;
    if (loaded) setItems((current) => appendShorts(current, [loaded]));
  }, [more.data]);

  // Keep a few shorts ahead of the one in view.
  const last = items[items.length - 1];
  useEffect(() => {
    if (!last?.nextSlug || more.state !== "idle") return;
    if (items.length - 1 - active > PREFETCH_DISTANCE) return;
    if (more.data?.short?.slug === last.nextSlug) return;
    more.load(linkTo({ type: "Short", slug: last.nextSlug }));
  }, [active, items.length, last?.nextSlug, more]);

  // The short mostly in view is the active one.
  useEffect(() => {
    const root = container.current;
    if (!root) return;
    const observer = new IntersectionObserver(
      (entries) => {
        const inView = shortInView(
          entries.map((entry) => ({
            index: Number((entry.target as HTMLElement).dataset.index),
            ratio: entry.intersectionRatio,
          })),
        );
        if (inView !== null) setActive(inView);
      },
      { root, threshold: IN_VIEW_RATIO },
    );
    root.querySelectorAll("section[data-index]").forEach((section) => observer.observe(section));
    return () => observer.disconnect();
  }, [items.length]);

  // Play the active short (muted unless the viewer turned the sound on), pause the rest, and name it in the URL.
  useEffect(() => {
    videos.current.forEach((video, index) => {
      if (index === active) {
        video.muted = muted;
        // Autoplay may be refused (spec §8: "media play not allowed" is noise); the controls remain.
        video.play().catch(() => undefined);
      } else if (!video.paused) {
        video.pause();
      }
    });
    if (aimed.current?.index === active) aimed.current = null;
    const item = items[active];
    if (!item) return;
    if (active !== 0) moved.current = true;
    if (!moved.current) return;
    const path = linkTo({ type: "Short", slug: item.slug });
    if (window.location.pathname !== path) {
      // The route stays mounted: only the address changes, so a reload or a shared link opens this short.
      window.history.replaceState(window.history.state, "", path);
      document.title = titleWith(t, item.title);
    }
  }, [active, items, muted, t]);

  /** Scrolls the feed to a short; false when it is not loaded. */
  const scrollTo = useCallback((index: number): boolean => {
    const feed = container.current;
    const section = feed?.querySelector<HTMLElement>(`section[data-index="${index}"]`);
    if (!feed || !section) return false;
    // Only the feed moves (scrollIntoView would scroll the page around it as well).
    const top = section.getBoundingClientRect().top - feed.getBoundingClientRect().top + feed.scrollTop;
    feed.scrollTo({ top, behavior: "smooth" });
    return true;
  }, []);

  // A short appended while the feed moves: the browser snaps back to the short it last rested on
  // (scroll snapping after a layout change), which would undo the move. Aim again.
  useEffect(() => {
    const pending = aimed.current;
    if (pending && Date.now() - pending.at < 1000) scrollTo(pending.index);
  }, [items.length, scrollTo]);

  const step = useCallback(
    (direction: 1 | -1): boolean => {
      const pending = aimed.current && Date.now() - aimed.current.at < 1000 ? aimed.current.index : null;
      const target = (pending ?? active) + direction;
      if (scrollTo(target)) {
        moved.current = true;
        aimed.current = { index: target, at: Date.now() };
        return true;
      }
      const edge = items[target - direction];
      const slug = direction === 1 ? edge?.nextSlug : edge?.previousSlug;
      if (slug) navigate(linkTo({ type: "Short", slug }), { replace: true });
      return Boolean(slug);
    },
    [active, items, navigate, scrollTo],
  );

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented) return;
      const target = event.target as HTMLElement | null;
      if (target?.closest("input, textarea, select, [contenteditable='true'], [role='dialog']")) return;
      const direction = feedStep(event);
      if (direction === 0) return;
      event.preventDefault();
      step(direction);
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [step]);

  return (
    <div
      ref={container}
      className="h-[calc(100dvh-8rem)] snap-y md:h-[calc(100dvh-4rem)] snap-mandatory overflow-y-auto overscroll-contain"
      data-testid="shorts-feed"
    >
      {items.map((item, index) => (
        <ShortSlide
          key={item.id}
          item={item}
          index={index}
          active={index === active}
          near={Math.abs(index - active) <= 1}
          signedIn={signedIn}
          origin={origin}
          muted={muted}
          hydrated={hydrated}
          onToggleMute={() => setMuted((value) => !value)}
          onStep={(direction) => (hydrated ? step(direction) : false)}
          videoRef={(element) => {
            if (element) videos.current.set(index, element);
            else videos.current.delete(index);
          }}
        />
      ))}
    </div>
  );
}
