import { PassThrough } from "node:stream";
import type { AppLoadContext, EntryContext, HandleDataRequestFunction } from "@remix-run/node";
import { createReadableStreamFromReadable } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import * as Sentry from "@sentry/remix";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { contentSecurityPolicy, fallbackErrorDocument } from "./.server/document";
import { getLocale, i18nFor } from "./.server/i18n";
import { NonceContext } from "./lib/nonce";

const ABORT_DELAY = 5_000;

export const handleError = Sentry.wrapHandleErrorWithSentry;

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

  const nonce = loadContext.cspNonce ?? "";
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  responseHeaders.set("Content-Security-Policy", contentSecurityPolicy(nonce));
  responseHeaders.set("Cache-Control", "private, no-store");

  // Bots get the whole document at once; people get it streamed.
  const readyEvent = isbot(request.headers.get("user-agent") ?? "") ? "onAllReady" : "onShellReady";

  return new Promise<Response>((resolve) => {
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(
      <I18nextProvider i18n={i18n}>
        <NonceContext.Provider value={nonce}>
          <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY} nonce={nonce} />
        </NonceContext.Provider>
      </I18nextProvider>,
      {
        nonce,
        [readyEvent]() {
          shellRendered = true;
          const body = new PassThrough();
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
          pipe(body);
        },
        onShellError() {
          // The error page itself failed: a static page with a link home.
          resolve(
            new Response(fallbackErrorDocument(locale), {
              status: 500,
              headers: {
                "Content-Type": "text/html; charset=utf-8",
                "Content-Security-Policy": contentSecurityPolicy(nonce),
              },
            }),
          );
        },
        onError(error: unknown) {
          // Before the shell, onShellError answers with the fallback page; after it, the stream ends early.
          if (shellRendered) console.error(error);
        },
      },
    );
    setTimeout(abort, ABORT_DELAY + 1_000);
  });
}
