import type { LoaderFunctionArgs } from "@remix-run/node";
import { getApi, UpstreamValidationError } from "~/.server/api";
import type { LiveSessionView } from "~/.server/graphql/generated/graphql";
import { LiveSessionDocument } from "~/.server/graphql/live-session";
import { listen, type LiveListener } from "~/.server/live-relay";
import { getToken } from "~/.server/session";
import { INT_MAX, wholeNumber } from "~/lib/validation";

/** A comment now and then keeps proxies from closing a quiet stream. */
const KEEP_ALIVE_MS = 15_000;

/**
 * /live/{slug}/events (issue 17): the live session as Server-Sent Events for the page's script.
 * `after` (or the browser's Last-Event-ID) is the version the page has: only newer states follow,
 * each once, in order. `view=moderation` is the console's view (staff only). The token stays here.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const slug = params.slug ?? "";
  const view: LiveSessionView = url.searchParams.get("view") === "moderation" ? "MODERATION" : "AUDIENCE";
  // Without a version, the stream starts with the state as it is.
  const after =
    wholeNumber(url.searchParams.get("after") ?? request.headers.get("Last-Event-ID"), -1, INT_MAX) ?? -1;
  const token = await getToken(request);
  if (!token) throw new Response(null, { status: 401 });
  let session;
  try {
    const api = await getApi(request);
    session = (await api.request(LiveSessionDocument, { slug, view })).liveSession;
  } catch (error) {
    // Not staff for the moderation view: as if there were nothing here.
    if (error instanceof UpstreamValidationError) throw new Response(null, { status: 404 });
    throw error;
  }
  if (!session) throw new Response(null, { status: 404 });
  const current = session.state;

  const encoder = new TextEncoder();
  let stop = () => {};
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      let open = true;
      const write = (text: string) => {
        if (!open) return;
        try {
          controller.enqueue(encoder.encode(text));
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
        send: (state) => write(`id: ${state.version}\nevent: state\ndata: ${JSON.stringify(state)}\n\n`),
        end: () => {
          write("event: ended\ndata: {}\n\n");
          close();
        },
        close,
      };
      const keepAlive = setInterval(() => write(": keep-alive\n\n"), KEEP_ALIVE_MS);
      let unlisten = () => {};
      stop = () => {
        if (!open) return;
        open = false;
        clearInterval(keepAlive);
        unlisten();
        request.signal.removeEventListener("abort", close);
      };
      request.signal.addEventListener("abort", close, { once: true });
      write("retry: 3000\n\n");
      unlisten = listen(slug, view, listener, current);
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
