import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, readdirSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createFileStore, createRedisSessionStorage, type AppSessionStorage } from "~/.server/session-store";
import { freePort } from "../support/free-port";

// Both stores must behave the same (the file store alone, Redis for several instances, decision 022):
// CI runs a real redis-server.
let redisServer: ChildProcess | undefined;
let redis: Redis;

beforeAll(async () => {
  let url = process.env.REDIS_TEST_URL;
  if (!url) {
    const port = await freePort();
    redisServer = spawn("redis-server", ["--port", String(port), "--save", "", "--appendonly", "no"], {
      stdio: "ignore",
    });
    url = `redis://127.0.0.1:${port}`;
  }
  redis = new Redis(url, { maxRetriesPerRequest: 1, retryStrategy: (times) => (times > 100 ? null : 100) });
  redis.on("error", () => {}); // retried until redis-server listens
  // A busy machine may take seconds to start redis-server: a request fails after one retry, so ask
  // again until it answers (about 10 s at most).
  for (let attempt = 1; ; attempt++) {
    try {
      await redis.ping();
      break;
    } catch (error) {
      if (attempt >= 50) throw error;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
});

afterAll(async () => {
  await redis?.quit();
  redisServer?.kill();
});

const stores: Array<[string, () => AppSessionStorage]> = [
  ["file", () => createFileStore(mkdtempSync(path.join(tmpdir(), "cme-sessions-")))],
  ["redis", () => createRedisSessionStorage(redis, `test-${Date.now()}:`)],
];

describe.each(stores)("%s session store", (_name, makeStore) => {
  it("keeps data server-side: the cookie holds only a signed id", async () => {
    const storage = makeStore();
    const session = await storage.getSession();
    session.set("token", "secret-upstream-token");
    const cookie = await storage.commitSession(session);
    expect(cookie).not.toContain("secret-upstream-token");
    expect(cookie).toMatch(/^__session=[^;]+; Max-Age=34560000; Path=\/; HttpOnly; SameSite=Lax/);

    const read = await storage.getSession(cookie.split(";")[0]);
    expect(read.get("token")).toBe("secret-upstream-token");
  });

  it("updates the record under the same id and shows a flash message once", async () => {
    const storage = makeStore();
    const session = await storage.getSession();
    session.set("token", "a");
    const cookie = (await storage.commitSession(session)).split(";")[0]!;
    const second = await storage.getSession(cookie);
    second.flash("flash", { kind: "success", messages: [{ key: "x" }] });
    expect((await storage.commitSession(second)).split(";")[0]).toBe(cookie);

    const third = await storage.getSession(cookie);
    expect(third.get("flash")).toEqual({ kind: "success", messages: [{ key: "x" }] });
    await storage.commitSession(third);
    expect((await storage.getSession(cookie)).get("flash")).toBeUndefined();
    expect((await storage.getSession(cookie)).get("token")).toBe("a");
  });

  it("destroys the record: the old cookie opens an empty session", async () => {
    const storage = makeStore();
    const session = await storage.getSession();
    session.set("token", "b");
    const cookie = (await storage.commitSession(session)).split(";")[0]!;
    const setCookie = await storage.destroySession(await storage.getSession(cookie));
    expect(setCookie).toMatch(/Expires=Thu, 01 Jan 1970/);
    const after = await storage.getSession(cookie);
    expect(after.get("token")).toBeUndefined();
  });

  it("ignores a cookie with a forged signature", async () => {
    const storage = makeStore();
    const session = await storage.getSession();
    session.set("token", "c");
    const cookie = (await storage.commitSession(session)).split(";")[0]!;
    const forged = cookie.slice(0, -3) + (cookie.endsWith("abc") ? "xyz" : "abc");
    expect((await storage.getSession(forged)).get("token")).toBeUndefined();
  });

  it("gives every new session a different id", async () => {
    const storage = makeStore();
    const ids = new Set<string>();
    for (let i = 0; i < 5; i++) {
      const session = await storage.getSession();
      session.set("token", String(i));
      ids.add((await storage.commitSession(session)).split(";")[0]!);
    }
    expect(ids.size).toBe(5);
  });
});

describe("file session store", () => {
  it("keeps its files readable by the app's user only: 0600 files in a 0700 directory", async () => {
    const dir = path.join(mkdtempSync(path.join(tmpdir(), "cme-sessions-")), "sessions");
    const storage = createFileStore(dir);
    const session = await storage.getSession();
    session.set("token", "d");
    await storage.commitSession(session);
    expect(statSync(dir).mode & 0o777).toBe(0o700);
    const files = readdirSync(dir);
    expect(files).toHaveLength(1);
    expect(statSync(path.join(dir, files[0]!)).mode & 0o777).toBe(0o600);
  });

  it("reads an expired session as none and deletes it", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "cme-sessions-"));
    const storage = createFileStore(dir);
    const session = await storage.getSession();
    session.set("token", "e");
    const cookie = (await storage.commitSession(session, { expires: new Date(Date.now() - 1000) })).split(
      ";",
    )[0]!;
    expect((await storage.getSession(cookie)).get("token")).toBeUndefined();
    expect(readdirSync(dir)).toEqual([]);
  });
});
