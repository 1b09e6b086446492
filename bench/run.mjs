// `npm run bench`: one running app (BFF + reference API with the 100,000-item catalogue), measured
// side by side in one run (decision 021): pages/s against the static /imprint in two identical rounds
// (the difference is the noise), the upstream requests per render, the app's memory, each page's
// first-load JavaScript and Lighthouse. One table; exits non-zero when a budget is missed (README).
// Never part of `npm test`.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import { createServer, request as httpRequest } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { appNodeArgs } from "../scripts/app-node-args.mjs";
import { firstLoadJs } from "./first-load-js.mjs";
import { lighthouseScores } from "./lighthouse.mjs";
import { liveFanout } from "./live-fanout.mjs";
import { productionApiEnv, seedLargeCatalogue } from "./production-api.mjs";
import { searchBench } from "./search.mjs";
import { soak } from "./soak.mjs";

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP_SECONDS = 2;
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const CATALOGUE_SIZE = Number(process.env.BENCH_CATALOGUE ?? 100_000);
const APP_PORT = 3300;
const COUNTING_APP_PORT = 3301;
const API_PORT = 4300;
const PROXY_PORT = 4301;
const LIGHTHOUSE = process.env.BENCH_LIGHTHOUSE !== "false";
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5); // the median of these counts
// Load and soak (decision 022): 100 connections for 60 s over a mix of pages and form posts (after a ramp).
const SOAK_SECONDS = Number(process.env.BENCH_SOAK_SECONDS ?? 60);
const SOAK_CONNECTIONS = Number(process.env.BENCH_SOAK_CONNECTIONS ?? 100);

// The budgets (README "Benchmark", decision 021).
const MIN_RATIO = 0.5; // of /imprint's pages/s, every page
const MAX_RSS_MB = 300; // the app at the end
const MAX_RSS_GROWTH = 0.1; // from the first round's end to the second's; in the soak, half-way to end
const JS_BUDGET_KB = { default: 150, player: 180 }; // first-load JavaScript, gzip
// A moderator's action on every viewer's screen within a second (BENCH_LIVE_VIEWERS, default 1,000).
const LIVE_P95_MS = 1000;
const LIGHTHOUSE_MIN = { performance: 95, accessibility: 100, "best-practices": 100, seo: 100 };
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
function load(url, headers, duration = DURATION) {
  return new Promise((resolve, reject) => {
    const times = [];
    const instance = autocannon({ url, connections: CONNECTIONS, duration, headers }, (error, result) => {
      if (error) return reject(error);
      times.sort((a, b) => a - b);
      resolve({
        perSecond: result.requests.average,
        p50: Math.round(percentile(times, 50)),
        p95: Math.round(percentile(times, 95)),
        non2xx: result.non2xx,
      });
    });
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

/** The app's resident memory in MB (Linux). */
function rssMb(pid) {
  const line = readFileSync(`/proc/${pid}/status`, "utf8").match(/^VmRSS:\s+(\d+) kB/m);
  return line ? Math.round(Number(line[1]) / 1024) : NaN;
}

const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10;

try {
  if (!existsSync("build/server/index.js")) spawnSync("npx", ["remix", "vite:build"], { stdio: "inherit" });
  seedLargeCatalogue(dataDir, CATALOGUE_SIZE);
  start(["--import", "tsx", "server/index.ts"], productionApiEnv(API_PORT, dataDir));
  await waitFor(`http://127.0.0.1:${API_PORT}/healthz`);
  await new Promise((resolve) => proxy.listen(PROXY_PORT, "127.0.0.1", resolve));
  const startApp = async (port, graphqlUrl) => {
    const child = start([...appNodeArgs(), "scripts/serve-app.mjs"], {
      NODE_ENV: "production",
      PORT: String(port),
      GRAPHQL_URL: graphqlUrl,
      SESSION_SECRET: "bench-secret-bench-secret-bench-secret",
      DATA_DIR: dataDir,
      LOG_REQUESTS: "false",
      COOKIE_SECURE: "false",
    });
    await waitFor(`http://127.0.0.1:${port}/healthz`);
    return child;
  };
  // The measured app talks to the API directly, as in production. A second one, behind the counting
  // proxy, answers only the count of upstream requests per render: with the proxy (in this process,
  // beside the load generator) in the measured app's path, the pages that ask the upstream paid for
  // its forwarding, and /imprint (no upstream request) did not.
  const app = await startApp(APP_PORT, `http://127.0.0.1:${API_PORT}/graphql`);
  const counting = await startApp(COUNTING_APP_PORT, `http://127.0.0.1:${PROXY_PORT}/graphql`);
  const base = `http://127.0.0.1:${APP_PORT}`;
  const countingBase = `http://127.0.0.1:${COUNTING_APP_PORT}`;

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
  const signedIn = { cookie };

  // The certificates page and one certificate's PDF (drawn by the API per request).
  const certificatesHtml = await (await fetch(`${base}/profile/certificates`, { headers: signedIn })).text();
  const pdfPath = /\/profile\/certificates\/\d+\/pdf/.exec(certificatesHtml)?.[0];
  if (!pdfPath) throw new Error("no certificate PDF link on /profile/certificates");

  const video = "/video/expertenrunde-herzinsuffizienz-kontroversen-und-konsens-2";
  const live = "/live/dauerlivestream-kardiologie-update";
  // load: measured for pages/s; js: first-load budget ("player" for the pages with the player);
  // lighthouse: audited. A download has no page budgets.
  const pages = [
    { name: "/imprint (static)", path: "/imprint", headers: {}, load: true, js: "default" },
    { name: "/ (landing)", path: "/", headers: {}, load: true, js: "default", lighthouse: true },
    {
      name: "/home (signed in)",
      path: "/home",
      headers: signedIn,
      load: true,
      js: "default",
      lighthouse: true,
    },
    { name: "/fachgebiete", path: "/fachgebiete", headers: {}, load: true, js: "default", lighthouse: true },
    {
      name: "/fachgebiete/kardiologie",
      path: "/fachgebiete/kardiologie",
      headers: {},
      load: true,
      js: "default",
      lighthouse: true,
    },
    {
      name: "/search/Herzinsuffizienz",
      path: "/search/Herzinsuffizienz",
      headers: {},
      load: true,
      js: "default",
    },
    // The same search with a typo (decision 028): compare the two rows' "vs imprint".
    {
      name: "/search/Herzinsufizienz",
      path: "/search/Herzinsufizienz",
      headers: {},
      load: true,
      js: "default",
    },
    { name: "/livestreams", path: "/livestreams", headers: {}, load: true, js: "default" },
    { name: "/cme-fortbildungen", path: "/cme-fortbildungen", headers: {}, js: "default" },
    { name: "/channel/{slug}", path: "/channel/kardiologie-aktuell", headers: {}, js: "default" },
    { name: "/shorts", path: "/shorts", headers: {}, js: "default" },
    {
      name: "/video/{slug} (signed in)",
      path: video,
      headers: signedIn,
      load: true,
      js: "player",
      lighthouse: true,
    },
    {
      name: "/live/{slug} (signed in)",
      path: live,
      headers: signedIn,
      load: true,
      js: "player",
      lighthouse: true,
    },
    {
      name: "/profile/certificates",
      path: "/profile/certificates",
      headers: signedIn,
      load: true,
      js: "default",
    },
    { name: "certificate PDF (download)", path: pdfPath, headers: signedIn, load: true, download: true },
  ];

  for (const page of pages) {
    page.upstream = await upstreamPerRender(countingBase + page.path, page.headers);
    if (page.js)
      page.jsBytes = firstLoadJs(
        await (await fetch(base + page.path, { headers: page.headers })).text(),
      ).bytes;
  }

  counting.kill("SIGTERM");
  await new Promise((resolve) => counting.once("exit", resolve));

  // Every page once before the rounds: round 1 measured the first page (/imprint) while the code
  // was still being compiled, which flattered every ratio.
  const memory = { start: rssMb(app.pid) };
  for (const page of pages.filter((p) => p.load)) await load(base + page.path, page.headers, WARMUP_SECONDS);

  // Two identical rounds in one process: the second shows the noise and whether memory keeps growing.
  // Right before each page, /imprint again for half as long: its pages/s is the page's baseline, so
  // the machine's drift over the run (the same build measured /imprint at 170 and at 220 pages/s
  // minutes apart) cancels out of the ratio.
  const imprintPage = pages[0];
  for (const round of [1, 2]) {
    for (const page of pages.filter((p) => p.load)) {
      if (page !== imprintPage)
        page[`baseline${round}`] = await load(base + imprintPage.path, imprintPage.headers, DURATION / 2);
      page[`round${round}`] = await load(base + page.path, page.headers);
    }
    memory[`round${round}`] = rssMb(app.pid);
  }

  if (LIGHTHOUSE) {
    for (const page of pages.filter((p) => p.lighthouse)) {
      page.scores = await lighthouseScores(base + page.path, {
        cookie: page.headers.cookie,
        runs: LIGHTHOUSE_RUNS,
      });
    }
  }

  // Decision 028: the API's search with typos, abbreviations and synonyms against the exact search.
  const searchMisses =
    process.env.BENCH_SEARCH === "false"
      ? []
      : await searchBench(`http://127.0.0.1:${API_PORT}/graphql`, dataDir);

  // The follow form names the field by its id (as the page's form does).
  const fieldAnswer = await fetch(`http://127.0.0.1:${API_PORT}/graphql`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ query: "{ fields { id slug } }" }),
  });
  const { data: fieldData } = await fieldAnswer.json();
  const fieldId = fieldData.fields.find((field) => field.slug === "kardiologie").id;
  const soaked =
    SOAK_SECONDS > 0
      ? await soak({
          base,
          cookie,
          video,
          live,
          fieldId,
          rss: () => rssMb(app.pid),
          seconds: SOAK_SECONDS,
          connections: SOAK_CONNECTIONS,
        })
      : null;

  const misses = [...searchMisses];
  const imprint = pages[0];
  const header = [
    "page".padEnd(28),
    "pages/s 1".padStart(10),
    "pages/s 2".padStart(10),
    "vs imprint".padStart(11),
    "p95 ms".padStart(7),
    "upstream".padStart(9),
    "JS KB".padStart(7),
    "LH P/A/BP/SEO".padStart(16),
  ].join("");
  const lines = [];
  for (const page of pages) {
    const [r1, r2] = [page.round1, page.round2];
    // /imprint's own row compares with itself.
    const [b1, b2] = page === imprint ? [r1, r2] : [page.baseline1, page.baseline2];
    const ratio = r1 && r2 && b1 && b2 ? (r1.perSecond + r2.perSecond) / (b1.perSecond + b2.perSecond) : null;
    const scores = page.scores;
    lines.push(
      [
        page.name.padEnd(28),
        (r1 ? r1.perSecond.toFixed(0) : "–").padStart(10),
        (r2 ? r2.perSecond.toFixed(0) : "–").padStart(10),
        (ratio === null ? "–" : `${Math.round(ratio * 100)} %`).padStart(11),
        (r2 ? String(Math.max(r1.p95, r2.p95)) : "–").padStart(7),
        String(page.upstream).padStart(9),
        (page.jsBytes === undefined ? "–" : String(kb(page.jsBytes))).padStart(7),
        (scores
          ? `${scores.performance}/${scores.accessibility}/${scores["best-practices"]}/${scores.seo}`
          : "–"
        ).padStart(16),
      ].join(""),
    );
    if (r1 && r2 && (r1.non2xx || r2.non2xx))
      misses.push(`${page.name}: ${r1.non2xx + r2.non2xx} answers were not 2xx`);
    if (ratio !== null && !page.download && page !== imprint && ratio < MIN_RATIO)
      misses.push(
        `${page.name}: ${(ratio * 100).toFixed(1)} % of /imprint's pages/s (budget ${MIN_RATIO * 100} %)`,
      );
    if (page.upstream > 1)
      misses.push(`${page.name}: ${page.upstream} upstream requests per render (budget 1)`);
    if (page.jsBytes !== undefined && kb(page.jsBytes) > JS_BUDGET_KB[page.js])
      misses.push(
        `${page.name}: ${kb(page.jsBytes)} KB first-load JavaScript (budget ${JS_BUDGET_KB[page.js]} KB)`,
      );
    for (const [category, min] of Object.entries(LIGHTHOUSE_MIN)) {
      if (scores && scores[category] < min)
        misses.push(
          `${page.name}: Lighthouse ${category} ${scores[category]} (budget ${min}; ${scores.failed.join(", ") || "performance"})`,
        );
    }
  }
  const growth = (memory.round2 - memory.round1) / memory.round1;
  if (memory.round2 > MAX_RSS_MB)
    misses.push(`app memory ${memory.round2} MB at the end (budget ${MAX_RSS_MB} MB)`);
  if (growth >= MAX_RSS_GROWTH)
    misses.push(
      `app memory grew ${Math.round(growth * 100)} % in the second round (budget < ${MAX_RSS_GROWTH * 100} %)`,
    );

  console.log(`\n${CONNECTIONS} connections, ${DURATION} s per page and round, one app process, one run\n`);
  console.log(header);
  for (const line of lines) console.log(line);
  const [exactSearch, typoSearch] = ["/search/Herzinsuffizienz", "/search/Herzinsufizienz"].map((name) =>
    pages.find((page) => page.name === name),
  );
  if (exactSearch?.round2 && typoSearch?.round2) {
    const perSecond = (page) => page.round1.perSecond + page.round2.perSecond;
    console.log(
      `\n/search with a typo: ${Math.round((perSecond(typoSearch) / perSecond(exactSearch)) * 100)} % of the exact search's pages/s (both rounds)`,
    );
  }
  console.log(
    `\napp memory (RSS): ${memory.start} MB after start, ${memory.round1} MB after round 1, ${memory.round2} MB after round 2 (${growth >= 0 ? "+" : ""}${Math.round(growth * 100)} %)`,
  );
  console.log(
    "pages/s 1 and 2: two identical rounds; vs imprint: both rounds against /imprint's measured right before the page; upstream: GraphQL requests per render;",
  );
  console.log(
    `JS KB: first-load JavaScript, gzip; LH: Lighthouse mobile, median of ${LIGHTHOUSE_RUNS} runs${LIGHTHOUSE ? "" : " (skipped: BENCH_LIGHTHOUSE=false)"}`,
  );
  if (LIGHTHOUSE) {
    console.log("Lighthouse performance, every run:");
    for (const page of pages.filter((p) => p.scores))
      console.log(`  ${page.name.padEnd(28)}${page.scores.performanceRuns.join(" ")}`);
  }
  if (soaked) {
    const { results, memory: soakMemory, connections, rampSeconds } = soaked;
    const soakGrowth = (soakMemory.end - soakMemory.halfway) / soakMemory.halfway;
    console.log(
      `\nLoad and soak: ${connections} connections (joining over ${rampSeconds} s) together for ${SOAK_SECONDS} s over this mix\n`,
    );
    console.log(
      ["request".padEnd(28), "requests".padStart(9), "p95 ms".padStart(8), "errors".padStart(8)].join(""),
    );
    for (const result of results) {
      console.log(
        [
          result.name.padEnd(28),
          String(result.requests).padStart(9),
          String(result.p95).padStart(8),
          String(result.errors).padStart(8),
        ].join(""),
      );
      if (result.errors > 0)
        misses.push(
          `soak ${result.name}: ${result.errors} errors, ${result.timeouts} of them time-outs (answers: ${JSON.stringify(result.statuses)})`,
        );
    }
    console.log(
      `app memory (RSS) in the soak: ${soakMemory.start} MB at the start, ${soakMemory.halfway} MB half-way through the ${SOAK_SECONDS} s, ${soakMemory.end} MB at the end (${soakGrowth >= 0 ? "+" : ""}${Math.round(soakGrowth * 100)} % in the second half)`,
    );
    if (soakGrowth >= MAX_RSS_GROWTH)
      misses.push(
        `app memory grew ${Math.round(soakGrowth * 100)} % in the soak's second half (budget < ${MAX_RSS_GROWTH * 100} %)`,
      );
  }
  // The live session's fan-out, on platforms of its own; this one stops first (2 cores).
  for (const child of children) child.kill("SIGTERM");
  await new Promise((resolve) => setTimeout(resolve, 1000));
  if (process.env.BENCH_LIVE !== "false") {
    for (const result of await liveFanout()) {
      if (result.p95 > LIVE_P95_MS)
        misses.push(
          `live fan-out, ${result.label}: p95 ${Math.round(result.p95)} ms (budget ${LIVE_P95_MS} ms)`,
        );
    }
  }
  if (misses.length > 0) {
    console.error(`\nBudgets missed:\n${misses.map((miss) => `  - ${miss}`).join("\n")}`);
    process.exitCode = 1;
  } else {
    console.log("\nEvery budget met.");
  }
} finally {
  proxy.close();
  for (const child of children) child.kill("SIGTERM");
}
