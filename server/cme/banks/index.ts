import type { TopicBank } from "./types.ts";

/** Every topic with a question bank: only items on these topics are accredited in the demo. */
export const TOPIC_BANKS: TopicBank[] = [];
