import { randomUUID } from "node:crypto";
import { log } from "~/.server/log";
import { redis } from "~/.server/redis";
import { CONFERENCE_CHANNEL, conferenceSeatsKey } from "~/.server/redis-names";

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

export type SignalKind = "offer" | "answer" | "candidate" | "mute" | "microphone";

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

/** Under the app's live prefix in Redis, like the streams' ends (redis-names.ts). */
const CHANNEL = CONFERENCE_CHANNEL;
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

/**
 * The room's seats: which user each tab id belongs to and how many tabs a room holds, on every
 * instance (a hash in Redis per room, else this process). A tab's seat is taken when its stream
 * opens and given back when it closes; an instance that died leaves seats that expire unless
 * renewed (every keep-alive). A signal's sender and addressee are looked up here, so a tab id
 * names one user, and a room holds at most ROOM_MAX tabs (MESH_MAX in app/features/live/conference.ts), at
 * most USER_MAX of one user, and its last seat only for staff: no member can lock the moderation out.
 */
export const ROOM_MAX = 6;
export const USER_MAX = 2;
export const SEAT_TTL_MS = 45_000;

/** Seated, or why not: the room is full (for this member), or the user already has USER_MAX tabs. */
export type SeatAnswer = "seated" | "full" | "tabs";

type Seat = { user: string; until: number };
const seats = new Map<string, Map<string, Seat>>();
const seatKey = conferenceSeatsKey;

// Atomic across instances: the expired seats go, then the tab sits down if the user has fewer than
// USER_MAX tabs there and there is room (ARGV[4] seats; one fewer for a member who is not staff).
const CLAIM = `
local now = tonumber(ARGV[1])
local taken = 0
local mine = 0
local all = redis.call('HGETALL', KEYS[1])
for i = 1, #all, 2 do
  local until_, user = string.match(all[i + 1], '^(%d+)|(.+)$')
  until_ = tonumber(until_)
  if until_ == nil or until_ <= now then
    redis.call('HDEL', KEYS[1], all[i])
  else
    taken = taken + 1
    if user == ARGV[6] then mine = mine + 1 end
  end
end
if mine >= tonumber(ARGV[7]) then return 2 end
if taken >= tonumber(ARGV[4]) then return 0 end
redis.call('HSET', KEYS[1], ARGV[2], ARGV[3])
redis.call('PEXPIRE', KEYS[1], ARGV[5])
return 1
`;

const seatValue = (seat: Seat) => `${seat.until}|${seat.user}`;
function parseSeat(value: string | null | undefined): Seat | null {
  const match = value ? /^(\d+)\|(.+)$/.exec(value) : null;
  if (!match) return null;
  const seat = { until: Number(match[1]), user: match[2] ?? "" };
  return seat.until > Date.now() ? seat : null;
}

/**
 * Seats a new tab of `user` in the room. Only staff (`staff`: the API's MODERATOR) may take the
 * last seat, so the speaker's tabs never fill the room against the moderation.
 */
export async function takeSeat(
  room: string,
  peer: string,
  user: string,
  staff: boolean,
): Promise<SeatAnswer> {
  const seat = { user, until: Date.now() + SEAT_TTL_MS };
  const open = staff ? ROOM_MAX : ROOM_MAX - 1;
  if (redis) {
    const taken = await redis.eval(
      CLAIM,
      1,
      seatKey(room),
      String(Date.now()),
      peer,
      seatValue(seat),
      String(open),
      String(SEAT_TTL_MS),
      user,
      String(USER_MAX),
    );
    return taken === 1 ? "seated" : taken === 2 ? "tabs" : "full";
  }
  let here = seats.get(room);
  if (!here) seats.set(room, (here = new Map()));
  for (const [id, one] of here) if (one.until <= Date.now()) here.delete(id);
  if ([...here.values()].filter((one) => one.user === user).length >= USER_MAX) return "tabs";
  if (here.size >= open) return "full";
  here.set(peer, seat);
  return "seated";
}

/** The tab is still there (its stream's keep-alive). */
export async function renewSeat(room: string, peer: string, user: string): Promise<void> {
  const seat = { user, until: Date.now() + SEAT_TTL_MS };
  if (!redis) return void seats.get(room)?.set(peer, seat);
  try {
    await redis.hset(seatKey(room), peer, seatValue(seat));
    await redis.pexpire(seatKey(room), SEAT_TTL_MS);
  } catch (error) {
    log.warn("live conference: seat not renewed", { cause: error instanceof Error ? error.name : undefined });
  }
}

export async function leaveSeat(room: string, peer: string): Promise<void> {
  if (!redis) {
    const here = seats.get(room);
    here?.delete(peer);
    if (here?.size === 0) seats.delete(room);
    return;
  }
  try {
    await redis.hdel(seatKey(room), peer);
  } catch (error) {
    log.warn("live conference: seat not left", { cause: error instanceof Error ? error.name : undefined });
  }
}

/** The user whose tab `peer` sits in the room now; null for any other id. */
export async function seatedUser(room: string, peer: string): Promise<string | null> {
  if (redis) return parseSeat(await redis.hget(seatKey(room), peer))?.user ?? null;
  const seat = seats.get(room)?.get(peer);
  return seat && seat.until > Date.now() ? seat.user : null;
}
