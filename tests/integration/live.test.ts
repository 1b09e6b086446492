import { describe, expect, it } from "vitest";
import * as event from "~/features/checkout/routes/event.$slug";
import * as live from "~/features/live/routes/live.$slug";
import * as ics from "~/features/live/routes/live.$slug[.ics]";
import { fromNow } from "../support/reference-api";
import { api, call } from "./helpers";

// /live/{slug} in its states, the .ics download and /event/{slug}, against the reference API. The
// livestreams are added at chosen times through the API's test surface, so the states do not depend
// on the seed's schedule.

type LiveData = Exclude<Awaited<ReturnType<typeof live.loader>>, Response>;
type EventData = Awaited<ReturnType<typeof event.loader>>;

function livestream(
  tag: string,
  startsIn: number,
  endsIn: number,
  extra: { event?: string; recording?: string } = {},
) {
  return api.createLivestream({
    title: `Test ${tag}`,
    starts_at: fromNow(startsIn),
    ends_at: fromNow(endsIn),
    ...extra,
  });
}

const loadLive = async (slug: string, query = "") => {
  const result = await call(live.loader, { path: `/live/${slug}${query}`, params: { slug } });
  return { ...result, page: result.data as LiveData };
};

describe("/live/{slug}", () => {
  it("LIVE: the live HLS stream, no MP4, and the video layout", async () => {
    const stream = await livestream("live-now", -10, 50);
    const { status, page } = await loadLive(stream.slug);
    expect(status).toBe(200);
    expect(page.livestream.state).toBe("LIVE");
    expect(page.livestream.media?.hls_url).toMatch(/\.m3u8$/);
    expect(page.livestream.media?.mp4_url).toBeNull();
    expect(page.serverPhase).toBeNull();
    expect(page.shareUrl).toBe(`http://localhost:3000/live/${stream.slug}`);
    expect(live.handle.layout).toBe("video");
  });

  it("UPCOMING: no media yet, the calendar download, 'about to start' only in the last hour", async () => {
    const later = await livestream("upcoming", 3 * 24 * 60, 3 * 24 * 60 + 90);
    const { page } = await loadLive(later.slug);
    expect(page.livestream.state).toBe("UPCOMING");
    expect(page.livestream.media).toBeNull();
    expect(page.serverPhase).toBeNull();
    expect(page.calendarHref).toBe(`/live/${later.slug}.ics`);

    const soon = await livestream("soon", 30, 120);
    expect((await loadLive(soon.slug)).page.serverPhase).toBe("soon");
  });

  it("PAST: the recording when there is one, else none", async () => {
    const vod = await api.content("VOD", "PUBLIC");
    const recorded = await livestream("recorded", -180, -60, { recording: vod.slug });
    const withRecording = (await loadLive(recorded.slug)).page;
    expect(withRecording.livestream.state).toBe("PAST");
    expect(withRecording.livestream.media).toBeNull();
    expect(withRecording.livestream.recording).toMatchObject({ slug: vod.slug, locked: false });
    expect(withRecording.livestream.recording?.media?.mp4_url).toBeTruthy();

    const plain = await livestream("ended", -180, -60);
    const withoutRecording = (await loadLive(plain.slug)).page;
    expect(withoutRecording.livestream.state).toBe("PAST");
    expect(withoutRecording.livestream.recording).toBeNull();
    expect(withoutRecording.livestream.event).toBeNull();
  });

  it("an ended event livestream carries its event (the page redirects there), unless ?stay=1", async () => {
    const congress = await api.createEvent({
      title: "Herbstkongress",
      starts_at: fromNow(-24 * 60),
      ends_at: fromNow(24 * 60),
    });
    const stream = await livestream("event-ended", -120, -1, { event: congress.slug });
    const { page } = await loadLive(stream.slug);
    expect(page.livestream.state).toBe("PAST");
    expect(page.livestream.event).toMatchObject({ slug: congress.slug, title: "Herbstkongress" });
    expect(page.stay).toBe(false);
    expect((await loadLive(stream.slug, "?stay=1")).page.stay).toBe(true);
  });

  it("answers 404 for an unknown slug", async () => {
    const { status } = await call(live.loader, {
      path: "/live/gibt-es-nicht",
      params: { slug: "gibt-es-nicht" },
    });
    expect(status).toBe(404);
  });
});

describe("/live/{slug}.ics", () => {
  it("is an RFC 5545 download: headers, CRLF, UTC times, escaped text, folded lines", async () => {
    const startsAt = fromNow(7 * 24 * 60);
    startsAt.setUTCSeconds(0, 0);
    const endsAt = new Date(startsAt.getTime() + 90 * 60_000);
    const stream = await api.createLivestream({
      title: "Herzinsuffizienz, neu gedacht; mit einem sehr langen Titel, der gefaltet werden muss",
      starts_at: startsAt,
      ends_at: endsAt,
      description: "Zeile eins\nZeile zwei",
    });
    const response = await ics.loader({
      request: new Request(`http://localhost:3000/live/${stream.slug}.ics`),
      params: { slug: stream.slug },
      context: {},
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("text/calendar; charset=utf-8");
    expect(response.headers.get("Content-Disposition")).toBe(`attachment; filename="${stream.slug}.ics"`);
    const body = await response.text();
    expect(body.startsWith("BEGIN:VCALENDAR\r\n")).toBe(true);
    expect(body.endsWith("END:VCALENDAR\r\n")).toBe(true);
    expect(body.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    for (const line of body.split("\r\n"))
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    const unfolded = body.replace(/\r\n /g, "");
    const stamp = (date: Date) =>
      date
        .toISOString()
        .replace(/\.\d{3}Z$/, "Z")
        .replace(/[-:]/g, "");
    expect(unfolded).toContain(`\r\nUID:livestream-${stream.id}@localhost\r\n`);
    expect(unfolded).toMatch(/\r\nDTSTAMP:\d{8}T\d{6}Z\r\n/);
    expect(unfolded).toContain(`\r\nDTSTART:${stamp(startsAt)}\r\n`);
    expect(unfolded).toContain(`\r\nDTEND:${stamp(endsAt)}\r\n`);
    expect(unfolded).toContain(
      "\r\nSUMMARY:Herzinsuffizienz\\, neu gedacht\\; mit einem sehr langen Titel\\, der gefaltet werden muss\r\n",
    );
    expect(unfolded).toMatch(
      /\r\nDESCRIPTION:Zeile eins\\nZeile zwei\\n\\nKanal: [^\r]+\\n\\nhttp:\/\/localhost:3000\/live\//,
    );
    expect(unfolded).toContain(`\r\nURL:http://localhost:3000/live/${stream.slug}\r\n`);
  });

  it("answers 404 for an unknown slug", async () => {
    const result = await call(ics.loader, { path: "/live/nope.ics", params: { slug: "nope" } });
    expect(result.status).toBe(404);
  });
});

describe("/event/{slug}", () => {
  it("shows the event with its livestreams", async () => {
    const congress = await api.createEvent({
      title: "Wintertagung",
      description: "Drei Tage Kardiologie.",
      starts_at: new Date("2026-12-01T08:00:00Z"),
      ends_at: new Date("2026-12-03T17:00:00Z"),
    });
    const stream = await livestream("tagung-stream", 60 * 24, 60 * 24 + 60, { event: congress.slug });
    const result = await call(event.loader, {
      path: `/event/${congress.slug}`,
      params: { slug: congress.slug },
    });
    expect(result.status).toBe(200);
    const data = result.data as EventData;
    expect(data.event).toMatchObject({ title: "Wintertagung", description: "Drei Tage Kardiologie." });
    expect(data.event.livestreams.map((item) => item.slug)).toContain(stream.slug);
  });

  it("answers 404 for an unknown slug", async () => {
    const result = await call(event.loader, { path: "/event/nope", params: { slug: "nope" } });
    expect(result.status).toBe(404);
  });
});
