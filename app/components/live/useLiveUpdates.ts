import { useEffect, useRef, useState } from "react";
import type { LivestreamPageData } from "~/routes/live.$slug.server";

export type LiveSessionData = NonNullable<LivestreamPageData["liveSession"]>;
export type LiveState = LiveSessionData["state"];
export type LiveConnection = "connecting" | "open" | "lost";

const RETRY_FIRST_MS = 1000;
const RETRY_MAX_MS = 30_000;

/**
 * The live session as it changes (issue 17): the page's state first, then every newer one from the
 * app's event stream (/live/{slug}/events). A lost connection is opened again after 1, 2, 4 … 30
 * seconds and resumes after the version the page has, so nothing is missed or shown twice.
 * `onEnded`: the livestream is no longer LIVE.
 */
export function useLiveUpdates(
  slug: string,
  initial: LiveState,
  options: { moderation?: boolean; onEnded?: () => void } = {},
) {
  const [state, setState] = useState(initial);
  const [connection, setConnection] = useState<LiveConnection>("connecting");
  const version = useRef(initial.version);
  const onEnded = useRef(options.onEnded);
  onEnded.current = options.onEnded;

  // A reloaded page (after the viewer's own post) may bring a newer state than the stream.
  useEffect(() => {
    if (initial.version > version.current) {
      version.current = initial.version;
      setState(initial);
    }
  }, [initial]);

  const moderation = Boolean(options.moderation);
  useEffect(() => {
    let source: EventSource | null = null;
    let retryMs = RETRY_FIRST_MS;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const connect = () => {
      const query = new URLSearchParams({ after: String(version.current) });
      if (moderation) query.set("view", "moderation");
      source = new EventSource(`/live/${encodeURIComponent(slug)}/events?${query}`);
      source.addEventListener("open", () => {
        retryMs = RETRY_FIRST_MS;
        setConnection("open");
      });
      source.addEventListener("state", (event) => {
        const next = JSON.parse((event as MessageEvent<string>).data) as LiveState;
        if (next.version <= version.current) return;
        version.current = next.version;
        setState(next);
      });
      source.addEventListener("ended", () => {
        stopped = true;
        source?.close();
        onEnded.current?.();
      });
      source.addEventListener("error", () => {
        source?.close();
        if (stopped) return;
        setConnection("lost");
        timer = setTimeout(connect, retryMs * (0.75 + Math.random() / 2));
        retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
      });
    };
    connect();
    return () => {
      stopped = true;
      clearTimeout(timer);
      source?.close();
    };
  }, [slug, moderation]);

  return { state, connection };
}
