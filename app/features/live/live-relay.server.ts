import { print } from "graphql";
import { env } from "~/.server/env";
import { fetchWithDeadline } from "~/.server/fetch-deadline";
import { isUnauthenticated } from "~/.server/api";
import type {
  LiveSessionView,
  LiveStateFieldsFragment,
  LiveViewerCheckQuery,
} from "~/.server/graphql/generated/graphql";
import { LiveSessionUpdatesDocument, LiveViewerCheckDocument } from "./live-session.graphql.server";
import { log } from "~/.server/log";

/**
 * The live session relay (decision 023). Browsers connect to the app's event stream
 * (/live/{slug}/events), never to the upstream. Per app process and session view there is ONE
 * upstream subscription, whatever the number of viewers: a change reaches the process once and is
 * written to every viewer from here. The state it carries is the same for every viewer of a view
 * (their own part comes with the page); who may listen is checked before a listener is added, and
 * again while they listen: the upstream checks the subscription's token for every state it sends,
 * and the relay checks every other viewer's session before it gets a state (RECHECK_MS).
 */

export type LiveState = LiveStateFieldsFragment;

export interface LiveListener {
  /** The viewer's token: the relay subscribes with the token of one of its listeners. */
  token: string;
  /** The newest version this listener has. */
  version: number;
  send(state: LiveState): void;
  /** The session ended (the livestream is no longer LIVE). */
  end(): void;
  /** Closes the stream without ending the session: the browser comes back (to another instance). */
  close(): void;
}

/** Without even the upstream's keep-alive for this long, the subscription counts as dead. */
const IDLE_MS = 45_000;
const RETRY_FIRST_MS = 500;
const RETRY_MAX_MS = 30_000;
const SUBSCRIPTION = print(LiveSessionUpdatesDocument);
const VIEWER_CHECK = print(LiveViewerCheckDocument);
/**
 * How long a viewer's session counts as checked (a session can be revoked in the API: a new
 * password, an operator). The console's view names anonymous askers: checked before every state.
 * The audience's is what every signed-in user sees: at most this long after the last check (spread
 * ±25 %, so an audience that came at once is not checked at once).
 */
const RECHECK_MS: Record<LiveSessionView, number> = { MODERATION: 0, AUDIENCE: 30_000 };

type UpstreamError = {
  extensions?: { category?: unknown; code?: unknown; validation?: Record<string, unknown> };
};
/** The upstream no longer lets this token see the view: signed out, or no longer staff for the console. */
const isRefusal = (errors: UpstreamError[] | undefined) =>
  errors?.some((error) => isUnauthenticated(error) || error.extensions?.validation?.role) ?? false;

/** Whether the session of `token` may still see `view` (an unanswered check counts as no). */
async function mayStillSee(token: string, view: LiveSessionView): Promise<boolean> {
  try {
    const answer = await fetchWithDeadline(
      env.GRAPHQL_URL,
      {
        method: "POST",
        headers: { "Content-Type": "application/json", Authorization: `Bearer ${token}` },
        body: JSON.stringify({ query: VIEWER_CHECK }),
      },
      { timeoutMs: env.UPSTREAM_TIMEOUT_MS },
    );
    const payload = JSON.parse(await answer.text()) as { data?: LiveViewerCheckQuery | null };
    const me = payload.data?.me;
    if (!me) return false;
    return view === "AUDIENCE" || (me.role !== null && !me.is_simulating_user);
  } catch (error) {
    // Its stream closes and the browser comes back: the check at the door decides then.
    log.warn("live relay: viewer not checked", { cause: error instanceof Error ? error.name : "unknown" });
    return false;
  }
}

class Relay {
  readonly listeners = new Set<LiveListener>();
  latest: LiveState | null = null;
  private connection: AbortController | null = null;
  /** The token the upstream subscription was made with. */
  private connectionToken: string | null = null;
  /** The connection is being made again with another token (not a loss: no backoff, no warning). */
  private switching = false;
  private retryMs = RETRY_FIRST_MS;
  private retryTimer: NodeJS.Timeout | null = null;
  /** How many listeners hold each token. */
  private readonly tokens = new Map<string, number>();
  /** Tokens the upstream refused: not tried again by this relay while a listener holds them. */
  private readonly refused = new Set<string>();
  /** When each listener's session must be checked again before it gets a state (epoch ms). */
  private readonly checkDue = new Map<string, number>();
  /** Sessions being checked now. */
  private readonly checking = new Set<string>();

  constructor(
    readonly slug: string,
    readonly view: LiveSessionView,
    private readonly onEmpty: () => void,
  ) {}

  add(listener: LiveListener, current: LiveState) {
    this.listeners.add(listener);
    this.tokens.set(listener.token, (this.tokens.get(listener.token) ?? 0) + 1);
    this.refused.delete(listener.token);
    // Checked at the door, with the state it read.
    this.checked(listener.token);
    if (!this.latest || current.version > this.latest.version) this.latest = current;
    this.deliver(listener);
    if (!this.connection && !this.retryTimer) void this.connect();
  }

  remove(listener: LiveListener) {
    if (!this.listeners.delete(listener)) return;
    if (this.listeners.size === 0) {
      this.connection?.abort();
      if (this.retryTimer) clearTimeout(this.retryTimer);
      this.onEmpty();
      return;
    }
    const left = (this.tokens.get(listener.token) ?? 1) - 1;
    if (left > 0) return void this.tokens.set(listener.token, left);
    this.tokens.delete(listener.token);
    this.refused.delete(listener.token);
    this.checkDue.delete(listener.token);
    // Nobody here holds the subscription's token any more (they left, maybe signed out): the
    // subscription is made again with a listener's token, after the newest version.
    if (this.connection && this.connectionToken === listener.token) {
      this.switching = true;
      this.connection.abort();
    }
  }

  private deliver(listener: LiveListener, state = this.latest) {
    if (!state || state.version <= listener.version) return;
    listener.version = state.version;
    listener.send(state);
  }

  private checked(token: string) {
    this.checkDue.set(token, Date.now() + RECHECK_MS[this.view] * (0.75 + Math.random() / 2));
  }

  /** A new state from upstream: to every listener whose session is known to be valid, the others once checked. */
  private deliverAll() {
    const now = Date.now();
    for (const listener of this.listeners) {
      // The upstream checked the subscription's own token for this very state.
      if (listener.token === this.connectionToken || (this.checkDue.get(listener.token) ?? 0) > now)
        this.deliver(listener);
      else void this.recheck(listener.token);
    }
  }

  /**
   * Checks a session, then gives its listeners the state that was newest when the check began;
   * one that is still not valid has its streams closed (their browsers come back to the door).
   */
  private async recheck(token: string) {
    if (this.checking.has(token)) return;
    this.checking.add(token);
    try {
      for (;;) {
        const state = this.latest;
        const valid = await mayStillSee(token, this.view);
        if (!this.tokens.has(token)) return;
        const holders = [...this.listeners].filter((listener) => listener.token === token);
        if (!valid) return holders.forEach((listener) => listener.close());
        this.checked(token);
        for (const listener of holders) this.deliver(listener, state);
        if (this.latest === state) return;
        // A newer state came meanwhile: it too goes out once the session counts as checked.
        if ((this.checkDue.get(token) ?? 0) > Date.now()) return holders.forEach((one) => this.deliver(one));
      }
    } finally {
      this.checking.delete(token);
    }
  }

  private pickToken(): string | null {
    for (const listener of this.listeners) if (!this.refused.has(listener.token)) return listener.token;
    return null;
  }

  private async connect() {
    this.retryTimer = null;
    const token = this.pickToken();
    if (!token) return this.endAll();
    const controller = new AbortController();
    this.connection = controller;
    this.connectionToken = token;
    let idle = setTimeout(() => controller.abort(), env.UPSTREAM_TIMEOUT_MS);
    const touch = (ms: number) => {
      clearTimeout(idle);
      idle = setTimeout(() => controller.abort(), ms);
    };
    let outcome: "retry" | "refused" | "ended" = "retry";
    try {
      const response = await fetch(env.GRAPHQL_URL, {
        method: "POST",
        headers: {
          "Content-Type": "application/json",
          Accept: "text/event-stream",
          Authorization: `Bearer ${token}`,
        },
        body: JSON.stringify({
          query: SUBSCRIPTION,
          variables: { slug: this.slug, after: this.latest?.version ?? 0, view: this.view },
        }),
        signal: controller.signal,
      });
      if (!response.ok || !response.body) throw new Error(`upstream answered ${response.status}`);
      touch(IDLE_MS);
      for await (const event of readEvents(response.body)) {
        touch(IDLE_MS);
        if (event.event === "complete") {
          outcome = "ended";
          break;
        }
        if (event.event !== "next") continue;
        const payload = JSON.parse(event.data) as {
          data?: { liveSession?: LiveState } | null;
          errors?: UpstreamError[];
        };
        const state = payload.data?.liveSession;
        if (state) {
          this.retryMs = RETRY_FIRST_MS;
          if (!this.latest || state.version > this.latest.version) this.latest = state;
          this.deliverAll();
        } else if (isRefusal(payload.errors)) {
          outcome = "refused";
        } else if (payload.errors?.length) {
          // Not LIVE any more (or the view is no longer allowed): the session is over for everyone.
          outcome = "ended";
        }
      }
    } catch (error) {
      if (this.listeners.size > 0 && !this.switching) {
        log.warn("live relay upstream lost", {
          cause: error instanceof Error ? error.name : "unknown",
        });
      }
    } finally {
      clearTimeout(idle);
      if (this.connection === controller) this.connection = null;
    }
    const switching = this.switching;
    this.switching = false;
    if (this.listeners.size === 0) return;
    if (outcome === "ended") return this.endAll();
    if (switching) return void this.connect();
    if (outcome === "refused") {
      this.refused.add(token);
      // A token the upstream no longer knows (signed out, a new password, an operator), or no
      // longer staff for the console: its streams close; their browsers come back to the door.
      for (const listener of [...this.listeners]) if (listener.token === token) listener.close();
      if (this.listeners.size === 0) return;
    } else this.retryMs = Math.min(this.retryMs * 2, RETRY_MAX_MS);
    this.retryTimer = setTimeout(() => void this.connect(), outcome === "refused" ? 0 : this.retryMs);
  }

  private endAll() {
    for (const listener of [...this.listeners]) listener.end();
  }
}

const relays = new Map<string, Relay>();

// Open event streams never finish by themselves: at shutdown they are closed, so the server can
// stop at once, and browsers reconnect to an instance that is still up.
for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.once(signal, () => {
    for (const relay of relays.values()) for (const listener of [...relay.listeners]) listener.close();
  });
}

/** Adds a listener whose right to the view was checked, with the state that check read. */
export function listen(slug: string, view: LiveSessionView, listener: LiveListener, current: LiveState) {
  const key = `${view}:${slug}`;
  let relay = relays.get(key);
  if (!relay) {
    relay = new Relay(slug, view, () => relays.delete(key));
    relays.set(key, relay);
  }
  relay.add(listener, current);
  const joined = relay;
  return () => joined.remove(listener);
}

/** For the benchmark and operators: viewers connected to this process. */
export const listenerCount = () => [...relays.values()].reduce((sum, relay) => sum + relay.listeners.size, 0);

type SseEvent = { event: string; data: string };

/** Server-Sent Events of a response body, one by one. */
async function* readEvents(body: ReadableStream<Uint8Array>): AsyncGenerator<SseEvent> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      buffer += decoder.decode(value, { stream: true }).replace(/\r\n/g, "\n");
      let end: number;
      while ((end = buffer.indexOf("\n\n")) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        let event = "message";
        const data: string[] = [];
        for (const line of block.split("\n")) {
          if (line.startsWith("event:")) event = line.slice(6).trim();
          else if (line.startsWith("data:")) data.push(line.slice(5).replace(/^ /, ""));
        }
        // A comment-only block is the upstream's keep-alive: it still counts as a sign of life.
        yield { event: data.length || event !== "message" ? event : "keep-alive", data: data.join("\n") };
      }
    }
  } finally {
    reader.releaseLock();
  }
}
