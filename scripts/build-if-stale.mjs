// Builds the app when the build is missing or older than its sources (`npm start`, integration tests).
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

/** True when `buildDir` has no server build, or a checkout's sources are newer than it. */
export function buildIsStale(buildDir = process.env.BUILD_DIR || "build") {
  const serverBuild = path.join(buildDir, "server/index.js");
  if (!existsSync(serverBuild)) return true;
  // The app's image ships only the build (and app/lib/sentry-options.js): no sources, nothing to compare.
  if (!existsSync("vite.config.ts")) return false;
  const sources = ["app", "shared", "locales", "public", "vite.config.ts"].filter(existsSync);
  const newest = Math.max(
    ...sources.map((source) =>
      statSync(source).isDirectory() ? newestMtime(source) : statSync(source).mtimeMs,
    ),
  );
  return newest > statSync(serverBuild).mtimeMs;
}

/** Builds when stale; returns false when the build failed. */
export function buildIfStale(env = process.env) {
  if (!buildIsStale(env.BUILD_DIR || "build")) return true;
  console.log("Building the app …");
  const build = spawnSync("npx", ["remix", "vite:build"], {
    stdio: "inherit",
    env: { ...env, NODE_ENV: "production" },
  });
  return build.status === 0;
}
