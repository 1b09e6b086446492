// The small HTTP server in front of the Remix request handler (docs/decisions/002-express-front-server.md).
// It owns what must happen before any loader or action runs: request id, CSP nonce, security headers,
// the foreign-Origin check for non-GET requests, the client IP for rate limits, and graceful shutdown.
import { randomBytes, randomUUID } from "node:crypto";
import path from "node:path";
import { createRequestHandler } from "@remix-run/express";
import compression from "compression";
import express from "express";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** True when a state-changing request comes from a page of another site (CSRF). */
export function isForeignOrigin(req, trustedOrigins = []) {
  if (SAFE_METHODS.has(req.method)) return false;
  const source = req.get("origin") ?? req.get("referer");
  if (!source) return false; // Not sent by a browser form: no ambient-credential risk to guard here.
  let origin;
  try {
    origin = new URL(source).origin;
  } catch {
    return true; // "null" or garbage: a sandboxed or privacy-stripped context.
  }
  if (trustedOrigins.includes(origin)) return false;
  const host =
    req.get("x-forwarded-host") && req.app.get("trust proxy") ? req.get("x-forwarded-host") : req.get("host");
  return new URL(origin).host !== host;
}

export async function createAppServer({
  build,
  buildDir = "build",
  production = process.env.NODE_ENV === "production",
}) {
  const app = express();
  app.disable("x-powered-by");
  if (process.env.TRUST_PROXY)
    app.set("trust proxy", process.env.TRUST_PROXY === "true" ? true : process.env.TRUST_PROXY);
  const trustedOrigins = (process.env.TRUSTED_ORIGINS ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);

  app.use(compression());
  app.use((req, res, next) => {
    res.locals.requestId = req.get("x-request-id") ?? randomUUID();
    res.locals.cspNonce = randomBytes(16).toString("base64");
    res.set({
      "X-Request-Id": res.locals.requestId,
      "X-Content-Type-Options": "nosniff",
      "Referrer-Policy": "strict-origin-when-cross-origin",
      "X-Frame-Options": "DENY",
      "Permissions-Policy": "camera=(), microphone=(), geolocation=()",
      "Cross-Origin-Opener-Policy": "same-origin",
    });
    if (production) res.set("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
    next();
  });

  const clientDir = path.resolve(buildDir, "client");
  // Vite fingerprints assets: cache them for a year.
  app.use("/assets", express.static(path.join(clientDir, "assets"), { immutable: true, maxAge: "1y" }));
  app.use(express.static(clientDir, { maxAge: "1h" }));

  app.use((req, res, next) => {
    if (!isForeignOrigin(req, trustedOrigins)) return next();
    res.status(403).type("text/plain").send("Forbidden: cross-site request refused.");
  });

  app.use((req, res, next) => {
    const started = process.hrtime.bigint();
    res.on("finish", () => {
      if (process.env.LOG_REQUESTS === "false") return;
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      // No query strings: they can carry tokens (reset links) or search terms.
      console.log(
        JSON.stringify({
          time: new Date().toISOString(),
          level: "info",
          message: "request",
          requestId: res.locals.requestId,
          method: req.method,
          path: req.path,
          status: res.statusCode,
          ms: Math.round(ms),
        }),
      );
    });
    next();
  });

  app.all(
    "*",
    createRequestHandler({
      build,
      mode: production ? "production" : "development",
      getLoadContext: (req, res) => ({
        cspNonce: res.locals.cspNonce,
        requestId: res.locals.requestId,
        clientIp: req.ip ?? req.socket.remoteAddress ?? "unknown",
      }),
    }),
  );
  return app;
}
