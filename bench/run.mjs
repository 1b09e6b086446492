// `npm run bench`: pages of one running app (BFF + reference API with the 100,000-item catalogue),
// measured side by side in one run against the static /imprint, plus the upstream requests each page
// render costs. Never part of `npm test`.
import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync } from "node:fs";
import { createServer, request as httpRequest } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const CATALOGUE_SIZE = Number(process.env.BENCH_CATALOGUE ?? 100_000);
const APP_PORT = 3300;
const API_PORT = 4300;
const PROXY_PORT = 4301;
const dataDir = mkdtempSync(path.join(tmpdir(), "cme-bench-"));
const children = [];

function start(args, env) {
  const child = spawn(process.execPath, args, {
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, ...env },
  });
  children.push(child);
  return child;
}

async function waitFor(url) {
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not come up`);
}

// Counts what the app sends upstream, forwarding everything unchanged.
let upstreamRequests = 0;
const proxy = createServer((req, res) => {
  if (req.url?.startsWith("/graphql")) upstreamRequests++;
  const forward = httpRequest(
    { host: "127.0.0.1", port: API_PORT, path: req.url, method: req.method, headers: req.headers },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    },
  );
  req.pipe(forward);
});

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/** Load for DURATION seconds; every response time is kept, so p95 is exact. */
function load(url, headers) {
  return new Promise((resolve, reject) => {
    const times = [];
    const instance = autocannon(
      { url, connections: CONNECTIONS, duration: DURATION, headers },
      (error, result) => {
        if (error) return reject(error);
        times.sort((a, b) => a - b);
        resolve({
          perSecond: result.requests.average,
          p50: Math.round(percentile(times, 50)),
          p95: Math.round(percentile(times, 95)),
          non2xx: result.non2xx,
        });
      },
    );
    instance.on("response", (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
}

async function upstreamPerRender(url, headers) {
  await fetch(url, { headers }); // warm, and consume a pending flash
  upstreamRequests = 0;
  const page = await fetch(url, { headers });
  if (page.status !== 200) throw new Error(`${url} answered ${page.status}`);
  await page.text();
  return upstreamRequests;
}

try {
  if (!existsSync("build/server/index.js")) spawnSync("npx", ["remix", "vite:build"], { stdio: "inherit" });
  console.log(`Seeding the demo data and a ${CATALOGUE_SIZE.toLocaleString("en")}-item catalogue …`);
  const seeded = spawnSync(
    process.execPath,
    ["--import", "tsx", "server/cli/seed-large.ts", String(CATALOGUE_SIZE)],
    {
      stdio: "inherit",
      env: { ...process.env, DATA_DIR: dataDir },
    },
  );
  if (seeded.status !== 0) throw new Error("seeding failed");
  start(["--import", "tsx", "server/index.ts"], {
    API_PORT: String(API_PORT),
    DATA_DIR: dataDir,
    NODE_ENV: "production",
    // Production refuses development keys (server/secrets.ts): throwaway ones for this run.
    MEDIA_SECRET: randomBytes(32).toString("hex"),
    UPLOAD_SECRET: randomBytes(32).toString("hex"),
    NOTIFICATION_SECRET: randomBytes(32).toString("hex"),
  });
  await waitFor(`http://127.0.0.1:${API_PORT}/healthz`);
  await new Promise((resolve) => proxy.listen(PROXY_PORT, "127.0.0.1", resolve));
  start(["scripts/serve-app.mjs"], {
    NODE_ENV: "production",
    PORT: String(APP_PORT),
    GRAPHQL_URL: `http://127.0.0.1:${PROXY_PORT}/graphql`,
    SESSION_SECRET: "bench-secret-bench-secret-bench-secret",
    DATA_DIR: dataDir,
    LOG_REQUESTS: "false",
    COOKIE_SECURE: "false",
  });
  const base = `http://127.0.0.1:${APP_PORT}`;
  await waitFor(`${base}/healthz`);

  const login = await fetch(`${base}/?index`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: base },
    body: new URLSearchParams({ email: "arzt@example.com", password: "fortbildung2026" }),
  });
  const cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  if (login.status !== 302 || !cookie.includes("__session="))
    throw new Error(`login failed: ${login.status}`);

  // Issue 12: the certificates page and one certificate's PDF (drawn by the API per request).
  const certificatesHtml = await (
    await fetch(`${base}/profile/certificates`, { headers: { cookie } })
  ).text();
  const pdfPath = /\/profile\/certificates\/\d+\/pdf/.exec(certificatesHtml)?.[0];
  if (!pdfPath) throw new Error("no certificate PDF link on /profile/certificates");

  const pages = [
    { name: "/imprint (static)", path: "/imprint", headers: {} },
    { name: "/home (logged in)", path: "/home", headers: { cookie } },
    { name: "/search/Herzinsuffizienz", path: "/search/Herzinsuffizienz", headers: {} },
    { name: "/fachgebiete/kardiologie", path: "/fachgebiete/kardiologie", headers: {} },
    // Issue 5: a video page (signed media, related items, progress) and a live page, logged in.
    {
      name: "/video/{slug} (logged in)",
      path: "/video/expertenrunde-herzinsuffizienz-kontroversen-und-konsens-2",
      headers: { cookie },
    },
    {
      name: "/live/{slug} (logged in)",
      path: "/live/dauerlivestream-kardiologie-update",
      headers: { cookie },
    },
    { name: "/profile/certificates", path: "/profile/certificates", headers: { cookie } },
    { name: "certificate PDF", path: pdfPath, headers: { cookie } },
  ];
  const rows = [];
  for (const page of pages) {
    const upstream = await upstreamPerRender(base + page.path, page.headers);
    rows.push({ ...page, upstream, ...(await load(base + page.path, page.headers)) });
  }

  const imprint = rows[0];
  console.log(`\n${CONNECTIONS} connections, ${DURATION} s per page, one app process, one run\n`);
  console.log(
    `${"page".padEnd(30)}${"pages/s".padStart(9)}${"p50 ms".padStart(8)}${"p95 ms".padStart(8)}${"vs /imprint".padStart(13)}${"upstream".padStart(10)}${"non-2xx".padStart(9)}`,
  );
  for (const row of rows) {
    const ratio = `${((row.perSecond / imprint.perSecond) * 100).toFixed(0)} %`;
    console.log(
      `${row.name.padEnd(30)}${row.perSecond.toFixed(0).padStart(9)}${String(row.p50).padStart(8)}${String(row.p95).padStart(8)}${ratio.padStart(13)}${String(row.upstream).padStart(10)}${String(row.non2xx).padStart(9)}`,
    );
  }
  console.log("\nupstream = GraphQL requests the app sends for one render of the page");
  const home = rows.find((row) => row.path === "/home");
  // docs/decisions/006: the frame's `me` (root loader) and the page's `homePage`, in parallel.
  if (home.upstream !== 2) {
    console.error(`/home costs ${home.upstream} upstream requests per render; it must be 2.`);
    process.exitCode = 1;
  }
} finally {
  proxy.close();
  for (const child of children) child.kill("SIGTERM");
}
