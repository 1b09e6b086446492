import { describe, expect, it } from "vitest";
import { ftsQuery } from "../store/search.ts";
import { signedIn, testApiPer } from "./helpers.ts";

const t = testApiPer("file");
const tokens = signedIn(t, { arzt: "arzt@example.com", studentin: "studentin@example.com" });

interface Item {
  __typename: string;
  slug: string;
  access: string;
  locked: boolean;
  lock_reason: string | null;
  description: string | null;
}
const ITEM = "__typename slug access locked lock_reason description";

describe("access", () => {
  const query = `{ cmeContent(perPage: 100) { data { ${ITEM} } paginatorInfo { total } } }`;
  type Answer = { cmeContent: { data: Item[]; paginatorInfo: { total: number } } };

  it("locks by viewer: anonymous, non-HWG, HWG", async () => {
    const anon = (await t.gql<Answer>(query)).data?.cmeContent.data ?? [];
    const student = (await t.gql<Answer>(query, { token: tokens.studentin })).data?.cmeContent.data ?? [];
    const doctor = (await t.gql<Answer>(query, { token: tokens.arzt })).data?.cmeContent.data ?? [];
    expect(anon.length).toBe(doctor.length);
    for (const item of anon) {
      expect(item.locked).toBe(item.access !== "PUBLIC");
      if (item.locked) expect(item.description).toBeNull();
      if (item.access === "LOGIN") expect(item.lock_reason).toBe("LOGIN_REQUIRED");
      if (item.access === "HWG") expect(item.lock_reason).toBe("HWG_REQUIRED");
    }
    for (const item of student) expect(item.locked).toBe(item.access === "HWG");
    for (const item of doctor) {
      expect(item.locked).toBe(false);
      expect(item.description).not.toBeNull();
    }
    expect(anon.some((i) => i.access === "HWG")).toBe(true);
  });

  it("never lists drafts", async () => {
    const drafts = await Promise.all(
      (["VOD", "LIVESTREAM", "SHORT"] as const).map((kind) => t.surface.contents(kind, { status: "DRAFT" })),
    );
    const draft = drafts.flat()[0]!;
    expect(draft).toBeDefined();
    const result = await t.gql<{ search: { data: { slug?: string }[] } }>(
      "query($t: String!) { search(term: $t, perPage: 100) { data { ... on Vod { slug } ... on Livestream { slug } ... on Short { slug } } } }",
      { variables: { t: draft.title }, token: tokens.arzt },
    );
    expect(result.data?.search.data.map((d) => d.slug)).not.toContain(draft.slug);
  });
});

describe("pages", () => {
  it("orders featured content by priority for anonymous viewers", async () => {
    const result = await t.gql<{
      homePage: {
        featured: { type: string; priority: number }[];
        banner: { priority: string } | null;
        fieldShelves: unknown[];
      };
    }>(
      "{ homePage { featured { type priority content { slug } } banner { priority } fieldShelves { field { slug } } } }",
      {
        token: tokens.arzt,
      },
    );
    const home = result.data?.homePage;
    // Without a viewer the editorial order (a viewer's is theirs: "Empfohlen für dich" below).
    const anonymous = await t.gql<{ homePage: { featured: { priority: number }[] } }>(
      "{ homePage { featured { priority } } }",
    );
    const priorities = anonymous.data?.homePage.featured.map((f) => f.priority) ?? [];
    expect(priorities[0]).toBe(0);
    expect([...priorities].sort((a, b) => a - b)).toEqual(priorities);
    expect(home?.banner?.priority).toBe("HIGH");
    expect(home?.fieldShelves.length).toBe(7);
  });

  it("answers as many items per shelf as the page shows, and refuses sizes outside 1-12", async () => {
    type Shelves = {
      homePage: {
        featured: unknown[];
        fieldShelves: { items: unknown[] }[];
        channelShelves: { items: unknown[] }[];
        upcomingLivestreams: unknown[];
        newCmeContent: unknown[];
      };
    };
    const query = `query($n: Int!) { homePage(shelfSize: $n) { featured { priority }
      fieldShelves { items { __typename } } channelShelves { items { __typename } }
      upcomingLivestreams { id } newCmeContent { __typename } } }`;
    const full = (await t.gql<Shelves>(query, { variables: { n: 12 }, token: tokens.arzt })).data!.homePage;
    const small = (await t.gql<Shelves>(query, { variables: { n: 2 }, token: tokens.arzt })).data!.homePage;
    const lists = (home: Shelves["homePage"]) => [
      home.featured,
      ...home.fieldShelves.map((shelf) => shelf.items),
      ...home.channelShelves.map((shelf) => shelf.items),
      home.upcomingLivestreams,
      home.newCmeContent,
    ];
    // The demo has more than two items in every list, so each is cut, not just short.
    expect(lists(full).every((list) => list.length > 2)).toBe(true);
    expect(lists(small).map((list) => list.length)).toEqual(lists(full).map(() => 2));
    for (const n of [0, 13]) {
      const refused = await t.gql<Shelves>(query, { variables: { n }, token: tokens.arzt });
      expect(refused.errors?.[0]?.extensions?.validation).toEqual({
        shelfSize: ["The shelf size field must be between 1 and 12."],
      });
    }
  });

  it("fills only the first followed fields' and channels' shelves when asked to, and says how many there are", async () => {
    type Home = {
      homePage: {
        fieldShelves: { field: { slug: string } }[];
        channelShelves: { channel: { slug: string } }[];
        fieldShelvesTotal: number;
        channelShelvesTotal: number;
      };
    };
    const query = `query($f: Int, $c: Int) { homePage(shelfSize: 1, fieldShelves: $f, channelShelves: $c) {
      fieldShelves { field { slug } } channelShelves { channel { slug } } fieldShelvesTotal channelShelvesTotal } }`;
    const all = (await t.gql<Home>(query, { token: tokens.arzt })).data!.homePage;
    const cut = (await t.gql<Home>(query, { variables: { f: 2, c: 0 }, token: tokens.arzt })).data!.homePage;
    expect(all.fieldShelves.length).toBeGreaterThan(2);
    expect(all.fieldShelvesTotal).toBe(all.fieldShelves.length);
    expect(all.channelShelvesTotal).toBe(all.channelShelves.length);
    expect(cut.fieldShelves).toEqual(all.fieldShelves.slice(0, 2));
    expect(cut.channelShelves).toEqual([]);
    expect([cut.fieldShelvesTotal, cut.channelShelvesTotal]).toEqual([
      all.fieldShelvesTotal,
      all.channelShelvesTotal,
    ]);
    const refusal = async (variables: { f: number; c: number }) =>
      (await t.gql<Home>(query, { variables, token: tokens.arzt })).errors?.[0]?.extensions?.validation;
    expect(await refusal({ f: -1, c: 1 })).toEqual({
      fieldShelves: ["The field shelves field must be between 0 and 100."],
    });
    expect(await refusal({ f: 1, c: 101 })).toEqual({
      channelShelves: ["The channel shelves field must be between 0 and 100."],
    });
  });

  it("redirects a mapped field and merges it in the overview", async () => {
    const result = await t.gql<{
      fieldPage: { redirect_to: string | null };
      fieldsOverview: { field: { slug: string; relevant: boolean }; merged: { slug: string }[] }[];
    }>(
      '{ fieldPage(slug: "haematologie") { redirect_to } fieldsOverview { field { slug relevant } merged { slug } } }',
    );
    expect(result.data?.fieldPage.redirect_to).toBe("haematoonkologie");
    const overview = result.data?.fieldsOverview ?? [];
    expect(overview.some((o) => o.field.slug === "haematologie")).toBe(false);
    expect(overview.find((o) => o.field.slug === "haematoonkologie")?.merged.map((m) => m.slug)).toContain(
      "haematologie",
    );
    const firstIrrelevant = overview.findIndex((o) => !o.field.relevant);
    expect(overview.slice(firstIrrelevant).every((o) => !o.field.relevant)).toBe(true);
  });

  it("has Innere Medizin above its Schwerpunkte, with their items (heart failure among them)", async () => {
    type Page = {
      field: { label_de: string };
      parent: { slug: string } | null;
      subfields: { slug: string }[];
      vods: { title: string; fields: { slug: string }[] }[];
      counts: { vods: number };
    };
    const result = await t.gql<{
      innere: Page;
      kardiologie: Page;
      search: { data: { label_de?: string }[] };
      heart: { fields: { slug: string }[] };
    }>(
      `{ heart: vod(slug: "expertenrunde-herzinsuffizienz-kontroversen-und-konsens-2") { fields { slug } }
         innere: fieldPage(slug: "innere-medizin") { field { label_de } parent { slug } subfields { slug }
           vods { title fields { slug } } counts { vods } }
         kardiologie: fieldPage(slug: "kardiologie") { field { label_de } parent { slug } subfields { slug }
           vods { title fields { slug } } counts { vods } }
         search(term: "Innere", type: FIELD) { data { ... on Field { label_de } } } }`,
    );
    const { innere, kardiologie, search, heart } = result.data!;
    expect(innere.field.label_de).toBe("Innere Medizin");
    expect(innere.parent).toBeNull();
    expect(innere.subfields.map((f) => f.slug)).toEqual(
      expect.arrayContaining(["kardiologie", "pneumologie", "gastroenterologie", "haematoonkologie"]),
    );
    expect(kardiologie.parent?.slug).toBe("innere-medizin");
    expect(kardiologie.subfields).toEqual([]);
    // Every cardiology item is an item of internal medicine too.
    expect(innere.counts.vods).toBeGreaterThan(kardiologie.counts.vods);
    for (const vod of kardiologie.vods) expect(vod.fields.map((f) => f.slug)).toContain("innere-medizin");
    expect(heart.fields.map((f) => f.slug)).toEqual(["kardiologie", "innere-medizin"]);
    expect(search.data.map((hit) => hit.label_de)).toContain("Innere Medizin");
  });

  it("answers a field page with content, channels and experts", async () => {
    const result = await t.gql<{
      fieldPage: { vods: unknown[]; channels: unknown[]; experts: unknown[]; is_followed: boolean };
    }>(
      '{ fieldPage(slug: "kardiologie") { is_followed vods { slug } channels { slug } experts { name } } }',
      { token: tokens.arzt },
    );
    expect(result.data?.fieldPage.vods.length).toBeGreaterThan(0);
    expect(result.data?.fieldPage.channels.length).toBeGreaterThan(0);
    expect(result.data?.fieldPage.experts.length).toBeGreaterThan(0);
    expect(result.data?.fieldPage.is_followed).toBe(true);
  });

  it("keeps lists for the moment only: a new livestream is in the next answer", async () => {
    const upcoming = async () =>
      (
        await t.gql<{ homePage: { upcomingLivestreams: { title: string }[] } }>(
          "{ homePage { upcomingLivestreams { title } } }",
          { token: tokens.arzt },
        )
      ).data?.homePage.upcomingLivestreams.map((item) => item.title) ?? [];
    const before = await upcoming();
    expect(before).not.toContain("Gleich im Anschluss");
    const soon = new Date(Date.now() + 60_000);
    await t.surface.createLivestream({
      title: "Gleich im Anschluss",
      starts_at: soon,
      ends_at: new Date(soon.getTime() + 3_600_000),
    });
    // Asked again within the same second: the write made the kept lists invalid.
    expect((await upcoming())[0]).toBe("Gleich im Anschluss");
  });

  it("lists the schedule live first and answers landing pages", async () => {
    const result = await t.gql<{
      livestreamSchedule: { state: string; starts_at: string }[];
      landingPage: { sections: { type: string }[] };
      unknown: null;
    }>(
      '{ livestreamSchedule { state starts_at } landingPage(slug: "medlive") { sections { type } } unknown: landingPage(slug: "entwurf") { slug } }',
    );
    const schedule = result.data?.livestreamSchedule ?? [];
    expect(schedule[0]?.state).toBe("LIVE");
    const rest = schedule.filter((s) => s.state !== "LIVE").map((s) => s.starts_at);
    expect([...rest].sort()).toEqual(rest);
    expect(result.data?.landingPage.sections[0]?.type).toBe("HERO");
    expect(result.data?.unknown).toBeNull();
  });
});

describe("follow", () => {
  it("follows and unfollows a channel, reflected in me", async () => {
    const token = await t.login("apothekerin@example.com");
    const follow = await t.gql<{
      followChannel: { subscribedChannels: { id: string }[]; follows: { notify: boolean }[] };
    }>(
      'mutation { followChannel(id: "12", notify: false) { subscribedChannels { id } follows { type notify } } }',
      { token },
    );
    expect(follow.data?.followChannel.subscribedChannels.map((c) => c.id)).toEqual(["12"]);
    expect(follow.data?.followChannel.follows[0]?.notify).toBe(false);
    await t.gql('mutation { setFollowNotifications(type: CHANNEL, id: "12", notify: true) { id } }', {
      token,
    });
    const me = await t.gql<{ me: { follows: { notify: boolean }[] } }>("{ me { follows { notify } } }", {
      token,
    });
    expect(me.data?.me.follows[0]?.notify).toBe(true);
    const un = await t.gql<{ unfollowChannel: { subscribedChannels: unknown[] } }>(
      'mutation { unfollowChannel(id: "12") { subscribedChannels { id } } }',
      { token },
    );
    expect(un.data?.unfollowChannel.subscribedChannels).toEqual([]);
    const field = await t.gql<{ followField: { subscribedFields: { slug: string }[] } }>(
      'mutation { followField(id: "36") { subscribedFields { slug } } }',
      { token },
    );
    expect(field.data?.followField.subscribedFields.map((f) => f.slug)).toEqual(["haematoonkologie"]);
  });

  it("follows several fields at once, or none when one id is unknown", async () => {
    const { email } = await t.surface.createUser({ like: "studentin@example.com" });
    const token = await t.login(email);
    const bad = await t.gql('mutation { followFields(ids: ["2", "9999"]) { id } }', { token });
    expect(bad.errors?.[0]?.extensions?.validation).toEqual({ ids: ["The selected ids is invalid."] });
    const before = await t.gql<{ me: { subscribedFields: { id: string }[] } }>(
      "{ me { subscribedFields { id } } }",
      {
        token,
      },
    );
    const followed = await t.gql<{ followFields: { subscribedFields: { id: string }[] } }>(
      'mutation { followFields(ids: ["2", "9", "2"]) { subscribedFields { id } } }',
      { token },
    );
    const ids = followed.data?.followFields.subscribedFields.map((f) => f.id) ?? [];
    expect(ids).toEqual(expect.arrayContaining(["2", "9"]));
    expect(ids.length).toBe(
      new Set([...(before.data?.me.subscribedFields.map((f) => f.id) ?? []), "2", "9"]).size,
    );
  });

  it("needs a token and a known id", async () => {
    const anon = await t.gql('mutation { followField(id: "2") { id } }');
    expect(anon.errors?.[0]?.message).toBe("Unauthenticated.");
    const bad = await t.gql('mutation { followChannel(id: "9999") { id } }', { token: tokens.arzt });
    expect(bad.errors?.[0]?.extensions?.validation).toEqual({ id: ["The selected id is invalid."] });
  });
});

describe("search", () => {
  type S = {
    search: {
      total: number;
      groups: { type: string; count: number }[];
      data: { title?: string; name?: string; label_de?: string }[];
      paginatorInfo: { total: number; lastPage: number; count: number };
    };
  };
  const q = `query($t: String!, $p: Int, $pp: Int, $type: SearchResultType) { search(term: $t, page: $p, perPage: $pp, type: $type) {
    total groups { type count } paginatorInfo { total lastPage count }
    data { ... on Vod { title } ... on Livestream { title } ... on Short { title } ... on Playlist { title } ... on Channel { name } ... on Expert { name } ... on Tag { name } ... on Field { label_de } } } }`;
  const run = async (variables: Record<string, unknown>) => (await t.gql<S>(q, { variables })).data?.search;

  it("builds prefix queries", () => {
    expect(ftsQuery("Herz insuff")).toBe('"Herz" "insuff"*');
    expect(ftsQuery("  - ")).toBeNull();
  });

  it("folds umlauts and matches prefixes", async () => {
    const upper = await run({ t: "Über" });
    const lower = await run({ t: "uber" });
    expect(upper?.total).toBeGreaterThan(0);
    expect(upper?.total).toBe(lower?.total);
    const prefix = await run({ t: "Herzinsuff" });
    expect(prefix?.data[0]?.title ?? prefix?.data[0]?.name).toMatch(/Herzinsuffizienz/);
  });

  it("groups, counts and paginates", async () => {
    const all = await run({ t: "Herzinsuffizienz", pp: 5 });
    expect(all?.groups.reduce((s, g) => s + g.count, 0)).toBe(all?.total);
    expect(all?.data.length).toBe(5);
    const vods = all?.groups.find((g) => g.type === "VOD")?.count ?? 0;
    expect(vods).toBeGreaterThan(1);
    const page2 = await run({ t: "Herzinsuffizienz", pp: 1, p: 2, type: "VOD" });
    expect(page2?.paginatorInfo.total).toBe(vods);
    expect(page2?.paginatorInfo.lastPage).toBe(vods);
    expect(page2?.paginatorInfo.count).toBe(1);
    const none = await run({ t: "xyzzyqq" });
    expect(none?.total).toBe(0);
    const bad = await t.gql(q, { variables: { t: "a", pp: 500 } });
    expect(bad.errors?.[0]?.extensions?.category).toBe("validation");
  });

  it("forgives typos of one or two letters, and knows abbreviations and synonyms", async () => {
    const names = async (term: string, type?: string) =>
      ((await run({ t: term, pp: 100, type }))?.data ?? []).map(
        (hit) => hit.title ?? hit.name ?? hit.label_de ?? "",
      );
    const exact = await run({ t: "Herzinsuffizienz", pp: 100 });
    const typo = await run({ t: "Herzinsufizienz", pp: 100 });
    expect(exact?.total).toBeGreaterThan(0);
    expect(typo?.total).toBe(exact?.total);
    expect(typo?.groups).toEqual(exact?.groups);
    expect(typo?.data).toEqual(exact?.data);
    expect((await names("Vorhoflimmern", "VOD")).some((t) => /Vorhofflimmern/.test(t))).toBe(true);
    // No letter is forgiven in a word of three.
    expect((await run({ t: "KHL" }))?.total).toBe(0);
    // SGLT2 inhibitors are the gliflozins: the medicines' tags (and so their items).
    expect(await names("SGLT2", "TAG")).toEqual(["Empagliflozin", "Dapagliflozin"]);
    expect(await names("SGLT-2-Inhibitoren", "TAG")).toEqual(["Empagliflozin", "Dapagliflozin"]);
    expect(await names("Gliflozine", "TAG")).toEqual(["Empagliflozin", "Dapagliflozin"]);
    expect((await names("VHF")).some((t) => /Vorhofflimmern/.test(t))).toBe(true);
    expect((await names("KHK")).some((t) => /Koronare Herzkrankheit/.test(t))).toBe(true);
    expect((await names("chronisch obstruktive Lungenerkrankung")).some((t) => /COPD/.test(t))).toBe(true);
    expect((await names("DM")).some((t) => /Diabetes mellitus/.test(t))).toBe(true);
    // A field's former name finds it.
    expect(await names("Pädiatrie", "FIELD")).toEqual(["Kinder- und Jugendmedizin"]);
  });

  it("keeps the exact hits first, in their order, then what only a synonym or correction finds", async () => {
    // "HI" matches words starting with hi (HIV, Hilfsmittel) exactly, heart failure as a synonym.
    const hits = (await run({ t: "HI", pp: 100, type: "VOD" }))?.data.map((hit) => hit.title ?? "") ?? [];
    const exact = hits.map((title) => /\bHi/i.test(title));
    expect(exact.indexOf(false)).toBeGreaterThan(0);
    expect(exact.slice(exact.indexOf(false)).includes(true)).toBe(false);
    expect(hits.slice(exact.indexOf(false)).every((title) => /Herzinsuffizienz/.test(title))).toBe(true);
  });

  it("ranks title hits first", async () => {
    const result = await run({ t: "Vorhofflimmern", pp: 10, type: "VOD" });
    const inTitle = (result?.data ?? []).map((hit) => /Vorhofflimmern/.test(hit.title ?? ""));
    expect(inTitle[0]).toBe(true);
    // every title hit comes before every body-only hit
    expect(inTitle.lastIndexOf(true)).toBeLessThan(
      inTitle.indexOf(false) === -1 ? Infinity : inTitle.indexOf(false) + 1,
    );
    expect(inTitle.indexOf(false) === -1 || inTitle.slice(inTitle.indexOf(false)).every((x) => !x)).toBe(
      true,
    );
  });
});

// The viewer's main and followed fields first, then what their profession works with, then the
// editorial and newest items: users made through the test surface, copies of the demo users.
type Featured = { type: string; priority: number; content: { slug: string; fields: { slug: string }[] } };

async function featuredFor(token: string): Promise<Featured[]> {
  const result = await t.gql<{ homePage: { featured: Featured[] } }>(
    "{ homePage(shelfSize: 12) { featured { type priority content { slug fields { slug } } } } }",
    { token },
  );
  expect(result.errors).toBeUndefined();
  return result.data?.homePage.featured ?? [];
}

async function userLike(like: string, profession?: string): Promise<string> {
  const user = await t.surface.createUser({ like, ...(profession ? { profession } : {}) });
  return t.login(user.email);
}

const inField = (entry: Featured | undefined, slug: string) =>
  entry?.content.fields.some((field) => field.slug === slug) ?? false;

describe("Empfohlen für dich (decision 027)", () => {
  it("shows a cardiologist cardiology first, a pharmacist pharmacy, a nurse nursing, a student her field", async () => {
    // arzt's copy keeps his main field, Kardiologie; studentin's hers, Kinder- und Jugendmedizin.
    const cardiologist = await featuredFor(await userLike("arzt@example.com"));
    const pharmacist = await featuredFor(await userLike("apothekerin@example.com"));
    const nurse = await featuredFor(await userLike("apothekerin@example.com", "NURSE"));
    const student = await featuredFor(await userLike("studentin@example.com"));

    expect(cardiologist.slice(0, 3).every((entry) => inField(entry, "kardiologie"))).toBe(true);
    expect(pharmacist.slice(0, 3).every((entry) => inField(entry, "pharmazie"))).toBe(true);
    expect(nurse.slice(0, 3).every((entry) => inField(entry, "pflege"))).toBe(true);
    expect(student.slice(0, 3).every((entry) => inField(entry, "paediatrie"))).toBe(true);
    const firsts = [cardiologist, pharmacist, nurse, student].map((list) => list[0]?.content.slug);
    expect(new Set(firsts).size).toBe(4);
    // Never empty: a profession without fields of its own, no main field, nothing followed.
    const other = await featuredFor(await userLike("apothekerin@example.com", "OTHER"));
    expect(other.length).toBeGreaterThan(0);
  });

  it("takes turns between the main field (two items a round) and the followed fields", async () => {
    const token = await userLike("arzt@example.com");
    const confirmed = await t.gql(
      `mutation { confirmUserData(input: { field_id: "3", subscribedFields: ["3", "9"] }) { id } }`,
      { token },
    );
    expect(confirmed.errors).toBeUndefined();
    const featured = await featuredFor(token);
    expect(featured).toHaveLength(10);
    expect(featured.slice(0, 2).every((entry) => inField(entry, "dermatologie"))).toBe(true);
    expect(inField(featured[2], "neurologie")).toBe(true);
    expect(featured.every((entry) => inField(entry, "dermatologie") || inField(entry, "neurologie"))).toBe(
      true,
    );
  });

  it("offers what the profession works with once the user's own fields have had their turn", async () => {
    // A nurse whose main field, Geriatrie, has a few items: then nursing's.
    const token = await userLike("apothekerin@example.com", "NURSE");
    const confirmed = await t.gql(
      `mutation { confirmUserData(input: { field_id: "27", subscribedFields: ["27"] }) { id } }`,
      { token },
    );
    expect(confirmed.errors).toBeUndefined();
    const featured = await featuredFor(token);
    const geriatric = featured.map((entry) => inField(entry, "geriatrie"));
    const nursing = featured.map((entry) => inField(entry, "pflege") && !inField(entry, "geriatrie"));
    expect(geriatric[0]).toBe(true);
    expect(nursing.includes(true)).toBe(true);
    expect(geriatric.lastIndexOf(true)).toBeLessThan(nursing.indexOf(true));
  });
});
