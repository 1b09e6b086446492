import type { LivestreamPageData } from "~/routes/live.$slug.server";

export type LiveSessionData = NonNullable<LivestreamPageData["liveSession"]>;
/** What every viewer of a view sees at one version. */
export type LiveState = LiveSessionData["state"];

export type LiveConnection = "connecting" | "open" | "lost";

/** What the browser's EventSource offers that we use (a fake one in tests). */
export interface EventSourceLike {
  addEventListener(type: string, listener: (event: { data?: string }) => void): void;
  close(): void;
}

const RETRY_FIRST_MS = 1000;
const RETRY_MAX_MS = 30_000;

/**
 * Follows the live session's event stream (issue 17): every state newer than `version` once, in
 * order. A lost connection (network, a 5xx, the app restarting) is opened again after about 1, 2,
 * 4 … 30 seconds with the version the page has, so the app sends only what was missed. Answers a
 * function that stops following.
 */
export function followLiveEvents(options: {
  /** The stream's address for a version: /live/{slug}/events?after=… */
  url: (after: number) => string;
  version: number;
  open: (url: string) => EventSourceLike;
  onState: (state: LiveState) => void;
  onConnection: (connection: LiveConnection) => void;
  /** The livestream is no longer LIVE. */
  onEnded: () => void;
  /** For tests: a clock and chance of their own. */
  schedule?: (run: () => void, ms: number) => () => void;
  random?: () => number;
}): () => void {
  const schedule =
    options.schedule ??
    ((run: () => void, ms: number) => {
      const timer = setTimeout(run, ms);
      return () => clearTimeout(timer);
    });
  const random = options.random ?? Math.random;
  let version = options.version;
  let retryMs = RETRY_FIRST_MS;
  let source: EventSourceLike | null = null;
  let cancelRetry = () => {};
  let stopped = false;

  const connect = () => {
    const current = options.open(options.url(version));
    source = current;
    current.addEventListener("open", () => {
      retryMs = RETRY_FIRST_MS;
      options.onConnection("open");
    });
    current.addEventListener("state", (event) => {
      const next = JSON.parse(event.data ?? "null") as LiveState | null;
      if (!next || next.version <= version) return;
      version = next.version;
      options.onState(next);
    });
    current.addEventListener("ended", () => {
      stopped = true;
      current.close();
      options.onEnded();
    });
    current.addEventListener("error", () => {
      // EventSource would retry by itself, but not after an HTTP error, and never with a backoff.
      current.close();
      if (stopped) return;
      options.onConnection("lost");
      // Spread out, so an audience that lost the app at once does not come back at once.
      cancelRetry = schedule(connect, retryMs * (0.75 + random() / 2));
      retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
    });
  };
  connect();
  return () => {
    stopped = true;
    cancelRetry();
    source?.close();
  };
}
