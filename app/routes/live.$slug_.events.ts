import type { LoaderFunctionArgs } from "@remix-run/node";
import { getApi, UpstreamValidationError } from "~/.server/api";
import type { LiveSessionView } from "~/.server/graphql/generated/graphql";
import { LiveEventsAccessDocument } from "~/.server/graphql/live-session";
import { getFixedT } from "~/.server/i18n";
import { listen, type LiveListener, type LiveState } from "~/.server/live-relay";
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

/** A refused stream: the status, when to try again and the German message the page's script shows. */
async function refuse(request: Request, refusal: StreamRefusal) {
  const t = await getFixedT(request);
  return new Response(t(`live:session.stream_refused.${refusal.limit}`), {
    status: refusal.status,
    headers: {
      ...retryAfterHeaders(refusal),
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "no-store",
    },
  });
}

/**
 * /live/{slug}/events (issue 17): the live session as Server-Sent Events for the page's script.
 * `after` (or the browser's Last-Event-ID) is the version the page has: only newer states follow,
 * each once, in order. `view=moderation` is the console's view (staff only). The token stays here.
 * Open streams are limited per session, per address and per process (decision 023); a stream ends
 * when the browser leaves, when its session ends and when the livestream does.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
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

  let userId: string;
  let current: LiveState;
  try {
    const api = await getApi(request);
    const access = await api.request(LiveEventsAccessDocument, { slug, view });
    if (!access.me || !access.liveSession) throw new Response(null, { status: 404 });
    userId = access.me.id;
    current = access.liveSession.state;
  } catch (error) {
    place.release();
    // Not staff for the moderation view: as if there were nothing here.
    if (error instanceof UpstreamValidationError) throw new Response(null, { status: 404 });
    throw error;
  }

  let stop = () => {};
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      let open = true;
      const write = (chunk: Uint8Array) => {
        if (!open) return;
        try {
          controller.enqueue(chunk);
        } catch {
          stop();
        }
      };
      const close = () => {
        stop();
        try {
          controller.close();
        } catch {
          // already closed by the browser
        }
      };
      const listener: LiveListener = {
        token,
        version: after,
        send: (state) => write(stateFrame(state)),
        end: () => {
          write(encoder.encode("event: ended\ndata: {}\n\n"));
          close();
        },
        close,
      };
      const keepAlive = setInterval(() => write(encoder.encode(": keep-alive\n\n")), KEEP_ALIVE_MS);
      let unlisten = () => {};
      // The browser leaving, seen on the connection itself (scripts/app-server.mjs); the request's
      // signal only where no front server runs.
      const offClose = context.onClose?.(close) ?? onAbort(request.signal, close);
      stop = () => {
        if (!open) return;
        open = false;
        clearInterval(keepAlive);
        unlisten();
        offClose();
        place.release();
      };
      write(encoder.encode("retry: 3000\n\n"));
      unlisten = listen(slug, view, listener, current);
      place.accept(userId, close);
    },
    cancel() {
      stop();
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

function onAbort(signal: AbortSignal, listener: () => void) {
  signal.addEventListener("abort", listener, { once: true });
  return () => signal.removeEventListener("abort", listener);
}
