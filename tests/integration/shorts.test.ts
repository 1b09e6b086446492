import { describe, expect, it } from "vitest";
import * as short from "~/features/watching/routes/short.$slug";
import * as shorts from "~/features/watching/routes/shorts";
import { call, upstream } from "./helpers";

// /shorts and /short/{slug}: the feed from the newest short, and one short with its neighbours.

type FeedData = Awaited<ReturnType<typeof shorts.loader>>;
type ShortData = Exclude<Awaited<ReturnType<typeof short.loader>>, Response>;

describe("/shorts", () => {
  it("starts at the newest short; each short names its neighbours in feed order", async () => {
    const result = await call(shorts.loader, { path: "/shorts" });
    expect(result.status).toBe(200);
    const { items, origin } = result.data as FeedData;
    expect(origin).toBe("http://localhost:3000");
    expect(items.length).toBeGreaterThan(1);
    const { data } = await upstream<{ data: { shortsFeed: { data: Array<{ slug: string }> } } }>(
      "{ shortsFeed(page: 1, perPage: 5) { data { slug } } }",
    );
    expect(items.map((item) => item.slug)).toEqual(data.shortsFeed.data.map((item) => item.slug));
    expect(items[0]?.previousSlug).toBeNull();
    items.slice(0, -1).forEach((item, index) => expect(item.nextSlug).toBe(items[index + 1]?.slug));
    const open = items.find((item) => !item.locked);
    expect(open?.media?.mp4_url).toBeTruthy();
  });
});

describe("/short/{slug}", () => {
  it("renders that short first, with its previous and next short", async () => {
    const feed = (await call(shorts.loader, { path: "/shorts" })).data as FeedData;
    const second = feed.items[1]!;
    const result = await call(short.loader, { path: `/short/${second.slug}`, params: { slug: second.slug } });
    expect(result.status).toBe(200);
    const data = result.data as ShortData;
    expect(data.short.slug).toBe(second.slug);
    expect(data.short.previousSlug).toBe(feed.items[0]?.slug);
    expect(data.short.nextSlug).toBe(feed.items[2]?.slug ?? null);
    expect(short.handle.layout).toBe("video");
  });

  it("answers 404 for an unknown slug", async () => {
    const result = await call(short.loader, { path: "/short/nope", params: { slug: "nope" } });
    expect(result.status).toBe(404);
  });
});
