/**
 * fetch with one deadline for the whole exchange, request, headers and body, and the caller's abort
 * signal (the browser went away). One explicit timer per call, cleared when the call settles:
 * `AbortSignal.any([signal, AbortSignal.timeout(ms)])` loses its timer on Node 20 once the combined
 * signal is garbage-collected, and a stalled upstream then holds the page forever.
 * The body is read inside the deadline, so a body that stalls halfway times out too; the answer is
 * a Response with the body in memory (GraphQL answers and storage replies are small).
 */
export async function fetchWithDeadline(
  input: string | URL | Request,
  init: RequestInit & { duplex?: "half" },
  { timeoutMs, signal }: { timeoutMs: number; signal?: AbortSignal },
): Promise<Response> {
  const controller = new AbortController();
  const timer = setTimeout(
    () => controller.abort(new DOMException(`no answer within ${timeoutMs} ms`, "TimeoutError")),
    timeoutMs,
  );
  const follow = () => controller.abort(signal?.reason);
  if (signal?.aborted) follow();
  else signal?.addEventListener("abort", follow, { once: true });
  try {
    const response = await fetch(input, { ...init, signal: controller.signal });
    const body = await response.arrayBuffer();
    return new Response(body.byteLength > 0 ? body : null, {
      status: response.status,
      statusText: response.statusText,
      headers: response.headers,
    });
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener("abort", follow);
  }
}
