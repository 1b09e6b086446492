import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { createYoga } from "graphql-yoga";
import { createContext } from "./context.ts";
import { openDatabase } from "./db.ts";
import { maskError } from "./errors.ts";
import { handleSideRoutes } from "./http.ts";
import { createApiSchema } from "./schema.ts";
import { seed } from "./seed/index.ts";
import { createStore } from "./store/index.ts";
import { handleUploadRoute } from "./uploads.ts";
import { handleMediaRoute } from "./watch/http.ts";
import { createMediaSigner, mediaConfigFromEnv } from "./watch/tokens.ts";

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
  /** Origin for links to this API's own files; default: the origin each request came to. */
  publicUrl?: string;
  /** false silences error logging (tests). */
  log?: boolean;
  /** The clock of media, live playlists, progress and unlocks (tests move it). Default: real time. */
  now?: () => Date;
  /** HMAC key of media addresses. Default MEDIA_SECRET or "reference-media-secret". */
  mediaSecret?: string;
  /** Lifetime of media addresses. Default MEDIA_URL_TTL_SECONDS or 7200. */
  mediaTtlSeconds?: number;
}

export interface RunningApi {
  url: string;
  port: number;
  close(): Promise<void>;
}

const SHUTDOWN_GRACE_MS = 5000;

export async function startApi(options: ApiOptions = {}): Promise<RunningApi> {
  const dataDir = options.dataDir ?? process.env.DATA_DIR ?? ".data";
  const db = openDatabase(options.dbFile ?? join(dataDir, "api.sqlite"));
  seed(db, { now: (options.now ?? (() => new Date()))() });
  const store = createStore(db);
  const log = options.log ?? true;
  const now = options.now ?? (() => new Date());
  const fromEnv = mediaConfigFromEnv();
  const signer = createMediaSigner({
    secret: options.mediaSecret ?? fromEnv.secret,
    ttlSeconds: options.mediaTtlSeconds ?? fromEnv.ttlSeconds,
  });

  const yoga = createYoga({
    schema: createApiSchema(),
    graphqlEndpoint: "/graphql",
    graphiql: process.env.NODE_ENV !== "production",
    landingPage: false,
    // Only the BFF calls this API, server to server; browsers have no business here.
    cors: false,
    logging: log ? "error" : false,
    maskedErrors: { maskError },
    context: ({ request }) =>
      createContext(store, request, { publicUrl: options.publicUrl, now, media: signer }),
  });

  const server = createServer((req, res) => {
    try {
      if (handleUploadRoute({ store, dataDir, log }, req, res)) return;
      if (handleMediaRoute({ store, signer, now }, req, res)) return;
      if (handleSideRoutes(store, req, res)) return;
    } catch (error) {
      if (log) console.error("Reference API: side route failed", error);
      if (!res.headersSent) res.writeHead(500).end();
      return;
    }
    void yoga(req, res);
  });

  const port = await listen(server, options.port ?? 4000, options.host ?? "127.0.0.1");
  return {
    url: `http://127.0.0.1:${port}/graphql`,
    port,
    close: async () => {
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
