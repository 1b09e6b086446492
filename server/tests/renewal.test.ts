import { describe, expect, it } from "vitest";
import { DEMO_PASSWORD } from "../seed/index.ts";
import { stoppedClock, testApiPer } from "./helpers.ts";

// A SUSPENDED login hands out a renewal ticket, so the BFF can send the proof
// without keeping the password: good once, for 15 minutes, for that account only.

const LOGIN = `mutation($email: String!, $password: String!) {
  login(email: $email, password: $password) { status token renewalToken }
}`;
const REQUEST = `mutation($email: String!, $password: String, $ticket: String, $efn: String) {
  requestValidation(email: $email, password: $password, renewal_token: $ticket, profession: DOCTOR, efn: $efn)
}`;
const EFN = "802761234500004";
const SUSPENDED = "gesperrt@example.com";

const clock = stoppedClock("2026-11-23T10:00:00Z");
const t = testApiPer("test", { now: clock.now });

async function ticketFor(email: string, password = DEMO_PASSWORD) {
  const result = await t.gql<{
    login: { status: string; token: string | null; renewalToken: string | null };
  }>(LOGIN, { variables: { email, password } });
  return result.data!.login;
}

const request = (variables: Record<string, unknown>) =>
  t.gql<{ requestValidation: boolean }>(REQUEST, { variables: { email: SUSPENDED, ...variables } });

const errorKeys = (result: Awaited<ReturnType<typeof request>>) =>
  Object.keys((result.errors?.[0]?.extensions?.validation as Record<string, string[]>) ?? {});

describe("renewal tickets", () => {
  it("come only with a SUSPENDED login", async () => {
    expect(await ticketFor(SUSPENDED)).toMatchObject({ status: "SUSPENDED", token: null });
    expect((await ticketFor(SUSPENDED)).renewalToken).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(await ticketFor("arzt@example.com")).toMatchObject({ status: "SUCCESS", renewalToken: null });
    expect(await ticketFor(SUSPENDED, "falsch")).toMatchObject({
      status: "INVALID_CREDENTIALS",
      renewalToken: null,
    });
  });

  it("send the proof without the password, once", async () => {
    const { renewalToken } = await ticketFor(SUSPENDED);
    // A field to fix first does not use the ticket up.
    const wrongEfn = await request({ ticket: renewalToken, efn: "123" });
    expect(errorKeys(wrongEfn)).toEqual(["efn"]);
    expect(await request({ ticket: renewalToken, efn: EFN })).toEqual({ data: { requestValidation: true } });
    expect(await ticketFor(SUSPENDED)).toMatchObject({ status: "SUCCESS" });
  });

  it("are refused when used, expired, for another account, or together with a password", async () => {
    const { renewalToken } = await ticketFor(SUSPENDED);
    clock.advance(16 * 60 * 1000);
    expect(errorKeys(await request({ ticket: renewalToken, efn: EFN }))).toEqual(["renewal_token"]);

    const fresh = (await ticketFor(SUSPENDED)).renewalToken;
    expect(errorKeys(await request({ email: "arzt@example.com", ticket: fresh, efn: EFN }))).toEqual([
      "renewal_token",
    ]);
    expect(errorKeys(await request({ ticket: fresh, password: DEMO_PASSWORD, efn: EFN }))).toEqual([
      "password",
    ]);
    expect(errorKeys(await request({ efn: EFN }))).toEqual(["password"]);
    expect(errorKeys(await request({ ticket: "erfunden", efn: EFN }))).toEqual(["renewal_token"]);
    // The password still works on its own.
    expect(await request({ password: DEMO_PASSWORD, efn: EFN })).toEqual({
      data: { requestValidation: true },
    });
  });
});
