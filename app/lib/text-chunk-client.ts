import type { ClientLoaderFunctionArgs } from "@remix-run/react";
import i18next from "i18next";
import { loadTextChunk, textChunks, type TextChunk } from "~/i18n";

/**
 * The clientLoader of a page that shows a text chunk's texts (decision 021): reached by a link, it
 * gets them before its data, so it never shows a key. The first page of a visit gets them before
 * hydration (entry.client.tsx).
 */
export const textChunkClientLoader =
  (chunk: TextChunk) =>
  async ({ serverLoader }: ClientLoaderFunctionArgs) => {
    await loadTextChunk(i18next, chunk);
    return serverLoader();
  };

/** The events', Expanda's, the checkout's, its return page's and "Meine Inhalte"' clientLoader. */
export const checkoutClientLoader = textChunkClientLoader(textChunks.checkout);
