import { useEffect, useRef, useState } from "react";
import { fetchEventStream, followLiveEvents, type LiveConnection, type LiveState } from "./live-events";

export type { LiveSessionData, LiveState } from "./live-events";

/**
 * The live session as it changes: the page's state first, then every newer one from the
 * app's event stream (/live/{slug}/events, followed by live-events.ts). `onEnded`: the livestream
 * is no longer LIVE. A hidden tab lets go of its stream after a few seconds and catches up when shown,
 * unless `holdWhileHidden` (this tab is in the conference: the moderation ending the interjection
 * must reach it, so the camera goes off).
 */
export function useLiveUpdates(
  slug: string,
  initial: LiveState,
  options: { moderation?: boolean; onEnded?: () => void; holdWhileHidden?: boolean } = {},
) {
  const [state, setState] = useState(initial);
  const [connection, setConnection] = useState<LiveConnection>("connecting");
  /** The app's message while it refuses the stream (too many open): shown instead of "reconnecting". */
  const [notice, setNotice] = useState<string | null>(null);
  const version = useRef(initial.version);
  const onEnded = useRef(options.onEnded);
  onEnded.current = options.onEnded;
  const hold = useRef(false);
  hold.current = Boolean(options.holdWhileHidden);

  // A reloaded page (after the viewer's own post) may bring a newer state than the stream.
  useEffect(() => {
    if (initial.version > version.current) {
      version.current = initial.version;
      setState(initial);
    }
  }, [initial]);

  const moderation = Boolean(options.moderation);
  useEffect(
    () =>
      followLiveEvents({
        url: (after) => {
          const query = new URLSearchParams({ after: String(Math.max(after, version.current)) });
          if (moderation) query.set("view", "moderation");
          return `/live/${encodeURIComponent(slug)}/events?${query}`;
        },
        version: version.current,
        open: fetchEventStream,
        onState: (next) => {
          if (next.version <= version.current) return;
          version.current = next.version;
          setState(next);
        },
        onConnection: (next, message) => {
          setConnection(next);
          setNotice(message ?? null);
        },
        onEnded: () => onEnded.current?.(),
        holdWhileHidden: () => hold.current,
      }),
    [slug, moderation],
  );

  return { state, connection, notice };
}
