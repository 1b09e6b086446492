import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fromNow } from "../../tests/support/reference-api.ts";
import { CHECKOUT_SLUGS } from "../seed/content/checkout.ts";
import { BILLING, startTestApi, type TestApi } from "./helpers.ts";

// The personal calendar feed: followed livestreams and booked events; revocable.

let t: TestApi;
beforeAll(async () => {
  t = await startTestApi();
});
afterAll(() => t.close());

const FEED = "query($t: String!) { calendarFeed(token: $t) { kind slug title starts_at ends_at } }";
const CREATE = "mutation { createCalendarFeed { token created_at } }";
type Entry = { kind: string; slug: string; title: string };
const feed = async (token: string) =>
  (await t.gql<{ calendarFeed: Entry[] | null }>(FEED, { variables: { t: token } })).data?.calendarFeed ??
  null;

async function reader() {
  const user = await t.surface.createUser({ like: "arzt@example.com" });
  return { ...user, token: await t.login(user.email) };
}

describe("calendar feed", () => {
  it("lists the followed channels' livestreams and the booked events; not what is not followed", async () => {
    const { token } = await reader();
    const followed = await t.surface.createLivestream({
      title: "Im Abo",
      starts_at: fromNow(2 * 24 * 60),
      ends_at: fromNow(2 * 24 * 60 + 60),
    });
    const secret = (await t.gql<{ createCalendarFeed: { token: string } }>(CREATE, { token })).data!
      .createCalendarFeed.token;
    // Nothing followed yet: the livestream is not in the feed.
    expect((await feed(secret))?.some((entry) => entry.slug === followed.slug)).toBe(false);
    await t.surface.followLivestreamChannel(followed.slug, token);
    expect(secret).toMatch(/^[\w-]{32}$/);
    const entries = await feed(secret);
    expect(entries).toContainEqual(
      expect.objectContaining({ kind: "LIVESTREAM", slug: followed.slug, title: "Im Abo" }),
    );
    expect(entries?.some((entry) => entry.kind === "EVENT")).toBe(false);

    // A ticket for an event puts the event in.
    const prices = await t.gql<{ event: { prices: Array<{ id: string; bookable: boolean }> } }>(
      "query($s: String!) { event(slug: $s) { prices { id bookable } } }",
      { variables: { s: CHECKOUT_SLUGS.ekg }, token },
    );
    const started = await t.gql<{ startCheckout: { checkout_url: string } }>(
      "mutation($i: StartCheckoutInput!) { startCheckout(input: $i) { checkout_url } }",
      {
        variables: {
          i: {
            price_id: prices.data!.event.prices.find((price) => price.bookable)!.id,
            billing: BILLING,
            accept_terms: true,
            redirect_url: "http://localhost:3000/payment-redirect?order=1",
          },
        },
        token,
      },
    );
    const paid = await fetch(
      started.data!.startCheckout.checkout_url.replace(/^https?:\/\/[^/]+/, t.origin),
      {
        method: "POST",
        body: new URLSearchParams({ method: "creditcard", outcome: "paid" }),
        redirect: "manual",
      },
    );
    expect(paid.status).toBe(303);
    expect(await feed(secret)).toContainEqual(
      expect.objectContaining({ kind: "EVENT", slug: CHECKOUT_SLUGS.ekg }),
    );

    const { data: me } = await t.gql<{ me: { calendar_feed: { created_at: string } | null } }>(
      "{ me { calendar_feed { created_at } } }",
      { token },
    );
    expect(me?.me.calendar_feed?.created_at).toMatch(/^\d{4}-/);
  });

  it("a new address replaces the old; a revoked one answers nothing", async () => {
    const { token } = await reader();
    const first = (await t.gql<{ createCalendarFeed: { token: string } }>(CREATE, { token })).data!
      .createCalendarFeed.token;
    const second = (await t.gql<{ createCalendarFeed: { token: string } }>(CREATE, { token })).data!
      .createCalendarFeed.token;
    expect(await feed(first)).toBeNull();
    expect(await feed(second)).toEqual(expect.any(Array));
    await t.gql("mutation { revokeCalendarFeed }", { token });
    expect(await feed(second)).toBeNull();
    expect(
      (await t.gql<{ me: { calendar_feed: unknown } }>("{ me { calendar_feed { created_at } } }", { token }))
        .data?.me.calendar_feed,
    ).toBeNull();
    expect((await t.gql(CREATE)).errors?.[0]?.message).toBe("Unauthenticated.");
  });
});
