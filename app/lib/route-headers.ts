import type { HeadersFunction } from "@remix-run/node";

/**
 * A route's `headers` export for routes whose actions answer 429 themselves, and the root's for every
 * 429 thrown (the error boundary's route decides): Remix passes only Set-Cookie on by itself, so the
 * answer would lose its Retry-After.
 */
export const passRetryAfter: HeadersFunction = ({ actionHeaders, loaderHeaders, errorHeaders }) => {
  const retryAfter = [actionHeaders, errorHeaders, loaderHeaders]
    .map((headers) => headers?.get("Retry-After"))
    .find(Boolean);
  const headers = new Headers();
  if (retryAfter) headers.set("Retry-After", retryAfter);
  return headers;
};
