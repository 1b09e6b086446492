import { createViewerLoader, readCredentials, type Viewer } from "./auth.ts";
import { unauthenticated } from "./errors.ts";
import type { Store } from "./store/index.ts";

export interface Context {
  store: Store;
  /** The signed-in user, null when anonymous; throws Unauthenticated for a bad token. */
  viewer(): Viewer | null;
  /** Like viewer(), but anonymous requests are Unauthenticated too. */
  requireViewer(): Viewer;
  /** Origin that links to this API's own files (thumbnails) are built on. */
  publicUrl: string;
}

export function createContext(store: Store, request: Request, publicUrl?: string): Context {
  const viewer = createViewerLoader(store, readCredentials(request.headers.get("authorization")));
  return {
    store,
    viewer,
    requireViewer() {
      const current = viewer();
      if (!current) throw unauthenticated();
      return current;
    },
    publicUrl: publicUrl ?? new URL(request.url).origin,
  };
}
