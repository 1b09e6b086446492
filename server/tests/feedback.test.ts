import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type TestApi } from "./helpers.ts";

// Feedback: a rating and a text on an item, an event or the platform.

let t: TestApi;
beforeAll(async () => {
  t = await startTestApi();
});
afterAll(() => t.close());

const SUBMIT = "mutation($i: FeedbackInput!) { submitFeedback(input: $i) { id } }";

describe("submitFeedback", () => {
  it("stores a rating with a text on a video; it is in the giver's data export", async () => {
    const { email } = await t.surface.createUser({ like: "arzt@example.com" });
    const token = await t.login(email);
    const [video] = await t.surface.contents("VOD", { access: "PUBLIC" });
    const sent = await t.gql<{ submitFeedback: { id: string } }>(SUBMIT, {
      variables: { i: { content_id: video!.id, rating: 4, text: "  Sehr praxisnah.  " } },
      token,
    });
    expect(sent.data?.submitFeedback.id).toMatch(/^\d+$/);
    const exported = await t.gql<{ myData: string }>("{ myData }", { token });
    const data = JSON.parse(exported.data?.myData ?? "{}") as { feedback?: unknown[] };
    expect(data.feedback).toEqual([
      expect.objectContaining({ content: video!.slug, rating: 4, text: "Sehr praxisnah." }),
    ]);
  });

  it("refuses a rating outside 1 to 5, an overlong text, an unknown item, and anonymous givers", async () => {
    const token = await t.login((await t.surface.createUser({ like: "arzt@example.com" })).email);
    const refused = await t.gql(SUBMIT, {
      variables: { i: { content_id: "999999", rating: 6, text: "x".repeat(2001) } },
      token,
    });
    expect(refused.errors?.[0]?.extensions?.validation).toEqual({
      "input.rating": ["The selected input.rating is invalid."],
      "input.text": ["The input.text field must not be greater than 2000 characters."],
      "input.content_id": ["The selected input.content id is invalid."],
    });
    expect((await t.gql(SUBMIT, { variables: { i: { rating: 3 } } })).errors?.[0]?.message).toBe(
      "Unauthenticated.",
    );
  });

  it("at most 10 an hour per person", async () => {
    const token = await t.login((await t.surface.createUser({ like: "arzt@example.com" })).email);
    for (let n = 0; n < 10; n++)
      expect((await t.gql(SUBMIT, { variables: { i: { rating: 5 } }, token })).errors).toBeUndefined();
    const limited = await t.gql(SUBMIT, { variables: { i: { rating: 5 } }, token });
    expect(limited.errors?.[0]?.extensions).toMatchObject({ category: "rate_limited" });
  });
});
