import type {
  AppLoadContext,
  EntryContext,
  HandleDataRequestFunction,
  HandleErrorFunction,
} from "@remix-run/node";
import { isRouteErrorResponse, RemixServer } from "@remix-run/react";
import * as Sentry from "@sentry/remix";
import { isbot } from "isbot";
import { renderToString } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import {
  contentSecurityPolicy,
  fallbackErrorDocument,
  refusalDocument,
  refusalText as refusalTextIn,
} from "./.server/document";
import { getLocale, i18nFor } from "./.server/i18n";
import { isThrownAnswer } from "./.server/form";
import { logUnhandled } from "./.server/log";
import { streamDocument } from "./.server/stream-document";
import { onDemandReady } from "~/render/on-demand";
import { createHtmlMemo, HtmlMemoContext } from "~/render/html-memo";
import { renderTricksOn, setRenderTricks } from "~/render/switch";
import { env } from "./.server/env";
import { NonceContext } from "./lib/nonce";

export { runInRequestScope } from "./.server/request-scope";
// The front server records requests into, and serves, the app's one metrics registry (decision 031).
export { metrics } from "./.server/metrics";

const ABORT_DELAY = 5_000;

// Content cards' HTML, shared by every request of this process (render/html-memo.ts).
const htmlMemo = createHtmlMemo(renderToString);
setRenderTricks(env.RENDER_TRICKS === "on");

/**
 * Every error a loader, action or render throws (not the Responses they throw on purpose): logged
 * once with the request id, and reported to Sentry when SENTRY_DSN is set. A request the browser
 * abandoned is no error of ours, and neither is a refusal of what a client sent: those are neither
 * logged nor reported (Sentry's own wrapper would report them all).
 */
export const handleError: HandleErrorFunction = (error, args) => {
  const { request, context } = args;
  // Answers thrown on purpose (redirects, refusals) are no errors.
  if (request.signal.aborted || isThrownAnswer(error) || isRouteErrorResponse(error)) return;
  logUnhandled(error, context.requestId);
  // The report carries the same request id.
  if (context.requestId) Sentry.getIsolationScope().setTag("requestId", context.requestId);
  Sentry.sentryHandleError(error, args);
};

/**
 * For the front server (scripts/app-server.mjs), which refuses some requests before Remix runs:
 * the page in the visitor's language (its `locale` cookie).
 */
export async function refusalPage(status: 403 | 404, cookieHeader: string | undefined): Promise<string> {
  const locale = await getLocale(
    new Request("http://app.invalid/", { headers: { Cookie: cookieHeader ?? "" } }),
  );
  return refusalDocument(status, locale);
}

/** For the front server: a refusal's short text in the visitor's language (no page to show it in). */
export async function refusalText(status: number, cookieHeader: string | undefined): Promise<string> {
  const locale = await getLocale(
    new Request("http://app.invalid/", { headers: { Cookie: cookieHeader ?? "" } }),
  );
  return refusalTextIn(status, locale);
}

export const handleDataRequest: HandleDataRequestFunction = (response) => {
  response.headers.set("Cache-Control", "private, no-store");
  return response;
};

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const locale = await getLocale(request);
  const i18n = i18nFor(locale);
  // Dialogs render at once, never suspended (render/on-demand.tsx); resolved after the first request.
  await onDemandReady();

  const nonce = loadContext.cspNonce ?? "";
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  responseHeaders.set("Content-Security-Policy", contentSecurityPolicy(nonce));
  responseHeaders.set("Cache-Control", "private, no-store");

  return streamDocument(
    <I18nextProvider i18n={i18n}>
      <NonceContext.Provider value={nonce}>
        <HtmlMemoContext.Provider value={renderTricksOn() ? htmlMemo : null}>
          <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY} nonce={nonce} />
        </HtmlMemoContext.Provider>
      </NonceContext.Provider>
    </I18nextProvider>,
    {
      nonce,
      status: responseStatusCode,
      headers: responseHeaders,
      // Bots get the whole document at once; people get it streamed.
      allAtOnce: isbot(request.headers.get("user-agent") ?? ""),
      abortAfterMs: ABORT_DELAY + 1_000,
      shellFailed(error) {
        logUnhandled(error, loadContext.requestId);
        // The error page itself failed: a static page with a link home.
        return new Response(fallbackErrorDocument(locale), {
          status: 500,
          headers: {
            "Content-Type": "text/html; charset=utf-8",
            "Content-Security-Policy": contentSecurityPolicy(nonce),
          },
        });
      },
      failedLate: (error) => logUnhandled(error, loadContext.requestId),
    },
  );
}
