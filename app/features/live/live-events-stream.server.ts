import type { LoaderFunctionArgs } from "@remix-run/node";
import { getApi, upstreamFailure, UpstreamValidationError } from "~/.server/api";
import { isThrownAnswer } from "~/.server/form";
import type { LiveSessionView } from "~/.server/graphql/generated/graphql";
import { LiveEventsAccessDocument } from "./live-session.graphql.server";
import { refusalText } from "~/.server/document";
import { getFixedT, getLocale } from "~/.server/i18n";
import { latestStateStream } from "./live-event-stream.server";
import { listen, type LiveListener, type LiveState } from "./live-relay.server";
import { admitStream, processFull, type StreamRefusal } from "~/.server/live-streams";
import { retryAfterHeaders } from "~/.server/rate-limit";
import { getToken } from "~/.server/session";
import { INT_MAX, wholeNumber } from "~/lib/validation";

/** A comment now and then keeps proxies from closing a quiet stream. */
const KEEP_ALIVE_MS = 15_000;

const encoder = new TextEncoder();
/** A state's event, encoded once for all the viewers it goes to. */
const frames = new WeakMap<LiveState, Uint8Array>();
function stateFrame(state: LiveState): Uint8Array {
  let frame = frames.get(state);
  if (!frame) {
    frame = encoder.encode(`id: ${state.version}\nevent: state\ndata: ${JSON.stringify(state)}\n\n`);
    frames.set(state, frame);
  }
  return frame;
}

/** A refusal as the page's script shows it: the status, the German message, when to try again. */
function plainText(text: string, status: number, retryAfterSeconds?: number) {
  return new Response(text, {
    status,
    headers: {
      ...(retryAfterSeconds === undefined ? {} : retryAfterHeaders({ retryAfterSeconds })),
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "no-store",
    },
  });
}

/** A refused stream: too many open (429), or this process full (503). */
async function refuse(request: Request, refusal: StreamRefusal) {
  const t = await getFixedT(request);
  return plainText(
    t(`live:session.stream_refused.${refusal.limit}`),
    refusal.status,
    refusal.retryAfterSeconds,
  );
}

/**
 * /live/{slug}/events: the live session as Server-Sent Events for the page's script.
 * `after` (or the browser's Last-Event-ID) is the version the page has: only newer states follow,
 * each once, in order. `view=moderation` is the console's view (staff only). The token stays here.
 * Open streams are limited per session, per user, per address and per process (decision 023); a
 * stream ends when the browser leaves, when its session ends and when the livestream does. A
 * reader that falls behind skips to the newest state (live-event-stream.ts).
 */
export async function liveEventsStream({ request, params, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const slug = params.slug ?? "";
  const view: LiveSessionView = url.searchParams.get("view") === "moderation" ? "MODERATION" : "AUDIENCE";
  // Without a version, the stream starts with the state as it is.
  const after =
    wholeNumber(url.searchParams.get("after") ?? request.headers.get("Last-Event-ID"), -1, INT_MAX) ?? -1;
  // A full process refuses before it reads the session or asks the upstream.
  const full = processFull();
  if (full) return refuse(request, full);
  const token = await getToken(request);
  if (!token) throw new Response(null, { status: 401 });
  const place = admitStream(token, context.clientIp ?? "unknown");
  if ("status" in place) return refuse(request, place);

  let current: LiveState;
  try {
    const api = await getApi(request);
    const [access] = await Promise.all([api.request(LiveEventsAccessDocument, { slug, view }), place.heard]);
    if (!access.me || !access.liveSession) {
      place.release();
      return new Response(null, { status: 404 });
    }
    const refused = place.claim(access.me.id);
    if (refused) {
      place.release();
      return refuse(request, refused);
    }
    current = access.liveSession.state;
  } catch (error) {
    place.release();
    return checkFailed(request, error);
  }

  let close = () => {};
  let unlisten = () => {};
  let offClose = () => {};
  const body = latestStateStream({
    keepAliveMs: KEEP_ALIVE_MS,
    first: encoder.encode("retry: 3000\n\n"),
    start(sink) {
      close = () => sink.end();
      const listener: LiveListener = {
        token,
        version: after,
        send: (state) => sink.state(stateFrame(state)),
        end: () => sink.end(encoder.encode("event: ended\ndata: {}\n\n")),
        close,
      };
      // The browser leaving, seen on the connection itself (scripts/app-server.mjs); the request's
      // signal only where no front server runs.
      offClose = context.onClose?.(close) ?? onAbort(request.signal, close);
      unlisten = listen(slug, view, listener, current);
      place.accept(close);
    },
    stopped() {
      unlisten();
      offClose();
      place.release();
    },
  });
  return new Response(body, {
    headers: {
      "Content-Type": "text/event-stream; charset=utf-8",
      // no-transform: the compression in front must not hold events back to compress them.
      "Cache-Control": "no-cache, no-transform",
      "X-Accel-Buffering": "no",
    },
  });
}

/**
 * The upstream check failed. This is a resource route: its refusals are short texts with their
 * status (and Retry-After), never the JSON error Remix makes of an answer thrown here.
 */
async function checkFailed(request: Request, error: unknown): Promise<Response> {
  // Not staff for the moderation view: as if there were nothing here.
  if (error instanceof UpstreamValidationError) return new Response(null, { status: 404 });
  // A session the upstream no longer knows: signed out and sent back here (then 401).
  if (error instanceof Response) return error;
  const failure = upstreamFailure(error);
  if (failure) {
    const t = await getFixedT(request);
    return plainText(t(failure.messageKey), failure.status, failure.retryAfterSeconds);
  }
  // A refusal before the upstream was asked (a slug with control characters).
  if (isThrownAnswer(error)) {
    const status = (error as { init?: ResponseInit | null }).init?.status ?? 400;
    return plainText(refusalText(status, await getLocale(request)), status);
  }
  throw error;
}

function onAbort(signal: AbortSignal, listener: () => void) {
  signal.addEventListener("abort", listener, { once: true });
  return () => signal.removeEventListener("abort", listener);
}
