import type { HeadersFunction } from "@remix-run/node";

/**
 * A route's `headers` export for routes whose actions can refuse with 429: Remix passes only
 * Set-Cookie on from an action by itself, so the answer would lose its Retry-After.
 */
export const passRetryAfter: HeadersFunction = ({ actionHeaders, loaderHeaders, errorHeaders }) => {
  const retryAfter = [actionHeaders, errorHeaders, loaderHeaders]
    .map((headers) => headers?.get("Retry-After"))
    .find(Boolean);
  const headers = new Headers();
  if (retryAfter) headers.set("Retry-After", retryAfter);
  return headers;
};
