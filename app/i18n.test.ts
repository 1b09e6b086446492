import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { namespaces as bundled } from "./i18n";
import { de } from "./locales/de";
import { en } from "./locales/en";
import { chunkNamespaces, withTextChunks } from "./locales/chunks";

// The text chunks (staff, live session, checkout) travel on their own, but are held to the same rules.
const resources = { de: withTextChunks("de", de), en: withTextChunks("en", en) };
const namespaces = [...new Set([...bundled, ...chunkNamespaces])];

type Tree = { [key: string]: string | Tree };

function keys(tree: Tree, prefix = ""): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === "string" ? [prefix + key] : keys(value, `${prefix}${key}.`),
  );
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === "generated" ? [] : sourceFiles(full);
    return /\.tsx?$/.test(name) && !name.endsWith(".test.ts") ? [full] : [];
  });
}

describe("translations", () => {
  it.each(namespaces)("German and English have the same keys in %s", (namespace) => {
    expect(keys(resources.en[namespace] as Tree).sort()).toEqual(
      keys(resources.de[namespace] as Tree).sort(),
    );
  });

  it("has no empty texts", () => {
    for (const language of ["de", "en"] as const) {
      for (const namespace of namespaces) {
        for (const key of keys(resources[language][namespace] as Tree)) {
          const value = key
            .split(".")
            .reduce<unknown>((node, part) => (node as Tree)[part], resources[language][namespace]);
          expect(value, `${language}/${namespace}:${key}`).not.toBe("");
        }
      }
    }
  });

  it("has every literal key the app uses with a namespace prefix", () => {
    const german = new Set(
      namespaces.flatMap((namespace) =>
        keys(resources.de[namespace] as Tree).map((key) => `${namespace}:${key}`),
      ),
    );
    const plural = (key: string) => german.has(`${key}_one`) && german.has(`${key}_other`);
    const missing: string[] = [];
    for (const file of sourceFiles("app")) {
      for (const match of readFileSync(file, "utf8").matchAll(
        new RegExp(`["'\`]((?:${namespaces.join("|")}):[a-z0-9_.-]+)["'\`]`, "gi"),
      )) {
        const key = match[1]!;
        if (!german.has(key) && !plural(key)) missing.push(`${file}: ${key}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
