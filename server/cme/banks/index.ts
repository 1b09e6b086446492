import { CHRONISCHE_NIERENKRANKHEIT } from "./chronische-nierenkrankheit.ts";
import { DIABETES_MELLITUS_TYP_2 } from "./diabetes-mellitus-typ-2.ts";
import { MORBUS_CROHN } from "./morbus-crohn.ts";
import type { TopicBank } from "./types.ts";
import { ZOELIAKIE } from "./zoeliakie.ts";

/** Every topic with a question bank: only items on these topics are accredited in the demo. */
export const TOPIC_BANKS: TopicBank[] = [
  CHRONISCHE_NIERENKRANKHEIT,
  DIABETES_MELLITUS_TYP_2,
  MORBUS_CROHN,
  ZOELIAKIE,
];
