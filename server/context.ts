import { createViewerLoader, readCredentials, type Viewer } from "./auth.ts";
import { unauthenticated } from "./errors.ts";
import type { LiveBus } from "./live/bus.ts";
import { contentLocale, type ContentLocale } from "./locale.ts";
import type { LoginLimit } from "./login-limit.ts";
import { publicBases, type PublicUrlOptions } from "./public-url.ts";
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
  /**
   * Base of links to this API's own files (thumbnails, media, uploads, payment pages), as browsers
   * reach them; may end in a path (the app's forward): build them with publicAddress.
   */
  publicUrl: string;
  /** The language editorial content and image captions are answered in (Accept-Language). */
  locale: ContentLocale;
  /** The product's site as this request's browser sees it (certificate verification links, return addresses). */
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

export interface ContextOptions extends PublicUrlOptions {
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
    ...publicBases(request, options),
    locale: contentLocale(request.headers.get("accept-language")),
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
