import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signNotification } from "../notifications.ts";
import { startTestApi, UNAUTHENTICATED, type TestApi } from "./helpers.ts";

const TRACK =
  "mutation($mt: String!, $signature: String!) { trackNotification(mt: $mt, signature: $signature) }";

let t: TestApi;
beforeAll(async () => {
  t = await startTestApi();
});
afterAll(() => t.close());

const clicks = () => t.surface.notificationClicks();

describe("trackNotification", () => {
  it("records a correctly signed click, anonymous or signed in", async () => {
    const mt = "campaign-42.user-7.open";
    expect(await t.gql(TRACK, { variables: { mt, signature: signNotification(mt) } })).toEqual({
      data: { trackNotification: true },
    });
    const token = await t.login("arzt@example.com");
    const signed = await t.gql(TRACK, { token, variables: { mt: "m2", signature: signNotification("m2") } });
    expect(signed.data).toEqual({ trackNotification: true });
    // Not a campaign's mt: no campaign, no click type.
    expect(await clicks()).toEqual([
      { mt, user_email: null, click_type: null, campaign_id: null },
      { mt: "m2", user_email: "arzt@example.com", click_type: null, campaign_id: null },
    ]);
  });

  it("answers a validation error on signature for a wrong signature and records nothing", async () => {
    const before = (await clicks()).length;
    for (const signature of [signNotification("other"), "not-hex", "00"]) {
      const result = await t.gql(TRACK, { variables: { mt: "m3", signature } });
      expect(result.data).toBeNull();
      expect(result.errors?.[0]).toMatchObject({
        message: "Validation failed for the field [trackNotification].",
        extensions: {
          category: "validation",
          validation: { signature: ["The selected signature is invalid."] },
        },
      });
    }
    expect(await clicks()).toHaveLength(before);
  });

  it("is Unauthenticated with a bad token", async () => {
    const result = await t.gql(TRACK, {
      token: "stale",
      variables: { mt: "m4", signature: signNotification("m4") },
    });
    expect(result.errors?.[0]).toMatchObject(UNAUTHENTICATED);
  });
});
