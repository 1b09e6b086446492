import { describe, expect, it } from "vitest";
import * as home from "~/features/catalogue/routes/home";
import * as live from "~/features/live/routes/live.$slug";
import * as watchlist from "~/features/watching/routes/watchlist";
import * as root from "~/root";
import type { FlashMessage } from "~/lib/flash";
import { fromNow } from "../support/reference-api";
import { api, call, CookieJar, freshUser, signedIn, upstream } from "./helpers";

// The watch list: the guard, add and remove through the action (post/redirect/get with a
// snackbar), the page, and /home's "continue watching". Cloned users only: the demo users stay as they are.

type WatchlistData = Awaited<ReturnType<typeof watchlist.loader>>;
type LiveData = Exclude<Awaited<ReturnType<typeof live.loader>>, Response>;
type HomeData = Awaited<ReturnType<typeof home.loader>>;

/** A fresh copy of arzt@example.com, signed in here and upstream. */
async function freshDoctor() {
  const email = await freshUser();
  return { jar: await signedIn(email), token: await api.login(email) };
}

const flashOf = async (jar: CookieJar, path: string) =>
  ((await call(root.loader, { path, cookie: jar.header() })).data as { flash: FlashMessage | null }).flash;

/** Posts the watchlist's form as the jar's user, keeping the cookies the answer sets. */
const postToWatchlist = async (jar: CookieJar, form: Record<string, string>) =>
  jar.store(await call(watchlist.action, { path: "/watchlist", cookie: jar.header(), form }));

const savedIds = async (jar: CookieJar) =>
  (
    (await call(watchlist.loader, { path: "/watchlist", cookie: jar.header() })).data as WatchlistData
  ).items.map((item) => item.id);

describe("/watchlist guard", () => {
  it("sends anonymous visitors to the landing page with a redirect back", async () => {
    const result = await call(watchlist.loader, { path: "/watchlist" });
    expect(result.status).toBe(302);
    expect(result.location).toBe("/?redirect=%2Fwatchlist");
  });

  it("sends an anonymous toggle to the login dialog, coming back to the page", async () => {
    const result = await call(watchlist.action, {
      path: "/watchlist",
      form: { intent: "add", contentId: "1", redirectTo: "/live/abc" },
    });
    expect(result.status).toBe(302);
    expect(result.location).toBe("/?dialog=login&redirect=%2Flive%2Fabc");
  });
});

describe("add and remove", () => {
  it("saves a video and a livestream, lists them last added first, and removes them", async () => {
    const { jar } = await freshDoctor();
    expect(await savedIds(jar)).toEqual([]);

    const vod = await api.content("VOD", "PUBLIC");
    const stream = await api.createLivestream({
      title: "Merkbarer Livestream",
      starts_at: fromNow(60 * 24),
      ends_at: fromNow(60 * 25),
    });

    const added = await postToWatchlist(jar, {
      intent: "add",
      contentId: String(vod.id),
      title: vod.title,
      redirectTo: `/video/${vod.slug}`,
    });
    expect(added.status).toBe(303);
    expect(added.location).toBe(`/video/${vod.slug}`);
    expect(await flashOf(jar, `/video/${vod.slug}`)).toEqual({
      kind: "success",
      messages: [{ key: "live:watchlist.added_named", values: { title: vod.title } }],
    });

    await postToWatchlist(jar, {
      intent: "add",
      contentId: String(stream.id),
      redirectTo: `/live/${stream.slug}`,
    });
    expect(await savedIds(jar)).toEqual([String(stream.id), String(vod.id)]);
    const livePage = (
      await call(live.loader, {
        path: `/live/${stream.slug}`,
        params: { slug: stream.slug },
        cookie: jar.header(),
      })
    ).data as LiveData;
    expect(livePage.livestream.onWatchlist).toBe(true);

    const removed = await postToWatchlist(jar, {
      intent: "remove",
      contentId: String(vod.id),
      title: vod.title,
      redirectTo: "/watchlist",
    });
    expect(removed.status).toBe(303);
    expect(removed.location).toBe("/watchlist");
    expect((await flashOf(jar, "/watchlist"))?.messages).toEqual([
      { key: "live:watchlist.removed_named", values: { title: vod.title } },
    ]);
    expect(await savedIds(jar)).toEqual([String(stream.id)]);
  });

  it("refuses foreign redirects and answers bad input and unknown items with the error snackbar", async () => {
    const { jar } = await freshDoctor();
    const foreign = await postToWatchlist(jar, {
      intent: "toggle",
      contentId: "1",
      redirectTo: "https://evil.example/",
    });
    expect(foreign.location).toBe("/watchlist");
    expect(await flashOf(jar, "/watchlist")).toEqual({
      kind: "error",
      messages: [{ key: "live:watchlist.failed" }],
    });

    const unknown = await postToWatchlist(jar, {
      intent: "add",
      contentId: "99999999",
      redirectTo: "/shorts",
    });
    expect(unknown.location).toBe("/shorts");
    expect((await flashOf(jar, "/shorts"))?.kind).toBe("error");
    expect(await savedIds(jar)).toEqual([]);
  });
});

describe("continue watching on /home", () => {
  it("shows started videos with how far they got", async () => {
    const { jar, token } = await freshDoctor();
    const vod = await api.content("VOD", "PUBLIC");
    const { data } = await upstream<{ data: { vod: { duration_seconds: number } } }>(
      "query($s: String!) { vod(slug: $s) { duration_seconds } }",
      { s: vod.slug },
    );
    const position = Math.floor(data.vod.duration_seconds / 2);
    const recorded = await upstream<{ errors?: unknown }>(
      "mutation($id: ID!, $p: Int!) { recordWatchProgress(contentId: $id, position_seconds: $p) { percent } }",
      { id: String(vod.id), p: position },
      token,
    );
    expect(recorded.errors).toBeUndefined();
    const page = (await call(home.loader, { path: "/home", cookie: jar.header() })).data as HomeData;
    const entry = page.content.continueWatching?.find(({ item }) => item.id === String(vod.id));
    expect(entry?.percent).toBe(Math.floor((position * 100) / data.vod.duration_seconds));
  });
});
