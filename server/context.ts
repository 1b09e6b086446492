import { createViewerLoader, readCredentials, type Viewer } from "./auth.ts";
import { unauthenticated } from "./errors.ts";
import type { LiveBus } from "./live/bus.ts";
import { contentLocale, type ContentLocale } from "./locale.ts";
import type { LoginLimit } from "./login-limit.ts";
import type { Store } from "./store/index.ts";
import type { MediaSigner } from "./watch/tokens.ts";

export interface Context {
  store: Store;
  /** The signed-in user, null when anonymous; throws Unauthenticated for a bad token. */
  viewer(): Viewer | null;
  /** Like viewer(), but anonymous requests are Unauthenticated too. */
  requireViewer(): Viewer;
  /**
   * The viewer as the store has them now, not remembered: a subscription outlives the request that
   * started it, and its token may be revoked (signed out, a new password) or its session may start
   * simulating a user meanwhile. Throws Unauthenticated for a token no longer valid.
   */
  viewerNow(): Viewer | null;
  /** Origin that links to this API's own files (thumbnails) are built on. */
  publicUrl: string;
  /** The language editorial content and image captions are answered in (Accept-Language). */
  locale: ContentLocale;
  /** The product's site (certificate verification links). */
  siteUrl: string;
  /** Where uploaded files are kept (their `stored_path` is relative to it). */
  dataDir: string;
  /** The clock (tests may set it through startApi's `now`). */
  now(): Date;
  /** Signs media addresses (`/videos/{token}/…`). */
  media: MediaSigner;
  /** Per-request memo for per-viewer sets (unlocked items, watch list); mutations delete their key. */
  memo: Map<string, unknown>;
  /** Failed password checks per email, shared by every request of this API. */
  loginLimit: LoginLimit;
  /** Tells live session subscribers about changes (in-process, or Redis with REDIS_URL). */
  live: LiveBus;
}

export interface ContextOptions {
  publicUrl?: string;
  siteUrl: string;
  dataDir: string;
  now: () => Date;
  media: MediaSigner;
  loginLimit: LoginLimit;
  live: LiveBus;
}

export function createContext(store: Store, request: Request, options: ContextOptions): Context {
  const credentials = readCredentials(request.headers.get("authorization"));
  const viewer = createViewerLoader(store, credentials, options.now);
  return {
    store,
    viewer,
    requireViewer() {
      const current = viewer();
      if (!current) throw unauthenticated();
      return current;
    },
    viewerNow: () => createViewerLoader(store, credentials, options.now)(),
    publicUrl: options.publicUrl ?? new URL(request.url).origin,
    locale: contentLocale(request.headers.get("accept-language")),
    siteUrl: options.siteUrl,
    dataDir: options.dataDir,
    now: options.now,
    media: options.media,
    memo: new Map(),
    loginLimit: options.loginLimit,
    live: options.live,
  };
}

/** Computes once per request. */
export function remember<T>(context: Context, key: string, compute: () => T): T {
  if (!context.memo.has(key)) context.memo.set(key, compute());
  return context.memo.get(key) as T;
}
