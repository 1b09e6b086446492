/**
 * A live HLS playlist made from the clock: the stream has produced one segment every
 * SEGMENT_SECONDS since it started, looping over a sample's segments. The window slides, so a
 * player that reloads the playlist moves on with the clock.
 */
import { SEGMENT_SECONDS, segmentName } from "./samples.ts";

export const LIVE_WINDOW = 5;

export interface LiveWindow {
  /** Sequence number of the first segment listed (EXT-X-MEDIA-SEQUENCE). */
  mediaSequence: number;
  /** Sequence number of the segment being "recorded" now: floor((now - start) / SEGMENT_SECONDS). */
  current: number;
  playlist: string;
}

/** Null before the start. `segments` is how many segments the looping sample has. */
export function livePlaylist(startsAt: Date, now: Date, segments: number): LiveWindow | null {
  const elapsed = now.getTime() - startsAt.getTime();
  if (elapsed < 0 || segments < 1) return null;
  const current = Math.floor(elapsed / (SEGMENT_SECONDS * 1000));
  const first = Math.max(0, current - LIVE_WINDOW + 1);
  const lines = [
    "#EXTM3U",
    "#EXT-X-VERSION:3",
    `#EXT-X-TARGETDURATION:${SEGMENT_SECONDS}`,
    `#EXT-X-MEDIA-SEQUENCE:${first}`,
    // Every wrap of the loop is a discontinuity; those before the window are counted here.
    `#EXT-X-DISCONTINUITY-SEQUENCE:${Math.floor(first / segments)}`,
    `#EXT-X-PROGRAM-DATE-TIME:${new Date(startsAt.getTime() + first * SEGMENT_SECONDS * 1000).toISOString()}`,
  ];
  for (let sequence = first; sequence <= current; sequence++) {
    if (sequence > first && sequence % segments === 0) lines.push("#EXT-X-DISCONTINUITY");
    lines.push(`#EXTINF:${SEGMENT_SECONDS.toFixed(3)},`, segmentName(sequence % segments));
  }
  // No EXT-X-ENDLIST: the stream goes on.
  return { mediaSequence: first, current, playlist: `${lines.join("\n")}\n` };
}
