import { chmodSync, mkdirSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { createYoga } from "graphql-yoga";
import { createClock } from "./clock.ts";
import { createContext } from "./context.ts";
import { DIRECTORY_MODE, openDatabase } from "./db.ts";
import { isDeliberate, maskError } from "./errors.ts";
import { MAX_BATCH, hardeningPlugin } from "./hardening.ts";
import { handleProviderRoute } from "./checkout/provider.ts";
import { handleSideRoutes } from "./http.ts";
import { createLiveBus } from "./live/bus.ts";
import { createLoginLimit } from "./login-limit.ts";
import { env, FORWARD_PATH } from "./env.ts";
import { defaultSiteUrl, siteUrlOf } from "./public-url.ts";
import { createApiSchema } from "./schema.ts";
import { seed } from "./seed/index.ts";
import { storeDemoProofDocuments } from "./seed/proof-documents.ts";
import { logLine, logRequest, requestIdOf, unexpectedErrorLog } from "./request-log.ts";
import { createStore } from "./store/index.ts";
import { handleUploadRoute } from "./uploads.ts";
import { warmPdfFonts } from "./pdf-fonts.ts";
import { handleMediaRoute } from "./watch/http.ts";
import { createMediaSigner, mediaConfigFromEnv } from "./watch/tokens.ts";
import { TRANSMISSION_INTERVAL_MS, transmitCertificates } from "./cme/transmission.ts";
import { runDueCampaigns } from "./campaigns/run.ts";

const CAMPAIGN_CHECK_MS = 60_000;

export { signNotification } from "./notifications.ts";
export { DEMO_PASSWORD, DEMO_USERS } from "./seed/index.ts";

export interface ApiOptions {
  /** 0 picks a free port. Default 4000. */
  port?: number;
  /** Interface to listen on. Default 127.0.0.1. */
  host?: string;
  /** Directory of `api.sqlite` and of uploaded files (`uploads/`). Default DATA_DIR or ".data". */
  dataDir?: string;
  /** Overrides the database file (":memory:" works too). */
  dbFile?: string;
  /** Base for links to this API's own files (may end in a path); default: the origin each request came to. */
  publicUrl?: string;
  /**
   * The product's site, where certificate QR codes point (/zertifikat/{number}). Default SITE_URL;
   * else the site the app names (`forwardPath`), else http://localhost:$PORT.
   */
  siteUrl?: string;
  /**
   * The app forwards this API's public routes under this path of its own origin (demo mode,
   * decision 032): links name that origin, which the app says in X-Forwarded-Host and -Proto.
   * Default API_FORWARD_PATH; unset: those headers are not trusted.
   */
  forwardPath?: string;
  /** false silences error logging (tests). */
  log?: boolean;
  /** The clock of media, live playlists, progress and unlocks (tests move it). Default: real time. */
  now?: () => Date;
  /** HMAC key of media addresses. Default MEDIA_SECRET or "reference-media-secret". */
  mediaSecret?: string;
  /** Lifetime of media addresses. Default MEDIA_URL_TTL_SECONDS or 7200. */
  mediaTtlSeconds?: number;
  /** Schema introspection (and GraphiQL). Default: only with NODE_ENV=development. */
  introspection?: boolean;
  /** Failed password checks per email within 15 minutes. Default LOGIN_FAILURES_PER_EMAIL or 10. */
  loginFailuresPerEmail?: number;
  /** The test-only operations (test-surface/). Default: API_TEST_SURFACE=true. Never in production. */
  testSurface?: boolean;
  /**
   * Loads the PDF fonts right after the start, not with the first download (seconds on a busy host,
   * longer than the BFF waits). Default false: tests that start APIs of their own skip it.
   */
  warmPdfFonts?: boolean;
  /** Redis for live session changes, shared by API processes on one database. Default REDIS_URL; "" for in-process. */
  redisUrl?: string;
}

export interface RunningApi {
  url: string;
  port: number;
  close(): Promise<void>;
}

const SHUTDOWN_GRACE_MS = 5000;

export async function startApi(options: ApiOptions = {}): Promise<RunningApi> {
  const dataDir = options.dataDir ?? env.DATA_DIR;
  // The data directory is the API's own (database, proofs): closed to others, also one made before.
  mkdirSync(dataDir, { recursive: true, mode: DIRECTORY_MODE });
  chmodSync(dataDir, DIRECTORY_MODE);
  const db = openDatabase(options.dbFile ?? join(dataDir, "api.sqlite"));
  const clock = createClock(options.now);
  const now = clock.now;
  seed(db, { now: now() });
  await storeDemoProofDocuments(db, dataDir);
  const store = createStore(db);
  const log = options.log ?? true;
  const testSurface = options.testSurface ?? env.API_TEST_SURFACE === "true";
  if (testSurface && log) {
    console.warn("Reference API: the test surface is on (API_TEST_SURFACE): never do this in production.");
  }
  const fromEnv = mediaConfigFromEnv();
  const signer = createMediaSigner({
    secret: options.mediaSecret ?? fromEnv.secret,
    ttlSeconds: options.mediaTtlSeconds ?? fromEnv.ttlSeconds,
  });

  const introspection = options.introspection ?? env.NODE_ENV === "development";
  const loginLimit = createLoginLimit(options.loginFailuresPerEmail);
  const live = createLiveBus(options.redisUrl ?? env.REDIS_URL);
  // Explicit (an operator's SITE_URL) or not: without a request (scheduled mails) the default stands in.
  const explicitSiteUrl = options.siteUrl ?? env.SITE_URL;
  const siteUrl = explicitSiteUrl ?? defaultSiteUrl();
  const forwardPath = options.forwardPath ?? env.API_FORWARD_PATH;
  if (forwardPath !== undefined && !FORWARD_PATH.test(forwardPath)) {
    throw new Error(`API_FORWARD_PATH must be a path like /demo-api, got "${forwardPath}"`);
  }
  const publicUrlOptions = {
    publicUrl: options.publicUrl,
    siteUrl: explicitSiteUrl,
    forwardPath,
    defaultSiteUrl: siteUrl,
  };
  // The simulated EIV moves requested certificates on (server/cme/transmission.ts); reads run it too.
  const transmission = setInterval(() => transmitCertificates(store, now()), TRANSMISSION_INTERVAL_MS);
  transmission.unref();
  // Scheduled notification campaigns go out when their time comes; one a stopped API left half-sent is ERROR.
  store.campaigns.markInterrupted(now());
  const campaigns = setInterval(() => runDueCampaigns(store, { siteUrl, now: now() }), CAMPAIGN_CHECK_MS);
  campaigns.unref();
  const yoga = createYoga({
    schema: createApiSchema(testSurface ? { clock, uploadsDir: join(dataDir, "uploads") } : undefined),
    graphqlEndpoint: "/graphql",
    // GraphiQL needs introspection: both only in development.
    graphiql: introspection,
    plugins: [hardeningPlugin({ introspection }), ...(log ? [unexpectedErrorLog(isDeliberate)] : [])],
    landingPage: false,
    // Decision 006: the BFF posts a page's queries as one array (hardening.ts: queries only).
    batching: { limit: MAX_BATCH },
    // Only the BFF calls this API, server to server; browsers have no business here.
    cors: false,
    // Unexpected errors are logged once, with the request id, by unexpectedErrorLog.
    logging: false,
    maskedErrors: { maskError },
    context: ({ request }) =>
      createContext(store, request, {
        ...publicUrlOptions,
        dataDir,
        now,
        media: signer,
        loginLimit,
        live,
      }),
  });

  const logRequests = log && env.LOG_REQUESTS !== "false";
  const server = createServer((req, res) => {
    const requestId = requestIdOf(req);
    req.headers["x-request-id"] = requestId;
    if (logRequests) logRequest(req, res, requestId);
    try {
      if (handleUploadRoute({ store, dataDir, log, now }, req, res)) return;
      if (handleMediaRoute({ store, signer, now }, req, res)) return;
      const siteUrl = (headers: Pick<Headers, "get">) => siteUrlOf(headers, publicUrlOptions);
      if (handleProviderRoute({ store, now, siteUrl }, req, res)) return;
      if (handleSideRoutes(store, req, res)) return;
    } catch (error) {
      if (log)
        logLine("error", "side route failed", {
          requestId,
          error: error instanceof Error ? error.stack : String(error),
        });
      if (!res.headersSent) res.writeHead(500).end();
      return;
    }
    void yoga(req, res);
  });

  const port = await listen(server, options.port ?? 4000, options.host ?? "127.0.0.1");
  if (options.warmPdfFonts) {
    warmPdfFonts().catch((error: unknown) => {
      if (log) logLine("error", "PDF fonts could not be loaded", { error: String(error) });
    });
  }
  return {
    url: `http://127.0.0.1:${port}/graphql`,
    port,
    close: async () => {
      clearInterval(transmission);
      clearInterval(campaigns);
      await live.close();
      await shutdown(server);
      db.close();
    },
  };
}

function listen(server: Server, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => {
      server.off("error", reject);
      resolve((server.address() as AddressInfo).port);
    });
  });
}

/** Lets running requests finish, drops idle keep-alive sockets, and forces the rest after a grace period. */
function shutdown(server: Server): Promise<void> {
  return new Promise((resolve, reject) => {
    const force = setTimeout(() => server.closeAllConnections(), SHUTDOWN_GRACE_MS);
    force.unref();
    server.close((error) => {
      clearTimeout(force);
      if (error) reject(error);
      else resolve();
    });
    server.closeIdleConnections();
  });
}
