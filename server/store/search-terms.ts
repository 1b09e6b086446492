/**
 * What a search term becomes (decision 028): the exact FTS5 query as before, and a forgiving one that
 * also finds the words within one or two letters of a word the index does not know, and the synonyms
 * of every word or phrase (search-synonyms.ts). Pure functions; the store runs the queries.
 */
import { SYNONYMS } from "./search-synonyms.ts";

/** Letters and digits: the runs the index's tokenizer (unicode61) makes words of. */
const WORD = /[\p{L}\p{N}]+/gu;
const MAX_WORDS = 10;
/** Corrections offered for one unknown word, the most frequent first. */
const MAX_CORRECTIONS = 8;
/** The longest synonym phrase, in words. */
const MAX_PHRASE = 5;
/**
 * Unknown words of one query compared with the whole vocabulary (the costly part: tens of ms each at a
 * large catalogue's vocabulary, on the API's one thread); the words after them are searched as typed.
 */
const MAX_CORRECTED_WORDS = 3;

/** As the index stores a word: lower case, without diacritics (remove_diacritics 2). */
export const normalize = (word: string): string => word.toLowerCase().normalize("NFD").replace(/\p{M}/gu, "");

const wordsOf = (text: string): string[] => text.match(WORD) ?? [];

/** Edits allowed in a word of this length: none up to 3 letters, one up to 7, then two. */
export const maxEdits = (length: number): number => (length <= 3 ? 0 : length <= 7 ? 1 : 2);

/** Rows reused by editDistance (one search at a time: the API answers on one thread). */
let scratch = { size: 64, rows: [new Int32Array(64), new Int32Array(64), new Int32Array(64)] as const };

/**
 * The edit distance (insert, delete, substitute, swap two neighbours) of `a` to `b`, and of `a` to the
 * closest prefix of `b`; anything above `limit` is answered as limit + 1. Only the band of cells within
 * `limit` of the diagonal is filled: a few dozen cells per word of the vocabulary.
 */
export function editDistance(a: string, b: string, limit: number): { whole: number; prefix: number } {
  const over = limit + 1;
  const m = a.length;
  const n = Math.min(b.length, m + limit);
  if (scratch.size <= n) {
    const size = 2 * n + 2;
    scratch = { size, rows: [new Int32Array(size), new Int32Array(size), new Int32Array(size)] };
  }
  // before, previous, current: distances of a[0, i-2), a[0, i-1), a[0, i) to b[0, j).
  let [before, previous, current] = scratch.rows;
  for (let j = 0; j <= n; j++) previous[j] = j <= limit ? j : over;
  for (let i = 1; i <= m; i++) {
    current.fill(over, 0, n + 1);
    if (i <= limit) current[0] = i;
    const from = Math.max(1, i - limit);
    const to = Math.min(n, i + limit);
    let best = current[0] ?? over;
    const ai = a.charCodeAt(i - 1);
    for (let j = from; j <= to; j++) {
      const bj = b.charCodeAt(j - 1);
      let d = (previous[j - 1] ?? over) + (ai === bj ? 0 : 1);
      d = Math.min(d, (previous[j] ?? over) + 1, (current[j - 1] ?? over) + 1);
      if (i > 1 && j > 1 && ai === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === bj)
        d = Math.min(d, (before[j - 2] ?? over) + 1);
      current[j] = d > over ? over : d;
      if (d < best) best = d;
    }
    if (best > limit) return { whole: over, prefix: over };
    [before, previous, current] = [previous, current, before];
  }
  let prefix = over;
  for (let j = Math.max(0, m - limit); j <= n; j++) prefix = Math.min(prefix, previous[j] ?? over);
  const whole = b.length <= m + limit ? (previous[b.length] ?? over) : over;
  return { whole, prefix };
}

/** The words the index holds, with how many records hold each, sorted for prefix look-ups. */
export interface Vocabulary {
  terms: string[];
  docs: Map<string, number>;
}

export function vocabulary(rows: { term: string; doc: number }[]): Vocabulary {
  const docs = new Map<string, number>();
  for (const row of rows) docs.set(row.term, row.doc);
  // Single-word synonyms are words too: "SGTL2" is a typo of SGLT2, which the index may not hold.
  for (const entry of SYNONYMS) {
    for (const phrase of [...entry.terms, ...(entry.includes ?? [])]) {
      const words = wordsOf(phrase).map(normalize);
      const [word] = words;
      if (words.length === 1 && word && !docs.has(word)) docs.set(word, 0);
    }
  }
  return { terms: [...docs.keys()].sort(), docs };
}

/**
 * Whether a word is known: as a whole, or (the word being typed) as the start of a known one. With
 * `indexedOnly`, only words the index holds count (not the synonyms' words it does not).
 */
function known(vocab: Vocabulary, word: string, asPrefix: boolean, indexedOnly = false): boolean {
  const holds = (term: string) => (indexedOnly ? (vocab.docs.get(term) ?? 0) > 0 : vocab.docs.has(term));
  if (holds(word)) return true;
  if (!asPrefix) return false;
  let [low, high] = [0, vocab.terms.length];
  while (low < high) {
    const mid = (low + high) >> 1;
    if ((vocab.terms[mid] ?? "") < word) low = mid + 1;
    else high = mid;
  }
  for (let i = low; vocab.terms[i]?.startsWith(word); i++) if (holds(vocab.terms[i] ?? "")) return true;
  return false;
}

/** Known words closest to an unknown one (all at the smallest distance found), most frequent first. */
export function corrections(vocab: Vocabulary, word: string, asPrefix: boolean): string[] {
  const limit = maxEdits(word.length);
  if (limit === 0 || /^\p{N}+$/u.test(word) || known(vocab, word, asPrefix)) return [];
  let best = limit + 1;
  let found: string[] = [];
  for (const term of vocab.terms) {
    if (Math.abs(term.length - word.length) > limit && !(asPrefix && term.length > word.length)) continue;
    const { whole, prefix } = editDistance(word, term, Math.min(limit, best));
    const distance = asPrefix ? Math.min(whole, prefix) : whole;
    if (distance < best) [best, found] = [distance, [term]];
    else if (distance === best && distance <= limit) found.push(term);
  }
  return found
    .sort((a, b) => (vocab.docs.get(b) ?? 0) - (vocab.docs.get(a) ?? 0) || a.localeCompare(b))
    .slice(0, MAX_CORRECTIONS);
}

/** Synonym phrases by their normalized words ("koronare herzkrankheit"): what each also finds. */
const synonymsOf: ReadonlyMap<string, readonly string[][]> = (() => {
  const map = new Map<string, string[][]>();
  const add = (key: string[], found: string[][]) => {
    const phrase = key.join(" ");
    const list = map.get(phrase) ?? [];
    for (const words of found) {
      if (words.join(" ") !== phrase && !list.some((w) => w.join(" ") === words.join(" "))) list.push(words);
    }
    map.set(phrase, list);
  };
  for (const entry of SYNONYMS) {
    const terms = entry.terms.map((t) => wordsOf(t).map(normalize));
    const includes = (entry.includes ?? []).map((t) => wordsOf(t).map(normalize));
    for (const term of terms) add(term, [...terms, ...includes]);
  }
  return map;
})();

/** A word in FTS5's syntax: quoted (a quote doubled), `*` for a prefix. */
const quoted = (word: string, prefix = false) => `"${word.replaceAll('"', '""')}"${prefix ? "*" : ""}`;
/** Words that must stand together, in FTS5's syntax. */
const phrase = (words: string[]) => quoted(words.join(" "));

/**
 * Turns what a user typed into an FTS5 query: words (letters and digits) quoted, all required,
 * the last one a prefix. Answers null when nothing searchable is left.
 */
export function ftsQuery(term: string): string | null {
  const words = wordsOf(term).slice(0, MAX_WORDS);
  if (words.length === 0) return null;
  return words.map((word, i) => quoted(word, i === words.length - 1)).join(" ");
}

/**
 * The forgiving query: each word (or synonym phrase of several words) is itself, or one of its
 * synonyms, or (unknown to the index) one of the known words within maxEdits letters and their
 * synonyms; all required. Null when it would find nothing ftsQuery does not. `exactFindsNothing`:
 * a word is not in the index (nor the start of one, for the last), so ftsQuery finds nothing.
 */
export function forgivingQuery(
  term: string,
  vocab: Vocabulary,
): { query: string; exactFindsNothing: boolean } | null {
  const typed = wordsOf(term).slice(0, MAX_WORDS);
  const words = typed.map(normalize);
  const groups: string[] = [];
  let widened = false;
  let scanned = 0;
  for (let i = 0; i < words.length;) {
    // The longest synonym phrase starting here; else the word alone.
    let span = 1;
    for (let length = Math.min(MAX_PHRASE, words.length - i); length > 1; length--) {
      if (synonymsOf.has(words.slice(i, i + length).join(" "))) {
        span = length;
        break;
      }
    }
    const own = words.slice(i, i + span);
    const last = i + span === words.length;
    // As typed (the last word a prefix, as in ftsQuery), so the forgiving query finds all it finds.
    const asTyped = typed
      .slice(i, i + span)
      .map((word, k) => quoted(word, last && k === span - 1))
      .join(" AND ");
    const alternatives = new Set([asTyped]);
    // Only what the index holds can match: the rest would cost a look-up and find nothing.
    const indexed = (phraseWords: string[]) => phraseWords.every((w) => (vocab.docs.get(w) ?? 0) > 0);
    const word = own[0] ?? "";
    const scans = span === 1 && maxEdits(word.length) > 0 && !known(vocab, word, last);
    const fixes = scans && scanned++ < MAX_CORRECTED_WORDS ? corrections(vocab, word, last) : [];
    for (const fix of fixes) if (indexed([fix])) alternatives.add(quoted(fix));
    for (const spelling of [own, ...fixes.map((fix) => [fix])]) {
      for (const synonym of synonymsOf.get(spelling.join(" ")) ?? []) {
        if (indexed(synonym)) alternatives.add(phrase(synonym));
      }
    }
    if (alternatives.size > 1) widened = true;
    groups.push(`(${[...alternatives].map((a) => `(${a})`).join(" OR ")})`);
    i += span;
  }
  if (!widened) return null;
  const exactFindsNothing = words.some((word, i) => !known(vocab, word, i === words.length - 1, true));
  return { query: groups.join(" AND "), exactFindsNothing };
}
