import { DEPRESSION } from "./depression.ts";
import { MAMMAKARZINOM } from "./mammakarzinom.ts";
import { MULTIPLE_SKLEROSE } from "./multiple-sklerose.ts";
import { PSORIASIS } from "./psoriasis.ts";
import type { TopicBank } from "./types.ts";

/** Every topic with a question bank: only items on these topics are accredited in the demo. */
export const TOPIC_BANKS: TopicBank[] = [DEPRESSION, MAMMAKARZINOM, MULTIPLE_SKLEROSE, PSORIASIS];
