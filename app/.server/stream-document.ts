import { createReadableStreamFromReadable } from "@remix-run/node";
import type { ReactElement } from "react";
import { renderToPipeableStream } from "react-dom/server";
import { renderedChunks } from "~/render/rendered-chunks.server";

type Options = {
  nonce: string;
  status: number;
  headers: Headers;
  /** Wait for the whole document (bots) instead of streaming from the shell on. */
  allAtOnce: boolean;
  /** Parts still suspended after this long are given up (their fallback stays). */
  abortAfterMs: number;
  /** The answer when not even the shell rendered. */
  shellFailed: (error: unknown) => Response;
  /** An error after the shell went out: the stream ends early. */
  failedLate: (error: unknown) => void;
};

/** A document rendered by React as a streamed Response (entry.server.tsx). */
export function streamDocument(element: ReactElement, options: Options): Promise<Response> {
  return new Promise<Response>((resolve) => {
    let shellRendered = false;
    const streamPage = () => {
      shellRendered = true;
      const body = renderedChunks();
      resolve(
        new Response(createReadableStreamFromReadable(body), {
          headers: options.headers,
          status: options.status,
        }),
      );
      pipe(body);
    };
    const { pipe, abort } = renderToPipeableStream(element, {
      nonce: options.nonce,
      onShellReady() {
        if (!options.allAtOnce) streamPage();
      },
      onAllReady() {
        // Nothing left to abort: the timer would hold on to this render (the whole page) for seconds.
        clearTimeout(abortTimer);
        if (options.allAtOnce) streamPage();
      },
      onShellError(error: unknown) {
        clearTimeout(abortTimer);
        resolve(options.shellFailed(error));
      },
      onError(error: unknown) {
        // Before the shell, onShellError answers; after it, the stream ends early.
        if (shellRendered) options.failedLate(error);
      },
    });
    const abortTimer = setTimeout(abort, options.abortAfterMs);
  });
}
