import { afterAll, beforeAll, describe, expect, it } from "vitest";
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
    expect(body.data.fields).toHaveLength(73);
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
    // An unexpected error from inside a resolver, as a broken database would throw it.
    const staff = await t.login("team@example.com");
    const response = await fetch(t.api.url, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${staff}` },
      body: JSON.stringify({
        query: "mutation($m: String!) { testFail(message: $m) }",
        variables: { m: "SqliteError: no such table: notification_clicks" },
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
  it("offers GraphiQL only in development", async () => {
    const { startApi } = await import("../app.ts");
    const html = async (url: string) => (await fetch(url, { headers: { accept: "text/html" } })).text();
    expect(await html(t.api.url)).not.toContain("GraphiQL");

    const previous = process.env.NODE_ENV;
    process.env.NODE_ENV = "development";
    const development = await startApi({ port: 0, dbFile: ":memory:", log: false });
    process.env.NODE_ENV = previous;
    try {
      expect(await html(development.url)).toContain("GraphiQL");
      const schema = await fetch(development.url, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ query: "{ __schema { queryType { name } } }" }),
      });
      expect(await schema.json()).toEqual({ data: { __schema: { queryType: { name: "Query" } } } });
    } finally {
      await development.close();
    }
  });
});
