// Production entry of the BFF: `node --import ./instrument.server.mjs scripts/serve-app.mjs`.
import path from "node:path";
import { pathToFileURL } from "node:url";
import { createAppServer } from "./app-server.mjs";
import { startMetricsServer } from "./metrics-server.mjs";

const buildDir = path.resolve(process.env.BUILD_DIR || "build");
const build = await import(pathToFileURL(path.join(buildDir, "server/index.js")).href);
const app = await createAppServer({ build, buildDir });
// The metrics on the operator's port, not the site's (decision 031); a build without metrics has none.
try {
  if (build.entry.module.metrics) startMetricsServer(build.entry.module.metrics.registry);
} catch (error) {
  console.error(JSON.stringify({ level: "error", message: error.message }));
  process.exit(1);
}
const port = Number(process.env.PORT || 3000);
const host = process.env.HOST;
const server = app.listen(port, host, () => {
  // The port actually bound (PORT=0 picks a free one: tests read it from this line).
  console.log(JSON.stringify({ level: "info", message: "app listening", port: server.address().port }));
});

// Graceful shutdown: finish running requests, refuse new ones, then exit.
for (const signal of ["SIGTERM", "SIGINT"]) {
  process.once(signal, () => {
    console.log(JSON.stringify({ level: "info", message: "shutting down", signal }));
    server.close(() => process.exit(0));
    server.closeIdleConnections?.();
    setTimeout(() => process.exit(0), 10_000).unref();
  });
}
