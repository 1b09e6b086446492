import { DateTime } from "luxon";
import { HOME_CHANNEL_SHELVES, HOME_FIELD_SHELVES, HOME_SHELF_SIZE } from "~/features/catalogue/HomeShelves";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import * as cme from "~/features/catalogue/routes/cme-fortbildungen";
import * as home from "~/features/catalogue/routes/home";
import * as livestreams from "~/features/catalogue/routes/livestreams";
import type { ContentCardItem } from "~/components/content/ContentCard";
import { api, call, freshUser, signedIn, upstream, upstreamRequests, upstreamToken } from "./helpers";

// The discovery pages: /home, /livestreams and /cme-fortbildungen, against the reference API.

type HomeData = Awaited<ReturnType<typeof home.loader>>;
type ScheduleData = Awaited<ReturnType<typeof livestreams.loader>>;
type CmeData = Awaited<ReturnType<typeof cme.loader>>;

const points = (item: ContentCardItem) => ("cme_points" in item ? item.cme_points : 0);

const loadCme = (query: string, cookie?: string) =>
  call(cme.loader, { path: `/cme-fortbildungen${query}`, cookie });

afterEach(() => vi.restoreAllMocks());

describe("/home", () => {
  it("sends logged-out visitors to the landing page and makes no upstream request for them", async () => {
    const { result, count } = await upstreamRequests(() => call(home.loader, { path: "/home" }));
    expect(result.status).toBe(302);
    expect(count).toBe(0);
  });

  it("shows arzt's recommendations in the API's order, the banner and a shelf per follow", async () => {
    const jar = await signedIn("arzt@example.com");
    const { result, count } = await upstreamRequests(() =>
      call(home.loader, { path: "/home", cookie: jar.header() }),
    );
    expect(count).toBe(1);
    expect(result.status).toBe(200);
    const { content } = result.data as HomeData;

    const token = await upstreamToken("arzt@example.com");
    const { data } = await upstream<{
      data: {
        homePage: {
          featured: Array<{ type: string; priority: number; content: { id: string; __typename: string } }>;
        };
      };
    }>("{ homePage { featured { type priority content { __typename id } } } }", {}, token);
    expect(content.featured.length).toBeGreaterThan(0);
    // The first of them: a shelf on /home shows HOME_SHELF_SIZE items (decision 021).
    expect(content.featured.map((item) => item.id)).toEqual(
      data.homePage.featured
        .filter((e) => e.content.__typename !== "Playlist")
        .map((e) => e.content.id)
        .slice(0, HOME_SHELF_SIZE),
    );

    expect(content.banner?.title).toBe("Jetzt CME-Punkte sammeln");
    // frame.spec: arzt follows exactly 7 fields and 3 channels; the first 4 and 2 are shelves, the
    // rest behind "show more" (?alle=1).
    expect(content.fieldShelves).toHaveLength(HOME_FIELD_SHELVES);
    expect(content.channelShelves).toHaveLength(HOME_CHANNEL_SHELVES);
    expect(content.hiddenShelves).toEqual({
      fields: 7 - HOME_FIELD_SHELVES,
      channels: 3 - HOME_CHANNEL_SHELVES,
    });
    const all = (await call(home.loader, { path: "/home?alle=1", cookie: jar.header() })).data as HomeData;
    expect(all.content.fieldShelves).toHaveLength(7);
    expect(all.content.channelShelves).toHaveLength(3);
    expect(all.content.hiddenShelves).toEqual({ fields: 0, channels: 0 });
    expect(content.fieldShelves.every((shelf) => shelf.name && shelf.slug)).toBe(true);
    const shelves = [...content.fieldShelves, ...content.channelShelves].map((shelf) => shelf.items);
    for (const items of [content.featured, content.upcoming, content.newCme, ...shelves]) {
      expect(items.length).toBeLessThanOrEqual(HOME_SHELF_SIZE);
    }
    expect(shelves.some((items) => items.length === HOME_SHELF_SIZE)).toBe(true);
    expect(content.upcoming.length).toBeGreaterThan(0);
    for (const item of content.upcoming) {
      expect(item.__typename).toBe("Livestream");
      if (item.__typename === "Livestream") expect(item.state).toBe("UPCOMING");
    }
    expect(content.newCme.length).toBeGreaterThan(0);
    expect(content.newCme.every((item) => points(item) > 0)).toBe(true);
  });

  it("has no shelves for a doctor who follows nothing (the page invites to /fachgebiete)", async () => {
    const jar = await signedIn(await freshUser());
    const { content } = (await call(home.loader, { path: "/home", cookie: jar.header() })).data as HomeData;
    expect(content.fieldShelves).toEqual([]);
    expect(content.channelShelves).toEqual([]);
    expect(content.featured.length).toBeGreaterThan(0);
  });
});

describe("/livestreams", () => {
  it("puts live streams on top and groups the rest by their Berlin day, in one request", async () => {
    const { result, count } = await upstreamRequests(() =>
      call(livestreams.loader, { path: "/livestreams" }),
    );
    expect(count).toBe(1);
    const data = result.data as ScheduleData;
    expect(data.live.length).toBeGreaterThan(0);
    expect(data.live.every((item) => item.state === "LIVE")).toBe(true);
    const days = data.days.map((group) => group.day);
    expect(days).toEqual([...days].sort());
    expect(new Set(days).size).toBe(days.length);
    for (const group of data.days) {
      for (const item of group.items) {
        expect(item.state).toBe("UPCOMING");
        expect(DateTime.fromISO(item.starts_at, { zone: "Europe/Berlin" }).toISODate()).toBe(group.day);
      }
    }
    expect(data.total).toBe(data.live.length + data.days.reduce((sum, group) => sum + group.items.length, 0));
  });

  it("locks login-only streams for visitors and opens them for arzt", async () => {
    const all = (data: ScheduleData) => [...data.live, ...data.days.flatMap((group) => group.items)];
    const anonymous = all((await call(livestreams.loader, { path: "/livestreams" })).data as ScheduleData);
    const jar = await signedIn("arzt@example.com");
    const doctor = all(
      (await call(livestreams.loader, { path: "/livestreams", cookie: jar.header() })).data as ScheduleData,
    );
    expect(doctor.map((item) => item.id)).toEqual(anonymous.map((item) => item.id));
    // Each stream's access, asked of the API (the page's cards do not carry it).
    const { data } = await upstream<{ data: { livestreamSchedule: { id: string; access: string }[] } }>(
      "{ livestreamSchedule { id access } }",
    );
    const access = new Map(data.livestreamSchedule.map((item) => [item.id, item.access]));
    const gated = anonymous.filter((item) => access.get(item.id) !== "PUBLIC");
    expect(gated.length).toBeGreaterThan(0);
    for (const item of gated) {
      expect(item.locked).toBe(true);
      expect(item.lock_reason).toBe(access.get(item.id) === "HWG" ? "HWG_REQUIRED" : "LOGIN_REQUIRED");
    }
    expect(doctor.every((item) => !item.locked)).toBe(true);
  });
});

// What /cme-fortbildungen filters by without (valid) parameters.
const UNFILTERED = {
  field: null,
  types: [],
  minPoints: null,
  sort: "NEWEST",
  page: 1,
  independent: false,
};

describe("/cme-fortbildungen", () => {
  // The demo lists about 20 courses (only items on a topic with a question bank are accredited): a
  // second page needs a few more, upcoming CME livestreams.
  beforeAll(async () => {
    const { data } = await upstream<{ data: { cmeContent: { paginatorInfo: { total: number } } } }>(
      "{ cmeContent { paginatorInfo { total } } }",
    );
    const now = await api.now();
    for (let day = data.cmeContent.paginatorInfo.total; day <= 30; day++) {
      const starts = new Date(now.getTime() + day * 86_400_000);
      await api.createLivestream({
        title: `CME-Abendfortbildung Herzinsuffizienz ${day}`,
        starts_at: starts,
        ends_at: new Date(starts.getTime() + 90 * 60_000),
        cme: true,
      });
    }
  });

  it("lists CME content newest first with a paginator and the unmerged fields, in one request", async () => {
    const { result, count } = await upstreamRequests(() => loadCme(""));
    expect(count).toBe(1);
    const data = result.data as CmeData;
    expect(data.params).toEqual(UNFILTERED);
    expect(data.items.length).toBe(24);
    expect(data.items.every((item) => points(item) > 0)).toBe(true);
    expect(data.paginator.total).toBeGreaterThan(24);
    const published = data.items.map((item) => item.published_at);
    expect(published).toEqual([...published].sort().reverse());
    expect(data.fields.map((field) => field.name)).toContain("Kardiologie");
    expect(data.fields.map((field) => field.name)).not.toContain("Hämatologie");
  });

  it("filters by type and minimum points from the URL", async () => {
    const live = (await loadCme("?type=LIVE")).data as CmeData;
    expect(live.params.types).toEqual(["LIVE"]);
    expect(live.items.length).toBeGreaterThan(0);
    expect(live.items.every((item) => item.__typename === "Livestream")).toBe(true);

    const learning = (await loadCme("?type=E_LEARNING&type=VOD&points=3")).data as CmeData;
    expect(learning.params).toMatchObject({ types: ["VOD", "E_LEARNING"], minPoints: 3 });
    expect(learning.items.length).toBeGreaterThan(0);
    for (const item of learning.items) {
      expect(item.__typename).toBe("Vod");
      expect(points(item)).toBeGreaterThanOrEqual(3);
    }
  });

  it("filters by field exactly as the API does", async () => {
    const all = (await loadCme("")).data as CmeData;
    const cardiology = all.fields.find((field) => field.name === "Kardiologie")!;
    const data = (await loadCme(`?field=${cardiology.id}`)).data as CmeData;
    expect(data.paginator.total).toBeGreaterThan(0);
    expect(data.paginator.total).toBeLessThan(all.paginator.total);
    const { data: direct } = await upstream<{
      data: { cmeContent: { data: Array<{ id: string; fields: Array<{ id: string }> }> } };
    }>(
      "query($f: [ID!]) { cmeContent(filter: { fieldIds: $f }, perPage: 24) { data { id fields { id } } } }",
      {
        f: [cardiology.id],
      },
    );
    expect(data.items.map((item) => item.id)).toEqual(direct.cmeContent.data.map((item) => item.id));
  });

  it("sorts by points and by title, and paginates with the page parameter", async () => {
    const byPoints = (await loadCme("?sort=POINTS")).data as CmeData;
    const values = byPoints.items.map(points);
    expect(values).toEqual([...values].sort((a, b) => b - a));

    // The API's own collation (it differs from Intl.Collator("de") on "ä" and dashes): the page keeps it.
    const byTitle = (await loadCme("?sort=TITLE")).data as CmeData;
    const { data: direct } = await upstream<{ data: { cmeContent: { data: Array<{ id: string }> } } }>(
      "{ cmeContent(sort: TITLE, perPage: 24) { data { id } } }",
    );
    expect(byTitle.items.map((item) => item.id)).toEqual(direct.cmeContent.data.map((item) => item.id));
    expect(byTitle.items.map((item) => item.title[0])).toContain("A");

    const second = (await loadCme("?sort=TITLE&page=2")).data as CmeData;
    expect(second.paginator.currentPage).toBe(2);
    expect(second.items.length).toBeGreaterThan(0);
    const firstPage = new Set(byTitle.items.map((item) => item.id));
    expect(second.items.some((item) => firstPage.has(item.id))).toBe(false);
  });

  it("ignores malformed parameters instead of failing", async () => {
    const result = await loadCme("?type=FOO&points=abc&sort=x&page=-1&field=%27&unabhaengig=ja");
    expect(result.status).toBe(200);
    expect((result.data as CmeData).params).toEqual(UNFILTERED);
  });

  it("shows visitors login-only items as locked teasers and arzt the same items unlocked", async () => {
    const jar = await signedIn("arzt@example.com");
    // Other tests add items to the shared catalogue: the first pages, not only the first, are looked at.
    let teasers = 0;
    for (let page = 1; page <= 4 && teasers === 0; page++) {
      const anonymous = (await loadCme(`?sort=TITLE&page=${page}`)).data as CmeData;
      const doctor = (await loadCme(`?sort=TITLE&page=${page}`, jar.header())).data as CmeData;
      expect(doctor.items.map((item) => item.id)).toEqual(anonymous.items.map((item) => item.id));
      expect(doctor.items.every((item) => !item.locked)).toBe(true);
      teasers = anonymous.items.filter((item) => item.lock_reason === "LOGIN_REQUIRED").length;
    }
    expect(teasers).toBeGreaterThan(0);
  });
});
