/**
 * `GET|HEAD|OPTIONS /videos/{token}/{file}`: an item's sample media, for whoever holds a valid
 * token (see tokens.ts). Browsers load these cross-origin (captions, hls.js), so every answer
 * allows any origin: the signature is the protection.
 */
import { createReadStream, statSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import { join } from "node:path";
import type { Store } from "../store/index.ts";
import { livePlaylist } from "./live.ts";
import { SAMPLE_FILES, SAMPLES_DIR, sampleFor, segmentCount } from "./samples.ts";
import type { MediaSigner } from "./tokens.ts";

export interface MediaRouteDeps {
  store: Store;
  signer: MediaSigner;
  now: () => Date;
  /** Where the sample directories are; default server/media-samples. */
  samplesDir?: string;
}

const TYPES: Record<string, string> = {
  m3u8: "application/vnd.apple.mpegurl",
  mp4: "video/mp4",
  m2t: "video/mp2t",
  vtt: "text/vtt; charset=utf-8",
  jpg: "image/jpeg",
};

const CORS = {
  "Access-Control-Allow-Origin": "*",
  "Access-Control-Expose-Headers": "Content-Length, Content-Range, Accept-Ranges",
};

const FILE = /^(index\.m3u8|live\.m3u8|video\.mp4|captions\.vtt|poster\.jpg|seg-\d{3}\.m2t)$/;

/** Handles /videos/…; returns false for other paths. */
export function handleMediaRoute(deps: MediaRouteDeps, req: IncomingMessage, res: ServerResponse): boolean {
  const { pathname } = new URL(req.url ?? "/", "http://localhost");
  if (!pathname.startsWith("/videos/")) return false;
  const match = /^\/videos\/([^/]+)\/([^/]+)$/.exec(pathname);
  if (req.method === "OPTIONS") {
    res.writeHead(204, {
      ...CORS,
      "Access-Control-Allow-Methods": "GET, HEAD, OPTIONS",
      "Access-Control-Allow-Headers": "Range",
      "Access-Control-Max-Age": "86400",
    });
    res.end();
    return true;
  }
  if (req.method !== "GET" && req.method !== "HEAD") {
    text(res, 405, "Method not allowed", { Allow: "GET, HEAD, OPTIONS" });
    return true;
  }
  const [token, file] = [match?.[1], match?.[2]];
  if (!token || !file || !FILE.test(file)) {
    text(res, 404, "Not found");
    return true;
  }
  const now = deps.now();
  const grant = deps.signer.verify(token, now);
  if (!grant) {
    text(res, 403, "Forbidden: the media address is invalid or has expired.");
    return true;
  }
  const item = deps.store.items.byId(grant.contentId);
  if (!item || !["VOD", "SHORT", "LIVESTREAM"].includes(item.kind)) {
    text(res, 404, "Not found");
    return true;
  }
  const sample = sampleFor(item.kind, item.id);
  const live = item.kind === "LIVESTREAM";

  if (file === "live.m3u8") {
    const starts = item.starts_at ? new Date(item.starts_at) : null;
    const onAir = live && starts && item.ends_at && item.ends_at > now.toISOString();
    const window = onAir && starts ? livePlaylist(starts, now, segmentCount(sample)) : null;
    if (!window) {
      text(res, 404, "The stream is not live.");
      return true;
    }
    send(res, 200, TYPES.m3u8 as string, window.playlist, "no-store");
    return true;
  }
  // A livestream has only its live playlist, the poster and the segments it loops over.
  if (live && (file === SAMPLE_FILES.hls || file === SAMPLE_FILES.mp4 || file === SAMPLE_FILES.captions)) {
    text(res, 404, "Not found");
    return true;
  }
  const maxAge = Math.max(0, grant.expires - Math.floor(now.getTime() / 1000));
  serveFile(req, res, join(deps.samplesDir ?? SAMPLES_DIR, sample.name, file), `private, max-age=${maxAge}`);
  return true;
}

/** A byte range of `size`; "none" when the header is absent or not one we read (then 200 whole). */
export function parseRange(
  header: string | undefined,
  size: number,
): { start: number; end: number } | "none" | "unsatisfiable" {
  if (!header) return "none";
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === "" && match[2] === "")) return "none";
  if (match[1] === "") {
    const suffix = Number(match[2]);
    if (suffix === 0) return "unsatisfiable";
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(match[1]);
  const end = match[2] === "" ? size - 1 : Math.min(Number(match[2]), size - 1);
  if (start >= size || start > end) return "unsatisfiable";
  return { start, end };
}

function serveFile(req: IncomingMessage, res: ServerResponse, path: string, cache: string): void {
  let size: number;
  try {
    size = statSync(path).size;
  } catch {
    text(res, 404, "Not found");
    return;
  }
  const type = TYPES[path.slice(path.lastIndexOf(".") + 1)] ?? "application/octet-stream";
  const headers = {
    ...CORS,
    "Content-Type": type,
    "Accept-Ranges": "bytes",
    "Cache-Control": cache,
    "X-Content-Type-Options": "nosniff",
  };
  const range = parseRange(req.headers.range, size);
  if (range === "unsatisfiable") {
    res.writeHead(416, { ...headers, "Content-Range": `bytes */${size}`, "Content-Length": 0 });
    res.end();
    return;
  }
  const { start, end } = range === "none" ? { start: 0, end: size - 1 } : range;
  res.writeHead(range === "none" ? 200 : 206, {
    ...headers,
    "Content-Length": size === 0 ? 0 : end - start + 1,
    ...(range === "none" ? {} : { "Content-Range": `bytes ${start}-${end}/${size}` }),
  });
  if (req.method === "HEAD" || size === 0) {
    res.end();
    return;
  }
  createReadStream(path, { start, end })
    .on("error", () => res.destroy())
    .pipe(res);
}

function send(res: ServerResponse, status: number, type: string, body: string, cache: string): void {
  res.writeHead(status, {
    ...CORS,
    "Content-Type": type,
    "Content-Length": Buffer.byteLength(body),
    "Cache-Control": cache,
    "X-Content-Type-Options": "nosniff",
  });
  res.end(res.req.method === "HEAD" ? undefined : body);
}

function text(res: ServerResponse, status: number, body: string, extra: Record<string, string> = {}): void {
  res.writeHead(status, {
    ...CORS,
    ...extra,
    "Content-Type": "text/plain; charset=utf-8",
    "Content-Length": Buffer.byteLength(body),
    "Cache-Control": "no-store",
  });
  res.end(res.req.method === "HEAD" ? undefined : body);
}
