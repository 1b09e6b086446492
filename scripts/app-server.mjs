// The small HTTP server in front of the Remix request handler (docs/decisions/002-express-front-server.md).
// It owns what must happen before any loader or action runs: request id, CSP nonce, security headers,
// the foreign-Origin check for non-GET requests, the client IP for rate limits, and graceful shutdown.
import { createHash, randomBytes, randomUUID } from "node:crypto";
import path from "node:path";
import { createReadableStreamFromReadable, createRequestHandler } from "@remix-run/node";
import { matchRoutes } from "@remix-run/react";
import compression from "compression";
import express from "express";
import { demoForward } from "./demo-forward.mjs";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
// Methods Node accepts but a Web Request cannot carry (the Fetch standard forbids them).
const FORBIDDEN_METHODS = new Set(["CONNECT", "TRACE"]);
// A host name, an IPv4 address or a bracketed IPv6 address, with an optional port: a Host header
// with a path, user info or spaces in it would become part of the page's address.
const HOST = /^(?:[A-Za-z0-9](?:[A-Za-z0-9.-]{0,251}[A-Za-z0-9])?\.?|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;
// A body the app left unread (refused as too large, or not needed) is read and dropped after the
// answer so the connection can carry the next request; a bigger rest closes the connection instead.
const DRAIN_LIMIT_BYTES = 8 * 1024 * 1024;
// A client that takes nothing of an answer for this long is disconnected: what it did not read
// would otherwise stay in memory for as long as it keeps the connection open.
const WRITE_STALL_MS = 60_000;
// A proof's document shows inside its staff page (decision 035): that answer may be framed by this
// site (it says `frame-ancestors 'self'` itself); no other answer may be framed at all.
const FRAMED_BY_SITE = /^\/staff\/nachweise\/\d{1,10}\/dokument$/;

/** A refusal before the app runs, as the app's plain German (or English) page (app/entry.server.tsx). */
async function refuse(build, req, res, status) {
  const page = await build.entry.module.refusalPage(status, req.get("cookie"));
  res
    .status(status)
    .type("html")
    .set({
      "Cache-Control": "no-store",
      "Content-Security-Policy":
        "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'",
    })
    .send(page);
}

/**
 * The host (with its port, if any) the browser asked for: a trusted proxy's X-Forwarded-Host (its
 * first entry), else the Host header. Express's req.hostname drops the port.
 */
function publicHost(req) {
  const forwarded = req.get("x-forwarded-host");
  const trusted = forwarded && req.app.get("trust proxy fn")(req.socket.remoteAddress, 0);
  return trusted ? forwarded.split(",")[0].trim() : req.get("host");
}

/** True for a usable host (and port): what the page's address is built from. */
export function isHost(value) {
  if (typeof value !== "string" || !HOST.test(value)) return false;
  try {
    return new URL(`http://${value}`).host !== "";
  } catch {
    return false; // a port over 65535, an IPv6 address that is none
  }
}

/** True when a state-changing request comes from a page of another site (CSRF). */
export function isForeignOrigin(req, trustedOrigins = []) {
  if (SAFE_METHODS.has(req.method)) return false;
  const source = req.get("origin") ?? req.get("referer");
  if (!source) {
    // A browser that strips Origin and Referer still says where the request came from (Fetch
    // Metadata); without any of them it is no browser form: no ambient-credential risk to guard.
    return req.get("sec-fetch-site") === "cross-site";
  }
  let origin;
  try {
    origin = new URL(source).origin;
  } catch {
    return true; // "null" or garbage: a sandboxed or privacy-stripped context.
  }
  if (trustedOrigins.includes(origin)) return false;
  return new URL(origin).host !== publicHost(req);
}

/**
 * The request id: the one a proxy in front sent (X-Request-Id) when it looks like an id, so one
 * request can be followed through the proxy, this server, the app and the upstream API; else a new one.
 */
export function requestIdFrom(header) {
  return typeof header === "string" && /^[A-Za-z0-9._:-]{8,128}$/.test(header) ? header : randomUUID();
}

// W3C Trace Context, version 00: version, trace id, parent (span) id, flags; lower-case hex only.
const TRACEPARENT = /^00-([0-9a-f]{32})-([0-9a-f]{16})-([0-9a-f]{2})$/;
const ALL_ZERO = /^0+$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The trace id and sampled flag of a valid `traceparent` header; null for anything else (another
 * version, wrong lengths, upper-case hex, an all-zero id), which is then ignored as if not sent.
 */
export function parseTraceparent(header) {
  const match = typeof header === "string" ? TRACEPARENT.exec(header.trim()) : null;
  if (!match || ALL_ZERO.test(match[1]) || ALL_ZERO.test(match[2])) return null;
  return { traceId: match[1], sampled: (Number.parseInt(match[3], 16) & 1) === 1 };
}

/**
 * The trace id a request id stands for: a UUID's own 32 hex digits (the log's request id can be
 * read as the trace id), any other id's SHA-256, cut to 32.
 */
export function traceIdOf(requestId) {
  const hex = UUID.test(requestId) ? requestId.replaceAll("-", "").toLowerCase() : "";
  if (hex && !ALL_ZERO.test(hex)) return hex;
  return createHash("sha256").update(requestId).digest("hex").slice(0, 32);
}

/**
 * The `traceparent` this request's upstream calls carry (decision 031): the caller's trace when it
 * sent a valid one (so an operator's tracing joins), else one made from the request id; a new span
 * id for this server's part, and the caller's sampled flag (sampled when the trace starts here).
 */
export function traceparentFor(header, requestId) {
  const incoming = parseTraceparent(header);
  const traceId = incoming?.traceId ?? traceIdOf(requestId);
  return `00-${traceId}-${spanId()}-${incoming?.sampled === false ? "00" : "01"}`;
}

/**
 * 16 random hex digits: random ones of a UUID, whose randomness Node draws in batches (randomBytes
 * costs a call into OpenSSL each time, several times as much per request).
 */
function spanId() {
  const uuid = randomUUID();
  return uuid.slice(0, 8) + uuid.slice(24, 32);
}

/**
 * The route pattern a path matched (`/search/:term`, `/video/:slug`), for logs: paths carry search
 * terms and personal tokens, patterns do not. Data requests (`/x.data`) log the page's pattern.
 */
export function routePatternOf(routes, pathname) {
  const page = pathname.replace(/\.data$/, "").replace(/^\/_root$/, "/") || "/";
  const matches = matchRoutes(routes, page) ?? [];
  const parts = matches.map((match) => match.route.path).filter(Boolean);
  if (matches.length <= 1) return "unmatched";
  return `/${parts.join("/")}`.replace(/\/+/g, "/");
}

/**
 * routePatternOf, remembering the latest paths' patterns: matching walks the whole route tree (React
 * Router flattens and ranks it on every call, a few hundred µs here), and most requests ask for a
 * path asked for before. At most `size` paths of up to 200 characters, the oldest forgotten first.
 */
export function routePatterns(routes, size = 1000) {
  const known = new Map();
  return (pathname) => {
    let pattern = known.get(pathname);
    if (pattern !== undefined) return pattern;
    pattern = routePatternOf(routes, pathname);
    if (pathname.length <= 200) {
      if (known.size >= size) known.delete(known.keys().next().value);
      known.set(pathname, pattern);
    }
    return pattern;
  };
}

/** Remix's flat route manifest as the nested routes matchRoutes expects. */
export function routeTree(manifest) {
  const children = new Map();
  for (const route of Object.values(manifest)) {
    const parent = route.parentId ?? "";
    children.set(parent, [...(children.get(parent) ?? []), route]);
  }
  const build = (parentId) =>
    (children.get(parentId) ?? []).map((route) => ({
      id: route.id,
      path: route.path,
      index: route.index,
      caseSensitive: route.caseSensitive,
      // A resource route (an event stream, a download) renders no page, as Remix tells them apart.
      resource: Boolean(route.module) && !route.module.default && !route.module.ErrorBoundary,
      children: build(route.id),
    }));
  return build("");
}

/**
 * Whether a request asks for data no page has: Remix's old `?_data=` requests (single fetch never
 * sends them; Remix warns of each one as an error) and a resource route's `.data` address (the
 * event stream would hold its place there and answer the root's data instead).
 */
export function isStrayDataRequest(routes, pathname, query) {
  if (new URLSearchParams(query).has("_data")) return true;
  if (!pathname.endsWith(".data")) return false;
  const page = pathname.replace(/\.data$/, "").replace(/^\/_root$/, "/") || "/";
  return matchRoutes(routes, page)?.at(-1)?.route.resource === true;
}

/** The Web request Remix handles, built as @remix-run/express builds it. */
function remixRequest(req, res) {
  // req.protocol follows "trust proxy"; behind a proxy on 443 the app's own port is not the site's.
  const url = new URL(`${req.protocol}://${publicHost(req)}${req.originalUrl}`);
  const headers = new Headers();
  for (const [key, values] of Object.entries(req.headers)) {
    for (const value of [values ?? []].flat()) headers.append(key, value);
  }
  // Loaders and actions stop when no answer can be sent any more (closed before it finished).
  const controller = new AbortController();
  let finished = false;
  res.on("finish", () => (finished = true));
  res.on("close", () => {
    if (!finished) controller.abort();
  });
  const init = { method: req.method, headers, signal: controller.signal };
  if (req.method !== "GET" && req.method !== "HEAD") {
    init.body = createReadableStreamFromReadable(req);
    init.duplex = "half";
  }
  return new Request(url.href, init);
}

/**
 * Sends a Remix answer as fast as the client takes it. The adapter's writer does not wait for the
 * connection: everything an answer produced went into memory whether the client read it or not,
 * and an event stream that was never read grew without end (decision 023). Here the body is read
 * only when the connection has room; a client that takes nothing for `stallMs` is disconnected.
 */
async function sendAnswer(res, answer, { stallMs }) {
  res.statusMessage = answer.statusText;
  res.status(answer.status);
  for (const [key, value] of answer.headers.entries()) res.append(key, value);
  if (/text\/event-stream/i.test(answer.headers.get("Content-Type") ?? "")) res.flushHeaders();
  if (!answer.body) return void res.end();
  const reader = answer.body.getReader();
  const stopReading = () => void reader.cancel().catch(() => {});
  // The client went away: the body's source stops too (an event stream leaves its relay).
  res.once("close", stopReading);
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return void res.end();
      const room = res.write(value);
      res.flush?.();
      if (!room && !(await drained(res, stallMs))) {
        stopReading();
        return void res.destroy();
      }
    }
  } catch (error) {
    res.destroy(error);
    throw error;
  } finally {
    res.off("close", stopReading);
  }
}

/** True once the connection took what was written; false when it closed or took nothing for `stallMs`. */
function drained(res, stallMs) {
  if (res.destroyed) return Promise.resolve(false);
  return new Promise((resolve) => {
    const done = (outcome) => {
      clearTimeout(timer);
      res.off("close", onClose);
      resolve(outcome);
    };
    const onClose = () => done(false);
    const timer = setTimeout(() => done(false), stallMs);
    // `once`: the compression in front hands drain listeners on to its stream and takes back none.
    res.once("drain", () => done(true));
    res.once("close", onClose);
  });
}

/**
 * Express's "trust proxy" from TRUST_PROXY (operators: the proxies in front that may set
 * X-Forwarded-For): unset or "false" trusts none, so the client is the connection's peer; a number
 * is how many proxy hops to trust; otherwise a comma-separated list of addresses or subnets
 * ("loopback", "10.0.0.0/8"). "true" trusts every hop and lets any client choose its address: avoid.
 */
export function trustProxySetting(value) {
  const setting = value?.trim();
  if (!setting || setting === "false") return false;
  if (setting === "true") return true;
  if (/^\d+$/.test(setting)) return Number(setting);
  return setting
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
}

export async function createAppServer({
  build,
  buildDir = "build",
  production = process.env.NODE_ENV === "production",
  writeStallMs = WRITE_STALL_MS,
}) {
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", trustProxySetting(process.env.TRUST_PROXY));
  const trustedOrigins = (process.env.TRUSTED_ORIGINS ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);

  const routes = routeTree(build.routes);
  const patternOf = routePatterns(routes);

  app.use(compression());
  app.use((req, res, next) => {
    res.locals.requestId = requestIdFrom(req.get("x-request-id"));
    // The app's upstream client forwards this header (app/.server/api.ts): one id end to end.
    req.headers["x-request-id"] = res.locals.requestId;
    // And the trace, checked or made here: what a client sent is never passed on unchecked.
    req.headers.traceparent = traceparentFor(req.get("traceparent"), res.locals.requestId);
    res.locals.traceId = req.headers.traceparent.slice(3, 35);
    res.locals.cspNonce = randomBytes(16).toString("base64");
    res.set({
      "X-Request-Id": res.locals.requestId,
      "X-Content-Type-Options": "nosniff",
      "Referrer-Policy": "strict-origin-when-cross-origin",
      "X-Frame-Options": FRAMED_BY_SITE.test(req.path) ? "SAMEORIGIN" : "DENY",
      // Camera and microphone only for this site: a speaker joins a live session (decision 023).
      "Permissions-Policy": "camera=(self), microphone=(self), geolocation=()",
      "Cross-Origin-Opener-Policy": "same-origin",
    });
    if (production) res.set("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
    next();
  });

  // Refused before anything reads the address: a Host that is no host (the page's address would be
  // another than the path the checks below saw) and methods no Web Request carries (an error each).
  app.use((req, res, next) => {
    const refusal = FORBIDDEN_METHODS.has(req.method) ? 405 : isHost(publicHost(req)) ? 0 : 400;
    if (!refusal) return next();
    if (refusal === 405) res.set("Allow", "GET, HEAD, POST");
    build.entry.module
      .refusalText(refusal, req.get("cookie"))
      .then((text) => res.status(refusal).type("text/plain").set("Cache-Control", "no-store").send(text))
      .catch(next);
  });

  // A backslash in the path (raw or %5C) is in no page's address, and React Router cannot build the
  // page's links for it (`/\` reads as `//`): such requests get a plain 404 page.
  app.use((req, res, next) => {
    if (/\\|%5c/i.test(req.path)) return void refuse(build, req, res, 404).catch(next);
    next();
  });

  const clientDir = path.resolve(buildDir, "client");
  // Vite fingerprints assets: cache them for a year.
  app.use("/assets", express.static(path.join(clientDir, "assets"), { immutable: true, maxAge: "1y" }));
  app.use(express.static(clientDir, { maxAge: "1h" }));

  app.use((req, res, next) => {
    if (!isForeignOrigin(req, trustedOrigins)) return next();
    // Before any action runs. A page (a form another site posted) gets the 403 page in the visitor's
    // language; a data request (only scripts send those) a short text.
    if (req.path.endsWith(".data")) {
      return res.status(403).type("text/plain").send("Forbidden: cross-site request refused.");
    }
    refuse(build, req, res, 403).catch(next);
  });

  // The request log and the metrics (decision 031; older or test builds may have none).
  const logRequests = process.env.LOG_REQUESTS !== "false";
  const { metrics } = build.entry.module;
  app.use((req, res, next) => {
    const started = process.hrtime.bigint();
    res.on("finish", () => {
      if (!logRequests && !metrics) return;
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      // The route pattern, never the path or query: they can carry search terms or personal tokens.
      const route = patternOf(req.path);
      metrics?.observeRequest(req.method, route, res.statusCode, ms / 1000);
      if (!logRequests) return;
      console.log(
        JSON.stringify({
          time: new Date().toISOString(),
          level: "info",
          message: "request",
          requestId: res.locals.requestId,
          traceId: res.locals.traceId,
          method: req.method,
          route,
          data: req.path.endsWith(".data") || undefined,
          status: res.statusCode,
          ms: Math.round(ms),
        }),
      );
    });
    next();
  });

  app.use((req, res, next) => {
    res.on("finish", () => {
      if (req.complete || req.destroyed) return;
      // The adapter's stream reader stopped where the app stopped reading: take over and drop the rest.
      req.removeAllListeners("data");
      let drained = 0;
      req.on("data", (chunk) => {
        drained += chunk.length;
        if (drained > DRAIN_LIMIT_BYTES) req.socket.destroy();
      });
      req.resume();
    });
    next();
  });

  // Demo mode: the upstream's media, uploads, payment and outbox pages at this origin (decision 032).
  app.use(
    demoForward({
      publicHost,
      refusalText: (status, req) => build.entry.module.refusalText(status, req.get("cookie")),
    }),
  );

  // Data no page has: refused before Remix runs (neither a held stream nor a warning per request).
  app.use((req, res, next) => {
    const query = req.originalUrl.split("?").slice(1).join("?");
    if (!isStrayDataRequest(routes, req.path, query)) return next();
    build.entry.module
      .refusalText(404, req.get("cookie"))
      .then((text) => res.status(404).type("text/plain").set("Cache-Control", "no-store").send(text))
      .catch(next);
  });

  const handleRequest = createRequestHandler(build, production ? "production" : "development");
  const loadContext = (req, res) => ({
    cspNonce: res.locals.cspNonce,
    requestId: res.locals.requestId,
    clientIp: req.ip ?? req.socket.remoteAddress ?? "unknown",
    // For answers that stream on (the live session's events): the request's abort signal reaches
    // a loader through Remix's copies of the request, which hold it by weak references only, and
    // is lost once they are collected; the browser's leaving is then never noticed (decision 023).
    onClose: (listener) => {
      // Gone already (while the loader waited for the upstream): the event will not come again.
      if (res.closed) {
        queueMicrotask(listener);
        return () => {};
      }
      res.once("close", listener);
      return () => void res.off("close", listener);
    },
  });
  const handleWithRemix = async (req, res, next) => {
    try {
      let answer = await handleRequest(remixRequest(req, res), loadContext(req, res));
      // A resource route's thrown refusal reaches the client as Remix's JSON "Unexpected Server
      // Error", whatever its status: the status's short text instead.
      if (answer.headers.get("X-Remix-Error") === "yes") {
        const text = await build.entry.module.refusalText(answer.status, req.get("cookie"));
        answer = new Response(text, {
          status: answer.status,
          headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
        });
      }
      await sendAnswer(res, answer, { stallMs: writeStallMs });
    } catch (error) {
      next(error);
    }
  };
  // What the loaders of one request share, e.g. one upstream batch (app/.server/request-scope.ts).
  const { runInRequestScope } = build.entry.module;
  app.all("*", (req, res, next) => runInRequestScope(() => handleWithRemix(req, res, next)));
  return app;
}
