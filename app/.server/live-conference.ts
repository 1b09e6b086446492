import { randomUUID } from "node:crypto";
import { log } from "./log";
import { redis } from "./redis";

/**
 * The conference room's signalling (decision 036). Browsers in a room hold an event stream of it
 * (/live/{slug}/conference) on some app instance and post their offers, answers and ICE candidates
 * to any instance; the app asked the API that both ends are members, then the signal goes to the
 * addressed participant here and, through Redis, on every other instance. Nothing but signalling
 * passes the app: the media flows between the browsers (or through the operator's TURN server).
 */

export type ConferenceRole = "SPEAKER" | "MODERATOR";

/** Someone in the room: a user, in one of their tabs (`peer`, made by the app when the tab joins). */
export type Participant = { user: string; peer: string; name: string; role: ConferenceRole };

export type SignalKind = "offer" | "answer" | "candidate" | "mute";

/** What the room hears: someone came, left, or signals to one participant. */
export type RoomMessage =
  | { type: "join" | "leave"; slug: string; room: string; from: Participant }
  | {
      type: "signal";
      slug: string;
      room: string;
      from: Participant;
      to: { user: string; peer: string };
      kind: SignalKind;
      data: string;
    };

type LocalPeer = Participant & { room: string; deliver(message: RoomMessage): void };

const CHANNEL = "live-conference";
/** This process, so it skips its own messages coming back from Redis (they were delivered here). */
const INSTANCE = randomUUID();
const peers = new Map<string, Set<LocalPeer>>();

function deliverHere(message: RoomMessage) {
  for (const peer of peers.get(message.slug) ?? []) {
    // Another speaker's room, or a tab still on the one before: not for it.
    if (peer.room !== message.room || peer.peer === message.from.peer) continue;
    if (message.type === "signal" && (peer.user !== message.to.user || peer.peer !== message.to.peer))
      continue;
    peer.deliver(message);
  }
}

/** To the room's participants on every instance (through Redis when REDIS_URL is set). */
export async function sendToRoom(message: RoomMessage): Promise<void> {
  deliverHere(message);
  if (!redis) return;
  await subscribe();
  try {
    await redis.publish(CHANNEL, JSON.stringify({ instance: INSTANCE, message }));
  } catch (error) {
    log.warn("live conference: not published", { cause: error instanceof Error ? error.name : undefined });
  }
}

/** A tab in the room on this instance; returns how it leaves. */
export function enterRoom(slug: string, peer: LocalPeer): () => void {
  void subscribe();
  let set = peers.get(slug);
  if (!set) peers.set(slug, (set = new Set()));
  set.add(peer);
  return () => {
    set.delete(peer);
    if (set.size === 0 && peers.get(slug) === set) peers.delete(slug);
  };
}

export const newPeerId = () => randomUUID();

let subscribed: Promise<void> | null = null;
const SUBSCRIBE_WAIT_MS = 1_000;

/** Hears the other instances' room messages (a connection of its own, from the first use on). */
function subscribe(): Promise<void> {
  if (!redis) return Promise.resolve();
  if (subscribed) return subscribed;
  let ready = () => {};
  subscribed = new Promise((resolve) => {
    ready = resolve;
    setTimeout(resolve, SUBSCRIBE_WAIT_MS).unref();
  });
  const subscriber = redis.duplicate({ commandTimeout: undefined, autoResubscribe: false });
  subscriber.on("error", (error: Error) => log.warn("live conference: Redis", { cause: error.name }));
  subscriber.on("ready", () => {
    subscriber.subscribe(CHANNEL).then(
      () => ready(),
      (error: unknown) =>
        log.warn("live conference: not subscribed", {
          cause: error instanceof Error ? error.name : undefined,
        }),
    );
  });
  subscriber.on("message", (_channel: string, text: string) => {
    try {
      const { instance, message } = JSON.parse(text) as { instance: string; message: RoomMessage };
      if (instance !== INSTANCE && message && typeof message.slug === "string") deliverHere(message);
    } catch {
      // not one of ours
    }
  });
  return subscribed;
}
