import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, inject, vi } from "vitest";

// Set before any app module reads its environment (app/.server/env.ts validates at import).
process.env.GRAPHQL_URL = inject("graphqlUrl");
process.env.SESSION_SECRET ??= "integration-test-secret-integration-test-secret";
process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), "cme-int-app-"));
process.env.UPSTREAM_TIMEOUT_MS = "1500";
process.env.RATE_LIMIT_PER_EMAIL = "4";
process.env.RATE_LIMIT_PER_IP = "1000";
process.env.NODE_ENV = "test";
process.env.EFN_BYPASS = "999999999999999";

// console.error in a test fails it: an error the app logs is a defect, not noise.
let errorSpy: { mock: { calls: unknown[][] }; mockRestore(): void };
beforeEach(() => {
  errorSpy = vi.spyOn(console, "error");
});
afterEach(() => {
  const calls = errorSpy.mock.calls;
  errorSpy.mockRestore();
  if (calls.length > 0)
    throw new Error(`console.error was called: ${calls.map((args) => String(args[0])).join("; ")}`);
});
