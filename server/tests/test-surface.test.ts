import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { referenceApi, type ReferenceApi } from "../../tests/support/reference-api.ts";
import { startTestApi, type TestApi } from "./helpers.ts";

// The test surface (decision 009): test-only operations for staff, and only when the flag is on.

let t: TestApi;
let api: ReferenceApi;
beforeAll(async () => {
  t = await startTestApi();
  api = referenceApi(t.api.url);
});
afterAll(() => t.close());

describe("the test surface", () => {
  it("does not exist without the flag", async () => {
    const plain = await startTestApi({ testSurface: false });
    try {
      const result = await plain.gql("{ testNow }", { token: await plain.login("team@example.com") });
      expect(result.errors?.[0]?.message).toMatch(/Cannot query field "testNow"/);
    } finally {
      await plain.close();
    }
  });

  it("is for staff only", async () => {
    const anonymous = await t.gql("{ testNow }");
    expect(anonymous.errors?.[0]?.message).toBe("Unauthenticated.");
    const doctor = await t.gql("{ testNow }", { token: await t.login("arzt@example.com") });
    expect(doctor.errors?.[0]?.extensions?.validation).toEqual({ role: ["This action is unauthorized."] });
  });

  it("creates users in a given state that can log in", async () => {
    const user = await api.createUser({
      like: "gesperrt@example.com",
      status: "ACTIVE",
      validation_status: "ACCEPTED",
    });
    expect(user.email).toMatch(/^gesperrt\+t-[a-z0-9]+@example\.com$/);
    const me = await t.gql<{ me: { status: string; validation_status: string } }>(
      "{ me { status validation_status } }",
      {
        token: await api.login(user.email),
      },
    );
    expect(me.data?.me).toEqual({ status: "ACTIVE", validation_status: "ACCEPTED" });
  });

  it("puts a livestream at chosen times, live now by the API's clock", async () => {
    const live = await api.createLivestream({
      title: "Testlivestream",
      starts_at: new Date(Date.now() - 60_000),
      ends_at: new Date(Date.now() + 3_600_000),
    });
    const state = async () =>
      (
        await t.gql<{ livestream: { state: string } }>(
          "query($s: String!) { livestream(slug: $s) { state } }",
          {
            variables: { s: live.slug },
          },
        )
      ).data?.livestream.state;
    expect(await state()).toBe("LIVE");
    await api.setClock({ advanceSeconds: 2 * 3600 });
    expect(await state()).toBe("PAST");
    await api.setClock();
    expect(await state()).toBe("LIVE");
  });

  it("reads and clears the outbox", async () => {
    await t.gql('mutation { forgotPassword(email: "arzt@example.com") }');
    expect(await api.latestCode("arzt@example.com")).toMatch(/^\d{6}$/);
    await api.clearOutbox("arzt@example.com");
    expect(await api.outbox("arzt@example.com")).toEqual([]);
  });

  it("makes activation codes for chosen items", async () => {
    const video = await api.content("VOD", "CODE");
    const code = await api.createActivationCode([video.slug]);
    const token = await api.login("studentin@example.com");
    const unlock = await t.gql<{ unlock: { status: string } }>(
      "mutation($c: String!) { unlock(code: $c) { status } }",
      {
        variables: { c: code },
        token,
      },
    );
    expect(unlock.data?.unlock.status).toBe("UNLOCKED");
  });
});
