// The upstream's public routes at the app's own origin (docs/decisions/032-one-port-demo.md): with
// API_FORWARD_PATH (`npm start` sets /demo-api in demo mode) the front server forwards
// `<path>/videos/…`, `<path>/media/….svg`, `<path>/uploads`, `<path>/checkout/tr_…` and
// `<path>/outbox` to GRAPHQL_URL's origin, streaming both ways, and tells the upstream the site's
// origin (X-Forwarded-Host, -Proto) so the addresses it hands out name it. Nothing else is forwarded
// (not GraphQL: the browser never talks to the upstream); without API_FORWARD_PATH, nothing at all.
import { request as httpRequest } from "node:http";
import { request as httpsRequest } from "node:https";

/** The reference storage's own limit on an upload's body (server/uploads.ts UPLOAD_MAX_BODY_BYTES). */
export const UPLOAD_MAX_BODY_BYTES = 10 * 1024 * 1024 + 512 * 1024;
// The demo payment provider's form: a method, an outcome and a number.
const PAYMENT_FORM_MAX_BYTES = 16 * 1024;
// An answer (or an upload's body) that moves no byte for this long is given up: the house's write stall.
const STALL_MS = 60_000;

const READ = ["GET", "HEAD"];
/** What is forwarded: path (after the forward's own), methods, largest body, deadline for the answer. */
const ROUTES = [
  { path: /^\/videos\/[^/]+\/[^/]+$/, methods: READ },
  { path: /^\/media\/[a-z-]+\/[a-z0-9-]+\.svg$/, methods: READ },
  { path: /^\/outbox$/, methods: READ },
  { path: /^\/checkout\/tr_[0-9a-f]{16}$/, methods: [...READ, "POST"], maxBody: PAYMENT_FORM_MAX_BYTES },
  // The storage answers once the whole file is in: as slow as the user's upload may be.
  { path: /^\/uploads$/, methods: ["POST"], maxBody: UPLOAD_MAX_BODY_BYTES, upload: true },
];

// Request headers the upstream needs; cookies (the app's session) and anything else stay here.
const REQUEST_HEADERS = [
  "accept",
  "accept-language",
  "content-length",
  "content-type",
  "if-range",
  "range",
  "user-agent",
  "x-request-id",
];
// Hop-by-hop headers, and cookies the upstream must not set on the site.
const DROPPED_ANSWER_HEADERS = new Set([
  "connection",
  "keep-alive",
  "proxy-connection",
  "transfer-encoding",
  "upgrade",
  "set-cookie",
]);
// The upstream's pages (the outbox, the payment provider's) now share the site's origin: no script
// runs in them, they load nothing from elsewhere and post only to themselves.
const FORWARDED_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; img-src 'self'; media-src 'self'; " +
  "form-action 'self'; frame-ancestors 'none'; base-uri 'none'";

const FORWARD_PATH = /^(?:\/[A-Za-z0-9._~-]+)+$/;

/** The forward's settings from the environment; null when it is off. */
export function forwardSettings(env = process.env) {
  const path = env.API_FORWARD_PATH;
  if (!path) return null;
  if (!FORWARD_PATH.test(path)) throw new Error(`API_FORWARD_PATH must look like /demo-api, got "${path}"`);
  const number = (value, fallback) => (Number(value) > 0 ? Number(value) : fallback);
  return {
    path,
    upstream: new URL(env.GRAPHQL_URL).origin,
    answerTimeoutMs: number(env.UPSTREAM_TIMEOUT_MS, 10_000),
    uploadTimeoutMs: number(env.UPLOAD_TIMEOUT_MS, 120_000),
    stallMs: STALL_MS,
  };
}

/**
 * Express middleware: forwards what is under the forward's path, passes everything else on.
 * `publicHost(req)`: the host the browser asked for (after TRUST_PROXY); `refusalText(status, req)`:
 * the app's short German (or English) text for a refusal.
 */
export function demoForward({ publicHost, refusalText, settings = forwardSettings() }) {
  if (!settings) return (_req, _res, next) => next();
  const prefix = `${settings.path}/`;
  const upstream = new URL(settings.upstream);
  const send = upstream.protocol === "https:" ? httpsRequest : httpRequest;

  return (req, res, next) => {
    if (!req.path.startsWith(prefix)) return next();
    const path = req.path.slice(settings.path.length);
    const route = ROUTES.find((candidate) => candidate.path.test(path));

    let refused = false;
    const refuse = (status, code, headers = {}) => {
      if (refused) return;
      refused = true;
      if (res.headersSent) return void res.destroy();
      res.set({ "Cache-Control": "no-store", ...headers });
      // The upload area reads the storage's JSON (its code becomes the German message).
      if (route?.upload) return void res.status(status).json({ code });
      refusalText(status, req)
        .then((text) => res.status(status).type("text/plain").send(text))
        .catch(next);
    };

    // A dot segment would leave the route once resolved (`/videos/../graphql`): not ours.
    if (!route || new URL(path, settings.upstream).pathname !== path) return refuse(404, "not_found");
    if (!route.methods.includes(req.method)) {
      return refuse(405, "method_not_allowed", { Allow: route.methods.join(", ") });
    }
    const maxBody = route.maxBody ?? 0;
    const declared = Number(req.get("content-length") ?? 0);
    if (declared > maxBody || (maxBody === 0 && req.get("transfer-encoding"))) {
      return refuse(413, "file_too_large", { Connection: "close" });
    }

    const headers = {};
    for (const name of REQUEST_HEADERS) if (req.headers[name]) headers[name] = req.headers[name];
    headers["x-forwarded-host"] = publicHost(req);
    headers["x-forwarded-proto"] = req.protocol;
    headers.host = upstream.host;

    const query = req.originalUrl.includes("?") ? req.originalUrl.slice(req.originalUrl.indexOf("?")) : "";
    const outgoing = send(new URL(path + query, upstream), { method: req.method, headers });
    // Until the answer's head: the upstream's deadline (an upload's, which comes after the file).
    const deadline = setTimeout(
      () => {
        outgoing.destroy();
        refuse(503, "unavailable");
      },
      route.upload ? settings.uploadTimeoutMs : settings.answerTimeoutMs,
    );
    // Neither side moving (a client that stopped reading or sending): both are let go.
    outgoing.setTimeout(settings.stallMs, () => {
      outgoing.destroy();
      res.destroy();
    });
    outgoing.on("error", () => {
      clearTimeout(deadline);
      refuse(503, "unavailable");
    });
    outgoing.on("response", (answer) => {
      clearTimeout(deadline);
      if (refused) return void answer.resume();
      res.status(answer.statusCode ?? 502);
      for (const [name, value] of Object.entries(answer.headers)) {
        if (value !== undefined && !DROPPED_ANSWER_HEADERS.has(name)) res.set(name, value);
      }
      res.set("Content-Security-Policy", FORWARDED_CSP);
      answer.pipe(res);
      answer.on("error", () => res.destroy());
    });
    // The browser went away: the upstream request goes too.
    res.on("close", () => {
      clearTimeout(deadline);
      if (!res.writableFinished) outgoing.destroy();
    });

    if (maxBody === 0) return void outgoing.end();
    let received = 0;
    req.on("data", (chunk) => {
      received += chunk.length;
      if (received <= maxBody) return;
      // Past the limit (a body without a length, or longer than it said): the upstream gets nothing more.
      clearTimeout(deadline);
      outgoing.destroy();
      req.unpipe(outgoing);
      refuse(413, "file_too_large", { Connection: "close" });
    });
    req.pipe(outgoing);
  };
}
