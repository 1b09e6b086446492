import { afterEach, describe, expect, it } from "vitest";
import { DEMO_CODES, WATCH_SLUGS } from "../seed/content/index.ts";
import { signedIn, UNAUTHENTICATED, testApiPer, type TestApi } from "./helpers.ts";

const t = testApiPer("file");
const tokens = signedIn(t, { arzt: "arzt@example.com", studentin: "studentin@example.com" });

type Row = { id: number; slug: string; duration_seconds: number };
const asRow = (item: { id: string; slug: string; duration_seconds: number | null }): Row => ({
  id: Number(item.id),
  slug: item.slug,
  duration_seconds: item.duration_seconds ?? 0,
});
const firstOf = async (...args: Parameters<TestApi["surface"]["contents"]>) => {
  const [item] = await t.surface.contents(...args);
  if (!item) throw new Error(`no ${args[0]} in the demo data`);
  return asRow(item);
};
/** A public video nobody has watched yet (the demo doctor has watched the courses of her certificates). */
const publicVod = () => firstOf("VOD", { access: "PUBLIC", cme: false });
/** Moves the API's clock on by a second, so the next write is later (reset after each test). */
const aSecondLater = () => t.surface.setClock({ advanceSeconds: 1 });
afterEach(() => t.surface.setClock());

const PROGRESS =
  "content_id position_seconds max_position_seconds duration_seconds percent completed updated_at";
const record = (contentId: number, position: number, token = tokens.arzt) =>
  t.gql<{ recordWatchProgress: Record<string, unknown> }>(
    `mutation($c: ID!, $p: Int!) { recordWatchProgress(contentId: $c, position_seconds: $p) { ${PROGRESS} content { ... on Vod { slug } } } }`,
    { variables: { c: String(contentId), p: position }, token },
  );

describe("watch progress", () => {
  it("is stored, keeps the furthest point and is resumed", async () => {
    const item = await publicVod();
    const d = item.duration_seconds;
    const half = Math.floor(d / 2);
    const one = await record(item.id, half);
    expect(one.data?.recordWatchProgress).toMatchObject({
      content_id: String(item.id),
      position_seconds: half,
      max_position_seconds: half,
      duration_seconds: d,
      percent: Math.floor((half * 100) / d),
      completed: false,
      content: { slug: item.slug },
    });
    const back = await record(item.id, 5);
    expect(back.data?.recordWatchProgress).toMatchObject({ position_seconds: 5, max_position_seconds: half });

    const page = await t.gql<{
      vod: { progress: { position_seconds: number; max_position_seconds: number } | null };
      homePage: { continueWatching: { content_id: string; content: { slug: string } }[] };
    }>(
      `query($s: String!) { vod(slug: $s) { progress { position_seconds max_position_seconds } }
       homePage { continueWatching { content_id content { ... on Vod { slug } } } } }`,
      { variables: { s: item.slug }, token: tokens.arzt },
    );
    expect(page.data?.vod.progress).toEqual({ position_seconds: 5, max_position_seconds: half });
    expect(page.data?.homePage.continueWatching[0]).toEqual({
      content_id: String(item.id),
      content: { slug: item.slug },
    });

    const other = await t.gql<{ vod: { progress: null } }>(
      `query($s: String!) { vod(slug: $s) { progress { position_seconds } } }`,
      { variables: { s: item.slug }, token: tokens.studentin },
    );
    expect(other.data?.vod.progress).toBeNull();
  });

  it("orders continue watching by last watched and drops completed items (95 %)", async () => {
    const [a, b] = (await t.surface.contents("VOD", { access: "PUBLIC", first: 2, offset: 5 })).map(
      asRow,
    ) as [Row, Row];
    const token = await t.login("team@example.com");
    await record(a.id, 10, token);
    await aSecondLater();
    await record(b.id, 10, token);
    const list = async () =>
      (
        await t.gql<{ homePage: { continueWatching: { content_id: string }[] } }>(
          "{ homePage { continueWatching { content_id } } }",
          { token },
        )
      ).data?.homePage.continueWatching.map((p) => p.content_id);
    expect(await list()).toEqual([String(b.id), String(a.id)]);
    const done = await record(a.id, Math.ceil(a.duration_seconds * 0.95), token);
    expect(done.data?.recordWatchProgress).toMatchObject({ completed: true });
    expect(await list()).toEqual([String(b.id)]);
    const anonymous = await t.gql<{ homePage: { continueWatching: unknown[] } }>(
      "{ homePage { continueWatching { content_id } } }",
    );
    expect(anonymous.data?.homePage.continueWatching).toEqual([]);
  });

  it("checks the position, the item and the viewer", async () => {
    const item = await publicVod();
    const late = await record(item.id, item.duration_seconds + 1);
    expect(late.errors?.[0]?.extensions?.validation).toEqual({
      position_seconds: [`The position seconds field must be between 0 and ${item.duration_seconds}.`],
    });
    expect((await record(item.id, -1)).errors?.[0]?.extensions?.category).toBe("validation");
    expect((await record(item.id, item.duration_seconds)).errors).toBeUndefined();
    const invalid = { contentId: ["The selected content id is invalid."] };
    const hwg = await firstOf("VOD", { access: "HWG" });
    expect((await record(hwg.id, 1, tokens.studentin)).errors?.[0]?.extensions?.validation).toEqual(invalid);
    const live = await firstOf("LIVESTREAM");
    expect((await record(live.id, 1)).errors?.[0]?.extensions?.validation).toEqual(invalid);
    expect((await record(999999, 1)).errors?.[0]?.extensions?.validation).toEqual(invalid);
    const anonymous = await t.gql(
      `mutation { recordWatchProgress(contentId: "${item.id}", position_seconds: 1) { percent } }`,
    );
    expect(anonymous.errors?.[0]).toMatchObject(UNAUTHENTICATED);
  });
});

describe("watch list", () => {
  const add = (id: number | string, token = tokens.studentin) =>
    t.gql<{ addToWatchlist: { content_id: string; on_watchlist: boolean } }>(
      `mutation($c: ID!) { addToWatchlist(contentId: $c) { content_id on_watchlist } }`,
      { variables: { c: String(id) }, token },
    );
  const remove = (id: number | string, token = tokens.studentin) =>
    t.gql<{ removeFromWatchlist: { content_id: string; on_watchlist: boolean } }>(
      `mutation($c: ID!) { removeFromWatchlist(contentId: $c) { content_id on_watchlist } }`,
      { variables: { c: String(id) }, token },
    );
  const list = async (token = tokens.studentin) =>
    (
      await t.gql<{ watchlist: { added_at: string; content: { __typename: string; id: string } }[] }>(
        "{ watchlist { added_at content { __typename ... on Vod { id } ... on Livestream { id } ... on Short { id } } } }",
        { token },
      )
    ).data?.watchlist ?? [];

  it("saves videos, livestreams and shorts, last added first, idempotently", async () => {
    const vod = await publicVod();
    const { data } = await t.gql<{ livestream: { id: string } }>(
      "query($s: String!) { livestream(slug: $s) { id } }",
      { variables: { s: WATCH_SLUGS.longLive } },
    );
    const live = { id: Number(data?.livestream.id), slug: WATCH_SLUGS.longLive };
    const short = await firstOf("SHORT");
    for (const item of [vod, live, short]) {
      expect((await add(item.id)).data?.addToWatchlist).toEqual({
        content_id: String(item.id),
        on_watchlist: true,
      });
      await aSecondLater();
    }
    await add(vod.id);
    const saved = await list();
    expect(saved.map((e) => [e.content.__typename, e.content.id])).toEqual([
      ["Short", String(short.id)],
      ["Livestream", String(live.id)],
      ["Vod", String(vod.id)],
    ]);
    const flags = await t.gql<{ vod: { on_watchlist: boolean }; livestream: { on_watchlist: boolean } }>(
      `query($v: String!, $l: String!) { vod(slug: $v) { on_watchlist } livestream(slug: $l) { on_watchlist } }`,
      { variables: { v: vod.slug, l: live.slug }, token: tokens.studentin },
    );
    expect(flags.data).toEqual({ vod: { on_watchlist: true }, livestream: { on_watchlist: true } });
    const anonymous = await t.gql<{ vod: { on_watchlist: boolean } }>(
      `query($v: String!) { vod(slug: $v) { on_watchlist } }`,
      { variables: { v: vod.slug } },
    );
    expect(anonymous.data?.vod.on_watchlist).toBe(false);

    expect((await remove(live.id)).data?.removeFromWatchlist).toEqual({
      content_id: String(live.id),
      on_watchlist: false,
    });
    expect((await remove(live.id)).data?.removeFromWatchlist.on_watchlist).toBe(false);
    expect((await list()).map((e) => e.content.id)).toEqual([String(short.id), String(vod.id)]);
    expect(await list(tokens.arzt)).toEqual([]);
  });

  it("refuses playlists, unknown ids and anonymous viewers", async () => {
    const playlist = await firstOf("PLAYLIST");
    const invalid = { contentId: ["The selected content id is invalid."] };
    expect((await add(playlist.id)).errors?.[0]?.extensions?.validation).toEqual(invalid);
    expect((await add(999999)).errors?.[0]?.extensions?.validation).toEqual(invalid);
    expect((await add("abc")).errors?.[0]?.extensions?.validation).toEqual(invalid);
    expect((await t.gql("{ watchlist { added_at } }")).errors?.[0]).toMatchObject(UNAUTHENTICATED);
    expect(
      (await t.gql('mutation { addToWatchlist(contentId: "1") { on_watchlist } }')).errors?.[0],
    ).toMatchObject(UNAUTHENTICATED);
  });
});

describe("activation codes", () => {
  const unlock = (code: string, token: string) =>
    t.gql<{ unlock: { status: string; contents: { __typename: string; slug?: string }[] } }>(
      `mutation($c: String!) { unlock(code: $c) { status contents { __typename ... on Vod { slug } ... on Livestream { slug } } } }`,
      { variables: { c: code }, token },
    );
  const item = (kind: "vod" | "livestream", slug: string, token?: string) =>
    t.gql<{ item: { locked: boolean; lock_reason: string | null; media: { hls_url: string } | null } }>(
      `query($s: String!) { item: ${kind}(slug: $s) { locked lock_reason media { hls_url } } }`,
      { variables: { s: slug }, token },
    );
  const opened = (code: string) => t.surface.activationCodeContents(code);

  it("locks CODE and PAID items with their reason", async () => {
    const [code] = await opened(DEMO_CODES.multiUse);
    const [paid] = await opened(DEMO_CODES.paid);
    expect((await item("vod", code?.slug ?? "")).data?.item).toEqual({
      locked: true,
      lock_reason: "LOGIN_REQUIRED",
      media: null,
    });
    expect((await item("vod", code?.slug ?? "", tokens.arzt)).data?.item.lock_reason).toBe("CODE_REQUIRED");
    expect((await item("vod", paid?.slug ?? "", tokens.arzt)).data?.item).toEqual({
      locked: true,
      lock_reason: "PURCHASE_REQUIRED",
      media: null,
    });
    // arzt@ redeemed the single-use invitation for the CODE livestream while seeding.
    expect((await item("livestream", WATCH_SLUGS.codeLive, tokens.arzt)).data?.item.locked).toBe(false);
    expect((await item("livestream", WATCH_SLUGS.codeLive, tokens.studentin)).data?.item.lock_reason).toBe(
      "CODE_REQUIRED",
    );
  });

  it("opens the code's items once per user; case and spaces do not count", async () => {
    const items = await opened(DEMO_CODES.multiUse);
    expect(items.length).toBeGreaterThanOrEqual(2);
    const token = await t.login("studentin@example.com");
    const spaced = ` ${DEMO_CODES.multiUse.toLowerCase().replace("-", " - ")} `;
    const result = await unlock(spaced, token);
    expect(result.data?.unlock.status).toBe("UNLOCKED");
    expect(result.data?.unlock.contents.map((c) => c.slug)).toEqual(items.map((i) => i.slug));
    for (const { kind, slug } of items) {
      const open = (await item(kind === "VOD" ? "vod" : "livestream", slug, token)).data?.item;
      expect(open?.locked).toBe(false);
      expect(open?.media?.hls_url).toMatch(/\/videos\//);
    }
    expect((await unlock(DEMO_CODES.multiUse, token)).data?.unlock).toEqual({ status: "USED", contents: [] });
    // Multi-use: another user redeems it too.
    expect((await unlock(DEMO_CODES.multiUse, tokens.arzt)).data?.unlock.status).toBe("UNLOCKED");
  });

  it("answers USED, EXPIRED and INVALID", async () => {
    expect((await unlock(DEMO_CODES.used, tokens.studentin)).data?.unlock).toEqual({
      status: "USED",
      contents: [],
    });
    expect((await unlock(DEMO_CODES.expired, tokens.studentin)).data?.unlock).toEqual({
      status: "EXPIRED",
      contents: [],
    });
    expect((await unlock("GIBT-ES-NICHT", tokens.studentin)).data?.unlock).toEqual({
      status: "INVALID",
      contents: [],
    });
    expect((await unlock("", tokens.studentin)).data?.unlock.status).toBe("INVALID");
    const [behindExpired] = await opened(DEMO_CODES.expired);
    expect((await item("vod", behindExpired?.slug ?? "", tokens.studentin)).data?.item.locked).toBe(true);
    // Single-use: the first user wins.
    expect((await unlock(DEMO_CODES.singleUse, tokens.studentin)).data?.unlock.status).toBe("UNLOCKED");
    expect((await unlock(DEMO_CODES.singleUse, tokens.arzt)).data?.unlock.status).toBe("USED");
    expect((await t.gql('mutation { unlock(code: "X") { status } }')).errors?.[0]).toMatchObject(
      UNAUTHENTICATED,
    );
  });
});

describe("items by slug", () => {
  it("answers published items by kind and null for unknown, draft or other kinds", async () => {
    const vod = await publicVod();
    const draft = await firstOf("VOD", { status: "DRAFT" });
    const result = await t.gql<Record<string, { slug: string } | null>>(
      `query($v: String!, $d: String!) { a: vod(slug: $v) { slug } b: vod(slug: $d) { slug } c: vod(slug: "gibt-es-nicht") { slug }
       d: short(slug: $v) { slug } e: livestream(slug: $v) { slug } }`,
      { variables: { v: vod.slug, d: draft.slug } },
    );
    expect(result.data).toEqual({ a: { slug: vod.slug }, b: null, c: null, d: null, e: null });
  });

  it("gives videos chapters and citations within their duration, CME thresholds and related items", async () => {
    const cme = await firstOf("VOD", { access: "PUBLIC", cme: true, demo: true });
    const plain = await firstOf("VOD", { access: "PUBLIC", cme: false });
    type V = {
      id: string;
      duration_seconds: number;
      chapters: { start_seconds: number }[];
      citations: { text: string; start_seconds: number }[];
      cme: { threshold_minutes: number; category: string; vnr: string } | null;
      related: { __typename: string; id?: string; published_at?: string }[];
    };
    const result = await t.gql<{ a: V; b: V; live: { cme: { category: string } | null } }>(
      `query($a: String!, $b: String!, $l: String!) {
        a: vod(slug: $a) { ...V } b: vod(slug: $b) { ...V } live: livestream(slug: $l) { cme { category } } }
       fragment V on Vod { id duration_seconds chapters { start_seconds } citations { text start_seconds } cme { threshold_minutes category vnr }
         related { __typename ... on Vod { id published_at } ... on Livestream { id published_at } ... on Short { id published_at } ... on Playlist { id published_at } } }`,
      { variables: { a: cme.slug, b: plain.slug, l: WATCH_SLUGS.longLive } },
    );
    const a = result.data?.a as V;
    expect(a.duration_seconds).toBe(cme.duration_seconds);
    expect(a.chapters.length).toBeGreaterThanOrEqual(3);
    expect(a.chapters.every((c) => c.start_seconds < a.duration_seconds)).toBe(true);
    expect(a.citations.length).toBeGreaterThanOrEqual(2);
    expect(a.citations.length).toBeLessThanOrEqual(4);
    expect(a.citations.every((c) => c.start_seconds > 0 && c.start_seconds < a.duration_seconds)).toBe(true);
    // A demo item's threshold fits the sample media it plays (64-80 s), so it can really be reached.
    expect(a.cme?.threshold_minutes).toBe(1);
    expect(a.cme?.threshold_minutes ?? 0).toBeLessThanOrEqual(a.duration_seconds / 60);
    expect(a.cme?.category).toBe("D");
    expect(a.cme?.vnr).toMatch(/^276\d{16}$|^EBAP-|^LEE/);
    expect(result.data?.b.cme).toBeNull();
    expect(result.data?.live.cme?.category).toBe("A");
    expect(a.related.length).toBeGreaterThan(0);
    expect(a.related.length).toBeLessThanOrEqual(8);
    expect(a.related.map((r) => r.id)).not.toContain(a.id);
    const dates = a.related.map((r) => r.published_at ?? "");
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it("links shorts to their neighbours in the feed and pages the feed", async () => {
    type Feed = {
      shortsFeed: {
        data: { slug: string; previous_slug: string | null; next_slug: string | null }[];
        paginatorInfo: { total: number };
      };
    };
    const feed = await t.gql<Feed>(
      "{ shortsFeed(perPage: 50) { data { slug previous_slug next_slug } paginatorInfo { total } } }",
    );
    const data = feed.data?.shortsFeed.data ?? [];
    expect(data.length).toBe(feed.data?.shortsFeed.paginatorInfo.total);
    expect(data[0]?.previous_slug).toBeNull();
    expect(data.at(-1)?.next_slug).toBeNull();
    data.slice(1).forEach((short, i) => {
      expect(short.previous_slug).toBe(data[i]?.slug);
      expect(data[i]?.next_slug).toBe(short.slug);
    });
    const page2 = await t.gql<Feed>(
      "{ shortsFeed(page: 2, perPage: 3) { data { slug } paginatorInfo { total } } }",
    );
    expect(page2.data?.shortsFeed.data.map((s) => s.slug)).toEqual(data.slice(3, 6).map((s) => s.slug));
    const bad = await t.gql("{ shortsFeed(perPage: 51) { data { slug } } }");
    expect(bad.errors?.[0]?.extensions?.validation).toEqual({
      perPage: ["The per page field must be between 1 and 50."],
    });
    const one = await t.gql<{ short: { duration_seconds: number; media: { mp4_url: string } | null } }>(
      `query($s: String!) { short(slug: $s) { duration_seconds media { mp4_url } } }`,
      { variables: { s: data[0]?.slug } },
    );
    expect(one.data?.short.duration_seconds).toBe(20);
  });

  it("answers an event with its livestreams, and the event of a livestream", async () => {
    const result = await t.gql<{
      event: { title: string; thumbnail_url: string; livestreams: { slug: string; state: string }[] };
      livestream: { event: { slug: string } };
      none: null;
    }>(
      `query($e: String!, $l: String!) { event(slug: $e) { title thumbnail_url livestreams { slug state } }
       livestream(slug: $l) { event { slug } } none: event(slug: "gibt-es-nicht") { slug } }`,
      { variables: { e: WATCH_SLUGS.event, l: WATCH_SLUGS.eventPast } },
    );
    expect(result.data?.event.livestreams).toEqual([
      { slug: WATCH_SLUGS.eventPast, state: "PAST" },
      { slug: WATCH_SLUGS.eventUpcoming, state: "UPCOMING" },
    ]);
    expect(result.data?.livestream.event.slug).toBe(WATCH_SLUGS.event);
    expect(result.data?.none).toBeNull();
    expect((await fetch(result.data?.event.thumbnail_url ?? "")).status).toBe(200);
  });
});
