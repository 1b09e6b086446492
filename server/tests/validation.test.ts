import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { runValidationsCli } from "../cli/validations.ts";
import { DEMO_PASSWORD } from "../seed/index.ts";
import { startTestApi, UNAUTHENTICATED, uploadProof, type AccountState, type TestApi } from "./helpers.ts";

const REQUEST = `mutation($email: String!, $password: String!, $profession: Profession!, $efn: String, $file: ValidationFileInput) {
  requestValidation(email: $email, password: $password, profession: $profession, efn: $efn, validation_file: $file)
}`;
const REFRESH = `mutation($profession: Profession!, $efn: String, $file: ValidationFileInput) {
  refreshValidation(profession: $profession, efn: $efn, validation_file: $file)
}`;
const LOGIN = `mutation($email: String!, $password: String!) {
  login(email: $email, password: $password) { status token validationStatus profession country }
}`;
const ME =
  "{ me { status validation_status validation_expires_at validation_expiring_soon can_hwg profession } }";
const PENDING =
  "{ pendingValidations { id email first_name last_name profession country file_name submitted_at } }";
const DECIDE = `mutation($id: ID!, $accept: Boolean!) {
  decideValidation(id: $id, accept: $accept) { id email profession file_name }
}`;

interface PendingValidation {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  profession: string;
  country: string;
  file_name: string | null;
  submitted_at: string;
}

interface Me extends AccountState {
  profession: string;
}

const EFN = "802761234500004";
const SUSPENDED = "gesperrt@example.com";

// Every test changes validation states, so each gets a fresh API.
let t: TestApi;
beforeEach(async () => {
  t = await startTestApi();
});
afterEach(() => t.close());

const requestValidation = (variables: Record<string, unknown>) =>
  t.gql<{ requestValidation: boolean }>(REQUEST, {
    variables: { email: SUSPENDED, password: DEMO_PASSWORD, profession: "DOCTOR", ...variables },
  });

const login = async (email: string, password = DEMO_PASSWORD) =>
  (
    await t.gql<{ login: { status: string; token: string | null; validationStatus: string | null } }>(LOGIN, {
      variables: { email, password },
    })
  ).data?.login;

async function me(token: string): Promise<Me> {
  const result = await t.gql<{ me: Me }>(ME, { token });
  if (!result.data?.me) throw new Error(`not signed in: ${JSON.stringify(result)}`);
  return result.data.me;
}

async function pending(): Promise<PendingValidation[]> {
  const result = await t.gql<{ pendingValidations: PendingValidation[] }>(PENDING, {
    token: await t.login("team@example.com"),
  });
  expect(result.errors).toBeUndefined();
  return result.data?.pendingValidations ?? [];
}

async function decide(email: string, accept: boolean) {
  const request = (await pending()).find((p) => p.email === email);
  if (!request) throw new Error(`nothing pending for ${email}`);
  const result = await t.gql<{ decideValidation: PendingValidation }>(DECIDE, {
    token: await t.login("team@example.com"),
    variables: { id: request.id, accept },
  });
  expect(result.errors).toBeUndefined();
  return result.data?.decideValidation;
}

const validation = (result: { errors?: { extensions?: Record<string, unknown> }[] }) =>
  result.errors?.[0]?.extensions?.validation;

const years = (iso: string | null) => (Date.parse(iso ?? "") - Date.now()) / (365.25 * 86_400_000);

describe("requestValidation", () => {
  it("lets a suspended doctor back in at once with a valid EFN", async () => {
    expect(await requestValidation({ efn: EFN })).toEqual({ data: { requestValidation: true } });
    const answer = await login(SUSPENDED);
    expect(answer).toMatchObject({ status: "SUCCESS", validationStatus: "ACCEPTED" });
    const user = await me(answer?.token ?? "");
    expect(user).toMatchObject({ status: "ACTIVE", validation_status: "ACCEPTED", can_hwg: true });
    expect(years(user.validation_expires_at)).toBeCloseTo(2, 1);
    expect((await t.outbox(SUSPENDED))[0]).toMatchObject({
      kind: "validation_accepted",
      subject: "Nachweis bestätigt",
    });
  });

  it("keeps a suspended user out with a file until staff accept it", async () => {
    const uuid = await uploadProof(t);
    expect(await requestValidation({ file: { create: { uuid } } })).toEqual({
      data: { requestValidation: true },
    });
    expect(await login(SUSPENDED)).toMatchObject({
      status: "SUSPENDED",
      token: null,
      validationStatus: "PENDING",
    });
    expect((await t.outbox(SUSPENDED))[0]).toMatchObject({
      kind: "validation_received",
      subject: "Nachweis eingegangen",
    });

    // While it is pending, another request is refused.
    expect(validation(await requestValidation({ efn: EFN }))).toEqual({
      email: ["A validation request is already pending."],
    });

    expect(await decide(SUSPENDED, true)).toMatchObject({
      email: SUSPENDED,
      profession: "DOCTOR",
      file_name: "nachweis.pdf",
    });
    const answer = await login(SUSPENDED);
    expect(answer).toMatchObject({ status: "SUCCESS", validationStatus: "ACCEPTED" });
    expect(years((await me(answer?.token ?? "")).validation_expires_at)).toBeCloseTo(2, 1);
    expect((await t.outbox(SUSPENDED))[0]).toMatchObject({ kind: "validation_accepted" });
    expect((await pending()).map((p) => p.email)).not.toContain(SUSPENDED);
  });

  it("answers the same error for a wrong password and an unknown address", async () => {
    const expected = { password: ["These credentials do not match our records."] };
    expect(validation(await requestValidation({ password: "falsch12345", efn: EFN }))).toEqual(expected);
    expect(validation(await requestValidation({ email: "niemand@example.com", efn: EFN }))).toEqual(expected);
    expect(validation(await requestValidation({ email: "", password: "" }))).toEqual({
      email: ["The email field is required."],
      password: ["The password field is required."],
    });
    expect((await login(SUSPENDED))?.status).toBe("SUSPENDED");
  });

  it("applies the proof rules with the user's country", async () => {
    expect(validation(await requestValidation({}))).toEqual({
      efn: ["The efn field is required when validation file is not present."],
      validation_file: ["The validation file field is required when efn is not present."],
    });
    expect(validation(await requestValidation({ efn: "802761234500005" }))).toEqual({
      efn: ["The efn field must be a valid EFN."],
    });
    expect(validation(await requestValidation({ profession: "NURSE", efn: EFN }))).toEqual({
      efn: ["The efn field is prohibited."],
      validation_file: ["The validation file field is required."],
    });
    expect(validation(await requestValidation({ file: { create: { uuid: "unbekannt" } } }))).toEqual({
      validation_file: ["The selected validation file is invalid."],
    });
  });

  it("refuses a user whose proof is already pending", async () => {
    const result = await requestValidation({ email: "apothekerin@example.com", profession: "PHARMACIST" });
    expect(validation(result)).toEqual({ email: ["A validation request is already pending."] });
  });
});

describe("refreshValidation", () => {
  const STUDENT = "studentin@example.com";

  it("needs a token", async () => {
    expect(
      (await t.gql(REFRESH, { variables: { profession: "MEDICAL_STUDENT" } })).errors?.[0],
    ).toMatchObject(UNAUTHENTICATED);
  });

  it("keeps the current proof while a new file waits, then renews it for 2 years", async () => {
    const token = await t.login(STUDENT);
    const before = await me(token);
    expect(before.validation_expiring_soon).toBe(true);

    const uuid = await uploadProof(t, undefined, "immatrikulation.pdf");
    const result = await t.gql(REFRESH, {
      token,
      variables: { profession: "MEDICAL_STUDENT", file: { create: { uuid } } },
    });
    expect(result).toEqual({ data: { refreshValidation: "Your validation request has been received." } });

    const waiting = await me(token);
    expect(waiting).toMatchObject({
      status: "ACTIVE",
      validation_status: "ACCEPTED",
      validation_expires_at: before.validation_expires_at,
      // The renew prompt rests while staff look at the new proof.
      validation_expiring_soon: false,
    });
    expect((await t.outbox(STUDENT))[0]).toMatchObject({ kind: "validation_received" });
    const again = await t.gql(REFRESH, { token, variables: { profession: "MEDICAL_STUDENT", efn: null } });
    expect(validation(again)).toEqual({ validation_file: ["A validation request is already pending."] });

    expect(await decide(STUDENT, true)).toMatchObject({ file_name: "immatrikulation.pdf" });
    const renewed = await me(token);
    expect(renewed).toMatchObject({ validation_status: "ACCEPTED", validation_expiring_soon: false });
    expect(years(renewed.validation_expires_at)).toBeCloseTo(2, 1);
  });

  it("keeps a still valid proof when the renewal is rejected", async () => {
    const token = await t.login(STUDENT);
    const uuid = await uploadProof(t);
    await t.gql(REFRESH, { token, variables: { profession: "MEDICAL_STUDENT", file: { create: { uuid } } } });
    await decide(STUDENT, false);
    expect(await me(token)).toMatchObject({
      status: "ACTIVE",
      validation_status: "ACCEPTED",
      validation_expiring_soon: true,
    });
    expect((await t.outbox(STUDENT))[0]).toMatchObject({
      kind: "validation_rejected",
      subject: "Nachweis abgelehnt",
    });
  });

  it("accepts an EFN at once, with the new profession", async () => {
    const token = await t.login(STUDENT);
    const result = await t.gql(REFRESH, { token, variables: { profession: "DOCTOR", efn: EFN } });
    expect(result.errors).toBeUndefined();
    const user = await me(token);
    expect(user).toMatchObject({ profession: "DOCTOR", validation_status: "ACCEPTED", can_hwg: true });
    expect(years(user.validation_expires_at)).toBeCloseTo(2, 1);
  });

  it("applies the proof rules", async () => {
    const token = await t.login(STUDENT);
    const result = await t.gql(REFRESH, { token, variables: { profession: "MEDICAL_STUDENT", efn: EFN } });
    expect(validation(result)).toEqual({
      efn: ["The efn field is prohibited."],
      validation_file: ["The validation file field is required."],
    });
  });
});

describe("staff decisions", () => {
  it("lists pending proofs oldest first, the seeded pharmacist included", async () => {
    const uuid = await uploadProof(t);
    await requestValidation({ file: { create: { uuid } } });
    const list = await pending();
    expect(list.map((p) => p.email)).toEqual(["apothekerin@example.com", SUSPENDED]);
    expect(list[0]).toMatchObject({
      first_name: "Sophie",
      last_name: "Gruber",
      profession: "PHARMACIST",
      country: "AT",
      file_name: "Approbationsurkunde.pdf",
    });
    expect(Date.parse(list[1]?.submitted_at ?? "")).toBeGreaterThanOrEqual(
      Date.parse(list[0]?.submitted_at ?? ""),
    );
  });

  it("suspends a new user whose proof is rejected, who can then send a new one", async () => {
    const email = "apothekerin@example.com";
    await decide(email, false);
    expect(await login(email)).toMatchObject({ status: "SUSPENDED", validationStatus: "REJECTED" });
    expect((await t.outbox(email))[0]).toMatchObject({ kind: "validation_rejected" });

    const uuid = await uploadProof(t);
    const result = await requestValidation({ email, profession: "PHARMACIST", file: { create: { uuid } } });
    expect(result.errors).toBeUndefined();
    expect(await login(email)).toMatchObject({ status: "SUSPENDED", validationStatus: "PENDING" });
  });

  it("is for staff only, and not while they simulate a user", async () => {
    const expected = { role: ["This action is unauthorized."] };
    expect((await t.gql(PENDING)).errors?.[0]).toMatchObject(UNAUTHENTICATED);
    expect((await t.gql(DECIDE, { variables: { id: "1", accept: true } })).errors?.[0]).toMatchObject(
      UNAUTHENTICATED,
    );

    const doctor = await t.login("arzt@example.com");
    expect(validation(await t.gql(PENDING, { token: doctor }))).toEqual(expected);
    expect(validation(await t.gql(DECIDE, { token: doctor, variables: { id: "1", accept: true } }))).toEqual(
      expected,
    );

    const staff = await t.login("team@example.com");
    await t.gql("mutation { updateMe(input: {is_simulating_user: true}) { id } }", { token: staff });
    expect(validation(await t.gql(PENDING, { token: staff }))).toEqual(expected);
    await t.gql("mutation { updateMe(input: {is_simulating_user: false}) { id } }", { token: staff });
    expect((await t.gql(PENDING, { token: staff })).errors).toBeUndefined();
    // Nothing was decided by the refused calls.
    expect(await login("apothekerin@example.com")).toMatchObject({ validationStatus: "PENDING" });
  });

  it("refuses unknown and already decided requests", async () => {
    const staff = await t.login("team@example.com");
    for (const id of ["999", "abc"]) {
      expect(validation(await t.gql(DECIDE, { token: staff, variables: { id, accept: true } }))).toEqual({
        id: ["The selected id is invalid."],
      });
    }
    const [first] = await pending();
    await t.gql(DECIDE, { token: staff, variables: { id: first?.id, accept: true } });
    expect(
      validation(await t.gql(DECIDE, { token: staff, variables: { id: first?.id, accept: false } })),
    ).toEqual({
      id: ["The selected id is invalid."],
    });
    expect(await login("apothekerin@example.com")).toMatchObject({
      status: "SUCCESS",
      validationStatus: "ACCEPTED",
    });
  });

  it("decides from the CLI with the same code", async () => {
    const lines: string[] = [];
    const cli = (...args: string[]) =>
      runValidationsCli(args, { dataDir: t.dataDir, print: (l) => lines.push(l) });

    expect(cli("list")).toBe(0);
    expect(lines.join("\n")).toContain("apothekerin@example.com  Sophie Gruber");
    expect(cli("accept", "niemand@example.com")).toBe(1);
    expect(cli("frobnicate")).toBe(2);

    const uuid = await uploadProof(t);
    await requestValidation({ file: { create: { uuid } } });
    lines.length = 0;
    expect(cli("list")).toBe(0);
    expect(lines.join("\n")).toContain(`uploads/${uuid}`);

    expect(cli("accept", "Gesperrt@Example.com")).toBe(0);
    expect(lines.at(-3)).toMatch(/^ACCEPTED: #\d+ gesperrt@example\.com$/);
    expect(await login(SUSPENDED)).toMatchObject({ status: "SUCCESS" });
    expect(cli("reject", "apothekerin@example.com")).toBe(0);
    expect(await login("apothekerin@example.com")).toMatchObject({
      status: "SUSPENDED",
      validationStatus: "REJECTED",
    });
    expect((await t.outbox("apothekerin@example.com"))[0]).toMatchObject({ kind: "validation_rejected" });
  });
});
