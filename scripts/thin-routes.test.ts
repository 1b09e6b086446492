import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// A route's loader and action read as a few lines that call its feature's server module, where the
// work is done (docs/architecture.md, "How to add a page").

const MAX_LINES = 12;

function routeModules(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) return routeModules(full);
    const inRoutes = full.split(path.sep).includes("routes");
    return inRoutes && /\.tsx?$/.test(full) && !/\.(test|server)\.tsx?$/.test(full) ? [full] : [];
  });
}

/** Each exported loader or action with its length in lines (from `export` to its closing line). */
function handlers(file: string): Array<{ name: string; lines: number }> {
  const lines = readFileSync(file, "utf8").split("\n");
  const found: Array<{ name: string; lines: number }> = [];
  lines.forEach((line, start) => {
    const name = /^export (?:async function|const) (loader|action)\b/.exec(line)?.[1];
    if (!name) return;
    let depth = 0;
    let opened = false;
    for (let end = start; end < lines.length; end++) {
      for (const char of lines[end] ?? "") {
        if ("{([".includes(char)) {
          depth++;
          opened = true;
        } else if ("})]".includes(char)) depth--;
      }
      if (opened && depth <= 0 && /[;}]\s*$/.test(lines[end] ?? "")) {
        found.push({ name, lines: end - start + 1 });
        return;
      }
    }
  });
  return found;
}

describe("route modules", () => {
  it(`keep every loader and action within ${MAX_LINES} lines`, () => {
    const modules = routeModules("app");
    const long = modules.flatMap((file) =>
      handlers(file)
        .filter((handler) => handler.lines > MAX_LINES)
        .map((handler) => `${file}: ${handler.name} has ${handler.lines} lines`),
    );
    expect(modules.length).toBeGreaterThan(50);
    expect(long).toEqual([]);
  });
});
