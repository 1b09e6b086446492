// Preloaded into an app process by the stalled-upstream test and the fault matrix: collects garbage all the time, so a
// timeout that only lives as long as some object stays reachable is lost (node --expose-gc).
if (typeof globalThis.gc !== "function") throw new Error("run with --expose-gc");
setInterval(() => globalThis.gc(), 25).unref();
