import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WATCH_SLUGS } from "../seed/content/index.ts";
import { SAMPLES_DIR, sampleFor } from "../watch/samples.ts";
import { forgeMediaToken } from "../watch/tokens.ts";
import { startTestApi, type TestApi } from "./helpers.ts";

const SECRET = "media-test-secret";
const TTL = 3600;
// A clock the test moves; the API seeds relative to it too.
let clock = Date.now();
const tick = (seconds: number) => (clock += seconds * 1000);

let t: TestApi;
let arzt: string;
beforeAll(async () => {
  t = await startTestApi({ now: () => new Date(clock), mediaSecret: SECRET, mediaTtlSeconds: TTL });
  arzt = await t.login("arzt@example.com");
});
afterAll(() => t.close());

interface Media {
  hls_url: string;
  mp4_url: string | null;
  captions_url: string | null;
  captions_language: string | null;
  poster_url: string | null;
  expires_at: string;
}
type Item = { id: string; access: string; locked: boolean; lock_reason: string | null; media: Media | null };
const ITEM =
  "id access locked lock_reason media { hls_url mp4_url captions_url captions_language poster_url expires_at }";

async function vod(slug: string, token?: string): Promise<Item> {
  const result = await t.gql<{ vod: Item }>(`query($s: String!) { vod(slug: $s) { ${ITEM} } }`, {
    variables: { s: slug },
    token,
  });
  if (!result.data?.vod) throw new Error(`no vod ${slug}: ${JSON.stringify(result)}`);
  return result.data.vod;
}

async function livestream(slug: string, token?: string) {
  const result = await t.gql<{ livestream: Item & { state: string } }>(
    `query($s: String!) { livestream(slug: $s) { state ${ITEM} } }`,
    { variables: { s: slug }, token },
  );
  return result.data?.livestream;
}

/** Slugs of published VODs by access, from the API itself. */
async function vodSlugs(access: string): Promise<string[]> {
  const result = await t.gql<{ search: { data: { slug?: string; access?: string }[] } }>(
    '{ search(term: "die", perPage: 100, type: VOD) { data { ... on Vod { slug access } } } }',
  );
  return (result.data?.search.data ?? []).filter((v) => v.access === access).map((v) => v.slug ?? "");
}

const tokenOf = (url: string) => new URL(url).pathname.split("/")[2] ?? "";
const fileUrl = (token: string, file: string) => `${t.origin}/videos/${token}/${file}`;

describe("signed media addresses", () => {
  it("are handed out only to viewers who may open the item", async () => {
    const [publicSlug] = await vodSlugs("PUBLIC");
    const [loginSlug] = await vodSlugs("LOGIN");
    const open = await vod(publicSlug ?? "");
    expect(open.media?.hls_url).toMatch(new RegExp(`^${t.origin}/videos/[\\w-]+\\.[\\w-]+/index\\.m3u8$`));
    expect(open.media?.mp4_url).toMatch(/\/video\.mp4$/);
    expect(open.media?.captions_url).toMatch(/\/captions\.vtt$/);
    expect(open.media?.captions_language).toBe("de");
    expect(open.media?.poster_url).toMatch(/\/poster\.jpg$/);
    const expires = Date.parse(open.media?.expires_at ?? "");
    expect(expires - clock).toBeGreaterThanOrEqual(TTL * 1000 - 1000);
    expect(expires - clock).toBeLessThanOrEqual((TTL + 300) * 1000);

    expect((await vod(loginSlug ?? "")).media).toBeNull();
    expect((await vod(loginSlug ?? "", arzt)).media).not.toBeNull();
  });

  it("serve the files with their types, CORS and caching", async () => {
    const [slug] = await vodSlugs("PUBLIC");
    const media = (await vod(slug ?? "")).media as Media;
    const types: [string | null, string][] = [
      [media.hls_url, "application/vnd.apple.mpegurl"],
      [media.mp4_url, "video/mp4"],
      [media.captions_url, "text/vtt; charset=utf-8"],
      [media.poster_url, "image/jpeg"],
      [media.hls_url.replace("index.m3u8", "seg-000.m2t"), "video/mp2t"],
    ];
    for (const [url, type] of types) {
      const response = await fetch(url ?? "");
      expect(response.status, url ?? "").toBe(200);
      expect(response.headers.get("content-type")).toBe(type);
      expect(response.headers.get("access-control-allow-origin")).toBe("*");
      expect(response.headers.get("accept-ranges")).toBe("bytes");
      expect(response.headers.get("cache-control")).toMatch(/^private, max-age=\d+$/);
      await response.arrayBuffer();
    }
    const playlist = await (await fetch(media.hls_url)).text();
    expect(playlist).toMatch(/^seg-000\.m2t$/m);
    expect(playlist).not.toContain("/videos/");
    const captions = await (await fetch(media.captions_url ?? "")).text();
    expect(captions.startsWith("WEBVTT")).toBe(true);
    const preflight = await fetch(media.mp4_url ?? "", { method: "OPTIONS" });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get("access-control-allow-headers")).toBe("Range");
    expect((await fetch(fileUrl(tokenOf(media.hls_url), "other.txt"))).status).toBe(404);
  });

  it("answer range requests with the right bytes", async () => {
    const [slug] = await vodSlugs("PUBLIC");
    const item = await vod(slug ?? "");
    const file = readFileSync(join(SAMPLES_DIR, sampleFor("VOD", Number(item.id)).name, "video.mp4"));
    const url = item.media?.mp4_url ?? "";
    const part = await fetch(url, { headers: { range: "bytes=100-1123" } });
    expect(part.status).toBe(206);
    expect(part.headers.get("content-range")).toBe(`bytes 100-1123/${file.length}`);
    expect(part.headers.get("content-length")).toBe("1024");
    expect(Buffer.from(await part.arrayBuffer()).equals(file.subarray(100, 1124))).toBe(true);
    const tail = await fetch(url, { headers: { range: "bytes=-16" } });
    expect(Buffer.from(await tail.arrayBuffer()).equals(file.subarray(file.length - 16))).toBe(true);
    const beyond = await fetch(url, { headers: { range: `bytes=${file.length}-` } });
    expect(beyond.status).toBe(416);
    expect(beyond.headers.get("content-range")).toBe(`bytes */${file.length}`);
    const head = await fetch(url, { method: "HEAD" });
    expect(head.headers.get("content-length")).toBe(String(file.length));
  });

  it("do not open another item, and refuse tampered or foreign tokens", async () => {
    const [a, b] = await vodSlugs("PUBLIC");
    const itemA = await vod(a ?? "");
    const itemB = await vod(b ?? "");
    const tokenA = tokenOf(itemA.media?.hls_url ?? "");
    expect((await fetch(fileUrl(tokenA, "video.mp4"))).status).toBe(200);
    // A's signature with B's id in the payload: B's files stay closed.
    const [payload, mac] = tokenA.split(".") as [string, string];
    const expires = Buffer.from(payload, "base64url").toString().split(".")[1];
    const swapped = `${Buffer.from(`${itemB.id}.${expires}`).toString("base64url")}.${mac}`;
    expect((await fetch(fileUrl(swapped, "video.mp4"))).status).toBe(403);
    // A token for a locked item can only come from a forger without the secret.
    const [loginSlug] = await vodSlugs("LOGIN");
    const locked = await vod(loginSlug ?? "", arzt);
    const wrongKey = forgeMediaToken("not-the-secret", Number(locked.id), Math.floor(clock / 1000) + 600);
    const response = await fetch(fileUrl(wrongKey, "video.mp4"));
    expect(response.status).toBe(403);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect((await fetch(fileUrl("garbage", "video.mp4"))).status).toBe(403);
  });

  it("expire", async () => {
    const [slug] = await vodSlugs("PUBLIC");
    const item = await vod(slug ?? "");
    const id = Number(item.id);
    const past = Math.floor(clock / 1000) - 1;
    expect((await fetch(fileUrl(forgeMediaToken(SECRET, id, past), "video.mp4"))).status).toBe(403);
    const soon = forgeMediaToken(SECRET, id, Math.floor(clock / 1000) + 5);
    expect((await fetch(fileUrl(soon, "poster.jpg"))).status).toBe(200);
    // The address handed out works until expires_at and not after.
    const url = item.media?.mp4_url ?? "";
    const until = Date.parse(item.media?.expires_at ?? "");
    const saved = clock;
    try {
      clock = until - 1000;
      expect((await fetch(url, { method: "HEAD" })).status).toBe(200);
      clock = until;
      expect((await fetch(url, { method: "HEAD" })).status).toBe(403);
      expect((await fetch(fileUrl(soon, "poster.jpg"))).status).toBe(403);
    } finally {
      clock = saved;
    }
  });
});

describe("livestreams", () => {
  it("play a live playlist that moves with the clock", async () => {
    const live = await livestream(WATCH_SLUGS.longLive);
    expect(live?.state).toBe("LIVE");
    expect(live?.media?.hls_url).toMatch(/\/live\.m3u8$/);
    expect(live?.media?.mp4_url).toBeNull();
    const url = live?.media?.hls_url ?? "";
    const sequence = async () => {
      const response = await fetch(url);
      expect(response.status).toBe(200);
      expect(response.headers.get("cache-control")).toBe("no-store");
      expect(response.headers.get("content-type")).toBe("application/vnd.apple.mpegurl");
      const text = await response.text();
      expect(text).not.toContain("ENDLIST");
      return Number(/#EXT-X-MEDIA-SEQUENCE:(\d+)/.exec(text)?.[1]);
    };
    const first = await sequence();
    // Seeded 10 minutes before "now": 150 segments of 4 s, a window of 5.
    expect(first).toBeGreaterThanOrEqual(145);
    tick(8);
    expect(await sequence()).toBe(first + 2);
    tick(60);
    expect(await sequence()).toBe(first + 17);
    const segment = await fetch(url.replace("live.m3u8", "seg-003.m2t"));
    expect(segment.headers.get("content-type")).toBe("video/mp2t");
    // A livestream has no progressive file.
    expect((await fetch(url.replace("live.m3u8", "video.mp4"))).status).toBe(404);
  });

  it("have no media before they start and after they end; the recording instead", async () => {
    const upcoming = await livestream(WATCH_SLUGS.eventUpcoming, arzt);
    expect(upcoming?.state).toBe("UPCOMING");
    expect(upcoming?.media).toBeNull();
    const result = await t.gql<{
      livestream: { state: string; media: null; recording: { slug: string; media: Media | null } | null };
      none: { recording: null };
    }>(
      `query($a: String!, $b: String!) { livestream(slug: $a) { state media { hls_url } recording { slug media { mp4_url } } }
       none: livestream(slug: $b) { recording { slug } } }`,
      { variables: { a: WATCH_SLUGS.pastWithRecording, b: WATCH_SLUGS.pastWithoutRecording } },
    );
    expect(result.data?.livestream.state).toBe("PAST");
    expect(result.data?.livestream.media).toBeNull();
    expect(result.data?.livestream.recording?.slug).toBe(WATCH_SLUGS.recording);
    expect(result.data?.livestream.recording?.media?.mp4_url).toMatch(/video\.mp4$/);
    expect(result.data?.none.recording).toBeNull();
  });

  it("stop serving the live playlist when the stream ends", async () => {
    const live = await livestream(WATCH_SLUGS.eventUpcoming);
    expect(live?.media).toBeNull();
    const stream = await livestream(WATCH_SLUGS.longLive);
    const saved = clock;
    try {
      clock += 31 * 24 * 60 * 60 * 1000;
      // The token has expired by then as well; a fresh one for a PAST stream is refused by the playlist.
      const token = forgeMediaToken(SECRET, Number(stream?.id), Math.floor(clock / 1000) + 60);
      expect((await fetch(fileUrl(token, "live.m3u8"))).status).toBe(404);
      expect((await livestream(WATCH_SLUGS.longLive))?.state).toBe("PAST");
    } finally {
      clock = saved;
    }
  });
});
