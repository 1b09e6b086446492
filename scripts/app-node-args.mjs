/**
 * Node's flags for the app process (scripts/start.mjs, and the benchmark, which measures the app as
 * it runs in production). The old generation is bounded (APP_HEAP_MB, default 192): unbounded, V8
 * let a busy app grow to 500 MB of memory it did not need, where 192 MB of heap keep it near 200 MB
 * at the same pages/s (measured with `npm run bench`).
 */
/** @param {Record<string, string | undefined>} env */
export function appNodeArgs(env = process.env) {
  const heapMb = Number(env.APP_HEAP_MB || 192);
  if (!Number.isInteger(heapMb) || heapMb < 64)
    throw new Error("APP_HEAP_MB must be a whole number of at least 64");
  return [`--max-old-space-size=${heapMb}`];
}
