import { textsFor } from "~/i18n";
import { errorPageFor } from "~/components/ErrorPage";
import "./languages";
import { env, isProduction } from "./env";

const upstreamOrigin = new URL(env.GRAPHQL_URL).origin;
const sentryOrigin = env.SENTRY_DSN ? new URL(env.SENTRY_DSN).origin : "";
const originOf = (address: string | undefined) => (address ? [new URL(address).origin] : []);
/** Sources after a directive's own: each once, each after a space. */
const sources = (...lists: string[][]) => [...new Set(lists.flat())].map((source) => ` ${source}`).join("");

// Spec §7: the tag manager's script and its beacons, only when an operator configured one (GTM_ID).
const TAG_MANAGER_ORIGINS = "https://www.googletagmanager.com https://www.google-analytics.com";

/**
 * CSP for documents: scripts only with this response's nonce (and what they load). The upstream's
 * public routes (media, upload storage, payment pages) are on its origin, or with the forward
 * (API_FORWARD_PATH, decision 032) on this site's own ('self'); an operator's MEDIA_ORIGIN,
 * UPLOAD_ORIGIN and PAYMENT_ORIGIN are allowed besides.
 */
export function contentSecurityPolicy(
  nonce: string,
  { tagManager = Boolean(env.GTM_ID), forwarded = Boolean(env.API_FORWARD_PATH) } = {},
): string {
  const gtm = tagManager ? ` ${TAG_MANAGER_ORIGINS}` : "";
  const upstream = forwarded ? [] : [upstreamOrigin];
  // Videos, HLS playlists, captions and thumbnails come from signed media addresses (hls.js fetches them too).
  const media = sources(upstream, originOf(env.MEDIA_ORIGIN));
  // With JavaScript the browser posts proof files straight to the upload ticket's url (spec §7);
  // hls.js fetches playlists and segments.
  const connect = sources(upstream, originOf(env.UPLOAD_ORIGIN), originOf(env.MEDIA_ORIGIN));
  // Without JavaScript the checkout's post is answered with a redirect to the provider, which
  // form-action must allow (browsers check it on redirects after a form post).
  const payment = sources(env.PAYMENT_ORIGIN ? originOf(env.PAYMENT_ORIGIN) : upstream);
  return [
    "default-src 'self'",
    `script-src 'nonce-${nonce}' 'strict-dynamic'${isProduction ? "" : " 'unsafe-eval'"}${gtm}`,
    // Radix injects small <style> tags for scroll locking; styles cannot run code.
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${media}${gtm}`,
    `media-src 'self' blob:${media}`,
    "font-src 'self'",
    // hls.js remuxes live streams in a worker served from our assets.
    "worker-src 'self'",
    `connect-src 'self'${connect}${sentryOrigin ? ` ${sentryOrigin}` : ""}${gtm}${isProduction ? "" : " ws:"}`,
    "object-src 'none'",
    "base-uri 'self'",
    `form-action 'self'${payment}`,
    "frame-ancestors 'none'",
  ].join("; ");
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * A refusal the front server answers before the app runs (a post from another site, an address no
 * page can have): the error page's German (or English) texts as a plain page without scripts, so
 * no app hydrates over an address it did not render.
 */
export function refusalDocument(status: 403 | 404, locale: string): string {
  const language = locale === "en" ? "en" : "de";
  const texts = textsFor(language).common.error_pages;
  const page = texts[status === 403 ? "forbidden" : "not_found"];
  const home = textsFor(language).common.error_fallback.home;
  return `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(page.title)}</title></head><body style="font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem;color:#1b2a30"><main><p>${escapeHtml(texts.status.replace("{{status}}", String(status)))}</p><h1>${escapeHtml(page.title)}</h1><p>${escapeHtml(page.text)}</p><p><a href="/" style="color:#046172">${escapeHtml(home)}</a></p></main></body></html>`;
}

/** A refusal as a short plain text (no page to show it in: a resource route, a data address). */
export function refusalText(status: number, locale: string): string {
  const texts = textsFor(locale === "en" ? "en" : "de").common.error_pages;
  const page = errorPageFor(status);
  // A 4xx without a text of its own (a 405, say) reads as a bad request, not an unexpected error.
  const key = page === "general" && status < 500 ? "bad_request" : page;
  return `${texts[key].title}. ${texts[key].text}`;
}

/** Shown when rendering the error page itself fails: no React, no scripts, a link home. */
export function fallbackErrorDocument(locale: string): string {
  // Read straight from the bundled texts: no i18n instance is trusted at this point.
  const t = textsFor(locale).common.error_fallback;
  return `<!doctype html><html lang="${locale === "en" ? "en" : "de"}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${t.title}</title></head><body style="font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem"><main><h1>${t.title}</h1><p>${t.text}</p><p><a href="/">${t.home}</a></p></main></body></html>`;
}
