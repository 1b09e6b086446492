// Preloaded into an app process by the stalled-upstream test and the fault matrix: collects garbage all the time, so a
// timeout that only lives as long as some object stays reachable is lost (node --expose-gc).
// Every 100 ms: 10–15 collections within the tests' upstream deadlines (1–1.5 s), and both suites
// still fail on the old `AbortSignal.any` deadline. Every 25 ms, the collector took half the app's
// time and the fault matrix twice as long (74 s against 36 s).
if (typeof globalThis.gc !== "function") throw new Error("run with --expose-gc");
setInterval(() => globalThis.gc(), 100).unref();
