// Production entry of the BFF: `node --import ./instrument.server.mjs scripts/serve-app.mjs`.
import { createAppServer } from "./app-server.mjs";

const build = await import(new URL("../build/server/index.js", import.meta.url).href);
const app = await createAppServer({ build });
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST;
const server = app.listen(port, host, () => {
  console.log(JSON.stringify({ level: "info", message: "app listening", port }));
});

// Graceful shutdown: finish running requests, refuse new ones, then exit.
for (const signal of ["SIGTERM", "SIGINT"]) {
  process.once(signal, () => {
    server.close(() => process.exit(0));
    server.closeIdleConnections?.();
    setTimeout(() => process.exit(0), 10_000).unref();
  });
}
