/**
 * Where browsers reach this API's public routes (media, upload storage, payment pages) and the
 * product's site, for one request (decision 032). Behind the app (`forwardPath`, demo mode), the
 * browser sees both at the site's own origin: the app says which one in X-Forwarded-Host and
 * X-Forwarded-Proto, and forwards the API's routes under `forwardPath` there.
 */
import { env } from "./env.ts";

/** The product's site when nothing else says: the app of this machine (`npm start`'s PORT). */
export const defaultSiteUrl = (): string => `http://localhost:${env.PORT}`;

// A host name, an IPv4 address or a bracketed IPv6 address, with an optional port: nothing else
// (no user info, path or second value) becomes part of an address.
const HOST = /^(?:[A-Za-z0-9](?:[A-Za-z0-9.-]{0,251}[A-Za-z0-9])?|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

const first = (value: string | null): string | undefined => value?.split(",")[0]?.trim();

/** The origin the caller says the browser sees (X-Forwarded-Host and -Proto), or null when unusable. */
export function forwardedOrigin(headers: Pick<Headers, "get">): string | null {
  const host = first(headers.get("x-forwarded-host"));
  const proto = first(headers.get("x-forwarded-proto"))?.toLowerCase();
  if (!host || !HOST.test(host) || (proto !== "http" && proto !== "https")) return null;
  try {
    return new URL(`${proto}://${host}`).origin;
  } catch {
    return null;
  }
}

export interface PublicUrlOptions {
  /** API_PUBLIC_URL: the base of the API's public routes, set by an operator (wins). */
  publicUrl?: string;
  /** SITE_URL: the product's site, set by an operator (wins). */
  siteUrl?: string;
  /** API_FORWARD_PATH: the app forwards the public routes under this path of the site. */
  forwardPath?: string;
  /** The site when neither SITE_URL nor the app says. */
  defaultSiteUrl: string;
}

/** The bases of one request's addresses: `publicUrl` (may end in a path) and `siteUrl`. */
export function publicBases(
  request: Request,
  options: PublicUrlOptions,
): { publicUrl: string; siteUrl: string } {
  const site = options.forwardPath ? forwardedOrigin(request.headers) : null;
  return {
    publicUrl: options.publicUrl ?? (site ? `${site}${options.forwardPath}` : new URL(request.url).origin),
    siteUrl: siteUrlOf(request.headers, options),
  };
}

/** The product's site for one request (its headers): an operator's SITE_URL, the app's word, the default. */
export function siteUrlOf(headers: Pick<Headers, "get">, options: PublicUrlOptions): string {
  const site = options.forwardPath ? forwardedOrigin(headers) : null;
  return options.siteUrl ?? site ?? options.defaultSiteUrl;
}

/**
 * Where a browser goes back to the site from a page of this API (the payment page): the address an
 * earlier request stored, on the site this request came through. A client that lied about its Host
 * when the address was stored sends nobody else to its own origin.
 */
export function onSite(stored: string, siteUrl: string): string {
  const site = new URL(siteUrl);
  const target = new URL(stored, site);
  return target.origin === site.origin
    ? target.href
    : new URL(`${target.pathname}${target.search}`, site).href;
}

/** A path of this API as a browser's address on `base` (which may end in a path); absolute URLs pass through. */
export function publicAddress(path: string, base: string): string {
  if (/^https?:\/\//.test(path)) return path;
  return `${base.replace(/\/+$/, "")}/${path.replace(/^\/+/, "")}`;
}
