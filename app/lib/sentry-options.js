// Error-reporting options shared by the server (instrument.server.mjs) and the browser (entry.client.tsx).
// Plain JS so Node can import it before the app is loaded.

/** Spec §9: trace sampling. */
export const tracesSampleRate = 0.008;

/** Spec §8: known noise that is never reported (autoplay refused, media fetch aborted). */
export const ignoreErrors = [
  /play\(\) (failed|request was interrupted)|NotAllowedError/i,
  /fetch of the media resource was aborted|AbortError: The operation was aborted/i,
];

const MAX_BODY = 200;

/** Spec §9: breadcrumb bodies truncated to 200 characters. */
export function beforeBreadcrumb(breadcrumb) {
  const data = breadcrumb.data;
  if (data) {
    for (const key of ["body", "request_body", "response_body"]) {
      if (typeof data[key] === "string" && data[key].length > MAX_BODY)
        data[key] = data[key].slice(0, MAX_BODY);
    }
  }
  if (typeof breadcrumb.message === "string" && breadcrumb.message.length > MAX_BODY) {
    breadcrumb.message = breadcrumb.message.slice(0, MAX_BODY);
  }
  return breadcrumb;
}
