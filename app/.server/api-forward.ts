import { env } from "./env";

/**
 * The upstream's public routes at this site's own origin (decision 032): with API_FORWARD_PATH
 * (`npm start` sets /demo-api in demo mode) the front server forwards `<site>/demo-api/…` to the
 * upstream (scripts/demo-forward.mjs), and the upstream, told the site's origin, names its media,
 * upload storage and payment pages there. One port serves the whole demo to any browser.
 */

export type ForwardConfig = {
  forwardPath: string | undefined;
  upstreamOrigin: string;
  /** PAYMENT_ORIGIN's origin, when an operator set one. */
  paymentOrigin: string | undefined;
};

const configured: ForwardConfig = {
  forwardPath: env.API_FORWARD_PATH,
  upstreamOrigin: new URL(env.GRAPHQL_URL).origin,
  paymentOrigin: env.PAYMENT_ORIGIN ? new URL(env.PAYMENT_ORIGIN).origin : undefined,
};

/** The forward's base as the browser of `request` sees it, e.g. https://cme.example/demo-api; null without the forward. */
export function forwardBase(request: Request, config = configured): string | null {
  return config.forwardPath ? `${new URL(request.url).origin}${config.forwardPath}` : null;
}

/**
 * What the upstream must know to name the site (its X-Forwarded-Host and -Proto): the origin the
 * browser asked for, after TRUST_PROXY (the front server builds request.url so). None without the forward.
 */
export function forwardedHeaders(request: Request, config = configured): Record<string, string> {
  if (!config.forwardPath) return {};
  const url = new URL(request.url);
  return { "X-Forwarded-Host": url.host, "X-Forwarded-Proto": url.protocol.slice(0, -1) };
}

/**
 * An upstream address handed out for the browser (an upload ticket's url), as this server reaches
 * it: under the forward, straight to the upstream (never out through the site's public address).
 */
export function upstreamAddress(address: string, request: Request, config = configured): string {
  const base = forwardBase(request, config);
  return base && address.startsWith(`${base}/`)
    ? `${config.upstreamOrigin}${address.slice(base.length)}`
    : address;
}

/**
 * Whether the checkout may send the browser to `address` (an upstream answer is no open redirect):
 * PAYMENT_ORIGIN when set; else the forward's payment pages on this site; else the upstream's origin.
 */
export function isPaymentAddress(address: string, request: Request, config = configured): boolean {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return false;
  }
  if (config.paymentOrigin) return url.origin === config.paymentOrigin;
  const base = forwardBase(request, config);
  if (base) return url.href.startsWith(`${base}/checkout/`);
  return url.origin === config.upstreamOrigin;
}
