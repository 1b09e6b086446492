import path from "node:path";
import { matchRoutes } from "@remix-run/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import * as landing from "~/routes/_index";
import * as landingPage from "~/routes/$landingPage";
import * as searchLayout from "~/features/catalogue/routes/search";
import * as searchPage from "~/features/catalogue/routes/search.$term";
import * as tagPage from "~/features/catalogue/routes/tag.$slug";
import { api, call, CookieJar, DEMO_PASSWORD, upstreamRequests } from "./helpers";

type SearchData = Exclude<Awaited<ReturnType<typeof searchPage.loader>>, Response>;
type TagData = Exclude<Awaited<ReturnType<typeof tagPage.loader>>, Response>;
type LandingData = Exclude<Awaited<ReturnType<typeof landingPage.loader>>, Response>;

const search = (term: string, query = "", cookie?: string) =>
  call(searchPage.loader, {
    path: `/search/${encodeURIComponent(term)}${query}`,
    params: { term },
    cookie,
  });

const tag = (slug: string, query = "") =>
  call(tagPage.loader, { path: `/tag/${slug}${query}`, params: { slug } });

const landingLoader = (slug: string, cookie?: string) =>
  call(landingPage.loader, { path: `/${slug}`, params: { landingPage: slug }, cookie });

afterEach(() => vi.restoreAllMocks());

describe("/search", () => {
  it("sends the no-JavaScript form (?term=) on to /search/{term}, umlauts encoded", async () => {
    const result = await call(searchLayout.loader, { path: "/search?term=%C3%9Cber" });
    expect(result.status).toBe(302);
    expect(result.location).toBe("/search/%C3%9Cber");
    const empty = await call(searchLayout.loader, { path: "/search?term=+" });
    expect(empty.location).toBe("/search");
  });

  it("without a term is an empty search page (no upstream request)", async () => {
    const { result, count } = await upstreamRequests(() => call(searchLayout.loader, { path: "/search" }));
    expect(count).toBe(0);
    expect(result.status).toBe(200);
    expect(result.data).toEqual({ title: "Suche – Fortbildung" });
  });

  it("does not redirect the results page itself", async () => {
    const result = await call(searchLayout.loader, { path: "/search/Herz?term=x", params: { term: "Herz" } });
    expect(result.status).toBe(200);
  });
});

describe("/search/{term}", () => {
  it("groups hits by type with counts, in one upstream request, for a term with an umlaut", async () => {
    const { result, count } = await upstreamRequests(() => search("Über"));
    expect(count).toBe(1);
    expect(result.status).toBe(200);
    const data = result.data as SearchData;
    expect(data.term).toBe("Über");
    expect(data.title).toBe("Suche: Über – Fortbildung");
    expect(data.total).toBeGreaterThan(20);
    expect(data.groups.reduce((sum, group) => sum + group.count, 0)).toBe(data.total);
    expect(data.groups.map((group) => group.type)).toEqual(
      expect.arrayContaining(["LIVESTREAM", "VOD", "TAG"]),
    );
    expect(data.hits).toHaveLength(20);
    expect(data.pageInfo).toMatchObject({ currentPage: 1, perPage: 20 });
    // "Über" matches "über" and "Überaktive Blase" (diacritics folded, prefix).
    expect(data.hits).toContainEqual(
      expect.objectContaining({ __typename: "Tag", slug: "ueberaktive-blase", name: "Überaktive Blase" }),
    );
    expect(data.suggestions).toEqual([]);
  });

  it("narrows to a type (?type=) while the groups still count every type, and pages (?page=)", async () => {
    const all = (await search("Über")).data as SearchData;
    const vodCount = all.groups.find((group) => group.type === "VOD")!.count;
    const narrowed = (await search("Über", "?type=VOD&page=2")).data as SearchData;
    expect(narrowed.type).toBe("VOD");
    expect(narrowed.groups).toEqual(all.groups);
    expect(narrowed.total).toBe(all.total);
    expect(narrowed.pageInfo).toMatchObject({
      currentPage: 2,
      total: vodCount,
      lastPage: Math.ceil(vodCount / 20),
    });
    expect(narrowed.hits.length).toBeGreaterThan(0);
    expect(narrowed.hits.every((hit) => hit.__typename === "Vod")).toBe(true);
    const first = (await search("Über", "?type=VOD")).data as SearchData;
    const firstIds = new Set(first.hits.map((hit) => hit.id));
    expect(narrowed.hits.some((hit) => firstIds.has(hit.id))).toBe(false);
  });

  it("ignores an unknown type and a broken page number", async () => {
    const data = (await search("Über", "?type=NOPE&page=-3")).data as SearchData;
    expect(data.type).toBeNull();
    expect(data.pageInfo.currentPage).toBe(1);
    const huge = (await search("Über", "?page=99999999999")).data as SearchData;
    expect(huge.pageInfo.currentPage).toBe(1);
  });

  it("an empty result says so and suggests relevant fields, still in one upstream request", async () => {
    const { result, count } = await upstreamRequests(() => search("Schädelxyz"));
    expect(count).toBe(1);
    const data = result.data as SearchData;
    expect(data.total).toBe(0);
    expect(data.hits).toEqual([]);
    expect(data.groups).toEqual([]);
    expect(data.suggestions.length).toBeGreaterThan(0);
    expect(data.suggestions.length).toBeLessThanOrEqual(8);
    expect(data.suggestions[0]).toMatchObject({ slug: expect.any(String), name: expect.any(String) });
  });

  it("locked items are teasers for a logged-out visitor", async () => {
    const data = (await search("Über", "?type=VOD")).data as SearchData;
    const items = [...data.hits];
    for (let page = 2; page <= data.pageInfo.lastPage; page++) {
      items.push(...((await search("Über", `?type=VOD&page=${page}`)).data as SearchData).hits);
    }
    const locked = items.filter((hit) => "locked" in hit && hit.locked);
    expect(locked.length).toBeGreaterThan(0);
    for (const hit of locked) {
      expect(hit).not.toHaveProperty("description");
      expect(hit).not.toHaveProperty("media_url");
    }
  });

  it("a signed-in user sees fewer locked items", async () => {
    const jar = new CookieJar();
    jar.store(
      await call(landing.action, {
        path: "/?index",
        form: { email: "arzt@example.com", password: DEMO_PASSWORD },
      }),
    );
    const lockedCount = (data: SearchData) =>
      data.hits.filter((hit) => "locked" in hit && hit.locked && hit.lock_reason === "LOGIN_REQUIRED").length;
    const anonymous = (await search("Über", "?type=VOD&page=1")).data as SearchData;
    const signedIn = (await search("Über", "?type=VOD&page=1", jar.header())).data as SearchData;
    expect(lockedCount(signedIn)).toBe(0);
    expect(lockedCount(anonymous)).toBeGreaterThanOrEqual(lockedCount(signedIn));
  });

  it("a blank term goes back to /search", async () => {
    const result = await search("   ");
    expect(result.status).toBe(302);
    expect(result.location).toBe("/search");
  });
});

describe("/tag/{slug}", () => {
  it("shows the tag's name, type and content, paginated, in one upstream request", async () => {
    const { result, count } = await upstreamRequests(() => tag("ueberaktive-blase"));
    expect(count).toBe(1);
    expect(result.status).toBe(200);
    const data = result.data as TagData;
    expect(data.tag).toMatchObject({ name: "Überaktive Blase", type: "INDICATION" });
    expect(data.title).toBe("Überaktive Blase – Fortbildung");
    expect(data.items.length).toBe(data.pageInfo.total > 24 ? 24 : data.pageInfo.total);
    expect(data.pageInfo).toMatchObject({ currentPage: 1, perPage: 24 });
    expect(["Livestream", "Vod", "Short", "Playlist"]).toEqual(
      expect.arrayContaining([...new Set(data.items.map((item) => item.__typename))]),
    );
  });

  it("passes ?page= on", async () => {
    const data = (await tag("ueberaktive-blase", "?page=2")).data as TagData;
    expect(data.pageInfo.currentPage).toBe(2);
  });

  it("an unknown tag is a 404", async () => {
    expect((await tag("gibt-es-nicht")).status).toBe(404);
  });
});

describe("/{landingPage}", () => {
  it("renders /medlive's sections in order, typed, in one upstream request", async () => {
    const { result, count } = await upstreamRequests(() => landingLoader("medlive"));
    expect(count).toBe(1);
    expect(result.status).toBe(200);
    const data = result.data as LandingData;
    expect(data.metaTitle).toBe("medlive – Livestreams – Fortbildung");
    expect(data.sections.map((section) => section.type)).toEqual([
      "HERO",
      "LIVESTREAMS",
      "TEXT",
      "DIVIDER",
      "FAQ",
      "CALL_TO_ACTION",
    ]);
    const [hero, livestreams, , , faq, cta] = data.sections;
    expect(hero).toMatchObject({ title: "medlive", link: { href: "/livestreams", external: false } });
    expect(faq!.faq[0]).toEqual({
      question: "Brauche ich eine besondere Software?",
      answer: expect.stringContaining("Browser"),
    });
    expect(cta!.link?.label).toBe("Kostenlos registrieren");
    expect(livestreams!.contents.every((item) => item.__typename === "Livestream")).toBe(true);
  });

  it.each([
    ["doctupus", "IMAGE_TEXT"],
    ["expanda", "EXPERTS"],
    ["updates", "FIELDS"],
    ["kooperationen", "CHANNELS"],
    ["partner", "BANNER"],
  ])("/%s has its %s section with its records", async (slug, type) => {
    const data = (await landingLoader(slug)).data as LandingData;
    const section = data.sections.find((entry) => entry.type === type);
    expect(section).toBeDefined();
    if (type === "EXPERTS") expect(section!.experts.length).toBeGreaterThan(0);
    if (type === "FIELDS") expect(section!.fields[0]).toMatchObject({ name: expect.any(String) });
    if (type === "CHANNELS") expect(section!.channels.length).toBeGreaterThan(0);
    if (type === "IMAGE_TEXT") expect(section!.imageUrl).toMatch(/\.svg$/);
  });

  it("an unknown slug, a draft and a junk slug are 404", async () => {
    expect((await landingLoader("gibt-es-nicht")).status).toBe(404);
    expect((await landingLoader("entwurf")).status).toBe(404);
    const { result, count } = await upstreamRequests(() => landingLoader("robots.txt"));
    expect(result.status).toBe(404);
    expect(count).toBe(0);
  });
});

describe("routing", () => {
  type Entry = { id?: string; path?: string; index?: boolean; file: string; children?: Entry[] };
  type RouteObject = Parameters<typeof matchRoutes>[0][number];

  async function appRoutes(): Promise<RouteObject[]> {
    // app/routes.ts reads the app directory the way the Remix Vite plugin provides it.
    (globalThis as { __remixAppDirectory?: string }).__remixAppDirectory = path.resolve("app");
    const config = (await import("~/routes")).default as Entry[];
    const toObject = (entry: Entry): RouteObject =>
      entry.index
        ? { id: entry.id ?? entry.file, index: true, path: entry.path }
        : {
            id: entry.id ?? entry.file,
            path: entry.path,
            children: entry.children?.map(toObject),
          };
    return config.map(toObject);
  }

  const leaf = async (pathname: string) => {
    const matches = matchRoutes(await appRoutes(), pathname) ?? [];
    return matches.map((match) => match.route.id).at(-1);
  };

  it.each([
    ["/home", "features/catalogue/routes/home"],
    ["/imprint", "legal-imprint"],
    ["/healthz", "routes/healthz"],
    ["/fachgebiete", "features/catalogue/routes/fachgebiete._index"],
    ["/search", "features/catalogue/routes/search"],
    ["/search/%C3%9Cber", "features/catalogue/routes/search.$term"],
    ["/tag/asthma", "features/catalogue/routes/tag.$slug"],
    ["/medlive", "routes/$landingPage"],
    ["/irgendwas", "routes/$landingPage"],
    ["/medlive/tiefer", "routes/$"],
  ])("%s is served by %s", async (pathname, id) => {
    expect(await leaf(pathname)).toBe(id);
  });
});

describe("/search/{term}?unabhaengig=1: industry-independent only", () => {
  it("leaves out what an industry supporter stands behind, and says the filter is on", async () => {
    // A word from the title of an item an industry supporter stands behind.
    const { cmeContent } = await api.gql<{
      cmeContent: { data: Array<{ title?: string; sponsorship?: { industry_independent: boolean } }> };
    }>(`{ cmeContent(perPage: 100) { data { ... on Vod { title sponsorship { industry_independent } } } } }`);
    const term = cmeContent.data
      .find((item) => item.sponsorship?.industry_independent === false)!
      .title!.split(" ")[0]!;
    const all = (await search(term)).data as SearchData;
    const independent = (await search(term, "?unabhaengig=1")).data as SearchData;
    expect(all.independent).toBe(false);
    expect(independent.independent).toBe(true);
    expect(independent.total).toBeLessThan(all.total);
    const { search: upstreamAnswer } = await api.gql<{ search: { total: number } }>(
      `query($term: String!) { search(term: $term, industry_independent: true) { total } }`,
      { term },
    );
    expect(independent.total).toBe(upstreamAnswer.total);
  });
});
