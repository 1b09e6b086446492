import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startApp, type AppProcess } from "./app-process";
import { stalledUpstream } from "./support/fake-upstream";

// A stalled upstream (it accepts the connection and never answers, or stops in the
// middle of its answer) gets a 503 page once the timeout has passed, not later than the deadline
// can explain, even while the garbage collector runs all the time.

const TIMEOUT_MS = 1000;

describe.each(["silent", "halfway"] as const)("an upstream that stalls (%s)", (mode) => {
  let upstream: Awaited<ReturnType<typeof stalledUpstream>>;
  let app: AppProcess;
  beforeAll(async () => {
    upstream = await stalledUpstream(mode);
    app = await startApp({ GRAPHQL_URL: upstream.url, UPSTREAM_TIMEOUT_MS: String(TIMEOUT_MS) }, [
      "--expose-gc",
      "--import",
      "./tests/integration/support/force-gc.mjs",
    ]);
    // A first render (no upstream needed), so the measured one is not the process warming up.
    await fetch(`${app.url}/imprint`);
  });
  afterAll(async () => {
    await app.stop();
    await upstream.close();
  });

  it("answers the page with 503 after the timeout, long before the client gives up", async () => {
    const started = performance.now();
    const response = await fetch(`${app.url}/fachgebiete`, { signal: AbortSignal.timeout(TIMEOUT_MS * 5) });
    const elapsed = performance.now() - started;
    expect(response.status).toBe(503);
    expect(await response.text()).toContain("Der Dienst ist gerade nicht erreichbar");
    // Without a deadline the page waits until the client's abort (5×). The margin above the timeout
    // is the render's, which a busy 2-core CI machine stretched to 1.3 s (this is no speed test).
    expect(elapsed).toBeGreaterThanOrEqual(TIMEOUT_MS);
    expect(elapsed).toBeLessThan(TIMEOUT_MS * 3);
  });
});
