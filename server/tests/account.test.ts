import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PASSWORD } from "../seed/index.ts";
import { startTestApi, UNAUTHENTICATED, uploadProof, type TestApi } from "./helpers.ts";

// The account through the API's doors: personal details, password change, mail settings.

let t: TestApi;
beforeAll(async () => {
  t = await startTestApi();
});
afterAll(() => t.close());
afterEach(() => t.surface.setClock());

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
    const maria = { gender: "FEMALE", first_name: "Maria", last_name: "Lang" };
    const result = await update(user.token, { ...maria, title: "PROF", first_name: " Maria " });
    expect(result.data?.updatePersonalDetails).toEqual({ ...maria, title: "PROF" });
    const without = await update(user.token, { ...maria, title: null });
    expect(without.data?.updatePersonalDetails.title).toBeNull();
    const professor = await update(user.token, { ...maria, title: "PROF_DR" });
    expect(professor.data?.updatePersonalDetails.title).toBe("PROF_DR");
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

describe("professional details", () => {
  const FIELDS =
    "profession employment country validation_status validation_request_pending field { id } subscribedFields { id }";
  const update = (token: string, input: Record<string, unknown>) =>
    t.gql<{ updateProfessionalDetails: Record<string, unknown> }>(
      `mutation($i: ProfessionalDetailsInput!) { updateProfessionalDetails(input: $i) { ${FIELDS} } }`,
      { variables: { i: input }, token },
    );
  /** A doctor at a clinic in Germany with main field 9. */
  const clinicDoctor = { profession: "DOCTOR", employment: "CLINIC", field_id: "9", country: "DE" };
  const pendingFor = async (email: string) => {
    const result = await t.gql<{ pendingValidations: Array<{ email: string; profession: string }> }>(
      "{ pendingValidations { email profession } }",
      { token: await t.login("team@example.com") },
    );
    return result.data?.pendingValidations.filter((request) => request.email === email) ?? [];
  };

  it("changes employment and main field without new proof; the main field is followed", async () => {
    const user = await fresh();
    const result = await update(user.token, { ...clinicDoctor, employment: "SETTLED" });
    const saved = result.data?.updateProfessionalDetails;
    expect(saved).toMatchObject({
      profession: "DOCTOR",
      employment: "SETTLED",
      country: "DE",
      validation_status: "ACCEPTED",
      field: { id: "9" },
    });
    expect(saved?.subscribedFields).toContainEqual({ id: "9" });
  });

  it("refuses proof that no change asks for, and unknown fields and countries", async () => {
    const user = await fresh();
    const same = await update(user.token, { ...clinicDoctor, efn: "999999999999999" });
    expect(same.errors?.[0]?.extensions?.validation).toEqual({
      "input.efn": ["The input.efn field is prohibited."],
    });
    const wrong = await update(user.token, { ...clinicDoctor, field_id: "999", country: "Deutschland" });
    expect(wrong.errors?.[0]?.extensions?.validation).toEqual({
      "input.country": ["The selected input.country is invalid."],
      "input.field_id": ["The selected input.field id is invalid."],
    });
  });

  it("a student who becomes a doctor needs an EFN or a file; the EFN is accepted at once", async () => {
    const user = await fresh("studentin@example.com");
    const input = { profession: "DOCTOR", employment: "CLINIC", field_id: "2", country: "DE" };
    const without = await update(user.token, input);
    expect(without.errors?.[0]?.extensions?.validation).toEqual({
      "input.efn": ["The input.efn field is required when input.validation file is not present."],
      "input.validation_file": ["The input.validation file field is required when input.efn is not present."],
    });
    const badEfn = await update(user.token, { ...input, efn: "123" });
    expect(badEfn.errors?.[0]?.extensions?.validation).toEqual({
      "input.efn": ["The input.efn field must be a valid EFN."],
    });
    const result = await update(user.token, { ...input, efn: "802761234500004" });
    expect(result.data?.updateProfessionalDetails).toMatchObject({
      profession: "DOCTOR",
      validation_status: "ACCEPTED",
    });
    expect((await t.outbox(user.email)).at(-1)?.subject).toMatch(/bestätigt|accepted/i);
  });

  it("a move from DE to AT needs a file: the new details apply and the validation waits for staff", async () => {
    const user = await fresh();
    const input = { profession: "DOCTOR", employment: "CLINIC", field_id: "2", country: "AT" };
    const efn = await update(user.token, { ...input, efn: "802761234500004" });
    expect(efn.errors?.[0]?.extensions?.validation).toMatchObject({
      "input.efn": ["The input.efn field is prohibited."],
    });
    const uuid = await uploadProof(t);
    const result = await update(user.token, { ...input, validation_file: { create: { uuid } } });
    expect(result.data?.updateProfessionalDetails).toMatchObject({
      country: "AT",
      validation_status: "PENDING",
      validation_request_pending: true,
    });
    expect(await pendingFor(user.email)).toEqual([{ email: user.email, profession: "DOCTOR" }]);

    // While staff check it, profession and country stay as they are; the employment may change.
    const again = await update(user.token, { ...input, profession: "DENTIST" });
    expect(again.errors?.[0]?.extensions?.validation).toEqual({
      "input.validation_file": ["A validation request is already pending."],
    });
    const employment = await update(user.token, { ...input, employment: "SETTLED" });
    expect(employment.data?.updateProfessionalDetails).toMatchObject({ employment: "SETTLED" });
  });

  it("needs a signed-in user", async () => {
    const result = await update("", {
      profession: "DOCTOR",
      employment: "CLINIC",
      field_id: "2",
      country: "DE",
    });
    expect(result.errors?.[0]).toMatchObject(UNAUTHENTICATED);
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
      expect.arrayContaining([
        "watchlist",
        "watch_progress",
        "certificates",
        "validation_requests",
        "mails",
        "orders",
      ]),
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

  const codeMails = async (to: string) =>
    (await t.surface.outbox(to)).filter((mail) => mail.kind === "email_change_code");
  const unique = (name: string) =>
    `${name}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

  it("limits the requests of one user to 5 an hour, then answers rate_limited with a wait", async () => {
    const user = await fresh();
    const targets = Array.from({ length: 6 }, (_, i) => unique(`fremd-${i}`));
    for (const target of targets.slice(0, 5)) {
      expect((await request(user.token, target)).data).toEqual({ requestEmailChange: true });
    }
    const refused = await request(user.token, targets[5]!);
    expect(refused.errors?.[0]).toMatchObject({
      message: "Too Many Attempts.",
      extensions: { category: "rate_limited", code: "RATE_LIMITED", retryAfter: expect.any(Number) },
    });
    expect(refused.errors?.[0]?.extensions?.retryAfter).toBeGreaterThan(3500);
    expect(await codeMails(targets[5]!)).toEqual([]);
    try {
      await t.surface.setClock({ advanceSeconds: 3601 });
      expect((await request(user.token, targets[5]!)).data).toEqual({ requestEmailChange: true });
    } finally {
      await t.surface.setClock();
    }
  });

  it("mails one address at most 3 codes an hour, whoever asks", async () => {
    const stranger = unique("fremde");
    for (let i = 0; i < 3; i += 1) {
      const user = await fresh();
      expect((await request(user.token, stranger)).data).toEqual({ requestEmailChange: true });
    }
    const refused = await request((await fresh()).token, stranger);
    expect(refused.errors?.[0]?.extensions).toMatchObject({ category: "rate_limited" });
    expect(await codeMails(stranger)).toHaveLength(3);
  });

  /** Five wrong codes for the user's code to the address (a guess that happens to be right is skipped). */
  async function fiveWrong(token: string, to: string, from = 100000) {
    const right = await t.surface.latestCode(to);
    const answers = [];
    for (let i = 0; i < 5; i += 1) {
      const guess = String(from + i);
      if (guess !== right) answers.push(await confirm(token, guess));
    }
    return answers;
  }
  const TOO_MANY = {
    message: "Too many wrong codes.",
    extensions: { category: "rate_limited", code: "CODE_TRIES_EXCEEDED" },
  };

  it("after five wrong codes says so, takes no code, and keeps new ones from the address until an hour after the last", async () => {
    const user = await fresh();
    const next = unique("neu");
    await request(user.token, next);
    const answers = await fiveWrong(user.token, next);
    expect(answers.slice(0, -1).map((answer) => answer.errors?.[0]?.extensions?.validation)).toEqual(
      Array.from({ length: answers.length - 1 }, () => ({ code: ["The code is invalid."] })),
    );
    // The fifth wrong try, and the right code after it: the tries are used up, with the wait for a new code.
    expect(answers.at(-1)?.errors?.[0]).toMatchObject(TOO_MANY);
    const right = await confirm(user.token, await t.surface.latestCode(next));
    expect(right.errors?.[0]).toMatchObject(TOO_MANY);
    expect(right.errors?.[0]?.extensions?.retryAfter).toBeGreaterThan(3500);
    // Asking again would only buy a code with no tries left: refused without a mail, no fresh guesses.
    await t.surface.setClock({ advanceSeconds: 20 * 60 });
    const again = await request(user.token, next);
    expect(again.errors?.[0]).toMatchObject(TOO_MANY);
    expect(again.errors?.[0]?.extensions?.retryAfter).toBeGreaterThan(39 * 60);
    expect(again.errors?.[0]?.extensions?.retryAfter).toBeLessThanOrEqual(40 * 60);
    expect(await codeMails(next)).toHaveLength(1);
    // Another address is not held up by them.
    expect((await request(user.token, unique("anders"))).data).toEqual({ requestEmailChange: true });

    // An hour after the used-up code: the page can say "ask for a new one", and the new one works.
    await t.surface.setClock({ advanceSeconds: 60 * 60 });
    await request(user.token, next);
    expect((await confirm(user.token, await t.surface.latestCode(next))).data?.confirmEmailChange.email).toBe(
      next,
    );
  });

  it("says 'ask for a new code' once the wait is over but no new code was asked for", async () => {
    const user = await fresh();
    const next = unique("spaeter");
    await request(user.token, next);
    await fiveWrong(user.token, next);
    await t.surface.setClock({ advanceSeconds: 60 * 60 + 1 });
    const dead = (await confirm(user.token, "123456")).errors?.[0]?.extensions;
    expect(dead?.validation).toEqual({ code: ["Too many wrong codes. Request a new code."] });
    expect(dead?.codes).toEqual({ code: ["CODE_TRIES_EXCEEDED"] });
  });

  it("keeps a user's code and its tries their own when someone else asks for the same address", async () => {
    const owner = await fresh();
    const other = await fresh();
    const next = unique("begehrt");
    await request(owner.token, next);
    // Another user asks for the same address and spends ten wrong guesses.
    await request(other.token, next);
    const theirs = await t.surface.latestCode(next);
    for (let i = 0; i < 10; i += 1) {
      const guess = String(200000 + i);
      if (guess !== theirs) await confirm(other.token, guess);
    }
    expect((await confirm(other.token, theirs)).errors?.[0]).toMatchObject(TOO_MANY);
    // The owner asks again and enters the latest code from the address's mailbox: the change is made.
    await request(owner.token, next);
    const latest = await t.surface.latestCode(next);
    expect((await confirm(owner.token, latest)).data?.confirmEmailChange.email).toBe(next);
  });

  it("sends the code mail without the account's text: no name, no link from it", async () => {
    const user = await fresh();
    await t.gql("mutation($i: PersonalDetailsInput!) { updatePersonalDetails(input: $i) { id } }", {
      variables: {
        i: { gender: "MALE", first_name: "Gewinn abholen: https://boese.example/login", last_name: "Spam" },
      },
      token: user.token,
    });
    const next = unique("ziel");
    await request(user.token, next);
    const [mail] = await codeMails(next);
    expect(mail?.body.split("\n")[0]).toBe("Hallo,");
    expect(mail?.body).not.toMatch(/boese|https?:|Gewinn/);
  });
});
