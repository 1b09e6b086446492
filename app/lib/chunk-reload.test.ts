import { describe, expect, it } from "vitest";
import { CHUNK_RELOAD_KEY, claimChunkReload, isChunkLoadError } from "./chunk-reload";

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

describe("reload after a failed chunk load", () => {
  it("reloads once, then not again within 60 s, then again after", () => {
    const storage = memoryStorage();
    const start = Date.parse("2026-11-26T12:00:00Z");
    expect(claimChunkReload(storage, start)).toBe(true);
    expect(storage.getItem(CHUNK_RELOAD_KEY)).toBe(String(start));
    expect(claimChunkReload(storage, start + 1_000)).toBe(false);
    expect(claimChunkReload(storage, start + 59_999)).toBe(false);
    // A refused attempt does not move the window.
    expect(claimChunkReload(storage, start + 60_000)).toBe(true);
    expect(claimChunkReload(storage, start + 61_000)).toBe(false);
  });

  it("does not reload without a storage to remember it by", () => {
    expect(claimChunkReload(null, Date.now())).toBe(false);
    const blocked = {
      getItem: () => {
        throw new Error("SecurityError");
      },
      setItem: () => undefined,
    };
    expect(claimChunkReload(blocked, Date.now())).toBe(false);
  });

  it("is not blocked by a garbled or future timestamp", () => {
    const storage = memoryStorage();
    storage.setItem(CHUNK_RELOAD_KEY, "kaputt");
    expect(claimChunkReload(storage, 1_000_000)).toBe(true);
    storage.setItem(CHUNK_RELOAD_KEY, String(5_000_000));
    expect(claimChunkReload(storage, 1_000_000)).toBe(true);
  });

  it("knows the browsers' chunk failures from other errors", () => {
    expect(
      isChunkLoadError(
        new TypeError("Failed to fetch dynamically imported module: /assets/LoginDialog-x.js"),
      ),
    ).toBe(true);
    expect(isChunkLoadError(new TypeError("Importing a module script failed."))).toBe(true);
    expect(isChunkLoadError(new Error("Unable to preload CSS for /assets/app.css"))).toBe(true);
    expect(isChunkLoadError(new TypeError("Cannot read properties of undefined"))).toBe(false);
    expect(isChunkLoadError("Failed to fetch dynamically imported module")).toBe(false);
  });
});
