import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PASSWORD } from "../seed/index.ts";
import { hashToken, TOKEN_LIFETIME_DAYS } from "../store/tokens.ts";
import { startTestApi, UNAUTHENTICATED, type TestApi } from "./helpers.ts";

const LOGIN = `mutation($email: String!, $password: String!) {
  login(email: $email, password: $password) { status token validationStatus profession country }
}`;

interface LoginResult {
  login: {
    status: string;
    token: string | null;
    validationStatus: string | null;
    profession: string | null;
    country: string | null;
  };
}

let t: TestApi;
beforeAll(async () => {
  t = await startTestApi();
});
afterAll(() => t.close());

const login = (email: string, password = DEMO_PASSWORD) =>
  t.gql<LoginResult>(LOGIN, { variables: { email, password } });

describe("login", () => {
  it.each([
    ["arzt@example.com", "ACCEPTED", "DOCTOR", "DE"],
    ["studentin@example.com", "ACCEPTED", "MEDICAL_STUDENT", "DE"],
    ["apothekerin@example.com", "PENDING", "PHARMACIST", "AT"],
    ["team@example.com", "ACCEPTED", "DOCTOR", "DE"],
  ])("signs in %s", async (email, validationStatus, profession, country) => {
    const { data, errors } = await login(email);
    expect(errors).toBeUndefined();
    expect(data?.login).toMatchObject({ status: "SUCCESS", validationStatus, profession, country });
    expect(data?.login.token).toMatch(/^[A-Za-z0-9_-]{54,}$/);
  });

  it("ignores the case of the email", async () => {
    const { data } = await login("  Arzt@Example.COM ");
    expect(data?.login.status).toBe("SUCCESS");
  });

  it("answers INVALID_CREDENTIALS for a wrong password or an unknown email, with nothing else", async () => {
    const empty = { token: null, validationStatus: null, profession: null, country: null };
    expect((await login("arzt@example.com", "falsch12345")).data?.login).toEqual({
      status: "INVALID_CREDENTIALS",
      ...empty,
    });
    expect((await login("niemand@example.com")).data?.login).toEqual({
      status: "INVALID_CREDENTIALS",
      ...empty,
    });
  });

  it("answers SUSPENDED without a token for a suspended account with the right password", async () => {
    expect((await login("gesperrt@example.com")).data?.login).toEqual({
      status: "SUSPENDED",
      token: null,
      validationStatus: "EXPIRED",
      profession: "DOCTOR",
      country: "DE",
    });
    expect((await login("gesperrt@example.com", "falsch12345")).data?.login.status).toBe(
      "INVALID_CREDENTIALS",
    );
  });

  it("answers a Laravel-style validation error for an empty email", async () => {
    const result = await login("", "");
    expect(result.data).toBeNull();
    expect(result.errors).toHaveLength(1);
    expect(result.errors?.[0]).toMatchObject({
      message: "Validation failed for the field [login].",
      extensions: {
        category: "validation",
        validation: {
          email: ["The email field is required."],
          password: ["The password field is required."],
        },
      },
    });
  });

  it("rejects a malformed email", async () => {
    const result = await login("kein-at-zeichen", "x");
    expect(result.errors?.[0]?.extensions).toEqual({
      category: "validation",
      code: "INVALID_EMAIL",
      field: "email",
      validation: { email: ["The email field must be a valid email address."] },
      codes: { email: ["INVALID_EMAIL"] },
    });
  });

  it("keeps the token's hash (see server/store/tokens.test.ts), never the token", async () => {
    const token = (await login("arzt@example.com")).data?.login.token ?? "";
    const hashes = await t.surface.tokenHashes("arzt@example.com");
    expect(hashes).toContain(hashToken(token));
    expect(hashes).not.toContain(token);
  });
});

describe("me and logout", () => {
  it("answers null for anonymous requests", async () => {
    expect(await t.gql("{ me { id } }")).toEqual({ data: { me: null } });
  });

  it("answers Unauthenticated for an unknown token or a header it cannot read", async () => {
    for (const authorization of ["Bearer unknown-token", "Basic YXJ6dDpmb3J0", "Bearer"]) {
      const result = await t.gql("{ me { id } }", { authorization });
      expect(result.errors).toHaveLength(1);
      expect(result.errors?.[0]).toMatchObject(UNAUTHENTICATED);
      expect(result.errors?.[0]?.extensions).toEqual(UNAUTHENTICATED.extensions);
    }
  });

  it("keeps public queries working with a bad token", async () => {
    const result = await t.gql<{ professions: unknown[] }>("{ professions { value } }", { token: "stale" });
    expect(result.errors).toBeUndefined();
    expect(result.data?.professions).toHaveLength(41);
  });

  it("revokes the token on logout, after which me is Unauthenticated", async () => {
    const token = await t.login("studentin@example.com");
    const me = await t.gql<{ me: { id: string } }>("{ me { id } }", { token });
    const id = me.data?.me.id;
    expect(id).toBeTruthy();

    expect(await t.gql("mutation { logout { id } }", { token })).toEqual({ data: { logout: { id } } });

    const after = await t.gql("{ me { id } }", { token });
    expect(after.errors?.[0]).toMatchObject(UNAUTHENTICATED);
    const again = await t.gql("mutation { logout { id } }", { token });
    expect(again.errors?.[0]).toMatchObject(UNAUTHENTICATED);
  });

  it("keeps other tokens of the same user valid after logout", async () => {
    const first = await t.login("arzt@example.com");
    const second = await t.login("arzt@example.com");
    await t.gql("mutation { logout { id } }", { token: first });
    const result = await t.gql<{ me: { email: string } }>("{ me { email } }", { token: second });
    expect(result.data?.me.email).toBe("arzt@example.com");
  });

  it("treats an expired token as Unauthenticated", async () => {
    const token = await t.login("arzt@example.com");
    expect((await t.gql("{ me { id } }", { token })).errors).toBeUndefined();
    await t.surface.setClock({ advanceSeconds: (TOKEN_LIFETIME_DAYS * 24 + 1) * 3600 });
    try {
      const result = await t.gql("{ me { id } }", { token });
      expect(result.errors?.[0]).toMatchObject(UNAUTHENTICATED);
    } finally {
      await t.surface.setClock();
    }
  });

  it.each([
    "mutation { logout { id } }",
    "mutation { finishTour { id } }",
    "mutation { updateMe(input: {is_simulating_user: false}) { id } }",
    'mutation { confirmUserData(input: {field_id: "2", subscribedFields: []}) { id } }',
  ])("needs a token for %s", async (query) => {
    const result = await t.gql(query);
    expect(result.data).toBeNull();
    expect(result.errors?.[0]).toMatchObject(UNAUTHENTICATED);
  });
});
