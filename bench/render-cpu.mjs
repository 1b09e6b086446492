// The app's own CPU per page render, measured in-process: `node bench/render-cpu.mjs [buildDir …]`.
// A load test on 2 shared cores moves by several points between runs, so a change of a few per
// cent cannot be seen in it (decision 021). Here each build's server bundle is loaded into this one
// process and the builds render the pages in turns against one running reference API, so the
// machine's drift hits them alike. The figure is the main thread's CPU per render (the API's, in
// its own process, is not counted). With one app process a page's pages/s is about
// 1 / (CPU per render), so "÷ /imprint" is about the inverse of the bench's ratio.
//
// Builds are copies of `build/` inside the project (their imports resolve from its node_modules),
// e.g. `cp -r build /work/main/build-before` (ignored by git like /build). Needs a running reference
// API: GRAPHQL_URL, default http://127.0.0.1:4400/graphql, e.g.
// `DATA_DIR=.data-large npx tsx server/cli/seed-large.ts 100000` then
// `API_PORT=4400 DATA_DIR=.data-large npm run api`. BENCH_PAGES (comma-separated, `*` = signed in
// as the demo doctor), BENCH_ROUNDS and BENCH_RENDERS set the work; BENCH_VERBOSE=1 prints each round.
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";

process.env.NODE_ENV = "production";
process.env.GRAPHQL_URL ??= "http://127.0.0.1:4400/graphql";
process.env.SESSION_SECRET ??= "bench-secret-bench-secret-bench-secret";
process.env.DATA_DIR ??= mkdtempSync(path.join(tmpdir(), "cme-render-cpu-"));
process.env.COOKIE_SECURE = "false";
process.env.LOG_REQUESTS = "false";

const { createRequestHandler } = await import("@remix-run/node");

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 6);
const RENDERS = Number(process.env.BENCH_RENDERS ?? 300);
const ORIGIN = "http://127.0.0.1:3000";
const PAGES = (
  process.env.BENCH_PAGES ??
  "/imprint,/home*,/fachgebiete,/fachgebiete/kardiologie,/video/expertenrunde-herzinsuffizienz-kontroversen-und-konsens-2*,/profile/certificates*"
)
  .split(",")
  .map((entry) => ({ path: entry.replace(/\*$/, ""), signedIn: entry.endsWith("*"), key: entry }));

const buildDirs = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ["build"];

async function loadBuild(dir) {
  const build = await import(pathToFileURL(path.resolve(dir, "server/index.js")).href);
  const handler = createRequestHandler(build, "production");
  let requests = 0;
  const handle = (request) =>
    build.entry.module.runInRequestScope(() =>
      handler(request, { cspNonce: "bench", requestId: `render-cpu-${++requests}`, clientIp: "127.0.0.1" }),
    );
  const login = await handle(
    new Request(`${ORIGIN}/?index`, {
      method: "POST",
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        Origin: ORIGIN,
        Host: new URL(ORIGIN).host,
      },
      body: new URLSearchParams({ email: "arzt@example.com", password: "fortbildung2026" }),
    }),
  );
  const cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  if (login.status !== 302 || !cookie.includes("__session=")) throw new Error(`login failed in ${dir}`);
  return { dir, handle, cookie };
}

async function render(build, page) {
  const response = await build.handle(
    new Request(ORIGIN + page.path, { headers: page.signedIn ? { Cookie: build.cookie } : {} }),
  );
  if (response.status !== 200) throw new Error(`${page.path} answered ${response.status} in ${build.dir}`);
  return (await response.arrayBuffer()).byteLength;
}

/**
 * CPU time of this process's main thread in ms (Linux, in clock ticks of 10 ms, which average out over
 * the run): the collector's helper threads and the thread pool (session files) are left out, as on a
 * busy server they run on the other core. Elsewhere, the whole process's (process.cpuUsage).
 */
const TICK_MS = 10;
function mainThreadMs() {
  try {
    const stat = readFileSync(`/proc/self/task/${process.pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    // utime and stime: fields 14 and 15 of stat(5), here counted from the state (field 3).
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
  } catch {
    const { user, system } = process.cpuUsage();
    return (user + system) / 1000;
  }
}

const builds = [];
for (const dir of buildDirs) builds.push(await loadBuild(dir));
for (const build of builds) for (const page of PAGES) await render(build, page); // warm

// Pages and builds take turns every BATCH renders, so a slow minute of the machine (the same build
// measured 7.7 and 11.8 ms minutes apart here) hits all of them alike; the figures are medians of
// per-round ratios.
const BATCH = 10;
const perRound = []; // per round: Map `${build index} ${page key}` → ms per render
for (let round = 0; round < ROUNDS; round++) {
  const spent = new Map();
  for (let done = 0; done < RENDERS; done += BATCH) {
    for (const page of PAGES) {
      // Alternate which build goes first, so neither always runs on a freshly collected heap.
      const order = builds.map((_, i) => i);
      if ((done / BATCH) % 2 === 1) order.reverse();
      for (const i of order) {
        const before = mainThreadMs();
        for (let n = 0; n < BATCH; n++) await render(builds[i], page);
        const key = `${i} ${page.key}`;
        spent.set(key, (spent.get(key) ?? 0) + mainThreadMs() - before);
      }
    }
  }
  perRound.push(new Map([...spent].map(([key, ms]) => [key, ms / RENDERS])));
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const across = (f) => median(perRound.map(f));
const imprint = PAGES.find((page) => page.key === "/imprint");
const cell = (i, page) => (round) => round.get(`${i} ${page.key}`);
const rows = PAGES.map((page) => [
  `${page.path.slice(0, 40)}${page.signedIn ? " (in)" : ""}`.padEnd(44),
  ...builds.flatMap((_, i) => [
    across(cell(i, page)).toFixed(2).padStart(15),
    (imprint ? across((r) => cell(i, page)(r) / cell(i, imprint)(r)).toFixed(2) : "–").padStart(11),
  ]),
  ...(builds.length > 1
    ? [
        across((r) => cell(builds.length - 1, page)(r) / cell(0, page)(r))
          .toFixed(3)
          .padStart(13),
      ]
    : []),
]);
console.log(`\napp CPU per render, ms, main thread (median of ${ROUNDS} rounds × ${RENDERS} renders)\n`);
console.log(
  [
    "page".padEnd(44),
    ...builds.flatMap((b) => [b.dir.slice(-14).padStart(15), "÷ /imprint".padStart(11)]),
    ...(builds.length > 1 ? ["last ÷ first".padStart(13)] : []),
  ].join(""),
);
for (const row of rows) console.log(row.join(""));
if (process.env.BENCH_VERBOSE)
  for (const round of perRound) console.log([...round].map(([k, v]) => `${k}: ${v.toFixed(2)}`).join(", "));
const bytes = [];
for (const page of PAGES) bytes.push(`${page.key} ${await render(builds[0], page)}`);
console.log(`\nHTML bytes (${builds[0].dir}): ${bytes.join(", ")}`);
process.exit(0);
