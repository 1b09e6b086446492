import { ARTERIELLE_HYPERTONIE } from "./arterielle-hypertonie.ts";
import { HERZINSUFFIZIENZ } from "./herzinsuffizienz.ts";
import { HYPERCHOLESTERINAEMIE } from "./hypercholesterinaemie.ts";
import type { TopicBank } from "./types.ts";
import { VORHOFFLIMMERN } from "./vorhofflimmern.ts";

/** Every topic with a question bank: only items on these topics are accredited in the demo. */
export const TOPIC_BANKS: TopicBank[] = [
  ARTERIELLE_HYPERTONIE,
  HERZINSUFFIZIENZ,
  HYPERCHOLESTERINAEMIE,
  VORHOFFLIMMERN,
];
