// Reads a GraphQL subscription over Server-Sent Events (graphql-yoga's "distinct connections"
// mode), or any event stream: events arrive in order and are taken one by one.

export type SseEvent = { event: string; data: string; id: string | null };

export interface EventStream {
  /** The next event (waits up to `timeoutMs`, then fails). */
  next(timeoutMs?: number): Promise<SseEvent>;
  /** Events that arrived and were not taken yet. */
  pending(): SseEvent[];
  close(): void;
  status: number;
  headers: Headers;
  /** Settles when the server ended the stream (or it was closed here). */
  ended: Promise<void>;
}

export async function openEventStream(url: string, init: RequestInit = {}): Promise<EventStream> {
  const controller = new AbortController();
  const response = await fetch(url, {
    ...init,
    headers: { accept: "text/event-stream", ...(init.headers as Record<string, string>) },
    signal: controller.signal,
  });
  const queue: SseEvent[] = [];
  const waiters: Array<() => void> = [];
  let ended = false;
  let markEnded = () => {};
  const endedPromise = new Promise<void>((resolve) => (markEnded = resolve));
  void (async () => {
    if (!response.body) {
      ended = true;
      return markEnded();
    }
    const decoder = new TextDecoder();
    let buffer = "";
    const reader = response.body.getReader();
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        buffer += decoder.decode(value, { stream: true });
        let end: number;
        while ((end = buffer.indexOf("\n\n")) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event: SseEvent = { event: "message", data: "", id: null };
          const data: string[] = [];
          for (const line of block.split("\n")) {
            if (line.startsWith(":") || line === "") continue;
            const colon = line.indexOf(":");
            const field = colon < 0 ? line : line.slice(0, colon);
            const value = colon < 0 ? "" : line.slice(colon + 1).replace(/^ /, "");
            if (field === "event") event.event = value;
            else if (field === "data") data.push(value);
            else if (field === "id") event.id = value;
          }
          if (data.length === 0 && event.event === "message") continue;
          event.data = data.join("\n");
          queue.push(event);
          waiters.splice(0).forEach((wake) => wake());
        }
      }
    } catch {
      // closed by us
    } finally {
      ended = true;
      markEnded();
      waiters.splice(0).forEach((wake) => wake());
    }
  })();
  return {
    status: response.status,
    headers: response.headers,
    ended: endedPromise,
    async next(timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (queue.length === 0) {
        if (ended) throw new Error("the event stream ended");
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`no event within ${timeoutMs} ms`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          waiters.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
      return queue.shift()!;
    },
    pending: () => [...queue],
    close: () => controller.abort(),
  };
}

/** Subscribes to a GraphQL subscription at `graphqlUrl` with a Bearer token. */
/** Whether the stream ends from the server's side within the deadline. */
export async function endsWithin(stream: EventStream, ms = 5_000) {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<"open">((resolve) => (timer = setTimeout(() => resolve("open"), ms)));
  const outcome = await Promise.race([stream.ended.then(() => "ended" as const), deadline]);
  clearTimeout(timer);
  return outcome;
}

export function subscribeGraphQL(
  graphqlUrl: string,
  query: string,
  variables: Record<string, unknown>,
  token?: string,
): Promise<EventStream> {
  return openEventStream(graphqlUrl, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify({ query, variables }),
  });
}
