import http from "node:http";
import https from "node:https";

/**
 * fetch with one deadline for the whole exchange, request, headers and body, and the caller's abort
 * signal (the browser went away). One explicit timer per call, cleared when the call settles:
 * `AbortSignal.any([signal, AbortSignal.timeout(ms)])` loses its timer on Node 20 once the combined
 * signal is garbage-collected, and a stalled upstream then holds the page forever.
 * The body is read inside the deadline, so a body that stalls halfway times out too; the answer is
 * held in memory (GraphQL answers and storage replies are small).
 * It fails like fetch: the abort reason (a TimeoutError at the deadline), else `TypeError: fetch failed`.
 */
export async function fetchWithDeadline(
  input: string | URL | Request,
  init: RequestInit & { duplex?: "half" },
  { timeoutMs, signal }: { timeoutMs: number; signal?: AbortSignal },
): Promise<UpstreamAnswer> {
  const controller = new AbortController();
  const timer = setTimeout(
    () => controller.abort(new DOMException(`no answer within ${timeoutMs} ms`, "TimeoutError")),
    timeoutMs,
  );
  const follow = () => controller.abort(signal?.reason);
  if (signal?.aborted) follow();
  else signal?.addEventListener("abort", follow, { once: true });
  try {
    if (!(input instanceof Request) && (init.body == null || typeof init.body === "string")) {
      return await exchange(new URL(input), init, controller.signal);
    }
    const response = await fetch(input, { ...init, signal: controller.signal });
    return answer(response.status, response.headers, Buffer.from(await response.arrayBuffer()));
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener("abort", follow);
  }
}

/**
 * An answer read into memory: the part of a Response its callers read. Not a Response: building one
 * and reading it back through a web stream cost more than the request itself (decision 006).
 */
export type UpstreamAnswer = {
  status: number;
  ok: boolean;
  headers: Headers;
  text(): Promise<string>;
};

const answer = (status: number, headers: Headers, body: Buffer): UpstreamAnswer => ({
  status,
  ok: status >= 200 && status < 300,
  headers,
  text: () => Promise.resolve(body.toString("utf8")),
});

// Kept-alive connections, closed after 4 s idle: before a server's usual 5 s, so a request seldom
// meets a connection the server is closing (and one that does is sent once more, below).
const agents = {
  http: new http.Agent({ keepAlive: true, timeout: 4_000 }),
  https: new https.Agent({ keepAlive: true, timeout: 4_000 }),
};

/**
 * A request with a text body over node:http. fetch (undici) costs twice the CPU per upstream request
 * (0.57 against 0.25 ms, decision 006), and every page sends one.
 */
async function exchange(
  url: URL,
  init: RequestInit,
  signal: AbortSignal,
  retry = true,
): Promise<UpstreamAnswer> {
  const secure = url.protocol === "https:";
  let reusedSocket = false;
  let answered = false;
  try {
    const response = await new Promise<http.IncomingMessage>((resolve, reject) => {
      const request = (secure ? https : http).request(url, {
        method: init.method ?? "GET",
        headers: Object.fromEntries(new Headers(init.headers)),
        agent: secure ? agents.https : agents.http,
        signal,
      });
      request.on("response", resolve);
      request.on("error", reject);
      request.on("socket", () => (reusedSocket = request.reusedSocket));
      request.end(init.body ?? undefined);
    });
    answered = true;
    const chunks: Buffer[] = [];
    for await (const chunk of response) chunks.push(chunk as Buffer);
    const headers = new Headers();
    const raw = response.rawHeaders;
    for (let i = 0; i < raw.length; i += 2) headers.append(raw[i]!, raw[i + 1]!);
    return answer(response.statusCode ?? 0, headers, Buffer.concat(chunks));
  } catch (error) {
    if (signal.aborted) throw signal.reason;
    // The server closed a kept-alive connection as the request went out: nothing reached it.
    if (retry && reusedSocket && !answered && (error as { code?: string }).code === "ECONNRESET") {
      return exchange(url, init, signal, false);
    }
    throw new TypeError("fetch failed", { cause: error });
  }
}
