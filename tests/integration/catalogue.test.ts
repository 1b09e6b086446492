import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, inject, it, vi } from "vitest";
import { sessionStore } from "~/.server/session-store";
import * as channelPage from "~/features/catalogue/routes/channel.$slug";
import * as fieldPage from "~/features/catalogue/routes/fachgebiete.$slug";
import * as overview from "~/features/catalogue/routes/fachgebiete._index";
import * as follow from "~/features/catalogue/routes/follow";
import * as root from "~/root";
import type { ContentCardItem } from "~/components/content/ContentCard";
import type { FollowedItem } from "~/lib/user";
import { call, CookieJar, freshUser, signedIn, upstream, upstreamRequests } from "./helpers";

type OverviewData = Awaited<ReturnType<typeof overview.loader>>;
type FieldData = Exclude<Awaited<ReturnType<typeof fieldPage.loader>>, Response>;
type ChannelData = Exclude<Awaited<ReturnType<typeof channelPage.loader>>, Response>;
type Card = ContentCardItem;

/** A fresh copy of arzt@example.com that follows nothing: its follows can change freely. */
async function freshDoctor() {
  return signedIn(await freshUser());
}

const loadField = async (slug: string, cookie?: string) =>
  call(fieldPage.loader, { path: `/fachgebiete/${slug}`, params: { slug }, cookie });

const followed = async (jar: CookieJar): Promise<FollowedItem[]> => {
  const data = (await call(root.loader, { path: "/fachgebiete", cookie: jar.header() })).data as {
    user: { followed: FollowedItem[] } | null;
  };
  return data.user?.followed ?? [];
};

afterEach(() => vi.restoreAllMocks());

describe("/fachgebiete", () => {
  it("lists every unmapped field once, relevant ones first, with merged fields under their target", async () => {
    const { result, count } = await upstreamRequests(() => call(overview.loader, { path: "/fachgebiete" }));
    expect(count).toBe(1);
    expect(result.status).toBe(200);
    const data = result.data as OverviewData;
    const all = [...data.relevant, ...data.other];
    const slugs = all.map((field) => field.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    // Spec 3.4: every field except the mapped ones, which merge into their targets.
    const { data: upstreamData } = await upstream<{
      data: { fields: Array<{ slug: string; mappedId: string | null }> };
    }>("{ fields { slug mappedId } }");
    const mapped = upstreamData.fields.filter((field) => field.mappedId !== null).map((field) => field.slug);
    expect(mapped).toContain("haematologie");
    expect(slugs.sort()).toEqual(
      upstreamData.fields
        .filter((field) => field.mappedId === null)
        .map((field) => field.slug)
        .sort(),
    );
    expect(data.relevant.length).toBeGreaterThan(0);
    expect(data.other.length).toBeGreaterThan(0);
    expect(data.relevant.every((field) => field.relevant)).toBe(true);
    expect(data.other.every((field) => !field.relevant)).toBe(true);
    expect(all.find((field) => field.slug === "haematoonkologie")?.merged).toContain("Hämatologie");
    expect(all.find((field) => field.slug === "kardiologie")).toMatchObject({
      name: "Kardiologie",
      followed: false,
    });
    expect(data.title).toBe("Fachgebiete – Fortbildung");
  });
});

describe("/fachgebiete/{slug}", () => {
  it("shows the field's content by type, its channels and experts, in one upstream request", async () => {
    const { result, count } = await upstreamRequests(() => loadField("kardiologie"));
    expect(count).toBe(1);
    expect(result.status).toBe(200);
    const data = result.data as FieldData;
    expect(data.field).toMatchObject({ slug: "kardiologie", name: "Kardiologie" });
    expect(data.title).toBe("Kardiologie – Fortbildung");
    const items = [
      ...data.lists.livestreams,
      ...data.lists.vods,
      ...data.lists.e_learnings,
      ...data.lists.shorts,
    ];
    expect(items.length).toBeGreaterThan(0);
    expect(data.lists.livestreams.every((item) => item.__typename === "Livestream")).toBe(true);
    expect(data.lists.vods.every((item) => item.__typename === "Vod" && item.type === "VOD")).toBe(true);
    expect(
      data.lists.e_learnings.every((item) => item.__typename === "Vod" && item.type === "E_LEARNING"),
    ).toBe(true);
    expect(data.lists.shorts.every((item) => item.__typename === "Short")).toBe(true);
    expect(data.channels.length).toBeGreaterThan(0);
    expect(data.experts.length).toBeGreaterThan(0);
    expect(data.followed).toBe(false);
  });

  it("redirects a mapped field to its target", async () => {
    const result = await loadField("haematologie");
    expect(result.status).toBe(301);
    expect(result.location).toBe("/fachgebiete/haematoonkologie");
  });

  it("answers 404 for an unknown field", async () => {
    expect((await loadField("gibt-es-nicht")).status).toBe(404);
  });
});

describe("/channel/{slug}", () => {
  it("shows header, experts with roles, supporters and content in one upstream request", async () => {
    const field = (await loadField("kardiologie")).data as FieldData;
    const slug = field.channels[0]!.slug;
    const { result, count } = await upstreamRequests(() =>
      call(channelPage.loader, { path: `/channel/${slug}`, params: { slug } }),
    );
    expect(count).toBe(1);
    expect(result.status).toBe(200);
    const data = result.data as ChannelData;
    expect(data.channel.name).toBe(field.channels[0]!.name);
    expect(data.title).toBe(`${data.channel.name} – Fortbildung`);
    expect(data.channel.description).toBeTruthy();
    expect(data.experts.length).toBeGreaterThan(0);
    expect(
      data.experts.every((expert) => ["SCIENTIFIC_BOARD", "SCIENTIFIC_ADVISER"].includes(expert.role)),
    ).toBe(true);
    expect(Array.isArray(data.supporters)).toBe(true);
    const total = Object.values(data.lists.counts).reduce((sum, n) => sum + n, 0);
    expect(total).toBeGreaterThan(0);
  });

  it("answers 404 for an unknown channel", async () => {
    const result = await call(channelPage.loader, { path: "/channel/nope", params: { slug: "nope" } });
    expect(result.status).toBe(404);
  });
});

describe("follow and unfollow (spec §4)", () => {
  it("follows a field and a channel, switches notifications, unfollows; me reflects each step", async () => {
    const jar = await freshDoctor();
    expect(await followed(jar)).toEqual([]);
    const field = (await loadField("kardiologie", jar.header())).data as FieldData;
    const channel = field.channels[0]!;

    const post = (form: Record<string, string>) =>
      call(follow.action, {
        path: "/follow",
        cookie: jar.header(),
        form: { redirectTo: "/fachgebiete/kardiologie", ...form },
      });

    let result = await post({ intent: "follow", type: "Field", id: field.field.id, name: "Kardiologie" });
    expect(result.status).toBe(303);
    expect(result.location).toBe("/fachgebiete/kardiologie");
    const flashed = (await call(root.loader, { path: "/fachgebiete/kardiologie", cookie: jar.header() }))
      .data as { flash: unknown; user: { followed: FollowedItem[] } };
    expect(flashed.flash).toEqual({
      kind: "success",
      messages: [{ key: "content:follow.followed", values: { name: "Kardiologie" } }],
    });
    expect(flashed.user.followed.map((item) => item.slug)).toEqual(["kardiologie"]);

    result = await post({ intent: "follow", type: "Channel", id: channel.id, name: channel.name });
    expect(result.status).toBe(303);
    expect((await followed(jar)).map((item) => `${item.type}:${item.slug}`).sort()).toEqual(
      [`Channel:${channel.slug}`, "Field:kardiologie"].sort(),
    );
    let page = (await loadField("kardiologie", jar.header())).data as FieldData;
    expect(page).toMatchObject({ followed: true, notify: true });

    await post({ intent: "notify", type: "Field", id: field.field.id, notify: "false", name: "Kardiologie" });
    page = (await loadField("kardiologie", jar.header())).data as FieldData;
    expect(page).toMatchObject({ followed: true, notify: false });

    await post({ intent: "unfollow", type: "Field", id: field.field.id, name: "Kardiologie" });
    await post({ intent: "unfollow", type: "Channel", id: channel.id, name: channel.name });
    expect(await followed(jar)).toEqual([]);
    const overviewData = (await call(overview.loader, { path: "/fachgebiete", cookie: jar.header() }))
      .data as OverviewData;
    expect(overviewData.relevant.find((f) => f.slug === "kardiologie")?.followed).toBe(false);
  });

  it("answers a toggle run in place with the new state and the drawer's list, from one upstream request", async () => {
    const jar = await freshDoctor();
    const field = (await loadField("kardiologie", jar.header())).data as FieldData;
    await call(root.loader, { path: "/fachgebiete", cookie: jar.header() }); // shows the login's snackbar
    const post = (form: Record<string, string>) =>
      upstreamRequests(() =>
        call(follow.action, {
          path: "/follow",
          cookie: jar.header(),
          form: {
            redirectTo: "/fachgebiete/kardiologie",
            inPlace: "1",
            type: "Field",
            id: field.field.id,
            ...form,
          },
        }),
      );

    let { result, count } = await post({ intent: "follow", name: "Kardiologie" });
    // No redirect and no snackbar left in the session: the page keeps its data (lib/in-place.ts).
    expect(result.status).toBe(200);
    expect(count).toBe(1);
    expect(result.data).toMatchObject({
      inPlace: true,
      flash: {
        kind: "success",
        messages: [{ key: "content:follow.followed", values: { name: "Kardiologie" } }],
      },
      follow: { type: "Field", id: field.field.id, followed: true, notify: true },
    });
    const answered = (result.data as { followed: FollowedItem[] }).followed;
    // The same list the frame's `me` gives, the flash not spent by the answer.
    const frame = (await call(root.loader, { path: "/fachgebiete", cookie: jar.header() })).data as {
      flash: unknown;
      user: { followed: FollowedItem[] };
    };
    expect(answered).toEqual(frame.user.followed);
    expect(answered.map((item) => item.slug)).toEqual(["kardiologie"]);
    expect(frame.flash).toBeNull();

    ({ result, count } = await post({ intent: "notify", notify: "false", name: "Kardiologie" }));
    expect(count).toBe(1);
    expect(result.data).toMatchObject({ follow: { followed: true, notify: false } });

    ({ result, count } = await post({ intent: "unfollow", name: "Kardiologie" }));
    expect(count).toBe(1);
    expect(result.data).toMatchObject({ follow: { followed: false, notify: false }, followed: [] });

    // Refused by the API (notifications of a field not followed): the error snackbar, in place too.
    ({ result } = await post({ intent: "notify", notify: "true", name: "Kardiologie" }));
    expect(result.status).toBe(200);
    expect(result.data).toEqual({
      inPlace: true,
      flash: { kind: "error", messages: [{ key: "content:follow.failed" }] },
    });
  });

  it("sends a logged-out visitor whose form names no item to the login dialog, back to the page", async () => {
    // With an item, the subscribe dialog on the page (tests/integration/subscribe.test.ts).
    const result = await call(follow.action, {
      path: "/follow",
      form: { intent: "follow", type: "User", id: "2", redirectTo: "/fachgebiete/kardiologie" },
    });
    expect(result.status).toBe(302);
    expect(result.location).toBe("/?dialog=login&redirect=%2Ffachgebiete%2Fkardiologie");
  });

  it("refuses malformed input and a foreign redirect with an error snackbar", async () => {
    const jar = await freshDoctor();
    const result = await call(follow.action, {
      path: "/follow",
      cookie: jar.header(),
      form: { intent: "explode", type: "Field", id: "2", redirectTo: "https://evil.example" },
    });
    expect(result.status).toBe(303);
    expect(result.location).toBe("/fachgebiete");
    const data = (await call(root.loader, { path: "/fachgebiete", cookie: jar.header() })).data as {
      flash: { kind: string };
    };
    expect(data.flash.kind).toBe("error");
  });

  it("shows an error snackbar when the API refuses (notifications of an unfollowed field)", async () => {
    const jar = await freshDoctor();
    const result = await call(follow.action, {
      path: "/follow",
      cookie: jar.header(),
      form: { intent: "notify", type: "Field", id: "2", notify: "true", redirectTo: "/fachgebiete" },
    });
    expect(result.status).toBe(303);
    const data = (await call(root.loader, { path: "/fachgebiete", cookie: jar.header() })).data as {
      flash: unknown;
    };
    expect(data.flash).toEqual({ kind: "error", messages: [{ key: "content:follow.failed" }] });
  });
});

describe("access to content (spec 1, 6)", () => {
  const cards = (data: FieldData): Card[] => [
    ...data.lists.livestreams,
    ...data.lists.vods,
    ...data.lists.e_learnings,
    ...data.lists.shorts,
  ];

  type Access = "PUBLIC" | "LOGIN" | "HWG";

  /** Each item's access on a field page, asked of the API (cards do not carry it). */
  async function accessOnFieldPage(slug: string): Promise<Map<string, Access>> {
    const lists =
      "livestreams { slug access } vods { slug access } e_learnings { slug access } shorts { slug access }";
    const { data } = await upstream<{
      data: { fieldPage: Record<string, { slug: string; access: Access }[]> };
    }>(`query ($slug: String!) { fieldPage(slug: $slug) { ${lists} } }`, { slug });
    return new Map(
      Object.values(data.fieldPage).flatMap((items) => items.map((item) => [item.slug, item.access])),
    );
  }

  /** Field slugs whose pages hold both a login-only and a narrow-circle item, with each item's access. */
  async function fieldsWithGatedContent(): Promise<Map<string, Map<string, Access>>> {
    const data = (await call(overview.loader, { path: "/fachgebiete" })).data as OverviewData;
    const found = { LOGIN: false, HWG: false };
    const fields = new Map<string, Map<string, Access>>();
    for (const field of [...data.relevant, ...data.other]) {
      const access = await accessOnFieldPage(field.slug);
      const gated = [...access.values()].filter((value) => value !== "PUBLIC");
      if (gated.length === 0) continue;
      fields.set(field.slug, access);
      for (const value of gated) found[value as "LOGIN" | "HWG"] = true;
      if (found.LOGIN && found.HWG) return fields;
    }
    throw new Error("the demo data has no login-only and narrow-circle items");
  }

  it("locks what each viewer may not open and says why; never ships protected fields", async () => {
    const fields = await fieldsWithGatedContent();
    const viewers = {
      anonymous: { LOGIN: "LOGIN_REQUIRED", HWG: "HWG_REQUIRED" },
      "studentin@example.com": { LOGIN: null, HWG: "HWG_REQUIRED" },
      "arzt@example.com": { LOGIN: null, HWG: null },
    } as const;
    for (const [viewer, expected] of Object.entries(viewers)) {
      const cookie = viewer === "anonymous" ? undefined : (await signedIn(viewer)).header();
      const seen = new Set<string>();
      for (const [slug, accessOf] of fields) {
        for (const item of cards((await loadField(slug, cookie)).data as FieldData)) {
          const access = accessOf.get(item.slug)!;
          seen.add(access);
          const reason = access === "PUBLIC" ? null : expected[access as "LOGIN" | "HWG"];
          expect({ viewer, slug: item.slug, locked: item.locked, reason: item.lock_reason ?? null }).toEqual({
            viewer,
            slug: item.slug,
            locked: reason !== null,
            reason,
          });
          expect(Object.keys(item)).not.toEqual(expect.arrayContaining(["description"]));
          expect(Object.keys(item)).not.toEqual(expect.arrayContaining(["media_url"]));
        }
      }
      expect([...seen].sort(), viewer).toEqual(expect.arrayContaining(["HWG", "LOGIN"]));
    }
  });
});

describe("when the upstream fails", () => {
  const mock = setupServer();
  beforeAll(() => mock.listen({ onUnhandledRequest: "bypass" }));
  afterEach(() => mock.resetHandlers());
  afterAll(() => mock.close());

  it("shows the 503 page for the catalogue pages", async () => {
    mock.use(http.post(inject("graphqlUrl"), () => new HttpResponse("Bad Gateway", { status: 502 })));
    expect((await call(overview.loader, { path: "/fachgebiete" })).status).toBe(503);
    expect((await loadField("kardiologie")).status).toBe(503);
  });

  it("keeps the page and shows the error snackbar when following fails", async () => {
    const session = await sessionStore.storage.getSession();
    session.set("token", "token-for-fault-tests");
    const cookie = (await sessionStore.storage.commitSession(session)).split(";")[0]!;
    mock.use(http.post(inject("graphqlUrl"), () => new HttpResponse("Bad Gateway", { status: 502 })));
    const result = await call(follow.action, {
      path: "/follow",
      cookie,
      form: { intent: "follow", type: "Field", id: "2", name: "Kardiologie", redirectTo: "/fachgebiete" },
    });
    expect(result.status).toBe(303);
    expect(result.location).toBe("/fachgebiete");
    const stored = await sessionStore.storage.getSession(cookie);
    expect(stored.get("flash")).toEqual({ kind: "error", messages: [{ key: "common:errors.unavailable" }] });
  });
});
