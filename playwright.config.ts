import { availableParallelism } from "node:os";
import { defineConfig, devices } from "@playwright/test";

// Each worker starts its own platform (tests/e2e/fixtures.ts: `stack`); the run id names the
// run's shared record of pages axe has checked. Set here, in the runner, before workers start.
process.env.E2E_RUN_ID ??= `${Date.now()}-${process.pid}`;

// Debian's Chromium where Playwright cannot download its own (no browser download on CI); Playwright's
// browser otherwise.
const executablePath =
  process.env.CHROMIUM_PATH ?? (process.platform === "linux" ? "/usr/bin/chromium" : undefined);

export default defineConfig({
  testDir: "tests/e2e",
  globalSetup: "./tests/e2e/global-setup.ts",
  // Workers share nothing (own platform each): one per two cores, since each runs a browser, the app
  // and the API (measured on the 2-core CI machines: a second worker made the suite slower).
  workers: Number(process.env.E2E_WORKERS) || Math.max(1, Math.floor(availableParallelism() / 2)),
  fullyParallel: true,
  // E2E_REPEAT_EACH=2 runs every test twice: how a change to the suite is checked for flakiness.
  repeatEach: Number(process.env.E2E_REPEAT_EACH) || 1,
  retries: 0,
  forbidOnly: true,
  reporter: [["list"]],
  timeout: 45_000,
  // Playwright's default of 5 s was too short on the shared 2-core CI machine: a short's page needs
  // hydration and then a fetcher round trip before its followers appear (measured on CI).
  expect: { timeout: 10_000 },
  use: {
    trace: "retain-on-failure",
    // No transitions to wait for: dialogs and drawers are there at once (the app honours the setting).
    contextOptions: { reducedMotion: "reduce" },
    launchOptions: {
      executablePath,
      args: [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-gpu-compositing",
        "--disable-software-rasterizer",
        "--disable-dev-shm-usage",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [
    { name: "js", use: { ...devices["Desktop Chrome"], javaScriptEnabled: true }, testIgnore: [] },
    {
      name: "no-js",
      use: { ...devices["Desktop Chrome"], javaScriptEnabled: false },
      testIgnore: ["**/js-only/**"],
    },
  ],
});
