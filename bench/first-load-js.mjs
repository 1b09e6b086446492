// The JavaScript a page makes the browser load before it is interactive: every module the HTML
// names (modulepreload links, script sources, the inline module's imports), gzip-compressed as the
// front server sends it (the compression middleware's default level). Chunks imported later on
// demand (a dialog, hls.js for a live stream) are not part of the first load.
import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

const sizes = new Map();

function gzipSize(clientDir, url) {
  if (!sizes.has(url)) {
    const file = path.join(clientDir, new URL(url, "http://app.invalid").pathname);
    sizes.set(url, gzipSync(readFileSync(file)).length);
  }
  return sizes.get(url);
}

/** The scripts `html` loads and their gzip bytes in total. */
export function firstLoadJs(html, clientDir = "build/client") {
  const urls = new Set();
  for (const [, href] of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)) urls.add(href);
  for (const [, src] of html.matchAll(/<script[^>]+src="([^"]+\.js)"/g)) urls.add(src);
  for (const [, from] of html.matchAll(/import[^;"']*?["'](\/assets\/[^"']+\.js)["']/g)) urls.add(from);
  const local = [...urls].filter((url) => url.startsWith("/"));
  return { files: local.length, bytes: local.reduce((sum, url) => sum + gzipSize(clientDir, url), 0) };
}
