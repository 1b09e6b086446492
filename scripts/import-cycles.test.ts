import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// No import cycles in app/ or server/, type imports included (a cycle of types still
// ties two modules together that should not know each other).

const ROOTS = ["app", "server", "scripts"];
const EXTENSIONS = [".ts", ".tsx", ".mjs", ".js"];

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory())
      return entry === "generated" || entry === "node_modules" ? [] : sources(full);
    return EXTENSIONS.some((ext) => full.endsWith(ext)) && !/\.test\.tsx?$/.test(full) ? [full] : [];
  });
}

function resolve(from: string, specifier: string): string | null {
  const base = specifier.startsWith("~/")
    ? path.join("app", specifier.slice(2))
    : specifier.startsWith(".")
      ? path.join(path.dirname(from), specifier)
      : null;
  if (!base) return null;
  const candidates = [
    base,
    ...EXTENSIONS.map((ext) => base + ext),
    ...EXTENSIONS.map((ext) => path.join(base, `index${ext}`)),
  ];
  return candidates.find((candidate) => existsSync(candidate) && statSync(candidate).isFile()) ?? null;
}

function graph(): Map<string, string[]> {
  const edges = new Map<string, string[]>();
  for (const file of ROOTS.flatMap(sources)) {
    const text = readFileSync(file, "utf8");
    // Static imports and on-demand ones (`import("./x")`): a lazy import still ties the two together.
    const targets = [...text.matchAll(/(?:(?:import|export)[^'"]*?from\s+|import\(\s*)["']([^"']+)["']/g)]
      .map((match) => resolve(file, match[1]!))
      .filter((target): target is string => target !== null);
    edges.set(file, targets);
  }
  return edges;
}

/** Strongly connected components with more than one module (Tarjan). */
function cycles(edges: Map<string, string[]>): string[][] {
  let index = 0;
  const order = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string) => {
    order.set(node, index);
    low.set(node, index);
    index += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of edges.get(node) ?? []) {
      if (!order.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node)!, order.get(next)!));
      }
    }
    if (low.get(node) === order.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1) found.push(component.sort());
    }
  };
  for (const node of edges.keys()) if (!order.has(node)) visit(node);
  return found;
}

describe("imports", () => {
  it("form no cycles", () => {
    const edges = graph();
    expect(edges.size).toBeGreaterThan(200);
    expect(cycles(edges)).toEqual([]);
  });
});
