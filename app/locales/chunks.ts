// Every text chunk's texts at once (textChunks, app/i18n.ts): the server has them all, and the tests
// hold them to the same rules as the rest. The browser loads each on its own.
import { addTextChunk, textChunks, type Language } from "~/i18n";
import { checkoutTexts } from "./checkout";
import { liveSessionTexts } from "./live-session";
import { staffTexts } from "./staff";

type ChunkName = keyof typeof textChunks;

const chunkTexts: Record<ChunkName, Record<Language, object>> = {
  staff: staffTexts,
  liveSession: liveSessionTexts,
  checkout: checkoutTexts,
};

const chunkNames = Object.keys(textChunks) as ChunkName[];

/** Adds every chunk's texts to an instance (the server's). */
export function addTextChunks(instance: Parameters<typeof addTextChunk>[0]): void {
  for (const name of chunkNames) addTextChunk(instance, textChunks[name], chunkTexts[name]);
}

/** The namespaces of `bundled` (one language's texts) with every chunk's texts merged in. */
export function withTextChunks(language: Language, bundled: object): Record<string, object> {
  const texts: Record<string, object> = { ...bundled };
  for (const name of chunkNames) {
    const { namespace } = textChunks[name];
    texts[namespace] = { ...texts[namespace], ...chunkTexts[name][language] };
  }
  return texts;
}

export const chunkNamespaces = [...new Set(chunkNames.map((name) => textChunks[name].namespace))];
