import type { Db } from "../db.ts";

export const SEARCH_TYPES = [
  "LIVESTREAM",
  "VOD",
  "SHORT",
  "PLAYLIST",
  "CHANNEL",
  "EXPERT",
  "TAG",
  "FIELD",
] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];

/**
 * Turns what a user typed into an FTS5 query: words (letters and digits) quoted, all required,
 * the last one a prefix. Answers null when nothing searchable is left.
 */
export function ftsQuery(term: string): string | null {
  const words = term.match(/[\p{L}\p{N}]+/gu)?.slice(0, 10) ?? [];
  if (words.length === 0) return null;
  return words.map((word, i) => `"${word}"${i === words.length - 1 ? "*" : ""}`).join(" ");
}

export function createSearchStore(db: Db) {
  // bm25 weights: title 10, body 1. Lower is better.
  // Issue 18: "industry-independent only" leaves out items an industry supporter stands behind.
  const independent = `(@independent = 0 OR kind NOT IN ('LIVESTREAM', 'VOD', 'SHORT', 'PLAYLIST')
    OR ref_id NOT IN (SELECT id FROM industry_supported_contents))`;
  const hits = db.prepare<Record<string, unknown>, { kind: SearchType; ref_id: number }>(
    `SELECT kind, ref_id FROM search_index WHERE search_index MATCH @q AND (@type IS NULL OR kind = @type)
     AND ${independent} ORDER BY bm25(search_index, 10.0, 1.0), rowid LIMIT @limit OFFSET @offset`,
  );
  const groups = db.prepare<Record<string, unknown>, { kind: SearchType; n: number }>(
    `SELECT kind, count(*) AS n FROM search_index WHERE search_index MATCH @q AND ${independent} GROUP BY kind`,
  );
  return {
    search(
      term: string,
      type: SearchType | null,
      limit: number,
      offset: number,
      industryIndependent = false,
    ) {
      const q = ftsQuery(term);
      if (q === null) return { counts: new Map<SearchType, number>(), hits: [] };
      const independentOnly = industryIndependent ? 1 : 0;
      const counts = new Map(groups.all({ q, independent: independentOnly }).map((row) => [row.kind, row.n]));
      return { counts, hits: hits.all({ q, type, limit, offset, independent: independentOnly }) };
    },
  };
}

export type SearchStore = ReturnType<typeof createSearchStore>;
