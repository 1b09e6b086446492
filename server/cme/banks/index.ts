import { ARTERIELLE_HYPERTONIE } from "./arterielle-hypertonie.ts";
import { ASTHMA_BRONCHIALE } from "./asthma-bronchiale.ts";
import { CHRONISCHE_NIERENKRANKHEIT } from "./chronische-nierenkrankheit.ts";
import { COPD } from "./copd.ts";
import { DEPRESSION } from "./depression.ts";
import { DIABETES_MELLITUS_TYP_2 } from "./diabetes-mellitus-typ-2.ts";
import { HERZINSUFFIZIENZ } from "./herzinsuffizienz.ts";
import { HYPERCHOLESTERINAEMIE } from "./hypercholesterinaemie.ts";
import { MAMMAKARZINOM } from "./mammakarzinom.ts";
import { MORBUS_CROHN } from "./morbus-crohn.ts";
import { MULTIPLE_SKLEROSE } from "./multiple-sklerose.ts";
import { PSORIASIS } from "./psoriasis.ts";
import { SEPSIS } from "./sepsis.ts";
import type { TopicBank } from "./types.ts";
import { VENOESE_THROMBOEMBOLIE } from "./venoese-thromboembolie.ts";
import { VORHOFFLIMMERN } from "./vorhofflimmern.ts";
import { ZOELIAKIE } from "./zoeliakie.ts";

/** Every topic with a question bank: only items on these topics are accredited in the demo. */
export const TOPIC_BANKS: TopicBank[] = [
  ARTERIELLE_HYPERTONIE,
  ASTHMA_BRONCHIALE,
  CHRONISCHE_NIERENKRANKHEIT,
  COPD,
  DEPRESSION,
  DIABETES_MELLITUS_TYP_2,
  HERZINSUFFIZIENZ,
  HYPERCHOLESTERINAEMIE,
  MAMMAKARZINOM,
  MORBUS_CROHN,
  MULTIPLE_SKLEROSE,
  PSORIASIS,
  SEPSIS,
  VENOESE_THROMBOEMBOLIE,
  VORHOFFLIMMERN,
  ZOELIAKIE,
];

const BY_TOPIC = new Map(TOPIC_BANKS.map((bank) => [bank.topic, bank]));

/** The bank of a topic (TopicBank.topic), if it has one. */
export const bankOf = (topic: string | null | undefined): TopicBank | undefined =>
  topic ? BY_TOPIC.get(topic) : undefined;
