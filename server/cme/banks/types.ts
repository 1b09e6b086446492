/**
 * A CME question bank for one topic of the demo curriculum: what every accredited item on that topic
 * draws its test from, and the guidelines such an item cites. German, single best answer, five options
 * with the correct one first (the seed stores the index; every attempt shuffles the options).
 */
export interface BankQuestion {
  text: string;
  /** The correct answer first; distractors plausible and of similar length (no length cue). */
  options: [string, string, string, string, string];
}

/** A guideline or standard source an item on the topic cites, as a doctor would look it up. */
export interface BankSource {
  /** As cited, e.g. "S3-Leitlinie Diagnostik und Therapie der Multiplen Sklerose (DGN, 2023)". */
  text: string;
  /** The publisher's or registry's page, or null when there is no stable address. */
  url: string | null;
}

export interface TopicBank {
  /** The topic exactly as named in server/seed/content/curriculum.ts (a clinical topic's `name`). */
  topic: string;
  /** The field slug the topic belongs to in the curriculum. */
  field: string;
  /** Two to four current guidelines or standard sources of the topic (German first, then European). */
  sources: BankSource[];
  /** At least 30 questions, all about this topic. */
  questions: BankQuestion[];
}
