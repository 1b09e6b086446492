import { data } from "@remix-run/node";

/** The largest form body an action reads; proof uploads have their own limits (upload.ts). */
export const FORM_MAX_BYTES = 1024 * 1024;

const FORM_TYPES = new Set(["application/x-www-form-urlencoded", "multipart/form-data"]);

/**
 * A request the app refuses before any of its work: thrown, so the route's error page shows the
 * status's German message, with JavaScript on (single fetch) and off alike.
 */
export const refusal = (status: 400 | 403 | 413, reason: string) => data({ reason }, { status });

/** What loaders and actions throw on purpose (a Response, or `data()` with a status), not a bug. */
export const isThrownAnswer = (value: unknown): boolean =>
  value instanceof Response ||
  (typeof value === "object" &&
    value !== null &&
    (value as { type?: unknown }).type === "DataWithResponseInit");

export const contentType = (request: Request) =>
  (request.headers.get("Content-Type") ?? "").split(";")[0]!.trim().toLowerCase();

/**
 * The body's bytes, counted while they arrive; past `maxBytes` reading stops (413). The rest is
 * not cancelled here: the front server drops it after the answer, so the browser gets the page.
 */
async function readBody(request: Request, maxBytes: number): Promise<Uint8Array<ArrayBuffer>> {
  if (Number(request.headers.get("Content-Length")) > maxBytes) throw refusal(413, "too_large");
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = request.body?.getReader();
  if (!reader) return new Uint8Array();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) throw refusal(413, "too_large");
    chunks.push(value);
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

/**
 * An action's form, read before anything else the action does: url-encoded or multipart and at most
 * FORM_MAX_BYTES. A body that is no form (JSON, plain text, no type) or that does not parse is
 * refused with 400, a larger one with 413, before it is parsed or held in memory.
 */
export async function readForm(request: Request, maxBytes = FORM_MAX_BYTES): Promise<FormData> {
  const type = contentType(request);
  if (!FORM_TYPES.has(type)) throw refusal(400, "not_a_form");
  const body = await readBody(request, maxBytes);
  try {
    return await new Response(body, {
      headers: { "Content-Type": request.headers.get("Content-Type") ?? type },
    }).formData();
  } catch {
    throw refusal(400, "broken_form");
  }
}

/**
 * For endpoints that scripts call (upload tickets, watch progress): a refusal of `readForm` as the
 * JSON answer they read, `{ error: reason }` with its status. Other errors stay thrown.
 */
export function scriptRefusal(thrown: unknown): never {
  if (isThrownAnswer(thrown) && !(thrown instanceof Response)) {
    const { data: body, init } = thrown as { data: { reason?: string }; init: ResponseInit | null };
    throw Response.json({ error: body?.reason ?? "refused" }, { status: init?.status ?? 400 });
  }
  throw thrown;
}
