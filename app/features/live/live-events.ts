import type { LivestreamPageData } from "./live-page.server";

export type LiveSessionData = NonNullable<LivestreamPageData["liveSession"]>;
/** What every viewer of a view sees at one version. */
export type LiveState = LiveSessionData["state"];

/** "refused": the app said to wait (too many streams); the notice says why, in German. */
export type LiveConnection = "connecting" | "open" | "lost" | "refused";

/** What the stream tells its follower: an event's data, or a refusal's status, wait and message. */
export type StreamEvent = { data?: string; status?: number; retryAfterSeconds?: number | null };

/**
 * The part of an event stream we use: `open`, `state`, `ended`, `error` (lost: the network, a 5xx)
 * and `refused` (an answer other than 200 with its status; fetchEventStream, a fake one in tests).
 */
export interface EventSourceLike {
  addEventListener(type: string, listener: (event: StreamEvent) => void): void;
  close(): void;
}

const RETRY_FIRST_MS = 1000;
const RETRY_MAX_MS = 30_000;

/**
 * How long a hidden tab keeps its stream: switching tabs back and forth keeps it, a tab left in the
 * background gives its connection back (a browser holds at most six per site over HTTP/1.1).
 */
export const HIDDEN_GRACE_MS = 5000;

/** Whether the page is hidden (a background tab, a minimised window), and when that changes. */
export interface PageVisibility {
  hidden(): boolean;
  onChange(listener: () => void): () => void;
}

const documentVisibility: PageVisibility = {
  hidden: () => typeof document !== "undefined" && document.visibilityState === "hidden",
  onChange(listener) {
    if (typeof document === "undefined") return () => {};
    document.addEventListener("visibilitychange", listener);
    return () => document.removeEventListener("visibilitychange", listener);
  },
};

/**
 * Follows the live session's event stream: every state newer than `version` once, in
 * order. A lost connection (network, a 5xx, the app restarting) is opened again after about 1, 2,
 * 4 … 30 seconds with the version the page has, so the app sends only what was missed. A refusal
 * with Retry-After (too many streams: 429, a full app: 503) shows its message and waits at least
 * that long; 401 and 404 (signed out, not live any more) stop, and `onEnded` reloads the page's data.
 * A tab hidden for HIDDEN_GRACE_MS closes its stream without a word (no "lost") and opens it again
 * with its version the moment it is shown, so the app sends the state as it is now (decision 023).
 * Answers a function that stops following.
 */
export function followLiveEvents(options: {
  /** The stream's address for a version: /live/{slug}/events?after=… */
  url: (after: number) => string;
  version: number;
  open: (url: string) => EventSourceLike;
  onState: (state: LiveState) => void;
  /** With "refused", the app's message. */
  onConnection: (connection: LiveConnection, notice?: string) => void;
  /** The livestream is no longer LIVE (or the stream is no longer there for this viewer). */
  onEnded: () => void;
  /** Keep the stream while hidden even so (asked when the grace ends, and again after each). */
  holdWhileHidden?: () => boolean;
  /** For tests: a clock, chance and visibility of their own. */
  schedule?: (run: () => void, ms: number) => () => void;
  random?: () => number;
  visibility?: PageVisibility;
}): () => void {
  const schedule =
    options.schedule ??
    ((run: () => void, ms: number) => {
      const timer = setTimeout(run, ms);
      return () => clearTimeout(timer);
    });
  const random = options.random ?? Math.random;
  const visibility = options.visibility ?? documentVisibility;
  let version = options.version;
  let retryMs = RETRY_FIRST_MS;
  let source: EventSourceLike | null = null;
  let cancelRetry = () => {};
  let cancelGrace = () => {};
  let stopped = false;
  /** Closed on purpose while hidden; `owed`: a connection to open once shown. */
  let paused = false;
  let owed = false;

  const retry = (waitMs: number) => {
    cancelRetry = schedule(connect, waitMs);
    retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
  };
  const end = (current: EventSourceLike) => {
    stopped = true;
    current.close();
    options.onEnded();
  };

  const connect = () => {
    if (paused) return void (owed = true);
    const current = options.open(options.url(version));
    source = current;
    current.addEventListener("open", () => {
      if (source !== current) return;
      retryMs = RETRY_FIRST_MS;
      options.onConnection("open");
    });
    current.addEventListener("state", (event) => {
      if (source !== current) return;
      const next = JSON.parse(event.data ?? "null") as LiveState | null;
      if (!next || next.version <= version) return;
      version = next.version;
      options.onState(next);
    });
    current.addEventListener("ended", () => {
      if (source === current) end(current);
    });
    current.addEventListener("refused", (event) => {
      if (stopped || source !== current) return;
      if (event.status === 401 || event.status === 404) return end(current);
      current.close();
      source = null;
      options.onConnection("refused", event.data || undefined);
      // Never sooner than the app asked; spread upwards, so refused tabs do not return together.
      const waitMs = Math.max((event.retryAfterSeconds ?? 0) * 1000, retryMs);
      retry(waitMs * (1 + random() / 4));
    });
    current.addEventListener("error", () => {
      current.close();
      if (stopped || source !== current) return;
      source = null;
      options.onConnection("lost");
      // Spread out, so an audience that lost the app at once does not come back at once.
      retry(retryMs * (0.75 + random() / 2));
    });
  };

  // A retry due meanwhile waits too: it runs once the tab is shown, never sooner than it was due.
  const pause = () => {
    if (stopped || !visibility.hidden()) return;
    if (options.holdWhileHidden?.()) return void (cancelGrace = schedule(pause, HIDDEN_GRACE_MS));
    paused = true;
    if (source) {
      source.close();
      source = null;
      owed = true;
    }
  };
  const onVisibility = () => {
    cancelGrace();
    cancelGrace = () => {};
    if (stopped) return;
    if (visibility.hidden()) {
      if (!paused) cancelGrace = schedule(pause, HIDDEN_GRACE_MS);
      return;
    }
    paused = false;
    if (owed) {
      owed = false;
      connect();
    }
  };
  const offVisibility = visibility.onChange(onVisibility);
  // A tab opened in the background connects when it is first shown.
  if (visibility.hidden()) [paused, owed] = [true, true];
  else connect();
  return () => {
    stopped = true;
    cancelRetry();
    cancelGrace();
    offVisibility();
    source?.close();
  };
}

/**
 * The browser's side of an event stream, over fetch: unlike EventSource it sees a refusal's status,
 * Retry-After and message, and never retries by itself.
 */
export function fetchEventStream(url: string): EventSourceLike {
  const listeners = new Map<string, Array<(event: StreamEvent) => void>>();
  const emit = (type: string, event: StreamEvent = {}) => {
    for (const listener of listeners.get(type) ?? []) listener(event);
  };
  const controller = new AbortController();
  const read = async () => {
    const response = await fetch(url, {
      headers: { Accept: "text/event-stream" },
      cache: "no-store",
      signal: controller.signal,
    });
    if (!response.ok || !response.body) {
      const retryAfter = Number(response.headers.get("Retry-After"));
      const plain = response.headers.get("Content-Type")?.startsWith("text/plain");
      const message = plain ? await response.text() : "";
      const known = response.status < 500 || retryAfter > 0;
      emit(known ? "refused" : "error", {
        status: response.status,
        retryAfterSeconds: retryAfter > 0 ? retryAfter : null,
        data: message,
      });
      return;
    }
    emit("open");
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = "";
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      buffer += value.replace(/\r\n?/g, "\n");
      let end: number;
      while ((end = buffer.indexOf("\n\n")) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        let type = "message";
        const data: string[] = [];
        for (const line of block.split("\n")) {
          if (line.startsWith("event:")) type = line.slice(6).trim();
          else if (line.startsWith("data:")) data.push(line.slice(5).replace(/^ /, ""));
        }
        if (data.length > 0) emit(type, { data: data.join("\n") });
      }
    }
    // The app closed the stream without saying the session ended (a deploy): lost, come back.
    emit("error");
  };
  read().catch(() => {
    if (!controller.signal.aborted) emit("error");
  });
  return {
    addEventListener(type, listener) {
      listeners.set(type, [...(listeners.get(type) ?? []), listener]);
    },
    close: () => controller.abort(),
  };
}
