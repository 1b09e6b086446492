import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { getApi, upstreamFailure, UpstreamValidationError } from "~/.server/api";
import { isThrownAnswer, readForm, scriptRefusal } from "~/.server/form";
import {
  LiveConferenceAccessDocument,
  LiveConferenceRoomDocument,
  TrackConferenceEventDocument,
} from "./live-session.graphql.server";
import { env } from "~/.server/env";
import { getFixedT } from "~/.server/i18n";
import { iceServersFor } from "~/.server/ice-servers";
import {
  enterRoom,
  leaveSeat,
  newPeerId,
  renewSeat,
  seatedUser,
  sendToRoom,
  takeSeat,
  type Participant,
  type RoomMessage,
} from "./live-conference.server";
import { boundedFrameStream } from "./live-event-stream.server";
import { listen, type LiveListener, type LiveState } from "./live-relay.server";
import { admitStream, processFull, sessionKey, type StreamRefusal } from "~/.server/live-streams";
import { countLimit, retryAfterHeaders } from "~/.server/rate-limit";
import { getToken } from "~/.server/session";
import { CONFERENCE_EVENTS } from "./conference";

// /live/{slug}/conference: the conference room of the live session's interjection (decision 036).
// GET: the room as Server-Sent Events for a member's tab (who joins and leaves, the signals
// addressed to this tab, the room's end). POST: a signal (an offer, an answer, an ICE candidate, a
// moderator muting the speaker, a member's microphone turned on or off) for one participant. Both ends are checked with the API for every
// signal; the API token stays here.

const KEEP_ALIVE_MS = 15_000;
/**
 * What may wait for a slow reader of the room (a few full session descriptions); a reader further
 * behind is dropped, as it would hold the process' memory (its browser comes back).
 */
const ROOM_QUEUE_MAX_BYTES = 256 * 1024;
/** A session description with many candidates stays well below this. */
const SIGNAL_MAX_BYTES = 64 * 1024;
/**
 * Signals per session and minute, refused ones too (counted before the API is asked): a mesh of
 * six trickling candidates uses a few dozen.
 */
const signalLimit = countLimit("conference-signal", 300, 60);
/** The same per user and room, once the API named the sender: more sessions are no more signals. */
const userSignalLimit = countLimit("conference-signal-user", 300, 60);
/**
 * Room entries (stream opens) per user and minute: each one is a `join` for everybody in the room,
 * and a reconnecting tab needs a few.
 */
const entryLimit = countLimit("conference-entry", 20, 60);
/** Tracked events per session and minute, also before the API (which records at most 60). */
const trackLimit = countLimit("conference-track", 60, 60);

const id = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/);
const signalSchema = z.object({
  to_user: id,
  to_peer: id,
  from_peer: id,
  kind: z.enum(["offer", "answer", "candidate", "mute", "microphone"]),
  data: z.string().max(SIGNAL_MAX_BYTES),
});

/** An event of the caller's call, recorded through the API (spec 3.6 ZoomSessionTrackingEvent). */
const trackSchema = z.object({
  intent: z.literal("track"),
  livestream_id: id,
  event: z.enum(CONFERENCE_EVENTS),
});

const encoder = new TextEncoder();
const frame = (event: string, data: unknown) =>
  encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);

function text(body: string, status: number, retryAfterSeconds?: number) {
  return new Response(body, {
    status,
    headers: {
      ...(retryAfterSeconds === undefined ? {} : retryAfterHeaders({ retryAfterSeconds })),
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "no-store",
    },
  });
}

/** A refusal for the page's script: `{ error }` in German, with its status (and Retry-After). */
async function refuse(request: Request, key: string, status: number, retryAfterSeconds?: number) {
  const t = await getFixedT(request);
  return Response.json(
    { error: t(key) },
    {
      status,
      headers: retryAfterSeconds === undefined ? {} : retryAfterHeaders({ retryAfterSeconds }),
    },
  );
}

/**
 * A full room answers its stream with one `full` event (the German refusal) and ends: EventSource
 * cannot read a refusal's body, and the page must say why it cannot join (decision 036).
 */
async function roomFull(request: Request, reason: "full" | "tabs") {
  const t = await getFixedT(request);
  return new Response(frame("full", { reason, error: t(`live:conference.refused.${reason}`) }), {
    headers: { "Content-Type": "text/event-stream; charset=utf-8", "Cache-Control": "no-store" },
  });
}

async function streamRefused(request: Request, refusal: StreamRefusal) {
  const t = await getFixedT(request);
  return text(t(`live:session.stream_refused.${refusal.limit}`), refusal.status, refusal.retryAfterSeconds);
}

/** An upstream failure or a session the API no longer knows, as the script's refusal. */
async function failed(request: Request, error: unknown): Promise<Response> {
  if (error instanceof Response) return refuse(request, "live:conference.refused.login", 401);
  const failure = upstreamFailure(error);
  if (failure) return refuse(request, failure.messageKey, failure.status, failure.retryAfterSeconds);
  if (isThrownAnswer(error)) return refuse(request, "live:conference.refused.bad_signal", 400);
  throw error;
}

export async function conferenceStream({ request, params, context }: LoaderFunctionArgs) {
  const slug = params.slug ?? "";
  const full = processFull();
  if (full) return streamRefused(request, full);
  const token = await getToken(request);
  if (!token) return refuse(request, "live:conference.refused.login", 401);
  // The room's stream counts as one of the session's live streams and ends with the session.
  const place = admitStream(token, context.clientIp ?? "unknown");
  if ("status" in place) return streamRefused(request, place);

  let me: Participant;
  let room: string;
  let current: LiveState;
  try {
    const api = await getApi(request);
    const [access] = await Promise.all([api.request(LiveConferenceAccessDocument, { slug }), place.heard]);
    const member = access.liveConferenceRoom;
    if (!member || !access.liveSession) {
      place.release();
      return refuse(request, "live:conference.refused.not_member", 403);
    }
    const refused = place.claim(member.me.user_id);
    if (refused) {
      place.release();
      return streamRefused(request, refused);
    }
    room = member.interjection_id;
    me = { user: member.me.user_id, peer: newPeerId(), name: member.me.name, role: member.me.role };
    current = access.liveSession.state;
    // Every entry counts, seated or not: opening and closing the stream is a join for the others.
    const entries = await entryLimit.check(me.user);
    if (entries.limited) {
      place.release();
      return refuse(request, "live:conference.refused.entries", 429, entries.retryAfterSeconds);
    }
    // The tab's id is the user's from here on; a seventh tab finds the room full (a mesh of six),
    // a user's third tab is refused, and the last seat is the moderation's.
    const seated = await takeSeat(room, me.peer, me.user, me.role === "MODERATOR").catch(() => null);
    // Redis away: nobody can be seated (or looked up) on any instance.
    if (seated === null) {
      place.release();
      return refuse(request, "common:errors.unavailable", 503);
    }
    if (seated !== "seated") {
      place.release();
      return roomFull(request, seated);
    }
  } catch (error) {
    place.release();
    return failed(request, error);
  }

  let stop: (last?: Uint8Array) => void = () => {};
  let over = false;
  const cleanups: Array<() => void> = [];
  // What was set up after the stream already stopped (ended at once) is undone at once.
  const keep = (cleanup: () => void) => (over ? cleanup() : cleanups.push(cleanup));
  const body = boundedFrameStream({
    keepAliveMs: KEEP_ALIVE_MS,
    maxQueuedBytes: ROOM_QUEUE_MAX_BYTES,
    start(sink) {
      stop = (last?: Uint8Array) => sink.end(last);
      const ended = () => stop(frame("ended", {}));
      // No `retry:` hint would help a tab whose room ended: the script closes on `ended`.
      const iceServers = iceServersFor(env.WEBRTC_ICE_SERVERS, me.user, {
        secret: env.WEBRTC_TURN_SECRET,
        ttlSeconds: env.WEBRTC_TURN_TTL_SECONDS,
      });
      sink.write(frame("welcome", { ...me, room, iceServers }));
      // The seat is kept while the stream is open (it expires if this instance dies).
      const renew = setInterval(() => void renewSeat(room, me.peer, me.user), KEEP_ALIVE_MS);
      keep(() => clearInterval(renew));
      keep(
        enterRoom(slug, {
          ...me,
          room,
          deliver: (message: RoomMessage) => sink.write(frame(message.type, message)),
        }),
      );
      // The room ends with its interjection (FINISH, the next speaker) and with the live session.
      const listener: LiveListener = {
        token,
        version: -1,
        send: (state) => {
          if (state.active_interjection?.id !== room) ended();
        },
        end: ended,
        close: () => stop(),
      };
      keep(listen(slug, "AUDIENCE", listener, current));
      keep(context.onClose?.(() => stop()) ?? onAbort(request.signal, () => stop()));
      if (over) return;
      // A logout, a staff member starting to simulate a user: the session's streams close.
      place.accept(() => stop());
      void sendToRoom({ type: "join", slug, room, from: me });
    },
    stopped() {
      over = true;
      for (const cleanup of cleanups.splice(0)) cleanup();
      place.release();
      void leaveSeat(room, me.peer);
      void sendToRoom({ type: "leave", slug, room, from: me });
    },
  });
  return new Response(body, {
    headers: {
      "Content-Type": "text/event-stream; charset=utf-8",
      // The welcome carries the member's TURN credentials: for nobody's cache.
      "Cache-Control": "private, no-store, no-transform",
      "X-Accel-Buffering": "no",
    },
  });
}

/** A signal for one participant of the room; both ends must be members now. */
export async function conferenceSignal({ request, params }: ActionFunctionArgs) {
  const slug = params.slug ?? "";
  // A body that is no form or too large: the script endpoints' refusal (`{ error: reason }`).
  const form = await readForm(request, SIGNAL_MAX_BYTES + 1024).catch(scriptRefusal);
  const token = await getToken(request);
  if (!token) return refuse(request, "live:conference.refused.login", 401);
  const fields = Object.fromEntries(form);
  if (fields.intent === "track") return track(request, token, fields);
  const parsed = signalSchema.safeParse(fields);
  if (!parsed.success) return refuse(request, "live:conference.refused.bad_signal", 400);
  const signal = parsed.data;
  // Counted before the API is asked, refused signals too: a script's flood costs no upstream call.
  const limited = await signalLimit.check(sessionKey(token));
  if (limited.limited)
    return refuse(request, "live:conference.refused.rate_limited", 429, limited.retryAfterSeconds);
  let delivered: RoomMessage;
  try {
    const api = await getApi(request);
    const { liveConferenceRoom: room } = await api.request(LiveConferenceRoomDocument, {
      slug,
      peer: signal.to_user,
    });
    if (!room) return refuse(request, "live:conference.refused.not_member", 403);
    const perUser = await userSignalLimit.check(`${room.interjection_id}:${room.me.user_id}`);
    if (perUser.limited)
      return refuse(request, "live:conference.refused.rate_limited", 429, perUser.retryAfterSeconds);
    const seats = await Promise.all([
      seatedUser(room.interjection_id, signal.from_peer),
      seatedUser(room.interjection_id, signal.to_peer),
    ]).catch(() => null);
    if (!seats) return refuse(request, "common:errors.unavailable", 503);
    const [sender, addressee] = seats;
    // The sending tab must be one of the caller's own in this room: its id is not the form's word.
    if (sender !== room.me.user_id) return refuse(request, "live:conference.refused.not_member", 403);
    // One refusal for every addressee not in the room now, whoever the id names.
    if (!room.peer || addressee !== signal.to_user)
      return refuse(request, "live:conference.refused.peer", 403);
    // Only the moderation mutes the speaker.
    if (signal.kind === "mute" && (room.me.role !== "MODERATOR" || room.peer.role !== "SPEAKER"))
      return refuse(request, "live:conference.refused.not_member", 403);
    delivered = {
      type: "signal",
      slug,
      room: room.interjection_id,
      from: { user: room.me.user_id, peer: signal.from_peer, name: room.me.name, role: room.me.role },
      to: { user: signal.to_user, peer: signal.to_peer },
      kind: signal.kind,
      data: signal.data,
    };
  } catch (error) {
    return failed(request, error);
  }
  await sendToRoom(delivered);
  return Response.json({ ok: true }, { status: 202 });
}

async function track(request: Request, token: string, fields: Record<string, FormDataEntryValue>) {
  const parsed = trackSchema.safeParse(fields);
  if (!parsed.success) return refuse(request, "live:conference.refused.bad_signal", 400);
  const limited = await trackLimit.check(sessionKey(token));
  if (limited.limited)
    return refuse(request, "live:conference.refused.rate_limited", 429, limited.retryAfterSeconds);
  try {
    const api = await getApi(request);
    await api.request(TrackConferenceEventDocument, {
      livestreamId: parsed.data.livestream_id,
      event: parsed.data.event,
    });
  } catch (error) {
    // Not the speaker nor staff, or the livestream no longer live: nothing to record.
    if (error instanceof UpstreamValidationError)
      return refuse(request, "live:conference.refused.not_member", 403);
    return failed(request, error);
  }
  return new Response(null, { status: 204 });
}

function onAbort(signal: AbortSignal, listener: () => void) {
  signal.addEventListener("abort", listener, { once: true });
  return () => signal.removeEventListener("abort", listener);
}
