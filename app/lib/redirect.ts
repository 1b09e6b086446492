// The one rule for where a redirect may go (open-redirect guard): a path of this site, else a fixed page.
const SITE = "https://app.invalid";

// Browsers strip tabs and line breaks inside URLs and read `\` as `/`, so `/\t/evil.example` or
// `/\evil.example` become `//evil.example`: such values are refused, not cleaned.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const FORBIDDEN = /[\u0000-\u001f\u007f-\u009f\\]/;

/**
 * A same-site path with its query (and fragment), or `fallback`. The value must start with a single
 * `/`, contain no control characters or backslashes, and still be a path on this site after the URL
 * parser has normalised it (dot segments, percent-encoding; `/.//evil.example` normalises to
 * `//evil.example` and is refused). The answer is ASCII only, so it is always a valid Location header.
 */
export function safeRedirect(target: unknown, fallback = "/home"): string {
  if (typeof target !== "string" || !target.startsWith("/") || FORBIDDEN.test(target)) return fallback;
  let url: URL;
  try {
    url = new URL(target, SITE);
  } catch {
    return fallback;
  }
  if (url.origin !== SITE) return fallback;
  const path = url.pathname + url.search + url.hash;
  return path.startsWith("//") ? fallback : path;
}
