import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { startApi } from "../../server/app.ts";
import { buildIfStale } from "../../scripts/build-if-stale.mjs";

declare module "vitest" {
  export interface ProvidedContext {
    graphqlUrl: string;
  }
}

/**
 * The real reference API on a free port with a fresh database and its test surface (tests arrange
 * state only through it), for every integration test; and a current build of the app for the tests
 * that serve it over HTTP (tests/integration/app-process.ts).
 */
export default async function setup(project: TestProject) {
  if (!buildIfStale()) throw new Error("The app did not build.");
  // The operator's EFN bypass (off unless set): on here for the tests of a doctor waiting for an EFN.
  process.env.EFN_BYPASS = "999999999999999";
  const dataDir = mkdtempSync(path.join(tmpdir(), "cme-int-api-"));
  // Many test files log in with wrong passwords against this one API: its per-account limit is
  // tested with an API of its own (login-limits.test.ts, server/tests/hardening.test.ts).
  const api = await startApi({
    port: 0,
    dataDir,
    log: false,
    loginFailuresPerEmail: 1000,
    testSurface: true,
    // The BFF gives up on the API after 1.5 s here: the first certificate must not load the fonts.
    warmPdfFonts: true,
  });
  project.provide("graphqlUrl", api.url);
  return () => api.close();
}
