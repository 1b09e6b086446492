import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PASSWORD } from "../seed/index.ts";
import { CODE_LIFETIME_MINUTES } from "../store/codes.ts";
import { startTestApi, UNAUTHENTICATED, type TestApi } from "./helpers.ts";

const FORGOT = "mutation($email: String!) { forgotPassword(email: $email) }";
const RESET = `mutation($email: String!, $password: String!, $code: String!) {
  resetPassword(email: $email, password: $password, resetPasswordCode: $code) { token }
}`;
const LOGIN =
  "mutation($email: String!, $password: String!) { login(email: $email, password: $password) { status } }";

let t: TestApi;
beforeAll(async () => {
  t = await startTestApi();
});
afterAll(() => t.close());

const forgot = (email: string) => t.gql<{ forgotPassword: boolean }>(FORGOT, { variables: { email } });
const reset = (email: string, password: string, code: string) =>
  t.gql<{ resetPassword: { token: string } }>(RESET, { variables: { email, password, code } });
const loginStatus = async (email: string, password: string) =>
  (await t.gql<{ login: { status: string } }>(LOGIN, { variables: { email, password } })).data?.login.status;

async function requestResetCode(email: string): Promise<string> {
  expect(await forgot(email)).toEqual({ data: { forgotPassword: true } });
  return t.latestCode(email);
}

const validation = (result: { errors?: { extensions?: Record<string, unknown> }[] }) =>
  result.errors?.[0]?.extensions?.validation;

describe("forgotPassword", () => {
  it("mails a reset code for an existing account", async () => {
    const code = await requestResetCode("Arzt@Example.com");
    expect(code).toMatch(/^\d{6}$/);
    const [mail] = await t.outbox("arzt@example.com");
    expect(mail).toMatchObject({ kind: "password_reset_code", code, to: "arzt@example.com" });
    expect(mail?.subject).toContain(code);
    expect(mail?.body).toContain("Hallo Markus,");
  });

  it("answers true for an unknown address and mails nothing (no account probing)", async () => {
    expect(await forgot("niemand@example.com")).toEqual({ data: { forgotPassword: true } });
    expect(await t.outbox("niemand@example.com")).toEqual([]);
  });

  it("answers a validation error on email for an invalid address", async () => {
    const result = await forgot("kein-at-zeichen");
    expect(result.errors?.[0]).toMatchObject({
      message: "Validation failed for the field [forgotPassword].",
      extensions: {
        category: "validation",
        validation: { email: ["The email field must be a valid email address."] },
      },
    });
  });
});

describe("resetPassword", () => {
  it("sets the password, revokes every old token and answers a new one", async () => {
    const email = "studentin@example.com";
    const old = await t.login(email);
    const code = await requestResetCode(email);
    const result = await reset(email, "ganz-neues-passwort", code);
    expect(result.errors).toBeUndefined();
    const token = result.data?.resetPassword.token ?? "";
    expect(token).toMatch(/^[A-Za-z0-9_-]{54,}$/);

    expect((await t.gql("{ me { id } }", { token: old })).errors?.[0]).toMatchObject(UNAUTHENTICATED);
    const me = await t.gql<{ me: { email: string } }>("{ me { email } }", { token });
    expect(me.data?.me.email).toBe(email);
    expect(await loginStatus(email, "ganz-neues-passwort")).toBe("SUCCESS");
    expect(await loginStatus(email, DEMO_PASSWORD)).toBe("INVALID_CREDENTIALS");

    // The code works once.
    expect(validation(await reset(email, "noch-ein-passwort", code))).toEqual({
      resetPasswordCode: ["The reset code is invalid."],
    });
  });

  it("answers the same error for a wrong code and for an unknown address", async () => {
    const code = await requestResetCode("apothekerin@example.com");
    const wrong = code === "000000" ? "111111" : "000000";
    const expected = { resetPasswordCode: ["The reset code is invalid."] };
    expect(validation(await reset("apothekerin@example.com", "neues-passwort", wrong))).toEqual(expected);
    expect(validation(await reset("niemand@example.com", "neues-passwort", code))).toEqual(expected);
    expect(await loginStatus("apothekerin@example.com", DEMO_PASSWORD)).toBe("SUCCESS");
  });

  it("kills the code after 5 wrong tries", async () => {
    const email = "team@example.com";
    const code = await requestResetCode(email);
    const wrong = code === "000000" ? "111111" : "000000";
    for (let i = 0; i < 5; i += 1) {
      expect(validation(await reset(email, "neues-passwort", wrong))).toEqual({
        resetPasswordCode: ["The reset code is invalid."],
      });
    }
    expect(validation(await reset(email, "neues-passwort", code))).toEqual({
      resetPasswordCode: ["The reset code is invalid."],
    });
    expect(await loginStatus(email, DEMO_PASSWORD)).toBe("SUCCESS");
  });

  it("refuses an expired code", async () => {
    const email = "team@example.com";
    const code = await requestResetCode(email);
    // The code lives CODE_LIFETIME_MINUTES: the API's clock moves past that.
    await t.surface.setClock({ advanceSeconds: (CODE_LIFETIME_MINUTES + 1) * 60 });
    try {
      expect(validation(await reset(email, "neues-passwort", code))).toEqual({
        resetPasswordCode: ["The reset code is invalid."],
      });
    } finally {
      await t.surface.setClock();
    }
  });

  it("checks the password and the code's format without using a try", async () => {
    const email = "team@example.com";
    const code = await requestResetCode(email);
    expect(validation(await reset(email, "kurz", "12 34"))).toEqual({
      password: ["The password field must be at least 8 characters."],
      resetPasswordCode: ["The reset password code field must be 6 digits."],
    });
    expect(validation(await reset("", "", ""))).toEqual({
      email: ["The email field is required."],
      password: ["The password field is required."],
      resetPasswordCode: ["The reset password code field is required."],
    });
    expect(validation(await reset(email, "p".repeat(256), code))).toEqual({
      password: ["The password field must not be greater than 255 characters."],
    });
    expect((await reset(email, "p".repeat(255), code)).errors).toBeUndefined();
  });

  it("changes a suspended user's password but answers that the account is suspended", async () => {
    const email = "gesperrt@example.com";
    const code = await requestResetCode(email);
    const result = await reset(email, "neues-passwort", code);
    expect(result.data).toBeNull();
    expect(result.errors?.[0]).toMatchObject({
      message: "Validation failed for the field [resetPassword].",
      extensions: { category: "validation", validation: { email: ["The account is suspended."] } },
    });
    // With the new password the login leads to the renewal dialog.
    expect(await loginStatus(email, "neues-passwort")).toBe("SUSPENDED");
  });
});
