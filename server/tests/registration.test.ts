import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CODE_LIFETIME_MINUTES } from "../store/codes.ts";
import {
  doctorRegistration,
  startTestApi,
  uploadProof,
  VALID_EFN,
  type AccountState,
  type TestApi,
} from "./helpers.ts";

const CHECK = "query($email: String!) { checkEmailDuplicate(email: $email) { email available } }";
const REQUEST_CODE = "mutation($email: String!) { requestRegistrationCode(email: $email) }";
const REGISTER = "mutation($input: RegisterUserInput!) { registerUser(input: $input) { token } }";
const ME = `{ me {
  email first_name last_name title gender status validation_status validation_expires_at validation_expiring_soon
  can_hwg profession employment country notify_promotions show_tour field { id } subscribedFields { id }
} }`;

interface Me extends AccountState {
  field: { id: string } | null;
  subscribedFields: { id: string }[];
  [key: string]: unknown;
}

let t: TestApi;
beforeAll(async () => {
  t = await startTestApi();
});
afterAll(() => t.close());

let counter = 0;
const newEmail = (who = "neu") => `${who}-${++counter}@example.org`;

async function requestCode(email: string): Promise<string> {
  const result = await t.gql(REQUEST_CODE, { variables: { email } });
  expect(result).toEqual({ data: { requestRegistrationCode: true } });
  return t.latestCode(email);
}

const register = (input: Record<string, unknown>) =>
  t.gql<{ registerUser: { token: string } }>(REGISTER, { variables: { input } });

async function me(token: string): Promise<Me> {
  const result = await t.gql<{ me: Me }>(ME, { token });
  expect(result.errors).toBeUndefined();
  if (!result.data?.me) throw new Error("not signed in");
  return result.data.me;
}

/** The validation messages of a failed registration. */
async function registrationErrors(input: Record<string, unknown>): Promise<Record<string, string[]>> {
  const result = await register(input);
  expect(result.data).toBeNull();
  expect(result.errors?.[0]).toMatchObject({
    message: "Validation failed for the field [registerUser].",
    extensions: { category: "validation" },
  });
  return result.errors?.[0]?.extensions?.validation as Record<string, string[]>;
}

describe("checkEmailDuplicate", () => {
  it("tells taken addresses (in any case) from free ones", async () => {
    expect((await t.gql(CHECK, { variables: { email: "Arzt@Example.com" } })).data).toEqual({
      checkEmailDuplicate: { email: "Arzt@Example.com", available: false },
    });
    expect((await t.gql(CHECK, { variables: { email: "frei@example.org" } })).data).toEqual({
      checkEmailDuplicate: { email: "frei@example.org", available: true },
    });
  });

  it.each([
    ["", "The email field is required."],
    ["kein-at-zeichen", "The email field must be a valid email address."],
    ["jürgen@example.de", "The email field must be a valid email address."],
    [`${"a".repeat(244)}@example.org`, "The email field must not be greater than 255 characters."],
  ])("answers a validation error for %j", async (email, text) => {
    const result = await t.gql(CHECK, { variables: { email } });
    expect(result.errors?.[0]).toMatchObject({
      message: "Validation failed for the field [checkEmailDuplicate].",
      extensions: { category: "validation", validation: { email: [text] } },
    });
  });
});

describe("requestRegistrationCode", () => {
  it("mails a 6-digit code to the outbox", async () => {
    const email = newEmail();
    const code = await requestCode(email);
    expect(code).toMatch(/^\d{6}$/);
    const [mail] = await t.outbox(email);
    expect(mail).toMatchObject({ to: email, kind: "registration_code", code });
    expect(mail?.subject).toBe(`Dein Bestätigungscode: ${code}`);
    expect(mail?.body).toContain(code);
    expect(mail?.body).toContain("30 Minuten");
  });

  it("refuses a taken address", async () => {
    const result = await t.gql(REQUEST_CODE, { variables: { email: "ARZT@example.com" } });
    expect(result.errors?.[0]?.extensions).toEqual({
      category: "validation",
      code: "EMAIL_TAKEN",
      field: "email",
      validation: { email: ["The email has already been taken."] },
      codes: { email: ["EMAIL_TAKEN"] },
    });
    expect(await t.outbox("arzt@example.com")).toEqual([]);
  });
});

describe("registerUser", () => {
  it("registers a doctor with an EFN: ACCEPTED for 2 years, can_hwg, signed in", async () => {
    const email = newEmail("aerztin");
    const code = await requestCode(email);
    const result = await register(doctorRegistration(email, code));
    expect(result.errors).toBeUndefined();
    const token = result.data?.registerUser.token ?? "";
    expect(token).toMatch(/^[A-Za-z0-9_-]{54,}$/);

    const user = await me(token);
    expect(user).toMatchObject({
      email,
      first_name: "Anna",
      last_name: "Berg",
      title: "DR",
      gender: "FEMALE",
      status: "ACTIVE",
      validation_status: "ACCEPTED",
      validation_expiring_soon: false,
      can_hwg: true,
      profession: "DOCTOR",
      employment: "CLINIC",
      country: "DE",
      notify_promotions: false,
      show_tour: true,
      field: { id: "2" },
    });
    expect(user.subscribedFields.map((f) => f.id).sort()).toEqual(["16", "2", "8"]);
    const years = (Date.parse(user.validation_expires_at ?? "") - Date.now()) / (365.25 * 86_400_000);
    expect(years).toBeGreaterThan(1.99);
    expect(years).toBeLessThan(2.01);

    expect(await t.surface.user(email)).toMatchObject({
      efn: VALID_EFN.DE,
      self_attributions: ["SEARCH", "COLLEAGUES"],
    });
    expect((await t.outbox(email)).map((m) => m.kind)).toEqual(["welcome", "registration_code"]);
    expect((await t.outbox(email))[0]?.subject).toBe("Willkommen bei Fortbildung");

    // The login works with the chosen password, and the code is used up.
    expect(await t.login(email, "sicheres-passwort")).toBeTruthy();
    const again = await registrationErrors(doctorRegistration(email, code));
    expect(again["input.email"]).toEqual(["The input.email has already been taken."]);
  });

  it("registers a nurse in AT with an uploaded PDF: PENDING until staff decide", async () => {
    const email = newEmail("pfleger");
    const code = await requestCode(email);
    const uuid = await uploadProof(t);
    const input = doctorRegistration(email, code, {
      profession: "NURSE",
      country: "AT",
      title: null,
      efn: null,
      employment: "PUBLIC_FACILITY",
      notify_promotions: true,
      self_attributions: [],
      fieldSubscriptions: [],
      validation_file: { create: { uuid } },
    });
    const result = await register(input);
    expect(result.errors).toBeUndefined();
    const user = await me(result.data?.registerUser.token ?? "");
    expect(user).toMatchObject({
      status: "ACTIVE",
      validation_status: "PENDING",
      validation_expires_at: null,
      validation_expiring_soon: false,
      can_hwg: false,
      profession: "NURSE",
      country: "AT",
      notify_promotions: true,
      subscribedFields: [{ id: "2" }],
    });
    const kinds = (await t.outbox(email)).map((m) => m.kind);
    expect(kinds).toEqual(["validation_received", "welcome", "registration_code"]);
    expect((await t.outbox(email))[0]?.subject).toBe("Nachweis eingegangen");

    const staff = await t.login("team@example.com");
    const pending = await t.gql<{
      pendingValidations: { email: string; file_name: string; profession: string }[];
    }>("{ pendingValidations { email file_name profession } }", { token: staff });
    expect(pending.data?.pendingValidations).toContainEqual({
      email,
      file_name: "nachweis.pdf",
      profession: "NURSE",
    });

    // The file belongs to this request now; nobody can attach it again.
    const other = newEmail();
    const errors = await registrationErrors({
      ...input,
      email: other,
      registrationCode: await requestCode(other),
    });
    expect(errors).toEqual({ "input.validation_file": ["The selected input.validation file is invalid."] });
  });

  it("refuses a file whose ticket was taken but nothing uploaded, or of another purpose", async () => {
    const email = newEmail();
    const code = await requestCode(email);
    const ticket = await t.gql<{ s: { uuid: string } }>(
      'mutation { s: signedStorageUrlUserValidation(fileName: "a.pdf") { uuid } }',
    );
    const base = { profession: "NURSE", country: "AT", efn: null };
    const notUploaded = await registrationErrors(
      doctorRegistration(email, code, {
        ...base,
        validation_file: { create: { uuid: ticket.data?.s.uuid } },
      }),
    );
    expect(notUploaded["input.validation_file"]).toEqual(["The selected input.validation file is invalid."]);
    const unknown = await registrationErrors(
      doctorRegistration(email, code, { ...base, validation_file: { create: { uuid: "nope" } } }),
    );
    expect(unknown["input.validation_file"]).toEqual(["The selected input.validation file is invalid."]);
  });

  it("refuses a taken email", async () => {
    const errors = await registrationErrors(doctorRegistration("Arzt@example.com", "123456"));
    expect(errors["input.email"]).toEqual(["The input.email has already been taken."]);
  });

  it("reports every broken rule at once, in Laravel's words", async () => {
    const errors = await registrationErrors({
      ...doctorRegistration("jürgen@example.de", "12345"),
      password: "kurz",
      first_name: "  ",
      last_name: "x".repeat(256),
      country: "de",
      field_id: "999",
      fieldSubscriptions: ["2", "abc"],
    });
    expect(errors).toEqual({
      "input.email": ["The input.email field must be a valid email address."],
      "input.password": ["The input.password field must be at least 8 characters."],
      "input.first_name": ["The input.first name field is required."],
      "input.last_name": ["The input.last name field must not be greater than 255 characters."],
      "input.country": ["The selected input.country is invalid."],
      "input.field_id": ["The selected input.field id is invalid."],
      "input.fieldSubscriptions": ["The selected input.field subscriptions is invalid."],
      // country "de" is not DE, so no EFN is allowed and a file is needed
      "input.efn": ["The input.efn field is prohibited."],
      "input.validation_file": ["The input.validation file field is required."],
      "input.registrationCode": ["The input.registration code field must be 6 digits."],
    });
  });

  it.each([
    ["", "The input.email field is required."],
    [`${"a".repeat(244)}@example.org`, "The input.email field must not be greater than 255 characters."],
  ])("checks the email %j", async (email, text) => {
    expect((await registrationErrors(doctorRegistration(email, "123456")))["input.email"]).toEqual([text]);
  });

  it("accepts passwords of 8 and 255 characters and refuses 7 and 256", async () => {
    const passwordErrors = async (password: string) =>
      (await registrationErrors(doctorRegistration(newEmail(), "", { password })))["input.password"];
    expect(await passwordErrors("1234567")).toEqual([
      "The input.password field must be at least 8 characters.",
    ]);
    expect(await passwordErrors("12345678")).toBeUndefined();
    expect(await passwordErrors("p".repeat(255))).toBeUndefined();
    expect(await passwordErrors("p".repeat(256))).toEqual([
      "The input.password field must not be greater than 255 characters.",
    ]);
    expect(await passwordErrors("")).toEqual(["The input.password field is required."]);
  });
});

describe("registration codes", () => {
  const codeErrors = async (email: string, registrationCode: string) =>
    (await registrationErrors(doctorRegistration(email, registrationCode, { first_name: "" })))[
      "input.registrationCode"
    ];

  it("allows 5 wrong tries, after which even the right code is dead", async () => {
    const email = newEmail();
    const code = await requestCode(email);
    const wrong = code === "000000" ? "111111" : "000000";
    for (let i = 0; i < 5; i += 1) {
      expect(await codeErrors(email, wrong)).toEqual(["The registration code is invalid."]);
    }
    const result = await register(doctorRegistration(email, code));
    expect(result.errors?.[0]?.extensions?.validation).toEqual({
      "input.registrationCode": ["The registration code is invalid."],
    });
    // A new code starts over.
    const fresh = await requestCode(email);
    expect((await register(doctorRegistration(email, fresh))).errors).toBeUndefined();
  });

  it("keeps a right code unused when other fields fail", async () => {
    const email = newEmail();
    const code = await requestCode(email);
    expect(await codeErrors(email, code)).toBeUndefined();
    expect((await register(doctorRegistration(email, code))).errors).toBeUndefined();
  });

  it("refuses an expired code with the same message", async () => {
    const email = newEmail();
    const code = await requestCode(email);
    // The code lives CODE_LIFETIME_MINUTES (server/store/codes.test.ts): the API's clock moves past that.
    await t.surface.setClock({ advanceSeconds: (CODE_LIFETIME_MINUTES + 1) * 60 });
    try {
      expect((await register(doctorRegistration(email, code))).errors?.[0]?.extensions?.validation).toEqual({
        "input.registrationCode": ["The registration code is invalid."],
      });
    } finally {
      await t.surface.setClock();
    }
  });

  it("replaces the earlier code when a new one is requested, and binds it to the address", async () => {
    const email = newEmail();
    const first = await requestCode(email);
    const second = await requestCode(email);
    if (first !== second)
      expect(await codeErrors(email, first)).toEqual(["The registration code is invalid."]);
    expect(await codeErrors(newEmail(), second)).toEqual(["The registration code is invalid."]);
    expect((await register(doctorRegistration(email, second))).errors).toBeUndefined();
  });

  it("still takes the code a minute before it expires", async () => {
    const email = newEmail();
    const code = await requestCode(email);
    await t.surface.setClock({ advanceSeconds: (CODE_LIFETIME_MINUTES - 1) * 60 });
    try {
      expect(await codeErrors(email, code)).toBeUndefined();
    } finally {
      await t.surface.setClock();
    }
  });
});

describe("EFN and proof rules", () => {
  // The operator's bypass value (off unless set): on for this block, which tests it.
  const BYPASS = "999999999999999";
  beforeAll(() => {
    process.env.EFN_BYPASS = BYPASS;
  });
  afterAll(() => {
    delete process.env.EFN_BYPASS;
  });
  /** The EFN and file messages of a registration that fails anyway (no code). */
  const proofErrors = async (overrides: Record<string, unknown>) => {
    const errors = await registrationErrors(doctorRegistration(newEmail(), "", overrides));
    return { efn: errors["input.efn"], file: errors["input.validation_file"] };
  };
  const invalid = ["The input.efn field must be a valid EFN."];

  it.each([
    ["Germany (276)", VALID_EFN.DE],
    ["Austria (040)", VALID_EFN.AT],
    ["Switzerland (756)", VALID_EFN.CH],
    ["the bypass value", BYPASS],
    ["surrounding spaces", ` ${VALID_EFN.DE} `],
  ])("accepts a valid EFN for %s", async (_label, efn) => {
    expect(await proofErrors({ efn })).toEqual({ efn: undefined, file: undefined });
  });

  it.each([
    ["a wrong check digit", "802761234500005"],
    ["a wrong country code", "801231234500004"],
    ["14 digits", "80276123450000"],
    ["16 digits", "8027612345000040"],
    ["letters", "80276123450000x"],
    ["a valid number with a letter prefix", "a02761234500004"],
  ])("refuses an EFN with %s", async (_label, efn) => {
    expect(await proofErrors({ efn })).toEqual({ efn: invalid, file: undefined });
  });

  it("allows an EFN only for doctors in Germany", async () => {
    const prohibited = ["The input.efn field is prohibited."];
    expect((await proofErrors({ profession: "NURSE" })).efn).toEqual(prohibited);
    expect((await proofErrors({ country: "AT" })).efn).toEqual(prohibited);
  });

  it("needs an EFN or a file from doctors in Germany, and a file from everyone else", async () => {
    expect(await proofErrors({ efn: "" })).toEqual({
      efn: ["The input.efn field is required when input.validation file is not present."],
      file: ["The input.validation file field is required when input.efn is not present."],
    });
    expect(await proofErrors({ efn: null, profession: "PHARMACIST" })).toEqual({
      efn: undefined,
      file: ["The input.validation file field is required."],
    });
    expect(await proofErrors({ efn: null, country: "CH", validation_file: { delete: true } })).toEqual({
      efn: undefined,
      file: ["The input.validation file field is required."],
    });
  });

  it("takes an EFN or a file, not both", async () => {
    const uuid = await uploadProof(t);
    expect(await proofErrors({ validation_file: { create: { uuid } } })).toEqual({
      efn: ["The input.efn field prohibits input.validation file from being present."],
      file: undefined,
    });
    expect(await proofErrors({ efn: "", validation_file: { create: { uuid } } })).toEqual({
      efn: undefined,
      file: undefined,
    });
  });

  it("refuses the bypass value once the operator has not set it", async () => {
    delete process.env.EFN_BYPASS;
    try {
      expect(await proofErrors({ efn: BYPASS })).toEqual({ efn: invalid, file: undefined });
    } finally {
      process.env.EFN_BYPASS = BYPASS;
    }
  });

  it("registers a doctor with the bypass value as ACCEPTED", async () => {
    const email = newEmail();
    const result = await register(doctorRegistration(email, await requestCode(email), { efn: BYPASS }));
    expect(result.errors).toBeUndefined();
    expect((await me(result.data?.registerUser.token ?? "")).validation_status).toBe("ACCEPTED");
  });
});

describe("outbox", () => {
  it("lists mails newest first as JSON, filtered by recipient in any case", async () => {
    const email = newEmail("postfach");
    await requestCode(email);
    await requestCode(email);
    const mails = await t.outbox(email.toUpperCase());
    expect(mails).toHaveLength(2);
    expect(mails[0]?.id).toBeGreaterThan(mails[1]?.id ?? Infinity);
    expect(Object.keys(mails[0] ?? {}).sort()).toEqual([
      "body",
      "code",
      "created_at",
      "id",
      "kind",
      "subject",
      "to",
    ]);
    const all = await t.outbox();
    expect(all.length).toBeGreaterThan(2);
    expect(all.map((m) => m.id)).toEqual([...all.map((m) => m.id)].sort((a, b) => b - a));
  });

  it("shows a German HTML page with everything escaped", async () => {
    // Printable ASCII is allowed before the @, markup characters included.
    const tricky = `<b>o'brien&co</b>-${++counter}@example.org`;
    const code = await requestCode(tricky);
    const response = await fetch(`${t.origin}/outbox`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(response.headers.get("cache-control")).toBe("no-store");
    const html = await response.text();
    expect(html).toContain('<html lang="de">');
    expect(html).toContain("Postausgang");
    expect(html).toContain(`Dein Bestätigungscode: ${code}`);
    expect(html).toContain("&#60;b&#62;o&#39;brien&#38;co&#60;/b&#62;");
    expect(html).not.toContain("<b>o'brien");
    const filtered = await (await fetch(`${t.origin}/outbox?to=${encodeURIComponent(tricky)}`)).text();
    expect(filtered).toContain("Postausgang für &#60;b&#62;o&#39;brien&#38;co");
    expect(filtered.match(/<article>/g)).toHaveLength(1);
  });
});
