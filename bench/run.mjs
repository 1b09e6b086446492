// `npm run bench`: logged-in /home through the full stack (app + reference API) vs. the static
// /imprint of the same running app, side by side in one run, plus upstream requests per /home render.
// Never part of `npm test`.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync } from "node:fs";
import { createServer, request as httpRequest } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
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
  for (let i = 0; i < 300; i++) {
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

function run(url, headers) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration: DURATION, headers }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

try {
  if (!existsSync("build/server/index.js")) spawnSync("npx", ["remix", "vite:build"], { stdio: "inherit" });
  start(["--import", "tsx", "server/index.ts"], {
    API_PORT: String(API_PORT),
    DATA_DIR: dataDir,
    NODE_ENV: "production",
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

  // Consume the login flash, then count one render.
  await fetch(`${base}/home`, { headers: { cookie } });
  upstreamRequests = 0;
  const page = await fetch(`${base}/home`, { headers: { cookie } });
  const html = await page.text();
  if (page.status !== 200 || !html.includes("Markus"))
    throw new Error(`/home did not render for the user (${page.status})`);
  const perHome = upstreamRequests;

  const home = await run(`${base}/home`, { cookie });
  const imprint = await run(`${base}/imprint`, {});
  const row = (name, r) =>
    `${name.padEnd(26)} ${r.requests.average.toFixed(0).padStart(8)} ${String(r.latency.p50).padStart(7)} ${String(r.latency.p90).padStart(7)} ${String(r.latency.p99).padStart(7)} ${String(r.non2xx).padStart(7)}`;
  console.log(`\n${CONNECTIONS} connections, ${DURATION} s each, same app process, one run\n`);
  console.log(
    `${"page".padEnd(26)} ${"req/s".padStart(8)} ${"p50 ms".padStart(7)} ${"p90 ms".padStart(7)} ${"p99 ms".padStart(7)} ${"non-2xx".padStart(7)}`,
  );
  console.log(row("/home (logged in, SSR)", home));
  console.log(row("/imprint (static)", imprint));
  console.log(
    `\n/home throughput is ${((home.requests.average / imprint.requests.average) * 100).toFixed(0)} % of /imprint`,
  );
  console.log(`upstream requests per /home render: ${perHome} (must be 1)`);
  if (perHome !== 1) process.exitCode = 1;
} finally {
  proxy.close();
  for (const child of children) child.kill("SIGTERM");
}
