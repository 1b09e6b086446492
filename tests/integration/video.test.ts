import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { sessionStore } from "~/.server/session-store";
import { resources } from "~/i18n";
import * as progressRoute from "~/features/watching/routes/progress";
import * as videoPage from "~/features/watching/routes/video.$slug";
import * as root from "~/root";
import { call, freshUser, signedIn, upstream, upstreamRequests } from "./helpers";

type VideoData = Exclude<Awaited<ReturnType<typeof videoPage.loader>>, Response>;
type Listed = { slug: string; access: string; cme_points: number; duration_seconds: number };

/** A fresh copy of arzt@example.com (narrow circle): its progress can change freely. */
async function freshDoctor() {
  return signedIn(await freshUser());
}

const loadVideo = (slug: string, options: { cookie?: string; query?: string } = {}) =>
  call(videoPage.loader, {
    path: `/video/${slug}${options.query ?? ""}`,
    params: { slug },
    cookie: options.cookie,
  });

const postProgress = (form: Record<string, string>, cookie?: string) =>
  call(progressRoute.action, { path: "/progress", form, cookie });

let publicCme: Listed;
let loginOnly: Listed;

beforeAll(async () => {
  // Videos from the seeded catalogue: a public one with CME points and one that needs a login.
  const { data } = await upstream<{ data: { search: { data: Array<Listed | Record<string, never>> } } }>(
    `{ search(term: "neu", type: VOD, perPage: 100) {
         data { ... on Vod { slug access cme_points duration_seconds } } } }`,
  );
  const vods = data.search.data.filter((item): item is Listed => "slug" in item);
  publicCme = vods.find((vod) => vod.access === "PUBLIC" && vod.cme_points > 0)!;
  loginOnly = vods.find((vod) => vod.access === "LOGIN")!;
  expect(publicCme).toBeDefined();
  expect(loginOnly).toBeDefined();
});

afterEach(() => vi.restoreAllMocks());

describe("/video/{slug}", () => {
  it("shows a public video to anyone, with signed sources, chapters and CME, in one upstream request", async () => {
    const { result, count } = await upstreamRequests(() => loadVideo(publicCme.slug));
    expect(count).toBe(1);
    expect(result.status).toBe(200);
    const data = result.data as VideoData;
    expect(data.title).toBe(`${data.video.title} – ${resources.de.common.product_name}`);
    expect(data.metaDescription.length).toBeGreaterThan(0);
    expect(data.metaDescription.length).toBeLessThanOrEqual(160);
    expect(data.video.locked).toBe(false);
    expect(data.media?.mp4_url).toMatch(/^https?:\/\/.+\.mp4/);
    expect(data.media?.hls_url).toMatch(/\.m3u8/);
    expect(data.chapters.length).toBeGreaterThan(0);
    // Points by the length (1 per 45 minutes); the test opens after two thirds of it, on a demo item after 1.
    const cme = data.cme;
    expect(cme).toMatchObject({ points: publicCme.cme_points, category: "D", progress: null });
    expect(cme?.points).toBe(Math.floor((cme?.nominalMinutes ?? 0) / 45));
    expect(cme?.thresholdMinutes).toBe(cme?.demo ? 1 : Math.round(((cme?.nominalMinutes ?? 0) * 2) / 3));
    expect(cme?.vnr).toMatch(/^276\d{16}$|^EBAP-\d{4}-\d{4}$|^LEE[A-Z]?\d{2}-\d{5}$/);
    expect(data.startAt).toBeNull();
    expect(data.shareUrl).toBe(`http://localhost:3000/video/${publicCme.slug}`);
    expect(data.related.every((item) => item.slug !== publicCme.slug)).toBe(true);
  });

  it("starts at ?t= (mm:ss or seconds) and ignores a malformed value", async () => {
    const at = async (query: string) => (await loadVideo(publicCme.slug, { query })).data as VideoData;
    expect(await at("?t=00:30")).toMatchObject({ startAt: 30, startedFrom: "link" });
    expect(await at("?t=75")).toMatchObject({ startAt: 75, startedFrom: "link" });
    expect(await at("?t=soon")).toMatchObject({ startAt: null, startedFrom: null });
  });

  it("shows a locked video as a teaser: no media, description, chapters or citations", async () => {
    const result = await loadVideo(loginOnly.slug, { query: "?t=00:30" });
    expect(result.status).toBe(200);
    const data = result.data as VideoData;
    expect(data.video).toMatchObject({ locked: true, lockReason: "LOGIN_REQUIRED", description: null });
    expect(data.media).toBeNull();
    expect(data.chapters).toEqual([]);
    expect(data.citations).toEqual([]);
    expect(data.startAt).toBeNull();
    expect(JSON.stringify(data)).not.toMatch(/\.mp4|\.m3u8/);
  });

  it("opens the same video for a signed-in viewer", async () => {
    const jar = await freshDoctor();
    const data = (await loadVideo(loginOnly.slug, { cookie: jar.header() })).data as VideoData;
    expect(data.video.locked).toBe(false);
    expect(data.media?.mp4_url).toMatch(/\.mp4/);
  });

  it("answers 404 for an unknown slug", async () => {
    const result = await loadVideo("gibt-es-nicht-404");
    expect(result.status).toBe(404);
  });
});

describe("/progress", () => {
  it("stores the position, and the next visit resumes there; a jump does not count toward the CME threshold", async () => {
    const jar = await freshDoctor();
    const before = (await loadVideo(publicCme.slug, { cookie: jar.header() })).data as VideoData;
    expect(before.startAt).toBeNull();

    const position = Math.floor(publicCme.duration_seconds / 2);
    const saved = await postProgress(
      { contentId: before.video.id, position: String(position), format: "json" },
      jar.header(),
    );
    expect(saved.status).toBe(200);
    expect(saved.data).toMatchObject({
      ok: true,
      progress: { position_seconds: position, completed: false },
    });

    const after = (await loadVideo(publicCme.slug, { cookie: jar.header() })).data as VideoData;
    expect(after).toMatchObject({ startAt: position, startedFrom: "progress" });
    expect(after.cme?.progress).toMatchObject({ secondsWatched: 0, thresholdReached: false });
    // ?t= wins over the stored position.
    const linked = (await loadVideo(publicCme.slug, { cookie: jar.header(), query: "?t=5" })).data;
    expect(linked).toMatchObject({ startAt: 5, startedFrom: "link" });
  });

  it("starts a video watched to the end from the beginning", async () => {
    const jar = await freshDoctor();
    const { video } = (await loadVideo(publicCme.slug, { cookie: jar.header() })).data as VideoData;
    const form = { contentId: video.id, position: String(video.durationSeconds), format: "json" };
    expect((await postProgress(form, jar.header())).data).toMatchObject({ progress: { completed: true } });
    const data = (await loadVideo(publicCme.slug, { cookie: jar.header() })).data as VideoData;
    expect(data.startAt).toBeNull();
    expect(data.cme?.progress?.secondsWatched).toBe(0);
  });

  it("redirects a plain form post back with a message", async () => {
    const jar = await freshDoctor();
    const { video } = (await loadVideo(publicCme.slug, { cookie: jar.header() })).data as VideoData;
    const back = `/video/${publicCme.slug}`;
    const result = jar.store(
      await postProgress({ contentId: video.id, position: "12", redirectTo: back }, jar.header()),
    );
    expect(result.status).toBe(303);
    expect(result.location).toBe(back);
    const rootData = (await call(root.loader, { path: back, cookie: jar.header() })).data as {
      flash: { kind: string; messages: Array<{ key: string }> } | null;
    };
    expect(rootData.flash).toEqual({ kind: "success", messages: [{ key: "video:progress.saved" }] });
    expect(((await loadVideo(publicCme.slug, { cookie: jar.header() })).data as VideoData).startAt).toBe(12);
  });

  it("refuses anonymous viewers, malformed input and items that cannot record progress", async () => {
    const anonymousJson = await postProgress({ contentId: "1", position: "3", format: "json" });
    expect(anonymousJson.status).toBe(401);
    const anonymousForm = await postProgress({ contentId: "1", position: "3", redirectTo: "/video/x" });
    expect(anonymousForm.status).toBe(302);
    expect(anonymousForm.location).toBe(
      `/?${new URLSearchParams({ dialog: "login", redirect: "/video/x" })}`,
    );

    const jar = await freshDoctor();
    const malformed = await postProgress(
      { contentId: "1 OR 1", position: "3", format: "json" },
      jar.header(),
    );
    expect(malformed.status).toBe(400);
    const negative = await postProgress({ contentId: "1", position: "-3", format: "json" }, jar.header());
    expect(negative.status).toBe(400);
    const unknown = await postProgress({ contentId: "999999", position: "3", format: "json" }, jar.header());
    expect(unknown.status).toBe(422);
  });
});

describe("the API token", () => {
  it("never appears in the video page's data (what its HTML is rendered from)", async () => {
    const jar = await freshDoctor();
    const token = (await sessionStore.storage.getSession(jar.header())).get("token");
    expect(token).toBeTruthy();
    const page = await loadVideo(publicCme.slug, { cookie: jar.header() });
    const frame = await call(root.loader, { path: `/video/${publicCme.slug}`, cookie: jar.header() });
    expect(page.status).toBe(200);
    expect(JSON.stringify(page.data)).not.toContain(token);
    expect(JSON.stringify(frame.data)).not.toContain(token);
  });
});
