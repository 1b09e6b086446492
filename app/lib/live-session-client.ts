import type { ClientLoaderFunctionArgs } from "@remix-run/react";
import i18next from "i18next";
import { loadLiveSessionTexts } from "~/i18n";

/**
 * The live page or its console reached by a link: the live session's texts (a chunk of their own)
 * before the page's data (decision 021). The first page of a visit gets them before hydration
 * (entry.client.tsx).
 */
export async function liveSessionClientLoader({ serverLoader }: ClientLoaderFunctionArgs) {
  await loadLiveSessionTexts(i18next);
  return serverLoader();
}
