import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signNotification } from "../notifications.ts";
import { startTestApi, type TestApi } from "./helpers.ts";

let t: TestApi;
let origin: string;
beforeAll(async () => {
  t = await startTestApi();
  origin = new URL(t.api.url).origin;
});
afterAll(() => t.close());

describe("HTTP server", () => {
  it("answers on 127.0.0.1 with the port it picked", () => {
    expect(t.api.url).toBe(`http://127.0.0.1:${t.api.port}/graphql`);
    expect(t.api.port).toBeGreaterThan(0);
  });

  it("reports health", async () => {
    const response = await fetch(`${origin}/healthz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "ok" });
  });

  it("serves GET queries", async () => {
    const response = await fetch(`${t.api.url}?query=${encodeURIComponent("{ fields { id } }")}`, {
      headers: { accept: "application/json" },
    });
    const body = (await response.json()) as { data: { fields: unknown[] } };
    expect(body.data.fields).toHaveLength(63);
  });

  it("draws channel thumbnails and answers 404 for unknown channels", async () => {
    const response = await fetch(`${origin}/media/channels/onkologie-im-dialog.svg`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/svg+xml; charset=utf-8");
    const svg = await response.text();
    expect(svg).toContain(">OD</text>");
    expect(svg).toContain("<title>Onkologie im Dialog</title>");
    expect((await fetch(`${origin}/media/channels/gibt-es-nicht.svg`)).status).toBe(404);
  });

  it("masks unexpected failures as Internal server error without details", async () => {
    // Break the store behind the server's back: the next insert fails inside SQLite.
    const db = new Database(t.dbFile);
    db.exec("DROP TABLE notification_clicks");
    db.close();
    const response = await fetch(t.api.url, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        query: "mutation($mt: String!, $s: String!) { trackNotification(mt: $mt, signature: $s) }",
        variables: { mt: "x", s: signNotification("x") },
      }),
    });
    const text = await response.text();
    expect(JSON.parse(text)).toMatchObject({
      data: null,
      errors: [{ message: "Internal server error", extensions: { category: "internal" } }],
    });
    expect(text).not.toMatch(/notification_clicks|stack|sqlite/i);
  });
});

describe("environments", () => {
  it("offers GraphiQL in development and hides it in production", async () => {
    const { startApi } = await import("../app.ts");
    const html = async (url: string) => (await fetch(url, { headers: { accept: "text/html" } })).text();
    expect(await html(t.api.url)).toContain("GraphiQL");

    const previous = process.env.NODE_ENV;
    process.env.NODE_ENV = "production";
    const production = await startApi({ port: 0, dbFile: ":memory:", log: false });
    process.env.NODE_ENV = previous;
    try {
      expect(await html(production.url)).not.toContain("GraphiQL");
    } finally {
      await production.close();
    }
  });
});
