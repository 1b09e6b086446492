import { ASTHMA_BRONCHIALE } from "./asthma-bronchiale.ts";
import { COPD } from "./copd.ts";
import { SEPSIS } from "./sepsis.ts";
import type { TopicBank } from "./types.ts";
import { VENOESE_THROMBOEMBOLIE } from "./venoese-thromboembolie.ts";

/** Every topic with a question bank: only items on these topics are accredited in the demo. */
export const TOPIC_BANKS: TopicBank[] = [ASTHMA_BRONCHIALE, COPD, SEPSIS, VENOESE_THROMBOEMBOLIE];
