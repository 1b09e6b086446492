-- The words of the search index, for search that forgives typos (decision 028): each term once, with
-- the number of records that hold it. Read-only: SQLite reads it from search_index's own structures.
CREATE VIRTUAL TABLE search_vocab USING fts5vocab(search_index, 'row');
