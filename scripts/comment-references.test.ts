import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// A comment, a test name or a record points inside the repository or stands on its own: the issue
// tracker and the design notes outside it are not there for the next reader.

const ROOT = path.resolve(import.meta.dirname, "..");
// Dependencies, build output, local data and reports; user-visible text (content/, locales/) and
// assets (public/) are not comments.
const SKIPPED_DIRS = new Set([
  ".git",
  "node_modules",
  ".data",
  ".cache",
  "test-results",
  "playwright-report",
  "content",
  "locales",
  "public",
]);
const SKIPPED_PATHS = new Set(["bench/results", "package-lock.json"]);
const TEXT =
  /\.(?:ts|tsx|mjs|cjs|js|json|md|graphql|sql|sh|css|ya?ml|conf)$|(?:^|\.)Dockerfile$|^(?:run|\.env\.example)$/;

function files(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = dir ? `${dir}/${entry.name}` : entry.name;
    if (SKIPPED_PATHS.has(relative)) return [];
    if (entry.isDirectory())
      return SKIPPED_DIRS.has(entry.name) || /^build(?:-|$)/.test(entry.name) ? [] : files(relative);
    return entry.isFile() && TEXT.test(entry.name) ? [relative] : [];
  });
}

const scanned = files("");

function citing(pattern: RegExp): string[] {
  return scanned.flatMap((file) =>
    readFileSync(path.join(ROOT, file), "utf8")
      .split("\n")
      .flatMap((line, index) => (pattern.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : [])),
  );
}

describe("comments point inside the repository", () => {
  it("reads the sources, tests, scripts, schema, CI and docs", () => {
    expect(scanned).toEqual(
      expect.arrayContaining([
        "README.md",
        "eslint.config.js",
        ".ci/run",
        "server/schema.graphql",
        "server/migrations/007_cme.sql",
        "app/app.css",
        "app/.server/graphql/generated/gql.ts",
        "scripts/suites-find-defects.sh",
        "tests/e2e/fixtures.ts",
        "bench/run.mjs",
        "docs/decisions/README.md",
        "compose.yaml",
        "server/Dockerfile",
        "compose/proxy.Dockerfile",
        "compose/nginx.conf",
      ]),
    );
    expect(scanned.some((file) => file.includes("node_modules/"))).toBe(false);
  });

  it("cites no issue number: the tracker is not part of the repository", () => {
    expect(citing(/\bissues? #?\d+/i)).toEqual([]);
  });

  it("cites no notes kept outside the repository: the design, toolchain and spec notes", () => {
    expect(citing(/\b(?:design|toolchain|spec)\.md\b|\/work\/shared/)).toEqual([]);
  });
});
