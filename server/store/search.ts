import type { Db } from "../db.ts";
import type { SearchResultType } from "../generated/resolvers-types.ts";
import { forgivingQuery, ftsQuery, vocabulary, type Vocabulary } from "./search-terms.ts";

export { ftsQuery } from "./search-terms.ts";

/** What the index holds: the contract's SearchResultType. */
export type SearchType = SearchResultType;

export function createSearchStore(db: Db) {
  // bm25 weights: title 10, body 1. Lower is better.
  // "Industry-independent only" leaves out items an industry supporter stands behind.
  const independent = `(@independent = 0 OR kind NOT IN ('LIVESTREAM', 'VOD', 'SHORT', 'PLAYLIST')
    OR ref_id NOT IN (SELECT id FROM industry_supported_contents))`;
  const matching = (query: string) =>
    `SELECT rowid AS id, kind, ref_id, bm25(search_index, 10.0, 1.0) AS score FROM search_index
     WHERE search_index MATCH ${query} AND (@type IS NULL OR kind = @type) AND ${independent}`;
  const hits = db.prepare<Record<string, unknown>, { kind: SearchType; ref_id: number }>(
    `SELECT kind, ref_id FROM search_index WHERE search_index MATCH @q AND (@type IS NULL OR kind = @type)
     AND ${independent} ORDER BY bm25(search_index, 10.0, 1.0), rowid LIMIT @limit OFFSET @offset`,
  );
  // Decision 028: what the exact query finds first, in its own order; then what only the forgiving
  // query finds (typos, synonyms), in the forgiving query's order.
  const forgivingHits = db.prepare<Record<string, unknown>, { kind: SearchType; ref_id: number }>(
    `WITH exact AS MATERIALIZED (${matching("@q")})
     SELECT kind, ref_id FROM (
       SELECT 0 AS tier, * FROM exact
       UNION ALL
       SELECT 1, * FROM (${matching("@fq")}) WHERE id NOT IN (SELECT id FROM exact))
     ORDER BY tier, score, id LIMIT @limit OFFSET @offset`,
  );
  const groups = db.prepare<Record<string, unknown>, { kind: SearchType; n: number }>(
    `SELECT kind, count(*) AS n FROM search_index WHERE search_index MATCH @q AND ${independent} GROUP BY kind`,
  );
  const vocabularyRows = db.prepare<[], { term: string; doc: number }>("SELECT term, doc FROM search_vocab");
  const dataVersion = db.prepare<[], number>("PRAGMA data_version").pluck();
  // The index changes only when a seed writes it (another connection): read once per data version.
  let words: { version: number; vocab: Vocabulary } | null = null;
  const vocab = (): Vocabulary => {
    const version = dataVersion.get() ?? 0;
    if (words?.version !== version) words = { version, vocab: vocabulary(vocabularyRows.all()) };
    return words.vocab;
  };

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
      const forgiving = forgivingQuery(term, vocab());
      const independentOnly = industryIndependent ? 1 : 0;
      // The forgiving query finds everything the exact one does: its counts are the total.
      const counts = new Map(
        groups
          .all({ q: forgiving?.query ?? q, independent: independentOnly })
          .map((row) => [row.kind, row.n]),
      );
      const page = { q, type, limit, offset, independent: independentOnly };
      if (forgiving === null) return { counts, hits: hits.all(page) };
      // A typo: the exact query finds nothing, the forgiving one's order is the only one.
      if (forgiving.exactFindsNothing) return { counts, hits: hits.all({ ...page, q: forgiving.query }) };
      return { counts, hits: forgivingHits.all({ ...page, fq: forgiving.query }) };
    },
  };
}

export type SearchStore = ReturnType<typeof createSearchStore>;
