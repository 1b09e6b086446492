// The live session's scenario (decision 023; in `npm run bench`, or alone: `node bench/live-fanout.mjs`):
// N viewers hold the live session's event stream open (/live/{slug}/events), a moderator acts, and
// we time how long until each viewer has the new version: p50/p95/max over every viewer and action,
// and the app's memory per open stream. Then the same N split over two app instances that share
// Redis (sessions, and the API's live bus). Never part of `npm test`.
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { Agent, request as httpRequest } from "node:http";
import { createConnection } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { appNodeArgs } from "../scripts/app-node-args.mjs";
import { productionApiEnv } from "./production-api.mjs";

const VIEWERS = Number(process.env.BENCH_LIVE_VIEWERS ?? 1000);
const ACTIONS = Number(process.env.BENCH_LIVE_ACTIONS ?? 10);
// Streams one session opens and closes before the audience arrives: a process must serve as fast
// after such a flood as a fresh one (decision 023).
const CHURN = Number(process.env.BENCH_LIVE_CHURN ?? 1500);
const SLUG = "dauerlivestream-kardiologie-update";
const PASSWORD = "fortbildung2026";

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const rssMb = (pid) => {
  const line = readFileSync(`/proc/${pid}/status`, "utf8").match(/^VmRSS:\s+(\d+) kB/m);
  return line ? Number(line[1]) / 1024 : NaN;
};

async function waitFor(url) {
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not yet
    }
    await sleep(100);
  }
  throw new Error(`${url} did not come up`);
}

function ping(port) {
  return new Promise((resolve) => {
    const socket = createConnection({ port, host: "127.0.0.1" });
    socket.once("connect", () => socket.write("PING\r\n"));
    socket.once("data", (data) => {
      socket.destroy();
      resolve(data.toString().startsWith("+PONG"));
    });
    socket.once("error", () => resolve(false));
  });
}

/** One platform: the reference API and `instances` app processes (with Redis when `redisPort`). */
async function startPlatform({ instances, basePort, redisPort }) {
  const children = [];
  const start = (args, env) => {
    const child = spawn(process.execPath, args, {
      stdio: ["ignore", "ignore", "inherit"],
      env: { ...process.env, ...env },
    });
    children.push(child);
    return child;
  };
  const dataDir = mkdtempSync(path.join(tmpdir(), "cme-bench-live-"));
  const redis = redisPort ? { REDIS_URL: `redis://127.0.0.1:${redisPort}` } : {};
  if (redisPort) {
    children.push(
      spawn(
        "redis-server",
        ["--port", String(redisPort), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"],
        { stdio: "ignore" },
      ),
    );
    while (!(await ping(redisPort))) await sleep(50);
  }
  const apiPort = basePort;
  start(["--import", "tsx", "server/index.ts"], {
    ...productionApiEnv(apiPort, dataDir),
    LOG_REQUESTS: "false",
    ...redis,
  });
  await waitFor(`http://127.0.0.1:${apiPort}/healthz`);
  const apps = [];
  for (let i = 0; i < instances; i++) {
    const port = basePort + 1 + i;
    const child = start([...appNodeArgs(), "scripts/serve-app.mjs"], {
      NODE_ENV: "production",
      PORT: String(port),
      GRAPHQL_URL: `http://127.0.0.1:${apiPort}/graphql`,
      SESSION_SECRET: "bench-secret-bench-secret-bench-secret",
      DATA_DIR: path.join(dataDir, `app-${i}`),
      LOG_REQUESTS: "false",
      COOKIE_SECURE: "false",
      // One signed-in session from one address stands for the whole audience here, and one process
      // takes every viewer: the limits per session, user, address and process (decision 023) are
      // not what this measures.
      LIVE_STREAMS_PER_SESSION: String(Math.max(VIEWERS, CHURN)),
      LIVE_STREAMS_PER_USER: String(Math.max(VIEWERS, CHURN)),
      LIVE_STREAMS_PER_ADDRESS: "0",
      LIVE_STREAMS_MAX: String(Math.max(VIEWERS, CHURN)),
      ...redis,
    });
    const base = `http://127.0.0.1:${port}`;
    await waitFor(`${base}/healthz`);
    apps.push({ base, pid: child.pid });
  }
  return {
    graphql: `http://127.0.0.1:${apiPort}/graphql`,
    apps,
    stop: async () => {
      for (const child of children) child.kill("SIGTERM");
      await sleep(500);
    },
  };
}

async function gql(url, query, variables, token) {
  const response = await fetch(url, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const body = await response.json();
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data;
}

async function appLogin(base, email) {
  const response = await fetch(`${base}/?index`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: base },
    body: new URLSearchParams({ intent: "login", email, password: PASSWORD }),
  });
  if (response.status !== 302) throw new Error(`login answered ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

/** One viewer's open event stream: resolves `arrival(version)` with the time that version arrived. */
function openViewer(base, cookie, agent) {
  return new Promise((resolve, reject) => {
    const waiting = new Map();
    const arrived = new Map();
    let buffer = "";
    const request = httpRequest(
      `${base}/live/${SLUG}/events`,
      { headers: { cookie, accept: "text/event-stream" }, agent },
      (response) => {
        if (response.statusCode !== 200) return reject(new Error(`events answered ${response.statusCode}`));
        response.setEncoding("utf8");
        response.on("data", (chunk) => {
          buffer += chunk;
          let end;
          while ((end = buffer.indexOf("\n\n")) >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const id = /^id: (\d+)$/m.exec(block)?.[1];
            if (!id) continue;
            const version = Number(id);
            const at = performance.now();
            arrived.set(version, at);
            waiting.get(version)?.(at);
            if (!viewer.ready) {
              viewer.ready = true;
              resolve(viewer);
            }
          }
        });
      },
    );
    request.on("error", reject);
    request.end();
    const viewer = {
      ready: false,
      arrival: (version) =>
        arrived.has(version)
          ? Promise.resolve(arrived.get(version))
          : new Promise((done) => waiting.set(version, done)),
      close: () => request.destroy(),
    };
  });
}

/** Opens `count` streams from one session in waves of 100, then closes them all. */
async function churn(base, cookie, count) {
  const agent = new Agent({ keepAlive: false, maxSockets: Infinity });
  const opened = [];
  for (let i = 0; i < count; i += 100) {
    const wave = [];
    for (let j = i; j < Math.min(count, i + 100); j++) wave.push(openViewer(base, cookie, agent));
    opened.push(...(await Promise.all(wave)));
  }
  for (const stream of opened) stream.close();
  agent.destroy();
}

async function scenario(label, { instances, basePort, redisPort, churned = 0 }) {
  const platform = await startPlatform({ instances, basePort, redisPort });
  try {
    const staff = (
      await gql(
        platform.graphql,
        'mutation { login(email: "team@example.com", password: "' + PASSWORD + '") { token } }',
      )
    ).login.token;
    const { livestream } = await gql(platform.graphql, `query { livestream(slug: "${SLUG}") { id state } }`);
    if (livestream?.state !== "LIVE") throw new Error(`${SLUG} is not LIVE`);
    const cookies = await Promise.all(platform.apps.map((app) => appLogin(app.base, "arzt@example.com")));
    if (churned > 0) await churn(platform.apps[0].base, cookies[0], churned);
    await sleep(1000);
    const before = platform.apps.map((app) => rssMb(app.pid));
    const agent = new Agent({ keepAlive: false, maxSockets: Infinity });
    const viewers = [];
    // Viewers arrive in waves, as an audience does when a livestream starts.
    for (let i = 0; i < VIEWERS; i += 100) {
      const wave = [];
      for (let j = i; j < Math.min(VIEWERS, i + 100); j++) {
        const at = j % platform.apps.length;
        wave.push(openViewer(platform.apps[at].base, cookies[at], agent));
      }
      viewers.push(...(await Promise.all(wave)));
    }
    await sleep(2000);
    const connected = platform.apps.map((app) => rssMb(app.pid));
    const latencies = [];
    const lastViewer = [];
    const { askQuestion } = await gql(
      platform.graphql,
      "mutation($i: AskQuestionInput!) { askQuestion(input: $i) { id } }",
      { i: { livestream_id: livestream.id, text: "Bench: Welche Dosis bei Niereninsuffizienz?" } },
      staff,
    );
    for (let n = 0; n < ACTIONS; n++) {
      // A moderator action every viewer gets: showing and hiding the question in turn.
      const started = performance.now();
      const { moderateLiveSession } = await gql(
        platform.graphql,
        "mutation($l: ID!, $t: ID!, $a: ModerationAction!) { moderateLiveSession(livestream_id: $l, action: $a, target_id: $t) { version } }",
        { l: livestream.id, t: askQuestion.id, a: n % 2 === 0 ? "HIDE" : "UNHIDE" },
        staff,
      );
      const arrivals = await Promise.all(
        viewers.map((viewer) => viewer.arrival(moderateLiveSession.version)),
      );
      const times = arrivals.map((at) => at - started);
      latencies.push(...times);
      lastViewer.push(Math.max(...times));
      await sleep(300);
    }
    const after = platform.apps.map((app) => rssMb(app.pid));
    for (const viewer of viewers) viewer.close();
    latencies.sort((a, b) => a - b);
    const perConnectionKb =
      ((connected.reduce((a, b) => a + b, 0) - before.reduce((a, b) => a + b, 0)) * 1024) / VIEWERS;
    return {
      label,
      viewers: VIEWERS,
      actions: ACTIONS,
      p50: percentile(latencies, 50),
      p95: percentile(latencies, 95),
      max: latencies.at(-1),
      lastViewerMedian: [...lastViewer].sort((a, b) => a - b)[Math.floor(lastViewer.length / 2)],
      rssBefore: before.map(Math.round),
      rssConnected: connected.map(Math.round),
      rssAfter: after.map(Math.round),
      perConnectionKb,
    };
  } finally {
    await platform.stop();
  }
}

/** Both scenarios, one after the other, as a table. */
export async function liveFanout() {
  const results = [
    await scenario("one app instance", { instances: 1, basePort: 4700 }),
    await scenario(`one app instance after ${CHURN} streams of one session opened and closed`, {
      instances: 1,
      basePort: 4720,
      churned: CHURN,
    }),
    await scenario("two app instances + Redis", { instances: 2, basePort: 4710, redisPort: 4799 }),
  ];
  console.log(
    `\nLive session fan-out: ${VIEWERS} viewers with the event stream open, ${ACTIONS} moderator actions each\n`,
  );
  console.log(
    "| setup | p50 | p95 | max | last viewer (median of actions) | app RSS before → with viewers → after | per open stream |",
  );
  console.log("| --- | --- | --- | --- | --- | --- | --- |");
  for (const r of results) {
    console.log(
      `| ${r.label} | ${Math.round(r.p50)} ms | ${Math.round(r.p95)} ms | ${Math.round(r.max)} ms | ${Math.round(r.lastViewerMedian)} ms | ${r.rssBefore.join("+")} → ${r.rssConnected.join("+")} → ${r.rssAfter.join("+")} MB | ${r.perConnectionKb.toFixed(1)} KB |`,
    );
  }
  const [fresh, churned] = results;
  console.log(
    `\nAfter ${CHURN} streams opened and closed, p95 is ${(churned.p95 / fresh.p95).toFixed(2)}× a fresh process's (side by side in this run).`,
  );
  return results;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  liveFanout().then(
    () => process.exit(0),
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
}
