import { textChunks } from "~/i18n";
import { textChunkClientLoader } from "./text-chunk-client";

/** The live page or its console reached by a link: the live session's texts before its data (decision 021). */
export const liveSessionClientLoader = textChunkClientLoader(textChunks.liveSession);
