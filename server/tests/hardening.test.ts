import { describe, expect, it } from "vitest";
import { DEMO_PASSWORD } from "../seed/index.ts";
import { stoppedClock, testApiPer } from "./helpers.ts";

// Password guesses cannot be batched with aliases, every login counts toward the
// per-email limit, introspection is off outside development, and depth and aliases are capped.

const clock = stoppedClock("2026-11-23T10:00:00Z");
const t = testApiPer("test", { now: clock.now });

const LOGIN = `mutation($e: String!, $p: String!) { login(email: $e, password: $p) { status token } }`;
const login = (email: string, password: string) =>
  t.gql<{ login: { status: string; token: string | null } }>(LOGIN, { variables: { e: email, p: password } });

describe("password guesses", () => {
  it("cannot be batched: a second login in one request refuses the whole request", async () => {
    const guesses = Array.from(
      { length: 5 },
      (_, i) => `g${i}: login(email: "arzt@example.com", password: "rate${i}") { status }`,
    );
    const result = await t.gql(`mutation { ${guesses.join(" ")} }`);
    expect(result.data).toBeUndefined();
    expect(result.errors?.[0]?.message).toBe("login may be asked once per request, not 5 times.");
  });

  it("count per email: after ten failures even the right password is not checked for 15 minutes", async () => {
    for (let i = 0; i < 10; i += 1) {
      expect((await login("arzt@example.com", `falsch-${i}`)).data?.login.status).toBe("INVALID_CREDENTIALS");
    }
    const refused = await login("arzt@example.com", DEMO_PASSWORD);
    expect(refused.errors?.[0]).toMatchObject({
      message: "Too Many Attempts.",
      extensions: { category: "rate_limited", retryAfter: 900 },
    });
    // Other accounts are not affected.
    expect((await login("studentin@example.com", DEMO_PASSWORD)).data?.login.status).toBe("SUCCESS");
    clock.advance(15 * 60_000 + 1000);
    expect((await login("arzt@example.com", DEMO_PASSWORD)).data?.login.status).toBe("SUCCESS");
  });

  it("through requestValidation count too", async () => {
    const request = `mutation($p: String!) { requestValidation(email: "gesperrt@example.com", password: $p, profession: DOCTOR, efn: "802761234500004") }`;
    for (let i = 0; i < 10; i += 1) await t.gql(request, { variables: { p: `falsch-${i}` } });
    const refused = await login("gesperrt@example.com", DEMO_PASSWORD);
    expect(refused.errors?.[0]?.extensions?.category).toBe("rate_limited");
  });
});

describe("the endpoint", () => {
  it("answers no introspection outside development", async () => {
    const result = await t.gql("{ __schema { types { name } } }");
    expect(result.data).toBeUndefined();
    expect(result.errors?.[0]?.message).toMatch(/introspection/i);
    // __typename stays: clients (and the readiness check) use it.
    expect((await t.gql("{ __typename }")).data).toEqual({ __typename: "Query" });
  });

  it("refuses documents nested deeper than 12 levels, fragments included", async () => {
    // vod, then one level per `related`, then the innermost id: levels + 2.
    const nest = (levels: number) => {
      let selection = "id";
      for (let i = 0; i < levels; i += 1) selection = `id related { ... on Vod { ${selection} } }`;
      return `query($s: String!) { vod(slug: $s) { ${selection} } }`;
    };
    const slug = { s: "gibt-es-nicht" };
    expect((await t.gql(nest(10), { variables: slug })).errors).toBeUndefined();
    const tooDeep = await t.gql(nest(11), { variables: slug });
    expect(tooDeep.errors?.[0]?.message).toBe("The query is nested 13 levels deep; at most 12 are allowed.");
    // The same depth hidden in fragments that spread each other.
    const fragments = Array.from({ length: 11 }, (_, i) =>
      i < 10
        ? `fragment F${i} on Vod { related { ... on Vod { ...F${i + 1} } } }`
        : `fragment F${i} on Vod { related { ... on Vod { id } } }`,
    );
    const viaFragments = await t.gql(
      `query($s: String!) { vod(slug: $s) { ...F0 } } ${fragments.join(" ")}`,
      {
        variables: slug,
      },
    );
    expect(viaFragments.errors?.[0]?.message).toBe(
      "The query is nested 13 levels deep; at most 12 are allowed.",
    );
  });

  it("refuses more than 30 aliases", async () => {
    const aliases = Array.from({ length: 31 }, (_, i) => `a${i}: __typename`).join(" ");
    const result = await t.gql(`{ ${aliases} }`);
    expect(result.errors?.[0]?.message).toBe("The document has 31 aliases; at most 30 are allowed.");
    const allowed = Array.from({ length: 30 }, (_, i) => `a${i}: __typename`).join(" ");
    expect((await t.gql(`{ ${allowed} }`)).errors).toBeUndefined();
  });
});

describe("HTTP batches (a page's queries in one request)", () => {
  const post = async (body: unknown) => {
    const response = await fetch(t.api.url, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as unknown };
  };

  it("answer each query of an array in its place, errors per operation", async () => {
    const { status, body } = await post([
      { query: "{ __typename }" },
      { query: "query($s: String!) { vod(slug: $s) { id } }", variables: { s: "gibt-es-nicht" } },
      { query: "{ gibtEsNicht }" },
    ]);
    expect(status).toBe(200);
    expect(body).toMatchObject([
      { data: { __typename: "Query" } },
      { data: { vod: null } },
      { errors: [{ message: 'Cannot query field "gibtEsNicht" on type "Query".' }] },
    ]);
  });

  it("carry queries only: a login in a batch refuses the whole batch", async () => {
    const login = `mutation { login(email: "arzt@example.com", password: "falsch") { status } }`;
    const { status, body } = await post([{ query: "{ __typename }" }, { query: login }]);
    expect(status).toBe(400);
    expect(JSON.stringify(body)).toContain("A batch may carry queries only");
  });

  it("hold at most 10 operations", async () => {
    const { status } = await post(Array.from({ length: 11 }, () => ({ query: "{ __typename }" })));
    expect(status).toBe(413);
  });
});
