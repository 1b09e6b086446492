/** Spec §7: the video CDN's signed cookies, removed on each mount of the video layout. */
export const CDN_COOKIES = ["CloudFront-Policy", "CloudFront-Key-Pair-Id", "CloudFront-Signature"] as const;
export const CDN_COOKIE_PATH = "/videos";

/** The `document.cookie` assignments that expire the CDN cookies, host-only and for the parent domains. */
export function cdnCookieRemovals(hostname: string): string[] {
  const labels = hostname.split(".");
  const isIp = /^[\d.]+$/.test(hostname) || hostname.includes(":");
  // The CDN may have set them for the site's domain (e.g. .example.com): expire those too.
  const domains =
    isIp || labels.length < 2 ? [] : labels.slice(0, -1).map((_, i) => labels.slice(i).join("."));
  return CDN_COOKIES.flatMap((name) => {
    const base = `${name}=; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=${CDN_COOKIE_PATH}`;
    return [base, ...domains.map((domain) => `${base}; Domain=${domain}`)];
  });
}

export function removeCdnCookies(): void {
  for (const assignment of cdnCookieRemovals(window.location.hostname)) document.cookie = assignment;
}
