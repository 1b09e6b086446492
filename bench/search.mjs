// Search that forgives (decision 028) over the 100,000-item catalogue: the reference API's `search`
// with a typo, an abbreviation or a class against the exact search of the same thing, side by side
// in one run. In `npm run bench` (against its API), or alone: `node bench/search.mjs` seeds a catalogue
// of BENCH_CATALOGUE items (default 100,000) and starts an API of its own. Each term is measured right
// after its exact search, in BENCH_SEARCH_ROUNDS rounds of BENCH_SEARCH_SECONDS s each (default 3 × 3 s),
// so the machine's drift cancels out of the ratio: compare ratios, not absolute figures. Never part of
// `npm test`.
import { spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { tsImport } from "tsx/esm/api";
import { seedLargeCatalogue, productionApiEnv } from "./production-api.mjs";

const SECONDS = Number(process.env.BENCH_SEARCH_SECONDS ?? 3);
const ROUNDS = Number(process.env.BENCH_SEARCH_ROUNDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);

/** Each forgiving search beside the exact search of the same thing. */
export const SEARCH_PAIRS = [
  { term: "Herzinsufizienz", exact: "Herzinsuffizienz", kind: "typo, 1 letter" },
  { term: "Hertzinsufizienz", exact: "Herzinsuffizienz", kind: "typo, 2 letters" },
  { term: "Herzinsufiz", exact: "Herzinsuffiz", kind: "typo, word being typed" },
  { term: "Migrne", exact: "Migräne", kind: "typo in a short word" },
  {
    term: "koronare Herzkrankhiet Therapie",
    exact: "koronare Herzkrankheit Therapie",
    kind: "typo, 3 words",
  },
  { term: "VHF", exact: "Vorhofflimmern", kind: "abbreviation" },
  { term: "SGLT2", exact: "Empagliflozin", kind: "class / one medicine" },
];

const QUERY = `query($t: String!) { search(term: $t, perPage: 20) { total groups { type count }
  data { __typename ... on Vod { slug title } ... on Livestream { slug title } ... on Tag { slug name } } } }`;

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

function load(url, term, seconds) {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url,
        method: "POST",
        connections: CONNECTIONS,
        duration: seconds,
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ query: QUERY, variables: { t: term } }),
      },
      (error, result) => {
        if (error) return reject(error);
        resolve({ perSecond: result.requests.average, p50: result.latency.p50, non2xx: result.non2xx });
      },
    );
  });
}

/**
 * The search store alone, in this process (its own connection to the database): milliseconds of one
 * thread per search, each pair in turns, 9 rounds of 100 searches. Steadier than requests per second
 * on a busy machine: nothing else shares the measurement.
 */
async function storeBench(dataDir) {
  const { openDatabase } = await tsImport("../server/db.ts", import.meta.url);
  const { createSearchStore } = await tsImport("../server/store/search.ts", import.meta.url);
  const db = openDatabase(path.join(dataDir, "api.sqlite"));
  const store = createSearchStore(db);
  const time = (term) => {
    const started = performance.now();
    for (let i = 0; i < 100; i++) store.search(term, null, 20, 0);
    return (performance.now() - started) / 100;
  };
  time("Herzinsufizienz"); // reads the vocabulary
  console.log("\nThe search store alone (one thread, ms per search, median of 9 rounds of 100, in turns)\n");
  console.log(
    [
      "search".padEnd(33),
      "ms".padStart(6),
      "  exact search".padEnd(35),
      "ms".padStart(6),
      "time".padStart(8),
    ].join(""),
  );
  for (const pair of SEARCH_PAIRS) {
    const [forgiving, exact, ratios] = [[], [], []];
    for (let round = 0; round < 9; round++) {
      exact.push(time(pair.exact));
      forgiving.push(time(pair.term));
      ratios.push(forgiving.at(-1) / exact.at(-1));
    }
    console.log(
      [
        pair.term.padEnd(33),
        median(forgiving).toFixed(2).padStart(6),
        `  ${pair.exact}`.padEnd(35),
        median(exact).toFixed(2).padStart(6),
        `${median(ratios).toFixed(2)} ×`.padStart(8),
      ].join(""),
    );
  }
  console.log("time: the search's time as a multiple of its exact search's (median of the rounds)");
  db.close();
}

/**
 * Measures each pair side by side through the API, then (with `dataDir`) in the search store alone;
 * answers the budget misses (errors, or nothing found).
 */
export async function searchBench(graphqlUrl, dataDir) {
  const totals = new Map();
  const terms = [...new Set(SEARCH_PAIRS.flatMap((pair) => [pair.exact, pair.term]))];
  for (const term of terms) {
    const answer = await fetch(graphqlUrl, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ query: QUERY, variables: { t: term } }),
    });
    const { data } = await answer.json();
    totals.set(term, data.search.total);
    await load(graphqlUrl, term, 1); // warm: the vocabulary is read on the first search
  }
  const rows = SEARCH_PAIRS.map((pair) => ({ ...pair, exactRuns: [], runs: [], ratios: [] }));
  for (let round = 0; round < ROUNDS; round++) {
    for (const row of rows) {
      const exact = await load(graphqlUrl, row.exact, SECONDS);
      const forgiving = await load(graphqlUrl, row.term, SECONDS);
      row.exactRuns.push(exact);
      row.runs.push(forgiving);
      row.ratios.push(forgiving.perSecond / exact.perSecond);
    }
  }
  const misses = [];
  console.log(
    `\nSearch over the catalogue (reference API, ${CONNECTIONS} connections, ${ROUNDS} rounds of ${SECONDS} s per term, each right after its exact search)\n`,
  );
  console.log(
    [
      "search".padEnd(33),
      "hits".padStart(6),
      "req/s".padStart(7),
      "p50".padStart(5),
      "  exact search".padEnd(35),
      "hits".padStart(6),
      "req/s".padStart(7),
      "p50".padStart(5),
      "ratio".padStart(7),
    ].join(""),
  );
  const perSecond = (runs) => median(runs.map((run) => run.perSecond)).toFixed(0);
  const p50 = (runs) => String(median(runs.map((run) => run.p50)));
  for (const row of rows) {
    console.log(
      [
        row.term.padEnd(33),
        String(totals.get(row.term)).padStart(6),
        perSecond(row.runs).padStart(7),
        p50(row.runs).padStart(5),
        `  ${row.exact}`.padEnd(35),
        String(totals.get(row.exact)).padStart(6),
        perSecond(row.exactRuns).padStart(7),
        p50(row.exactRuns).padStart(5),
        `${Math.round(median(row.ratios) * 100)} %`.padStart(7),
        `  ${row.kind}`,
      ].join(""),
    );
    const failed = [...row.runs, ...row.exactRuns].reduce((sum, run) => sum + run.non2xx, 0);
    if (failed > 0) misses.push(`search "${row.term}" / "${row.exact}": ${failed} answers were not 2xx`);
    if (totals.get(row.term) === 0) misses.push(`search "${row.term}" found nothing`);
  }
  console.log(
    "ratio: requests per second of the search as a share of its exact search's, measured right before it (median of the rounds); p50 in ms",
  );
  if (dataDir) await storeBench(dataDir);
  return misses;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dataDir = process.env.BENCH_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), "cme-bench-search-"));
  const size = Number(process.env.BENCH_CATALOGUE ?? 100_000);
  if (!process.env.BENCH_DATA_DIR) {
    seedLargeCatalogue(dataDir, size);
  }
  const port = Number(process.env.API_PORT ?? 4310);
  const api = spawn(process.execPath, ["--import", "tsx", "server/index.ts"], {
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, ...productionApiEnv(port, dataDir) },
  });
  try {
    let up = false;
    for (let i = 0; i < 600 && !up; i++) {
      up = await fetch(`http://127.0.0.1:${port}/healthz`).then(
        (answer) => answer.ok,
        () => false,
      );
      if (!up) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    if (!up) throw new Error("the reference API did not come up");
    const misses = await searchBench(`http://127.0.0.1:${port}/graphql`, dataDir);
    if (misses.length > 0) {
      console.error(`\nMissed:\n${misses.map((miss) => `  - ${miss}`).join("\n")}`);
      process.exitCode = 1;
    }
  } finally {
    api.kill("SIGTERM");
  }
}
