import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { startApi } from "../../server/app.ts";

declare module "vitest" {
  export interface ProvidedContext {
    graphqlUrl: string;
    apiDataDir: string;
  }
}

/** The real reference API on a free port with a fresh database, for every integration test. */
export default async function setup(project: TestProject) {
  const apiDataDir = mkdtempSync(path.join(tmpdir(), "cme-int-api-"));
  const api = await startApi({ port: 0, dataDir: apiDataDir, log: false });
  project.provide("graphqlUrl", api.url);
  project.provide("apiDataDir", apiDataDir);
  return () => api.close();
}
