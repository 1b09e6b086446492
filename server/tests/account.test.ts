import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PASSWORD } from "../seed/index.ts";
import { startTestApi, UNAUTHENTICATED, type TestApi } from "./helpers.ts";

// The account (issue 13) through the API's doors: personal details, password change, mail settings.

let t: TestApi;
beforeAll(async () => {
  t = await startTestApi();
});
afterAll(() => t.close());

async function fresh(like = "arzt@example.com") {
  const user = await t.surface.createUser({ like });
  return { ...user, token: await t.login(user.email) };
}

describe("personal details", () => {
  const update = (token: string, input: Record<string, unknown>) =>
    t.gql<{ updatePersonalDetails: Record<string, unknown> }>(
      `mutation($i: PersonalDetailsInput!) { updatePersonalDetails(input: $i) { gender title first_name last_name } }`,
      { variables: { i: input }, token },
    );

  it("saves gender, title and names, trimmed", async () => {
    const user = await fresh();
    const result = await update(user.token, {
      gender: "FEMALE",
      title: "PROF",
      first_name: " Maria ",
      last_name: "Lang",
    });
    expect(result.data?.updatePersonalDetails).toEqual({
      gender: "FEMALE",
      title: "PROF",
      first_name: "Maria",
      last_name: "Lang",
    });
    const without = await update(user.token, {
      gender: "FEMALE",
      title: null,
      first_name: "Maria",
      last_name: "Lang",
    });
    expect(without.data?.updatePersonalDetails.title).toBeNull();
  });

  it("refuses empty and too long names field by field", async () => {
    const user = await fresh();
    const result = await update(user.token, { gender: "MALE", first_name: " ", last_name: "x".repeat(256) });
    expect(result.errors?.[0]?.extensions).toMatchObject({
      category: "validation",
      validation: {
        "input.first_name": ["The input.first name field is required."],
        "input.last_name": ["The input.last name field must not be greater than 255 characters."],
      },
    });
  });
});

describe("password change", () => {
  const change = (token: string, current: string, password: string, confirmation = password) =>
    t.gql<{ changePassword: { id: string } }>(
      "mutation($c: String!, $p: String!, $r: String!) { changePassword(current_password: $c, password: $p, password_confirmation: $r) { id } }",
      { variables: { c: current, p: password, r: confirmation }, token },
    );

  it("needs the current password, 8 characters and the confirmation", async () => {
    const user = await fresh();
    const result = await change(user.token, "falsch-falsch", "kurz", "anders");
    expect(result.errors?.[0]?.extensions?.validation).toEqual({
      password: [
        "The password field must be at least 8 characters.",
        "The password field confirmation does not match.",
      ],
      current_password: ["The current password is incorrect."],
    });
  });

  it("is refused, with the reason, for an account whose password is managed elsewhere", async () => {
    const user = await t.surface.createUser({ like: "arzt@example.com", password_editable: false });
    const token = await t.login(user.email);
    const result = await change(token, DEMO_PASSWORD, "neues-passwort-1");
    expect(result.errors?.[0]?.extensions?.validation).toEqual({
      password: ["The password of this account cannot be changed here."],
    });
  });

  it("changes it, signs out the other sessions and keeps this one", async () => {
    const user = await fresh();
    const other = await t.login(user.email);
    expect(
      (await change(user.token, DEMO_PASSWORD, "neues-passwort-1")).data?.changePassword.id,
    ).toBeTruthy();
    expect((await t.gql("{ me { id } }", { token: other })).errors?.[0]).toMatchObject(UNAUTHENTICATED);
    expect(
      (await t.gql<{ me: { id: string } }>("{ me { id } }", { token: user.token })).data?.me.id,
    ).toBeTruthy();
    expect(await t.login(user.email, "neues-passwort-1")).toBeTruthy();
  });
});

describe("mail settings", () => {
  it("saves the summary frequency and the day-of-livestream notice", async () => {
    const user = await fresh();
    const query = `mutation($i: NotificationSettingsInput!) { updateNotificationSettings(input: $i) {
      notify_promotions notify_subscriptions summary_frequency notify_livestream_day } }`;
    const input = {
      notify_promotions: false,
      notify_subscriptions: true,
      summary_frequency: "TWO_WEEKLY",
      notify_livestream_day: false,
    };
    const result = await t.gql<{ updateNotificationSettings: unknown }>(query, {
      variables: { i: input },
      token: user.token,
    });
    expect(result.data?.updateNotificationSettings).toEqual(input);
  });
});

describe("data export and deletion", () => {
  it("exports what is stored about the user, without secrets", async () => {
    const user = await fresh();
    await t.gql("mutation($i: ID!) { followField(id: $i) { id } }", {
      variables: { i: "5" },
      token: user.token,
    });
    const result = await t.gql<{ myData: string }>("{ myData }", { token: user.token });
    const data = JSON.parse(result.data?.myData ?? "{}") as Record<string, unknown> & {
      profile: Record<string, unknown>;
      followed_fields: unknown[];
    };
    expect(data.profile).toMatchObject({ email: user.email, first_name: "Markus", efn: "802761234500004" });
    expect(data.profile).not.toHaveProperty("password_hash");
    expect(data.followed_fields.length).toBeGreaterThan(0);
    expect(Object.keys(data)).toEqual(
      expect.arrayContaining(["watchlist", "watch_progress", "certificates", "validation_requests", "mails"]),
    );
    expect(result.data?.myData).not.toMatch(/\$argon2|scrypt|code_hash|token_hash/);
  });

  it("deletes the account after the password: its sessions end and it cannot log in", async () => {
    const user = await fresh();
    const wrong = await t.gql("mutation($p: String!) { deleteAccount(password: $p) }", {
      variables: { p: "falsch-falsch" },
      token: user.token,
    });
    expect(wrong.errors?.[0]?.extensions?.validation).toEqual({
      password: ["The current password is incorrect."],
    });

    const deleted = await t.gql<{ deleteAccount: boolean }>(
      "mutation($p: String!) { deleteAccount(password: $p) }",
      {
        variables: { p: DEMO_PASSWORD },
        token: user.token,
      },
    );
    expect(deleted.data?.deleteAccount).toBe(true);
    expect((await t.gql("{ me { id } }", { token: user.token })).errors?.[0]).toMatchObject(UNAUTHENTICATED);
    await expect(t.login(user.email)).rejects.toThrow();
    expect(await t.surface.user(user.email)).toBeNull();
  });
});

describe("email change", () => {
  const request = (token: string, email: string, password = DEMO_PASSWORD) =>
    t.gql("mutation($e: String!, $p: String!) { requestEmailChange(email: $e, password: $p) }", {
      variables: { e: email, p: password },
      token,
    });
  const confirm = (token: string, code: string) =>
    t.gql<{ confirmEmailChange: { email: string } }>(
      "mutation($c: String!) { confirmEmailChange(code: $c) { email } }",
      {
        variables: { c: code },
        token,
      },
    );

  it("refuses a taken or invalid address and a wrong password", async () => {
    const user = await fresh();
    expect((await request(user.token, "studentin@example.com")).errors?.[0]?.extensions?.validation).toEqual({
      email: ["The email has already been taken."],
    });
    expect(
      (await request(user.token, "kein-at-zeichen", "falsch-falsch")).errors?.[0]?.extensions?.validation,
    ).toEqual({
      email: ["The email field must be a valid email address."],
      password: ["The current password is incorrect."],
    });
  });

  it("mails a code to the new address; the code changes it and the old address is told", async () => {
    const user = await fresh();
    const next = `neu-${Date.now()}@example.com`;
    expect((await request(user.token, next)).data).toEqual({ requestEmailChange: true });
    expect((await confirm(user.token, "000000")).errors?.[0]?.extensions?.validation).toEqual({
      code: ["The code is invalid."],
    });
    const code = await t.surface.latestCode(next);
    expect((await confirm(user.token, code)).data?.confirmEmailChange.email).toBe(next);
    expect(await t.login(next)).toBeTruthy();
    const [notice] = await t.surface.outbox(user.email);
    expect(notice).toMatchObject({ kind: "email_changed" });
    expect(notice?.body).toContain(next);
  });
});
