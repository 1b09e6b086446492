import { textChunks } from "~/i18n";
import { textChunkClientLoader } from "~/lib/text-chunk-client";

/** A staff page reached by a link: its texts (a chunk of their own) before its data (decision 035). */
export const staffClientLoader = textChunkClientLoader(textChunks.staff);
