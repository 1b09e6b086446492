// Spec §8: when the code of a page part cannot be loaded (after a deploy the old chunks are gone),
// the page reloads once, to get the new build, instead of ending on the error page; at most once per
// 60 s, so a chunk that stays missing does not reload the page forever. This covers the parts loaded
// on demand (render/on-demand.tsx); a route module that fails to load Remix itself answers with
// a reload of the page the user is still on, and a manifest from an older build with a full load of
// the destination (both in @remix-run/react).

export const CHUNK_RELOAD_KEY = "chunk-reload-at";
export const CHUNK_RELOAD_INTERVAL_MS = 60_000;

type Store = Pick<Storage, "getItem" | "setItem">;

/** How the browsers (Chromium, Firefox, Safari) and Vite's preloading say a module did not load. */
const CHUNK_FAILURE =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i;

export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && CHUNK_FAILURE.test(error.message);
}

/**
 * Whether a reload may happen now; if so, remembers `now` as the last one. Without a usable storage
 * there is nothing to remember the last reload by, and no reload (it could repeat without end).
 */
export function claimChunkReload(storage: Store | null, now: number): boolean {
  try {
    if (!storage) return false;
    const last = Number(storage.getItem(CHUNK_RELOAD_KEY));
    // A last reload "in the future" (the clock was set back) does not block.
    if (last > 0 && now >= last && now - last < CHUNK_RELOAD_INTERVAL_MS) return false;
    storage.setItem(CHUNK_RELOAD_KEY, String(now));
    return true;
  } catch {
    // Storage blocked (privacy settings) or full.
    return false;
  }
}

/** In the browser: reloads the page for a failed chunk load if the guard allows; true if it does. */
export function reloadForChunkFailure(error: unknown): boolean {
  if (typeof window === "undefined" || !isChunkLoadError(error)) return false;
  let storage: Store | null = null;
  try {
    storage = window.sessionStorage;
  } catch {
    storage = null;
  }
  if (!claimChunkReload(storage, Date.now())) return false;
  window.location.reload();
  return true;
}
