import Database from "better-sqlite3";
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

function clicks(): { mt: string; user_id: number | null }[] {
  const db = new Database(t.dbFile, { readonly: true });
  try {
    return db.prepare("SELECT mt, user_id FROM notification_clicks ORDER BY id").all() as {
      mt: string;
      user_id: number | null;
    }[];
  } finally {
    db.close();
  }
}

describe("trackNotification", () => {
  it("records a correctly signed click, anonymous or signed in", async () => {
    const mt = "campaign-42.user-7.open";
    expect(await t.gql(TRACK, { variables: { mt, signature: signNotification(mt) } })).toEqual({
      data: { trackNotification: true },
    });
    const token = await t.login("arzt@example.com");
    const signed = await t.gql(TRACK, { token, variables: { mt: "m2", signature: signNotification("m2") } });
    expect(signed.data).toEqual({ trackNotification: true });
    const rows = clicks();
    expect(rows[0]).toEqual({ mt, user_id: null });
    expect(rows[1]?.mt).toBe("m2");
    expect(rows[1]?.user_id).toEqual(expect.any(Number));
  });

  it("answers a validation error on signature for a wrong signature and records nothing", async () => {
    const before = clicks().length;
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
    expect(clicks()).toHaveLength(before);
  });

  it("is Unauthenticated with a bad token", async () => {
    const result = await t.gql(TRACK, {
      token: "stale",
      variables: { mt: "m4", signature: signNotification("m4") },
    });
    expect(result.errors?.[0]).toMatchObject(UNAUTHENTICATED);
  });
});
