/**
 * The one switch for this folder's tricks (README.md). Off, every page renders as plain React and
 * Remix would: for comparing, and for the day React or Remix change what a trick relies on.
 * The server is told by entry.server.tsx (RENDER_TRICKS in the environment); the browser reads the
 * root's `data-render-tricks`, which is in the HTML before any script runs.
 */
let onServer = true;

export function setRenderTricks(on: boolean) {
  onServer = on;
}

export function renderTricksOn(): boolean {
  if (typeof document === "undefined") return onServer;
  return document.documentElement.dataset.renderTricks !== "off";
}
