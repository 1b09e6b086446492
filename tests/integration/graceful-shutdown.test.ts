import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { postForm, startApp, type AppProcess } from "./app-process";
import { DEMO_PASSWORD, freshUser } from "./helpers";
import { fakeUpstream } from "./support/fake-upstream";

// SIGTERM drains (decision 022). A page whose upstream answer is held back is in progress when
// the app is told to stop: it still completes, new connections are refused, then the process exits.

const held: Array<() => void> = [];
let hold = false;
let upstream: Awaited<ReturnType<typeof fakeUpstream>>;
let app: AppProcess;

beforeAll(async () => {
  // The reference API, with a switch that holds requests until the test lets them go.
  upstream = await fakeUpstream((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const forward = async () => {
        const headers: Record<string, string> = { "content-type": "application/json" };
        if (req.headers.authorization) headers.authorization = req.headers.authorization;
        const answer = await fetch(inject("graphqlUrl"), {
          method: "POST",
          headers,
          body: Buffer.concat(chunks),
        });
        res.writeHead(answer.status, { "Content-Type": "application/json" });
        res.end(await answer.text());
      };
      if (hold) held.push(() => void forward());
      else void forward();
    });
  });
  app = await startApp({ GRAPHQL_URL: upstream.url, UPSTREAM_TIMEOUT_MS: "15000" });
});
afterAll(async () => {
  await app.stop();
  await upstream.close();
});

async function until(condition: () => boolean) {
  const deadline = Date.now() + 10_000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error("timed out waiting");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe("SIGTERM", () => {
  it("lets a request in progress complete, refuses new ones, then exits", async () => {
    const login = await postForm(app, "/?index&dialog=login", {
      intent: "login",
      email: await freshUser("arzt@example.com"),
      password: DEMO_PASSWORD,
    });
    const cookie = login.headers
      .getSetCookie()
      .map((header) => header.split(";")[0])
      .join("; ");

    hold = true;
    const inFlight = fetch(`${app.url}/home`, { headers: { cookie } });
    await until(() => held.length > 0);
    const exited = new Promise<number | null>((resolve) => app.child.once("exit", (code) => resolve(code)));
    app.child.kill("SIGTERM");
    await until(() => app.lines.some((line) => line.includes('"shutting down"')));

    // A new request finds nobody listening.
    await expect(fetch(`${app.url}/imprint`)).rejects.toThrow();

    // The held upstream answers: the page in progress still arrives whole.
    hold = false;
    for (const release of held) release();
    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("</html>");
    expect(await exited).toBe(0);
  });
});
