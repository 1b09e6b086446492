import { createHash } from "node:crypto";
import { addressKey } from "./client-address";
import { env } from "./env";
import { log } from "./log";
import { redis } from "./redis";
import { STREAM_END_CHANNEL } from "./redis-names";

/**
 * The live session's event streams of this process (decision 023): how many may be open at once,
 * and ending them when their session ends. A place is taken before the stream's upstream check and
 * given back when the stream closes, so a script opening streams faster than they are checked is
 * counted too. Ends reach every app instance through Redis when REDIS_URL is set.
 */

/** A refused browser tries again after about this long (the page's script adds a spread). */
const RETRY_AFTER_SECONDS = 30;
const END_CHANNEL = STREAM_END_CHANNEL;

export type StreamRefusal = {
  status: 429 | 503;
  /** Which limit: the session's tabs, the user's devices, the client address, or this process. */
  limit: "session" | "user" | "address" | "process";
  retryAfterSeconds: number;
};

type Stream = {
  session: string;
  address: string;
  user: string | null;
  close: (() => void) | null;
  /** Its session ended while the stream was still being checked. */
  ended: boolean;
};

/**
 * A stream's place. Once the upstream check named the user, `claim` counts it against the user's
 * limit (or says it refuses); `accept` once the stream is open; `release` when it closes or was refused.
 */
export type StreamPlace = {
  /** Settles once ends published by other instances reach this process (at once without Redis). */
  heard: Promise<void>;
  claim(userId: string): StreamRefusal | null;
  accept(close: () => void): void;
  release(): void;
};

const streams = new Set<Stream>();
const bySession = new Map<string, Set<Stream>>();
const byUser = new Map<string, Set<Stream>>();
const perAddress = new Map<string, number>();

/** Sessions are known here by a hash of their token: nothing that could sign in is published. */
export const sessionKey = (token: string) => createHash("sha256").update(token).digest("base64url");

const refusal = (status: 429 | 503, limit: StreamRefusal["limit"]): StreamRefusal => ({
  status,
  limit,
  retryAfterSeconds: RETRY_AFTER_SECONDS,
});

function addTo(index: Map<string, Set<Stream>>, key: string, stream: Stream) {
  const set = index.get(key);
  if (set) set.add(stream);
  else index.set(key, new Set([stream]));
}

function removeFrom(index: Map<string, Set<Stream>>, key: string, stream: Stream) {
  const set = index.get(key);
  if (!set?.delete(stream)) return;
  if (set.size === 0) index.delete(key);
}

/** The streams this process holds open or is opening (the metrics' gauge, app/.server/metrics.ts). */
export const openStreamCount = () => streams.size;

/** This process holds as many streams as it may: refuse before reading anything. */
export const processFull = (): StreamRefusal | null =>
  streams.size >= env.LIVE_STREAMS_MAX ? refusal(503, "process") : null;

/**
 * Takes a place for a stream of this session from this address, or says which limit refuses it.
 * The user is known only after the upstream check: `claim` counts them, across their sessions, so
 * one account cannot fill the process from many sessions and addresses.
 */
export function admitStream(token: string, clientAddress: string): StreamPlace | StreamRefusal {
  const full = processFull();
  if (full) return full;
  const session = sessionKey(token);
  const address = addressKey(clientAddress);
  if ((bySession.get(session)?.size ?? 0) >= env.LIVE_STREAMS_PER_SESSION) return refusal(429, "session");
  const fromAddress = perAddress.get(address) ?? 0;
  if (env.LIVE_STREAMS_PER_ADDRESS > 0 && fromAddress >= env.LIVE_STREAMS_PER_ADDRESS)
    return refusal(429, "address");
  const heard = listenForEnds();
  const stream: Stream = { session, address, user: null, close: null, ended: false };
  streams.add(stream);
  addTo(bySession, session, stream);
  perAddress.set(address, fromAddress + 1);
  let released = false;
  return {
    heard,
    claim(userId) {
      if ((byUser.get(userId)?.size ?? 0) >= env.LIVE_STREAMS_PER_USER) return refusal(429, "user");
      stream.user = userId;
      addTo(byUser, userId, stream);
      return null;
    },
    accept(close) {
      stream.close = close;
      if (stream.ended) close();
    },
    release() {
      if (released) return;
      released = true;
      streams.delete(stream);
      removeFrom(bySession, session, stream);
      if (stream.user) removeFrom(byUser, stream.user, stream);
      const left = (perAddress.get(address) ?? 1) - 1;
      if (left > 0) perAddress.set(address, left);
      else perAddress.delete(address);
    },
  };
}

/** Whose streams end: one session's, or a user's (all but one session's, after a password change). */
type End = { session: string } | { user: string; except?: string };

function endHere(end: End) {
  const targets =
    "session" in end
      ? bySession.get(end.session)
      : [...(byUser.get(end.user) ?? [])].filter((stream) => stream.session !== end.except);
  for (const stream of [...(targets ?? [])]) {
    stream.ended = true;
    stream.close?.();
  }
}

async function endEverywhere(end: End) {
  endHere(end);
  if (!redis) return;
  try {
    await redis.publish(END_CHANNEL, JSON.stringify(end));
  } catch (error) {
    // Redis away: this instance's streams are closed; another's stay open until they reconnect.
    log.warn("live streams: end not published", { cause: error instanceof Error ? error.name : undefined });
  }
}

/** At logout: the session's event streams close, on every instance. */
export const endSessionStreams = (token: string) => endEverywhere({ session: sessionKey(token) });

/**
 * The user's event streams close on every instance: all of them when the account is deleted, all
 * but the current session's after a password change (which signs the other sessions out).
 */
export const endUserStreams = (userId: string, options: { except?: string } = {}) =>
  endEverywhere({ user: userId, except: options.except ? sessionKey(options.except) : undefined });

// How long the first stream waits for the subscription: past it the stream opens anyway (the
// subscription goes on being made; until then an end from another instance would be missed).
const SUBSCRIBE_WAIT_MS = 1_000;
let subscribed: Promise<void> | null = null;

/**
 * With Redis, hears the ends other instances publish; from the first stream on (a connection of its
 * own). Settles when subscribed: a stream answered before that would miss a logout elsewhere.
 */
function listenForEnds(): Promise<void> {
  if (!redis) return Promise.resolve();
  if (subscribed) return subscribed;
  let heard = () => {};
  subscribed = new Promise((resolve) => {
    heard = resolve;
    setTimeout(resolve, SUBSCRIBE_WAIT_MS).unref();
  });
  // A subscription waits as long as it takes (no command deadline: the first one is sent while the
  // connection is still being made) and is made again after every reconnect.
  const subscriber = redis.duplicate({ commandTimeout: undefined, autoResubscribe: false });
  subscriber.on("error", (error: Error) => log.warn("live streams: Redis", { cause: error.name }));
  subscriber.on("ready", () => {
    subscriber.subscribe(END_CHANNEL).then(
      () => heard(),
      (error: unknown) => {
        log.warn("live streams: not subscribed", { cause: error instanceof Error ? error.name : undefined });
      },
    );
  });
  subscriber.on("message", (_channel: string, message: string) => {
    try {
      const end = JSON.parse(message) as End;
      if (typeof end === "object" && end !== null) endHere(end);
    } catch {
      // not one of ours
    }
  });
  return subscribed;
}
