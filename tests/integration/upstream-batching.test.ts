import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { ServerResponse } from "node:http";
import { logEntries, logEntry, signInAt, startApp, type AppProcess } from "./app-process";
import { DEMO_PASSWORD, freshUser, upstream, upstreamToken } from "./helpers";
import { fakeUpstream } from "./support/fake-upstream";

// Decision 006, through the HTTP door: the queries of one page render (the frame's `me` and the
// page's own) reach the upstream as one HTTP request, each answered and mapped on its own; an
// operator can turn batching off for an upstream that cannot batch.

type Seen = { operations: number; names: string[] };
let seen: Seen[] = [];
/** What the upstream answers instead of the reference API, when a test sets it. */
let fault: ((body: unknown) => { status: number; body: string }) | null = null;
/** Takes the request instead of answering it, when a test sets it. */
let hold: ((res: ServerResponse) => void) | null = null;

let proxy: Awaited<ReturnType<typeof fakeUpstream>>;
let batching: AppProcess;
let single: AppProcess;

const operationName = (query: unknown) => /(?:query|mutation)\s+(\w+)/.exec(String(query))?.[1] ?? "?";

beforeAll(async () => {
  // Passes every request on to the reference API, noting how many operations it carried.
  proxy = await fakeUpstream((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", async () => {
      const raw = Buffer.concat(chunks);
      const body = JSON.parse(raw.toString("utf8")) as { query?: string } | { query?: string }[];
      const operations = Array.isArray(body) ? body : [body];
      seen.push({ operations: operations.length, names: operations.map((op) => operationName(op.query)) });
      if (hold) return hold(res);
      if (fault) {
        const answer = fault(body);
        res.writeHead(answer.status, { "Content-Type": "application/json" });
        return res.end(answer.body);
      }
      const headers: Record<string, string> = { "content-type": "application/json" };
      if (req.headers.authorization) headers.authorization = req.headers.authorization;
      const answer = await fetch(inject("graphqlUrl"), { method: "POST", headers, body: raw });
      res.writeHead(answer.status, { "Content-Type": "application/json" });
      res.end(await answer.text());
    });
  });
  [batching, single] = await Promise.all([
    startApp({ GRAPHQL_URL: proxy.url }),
    startApp({ GRAPHQL_URL: proxy.url, UPSTREAM_BATCHING: "false" }),
  ]);
});
afterAll(async () => {
  await Promise.all([batching.stop(), single.stop()]);
  await proxy.close();
});

async function render(app: AppProcess, path: string, cookie: string) {
  seen = [];
  const response = await fetch(app.url + path, { headers: { cookie }, redirect: "manual" });
  return { response, html: await response.text(), seen: [...seen] };
}

describe("one upstream request per page render", () => {
  it("carries the frame's `me` and the page's query together, signed in", async () => {
    const cookie = await signInAt(batching, await freshUser("arzt@example.com"));
    for (const path of [
      "/home",
      "/fachgebiete/kardiologie",
      "/watchlist",
      "/profile",
      "/contact",
      "/faq/login",
    ]) {
      const { response, seen } = await render(batching, path, cookie);
      expect(response.status, path).toBe(200);
      expect(seen, path).toHaveLength(1);
      expect(seen[0]?.operations, path).toBeGreaterThanOrEqual(2);
      expect(seen[0]?.names, path).toContain("Me");
    }
  });

  it("carries the subscribe dialog's item with them, signed in and anonymous (decision 029)", async () => {
    const cookie = await signInAt(batching, await freshUser("arzt@example.com"));
    const path = "/fachgebiete/kardiologie?dialog=subscribe&type=Field&id=2";
    for (const [who, names] of [
      [cookie, ["FieldPage", "Followable", "Me"]],
      ["", ["FieldPage", "Followable"]],
    ] as const) {
      const { response, seen } = await render(batching, path, who);
      expect(response.status, who).toBe(200);
      expect(seen, who).toHaveLength(1);
      expect([...(seen[0]?.names ?? [])].sort(), who).toEqual(names);
    }
  });

  it("sends the same operations one by one when an operator turns batching off", async () => {
    const cookie = await signInAt(single, await freshUser("arzt@example.com"));
    const { response, seen } = await render(single, "/home", cookie);
    expect(response.status).toBe(200);
    expect(seen.map((request) => request.operations)).toEqual([1, 1]);
    expect(seen.flatMap((request) => request.names).sort()).toEqual(["HomePage", "Me"]);
  });

  it("maps each answer on its own: a token ended upstream still ends the session (spec §8)", async () => {
    const email = await freshUser("arzt@example.com");
    const cookie = await signInAt(batching, email);
    // A password change elsewhere signs out every other session, the app's too.
    const token = await upstreamToken(email);
    const changed = await upstream<{ errors?: unknown }>(
      `mutation($p: String!) { changePassword(current_password: $p, password: "ganz-neues-passwort", password_confirmation: "ganz-neues-passwort") { id } }`,
      { p: DEMO_PASSWORD },
      token,
    );
    expect(changed.errors).toBeUndefined();
    const { response, seen } = await render(batching, "/home", cookie);
    expect(seen).toHaveLength(1);
    expect(seen[0]?.operations).toBe(2);
    // The same path again, without the session: the guards send the visitor on from there.
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/home");
    expect(response.headers.get("Set-Cookie")).toMatch(/__session=;.*Expires=Thu, 01 Jan 1970/);
  });
});

describe("a batch that fails as a whole", () => {
  it("shows the 503 page and logs the failure once", async () => {
    const cookie = await signInAt(batching, await freshUser("arzt@example.com"));
    fault = () => ({ status: 502, body: "Bad Gateway" });
    try {
      const requestId = `batch-502-${Date.now()}`;
      seen = [];
      const response = await fetch(`${batching.url}/home`, {
        headers: { cookie, "X-Request-Id": requestId },
      });
      expect(response.status).toBe(503);
      expect(await response.text()).toContain("Der Dienst ist gerade nicht erreichbar");
      expect(seen).toHaveLength(1);
      const warnings = logEntries(batching).filter(
        (entry) => entry.requestId === requestId && entry.message === "upstream unavailable",
      );
      expect(warnings).toHaveLength(1);
    } finally {
      fault = null;
    }
  });

  it("answers the unexpected-error page when the upstream answers a batch with a single object", async () => {
    const cookie = await signInAt(batching, await freshUser("arzt@example.com"));
    fault = () => ({ status: 200, body: JSON.stringify({ data: { me: null } }) });
    try {
      const response = await fetch(`${batching.url}/home`, { headers: { cookie } });
      expect(response.status).toBe(500);
    } finally {
      fault = null;
    }
  });
});

describe("a page its browser stopped waiting for", () => {
  it("is not logged as an unavailable upstream", async () => {
    const cookie = await signInAt(batching, await freshUser("arzt@example.com"));
    const requestId = `gone-${Date.now()}`;
    const upstreamLetGo = new Promise<void>((resolve) => {
      hold = (res) => res.on("close", () => resolve());
    });
    try {
      seen = [];
      const browser = new AbortController();
      const page = fetch(`${batching.url}/home`, {
        headers: { cookie, "X-Request-Id": requestId },
        signal: browser.signal,
      }).catch(() => null);
      await expect.poll(() => seen.length).toBe(1);
      browser.abort();
      await page;
      // The app dropped its upstream request, so it has handled the abort; a later request's log
      // line shows that its log is written up to here.
      await upstreamLetGo;
      const later = `${requestId}-later`;
      await fetch(`${batching.url}/imprint`, { headers: { "X-Request-Id": later } });
      expect(await logEntry(batching, (entry) => entry.requestId === later)).toBeDefined();
      const unavailable = logEntries(batching).filter(
        (entry) => entry.requestId === requestId && entry.message === "upstream unavailable",
      );
      expect(unavailable).toEqual([]);
    } finally {
      hold = null;
    }
  });
});
