import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startPlatform, type Platform } from "./app-process";

// Under `npm start`, when the reference API dies the app stays up (its pages answer 503 meanwhile)
// and the API is started again; when the app dies (a crash out of memory), the API keeps running
// and the app is started again.

async function until<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe("npm start", () => {
  let platform: Platform;
  let lines: string[] = [];
  let appUrl = "";
  let apiUrl = "";

  beforeAll(async () => {
    platform = await startPlatform();
    ({ lines, url: appUrl, apiUrl } = platform);
  }, 150_000);

  afterAll(() => platform?.stop());

  const pids = (name: string) =>
    lines.flatMap((line) => new RegExp(`${name} started \\(pid (\\d+)\\)`).exec(line)?.[1] ?? []).map(Number);
  const apiPids = () => pids("Reference API");

  it("keeps the app up while the reference API is down, and starts the API again", async () => {
    expect((await fetch(`${appUrl}/fachgebiete`)).status).toBe(200);
    const [first] = apiPids();
    expect(first).toBeGreaterThan(0);

    process.kill(first!, "SIGKILL");
    await until("the API to be gone", async () => {
      try {
        await fetch(`${apiUrl}/healthz`);
        return undefined;
      } catch {
        return true;
      }
    });
    // Meanwhile: the app answers, pages that need the API with 503.
    expect((await fetch(`${appUrl}/healthz`)).status).toBe(200);
    expect((await fetch(`${appUrl}/fachgebiete`)).status).toBe(503);

    await until("a second API process", async () => (apiPids().length === 2 ? true : undefined));
    await until("the page to come back", async () =>
      (await fetch(`${appUrl}/fachgebiete`)).status === 200 ? true : undefined,
    );
    expect(apiPids()[1]).not.toBe(first);
    expect(lines.some((line) => line.includes("stopping everything"))).toBe(false);
  }, 90_000);

  it("starts the app again after it crashed, and the API keeps running meanwhile", async () => {
    const [app] = pids("App");
    const apiBefore = apiPids();
    expect(app).toBeGreaterThan(0);

    process.kill(app!, "SIGKILL");
    await until("the app to be gone", async () => {
      try {
        await fetch(`${appUrl}/healthz`);
        return undefined;
      } catch {
        return true;
      }
    });
    expect((await fetch(`${apiUrl}/healthz`)).status).toBe(200);

    await until("a second app process", async () => (pids("App").length === 2 ? true : undefined));
    await until("the page to come back", async () =>
      (await fetch(`${appUrl}/fachgebiete`)).status === 200 ? true : undefined,
    );
    expect(pids("App")[1]).not.toBe(app);
    expect(apiPids()).toEqual(apiBefore);
    expect(lines.some((line) => line.includes("stopping everything"))).toBe(false);
  }, 90_000);
});
