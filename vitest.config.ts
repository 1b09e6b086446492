// Kept apart from vite.config.ts: the Remix plugin must not run under vitest.
import { defineConfig } from "vitest/config";

// One copy of graphql: vitest would otherwise load the ESM build beside yoga's CJS one.
const alias = { "~": new URL("./app", import.meta.url).pathname, graphql: "graphql/index.js" };

export default defineConfig({
  resolve: { alias },
  test: {
    // Both cores for the unit files (vitest keeps one free by default); the integration files run one
    // at a time anyway. Threads start faster than forks: 118 s → 68 s for the unit files on CI's 2 cores.
    maxWorkers: 2,
    projects: [
      {
        resolve: { alias },
        test: {
          name: "unit",
          include: [
            "app/**/*.test.{ts,tsx}",
            "server/**/*.test.ts",
            "shared/**/*.test.ts",
            "scripts/**/*.test.ts",
          ],
          environment: "node",
          pool: "threads",
          // server/tests start a whole API (migrations and demo data) per file: on two busy cores that
          // took over vitest's 10 s default. The bounds only end a hang; a passing test is as fast.
          testTimeout: 15_000,
          hookTimeout: 30_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts"],
          environment: "node",
          globalSetup: ["tests/integration/global-setup.ts"],
          setupFiles: ["tests/integration/setup.ts"],
          fileParallelism: false,
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
