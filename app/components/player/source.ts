/** A video's sources as the API signs them (spec 7, decision 007). */
export interface PlayerMedia {
  hls_url: string;
  mp4_url?: string | null;
  captions_url?: string | null;
  captions_language?: string | null;
  poster_url?: string | null;
}

const HLS_TYPE = "application/vnd.apple.mpegurl";

/** What the browser offers for HLS: native playback, and Media Source Extensions (what hls.js needs). */
export interface HlsSupport {
  native: boolean;
  mse: boolean;
}

/**
 * Whether hls.js plays this item. Never while an MP4 is listed (every browser plays it itself). For an
 * HLS-only source (a live stream) hls.js wherever Media Source Extensions exist: desktop Chromium
 * claims native HLS ("maybe") but its new native player stalls on live playlists at position 0 (seen
 * in our browser tests), while hls.js plays them. Native HLS where MSE is missing (iPhone Safari).
 */
export function needsHlsJs(media: Pick<PlayerMedia, "mp4_url">, live: boolean, support: HlsSupport): boolean {
  const hlsOnly = live || !media.mp4_url;
  return hlsOnly && (support.mse || !support.native);
}

/** Reads the browser's HLS support without loading hls.js. */
export function hlsSupport(video: HTMLVideoElement): HlsSupport {
  const mse =
    typeof window !== "undefined" &&
    "MediaSource" in window &&
    window.MediaSource.isTypeSupported('video/mp4; codecs="avc1.42E01E,mp4a.40.2"');
  return { native: video.canPlayType(HLS_TYPE) !== "", mse };
}

/** The MP4's address with the start time as a media fragment (plays from there without JavaScript). */
export function mp4Source(url: string, startAt: number | undefined): string {
  return startAt && startAt > 0 ? `${url}#t=${Math.floor(startAt)}` : url;
}

/**
 * Whether to move the playhead to `startAt` now that metadata is known: the media fragment usually
 * did it already (MP4), HLS sources need it; a viewer who moved the playhead keeps their position.
 */
export function shouldApplyStart(
  startAt: number | undefined,
  currentTime: number,
  duration: number,
): boolean {
  if (!startAt || startAt <= 0) return false;
  if (Number.isFinite(duration) && startAt >= duration) return false;
  return Math.abs(currentTime - startAt) > 1 && currentTime < 0.5;
}

export { HLS_TYPE };
