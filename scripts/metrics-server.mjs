// The operator's metrics (decision 031): Prometheus text at /metrics on a port of its own
// (METRICS_PORT, on METRICS_HOST, default 127.0.0.1), never on the site's port; with METRICS_TOKEN
// only for `Authorization: Bearer <token>`. METRICS_PORT unset: not served.
import { createHash, timingSafeEqual } from "node:crypto";
import { createServer } from "node:http";

const LOOPBACK = /^(localhost|127(\.\d{1,3}){3}|::1)$/;

/**
 * The metrics endpoint's settings from the environment; null when METRICS_PORT is unset.
 * @param {Record<string, string | undefined>} env
 */
export function metricsSettings(env = process.env) {
  const port = env.METRICS_PORT?.trim();
  if (!port) return null;
  if (!/^\d{1,5}$/.test(port) || Number(port) > 65_535) {
    throw new Error(
      `METRICS_PORT must be a port number (0 picks a free one), not "${port}"; see .env.example.`,
    );
  }
  if (/\s/.test(env.METRICS_TOKEN ?? "")) throw new Error("METRICS_TOKEN must not contain spaces.");
  return {
    port: Number(port),
    host: env.METRICS_HOST?.trim() || "127.0.0.1",
    token: env.METRICS_TOKEN || undefined,
  };
}

// Compared as digests: equal length whatever was sent, so the comparison takes the same time.
const digest = (text) => createHash("sha256").update(text).digest();

/** An HTTP server that answers GET /metrics with the registry's text, and nothing else. */
export function createMetricsServer(registry, { token } = {}) {
  const expected = token ? digest(token) : null;
  return createServer((req, res) => {
    const plain = (status, text, headers = {}) =>
      void res.writeHead(status, { "Content-Type": "text/plain; charset=utf-8", ...headers }).end(text);
    if ((req.url ?? "").split("?")[0] !== "/metrics") return plain(404, "Not found\n");
    if (req.method !== "GET" && req.method !== "HEAD")
      return plain(405, "GET only\n", { Allow: "GET, HEAD" });
    const given = /^bearer +(\S+)$/i.exec(req.headers.authorization ?? "")?.[1] ?? "";
    if (expected && !timingSafeEqual(digest(given), expected)) {
      return plain(401, "Unauthorized\n", { "WWW-Authenticate": 'Bearer realm="metrics"' });
    }
    registry.metrics().then(
      (text) => {
        res.writeHead(200, { "Content-Type": registry.contentType, "Cache-Control": "no-store" });
        res.end(req.method === "HEAD" ? undefined : text);
      },
      (error) => {
        console.error(JSON.stringify({ level: "error", message: "metrics failed", error: String(error) }));
        plain(500, "Metrics failed\n");
      },
    );
  });
}

/**
 * Serves the registry when METRICS_PORT is set; logs the port actually bound (0 picks a free one).
 * @param {Record<string, string | undefined>} env
 */
export function startMetricsServer(registry, env = process.env) {
  const settings = metricsSettings(env);
  if (!settings) return null;
  const server = createMetricsServer(registry, settings);
  server.listen(settings.port, settings.host, () => {
    const { port } = server.address();
    console.log(JSON.stringify({ level: "info", message: "metrics listening", host: settings.host, port }));
    if (!settings.token && !LOOPBACK.test(settings.host)) {
      console.log(
        JSON.stringify({
          level: "warn",
          message:
            "metrics are served beyond this machine without METRICS_TOKEN: whoever reaches the port reads them",
          host: settings.host,
        }),
      );
    }
  });
  return server;
}
