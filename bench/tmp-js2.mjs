import { readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
const cookie = process.argv[3] ?? "";
const html = await (await fetch("http://127.0.0.1:3300" + process.argv[2], { headers: { cookie } })).text();
const urls = new Set();
for (const [, href] of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)) urls.add(href);
for (const [, from] of html.matchAll(/import[^;"']*?["'](\/assets\/[^"']+\.js)["']/g)) urls.add(from);
const rows = [...urls].map((u) => [u, gzipSync(readFileSync("build/client" + u)).length]).sort((a, b) => b[1] - a[1]);
for (const [u, n] of rows) console.log((n / 1024).toFixed(1).padStart(7), u);
