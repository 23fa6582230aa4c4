/**
 * The search indexes: an FTS5 trigram table of each table's search text, and its vocabulary. They live in the
 * database itself (in-memory stores), or in a file of their own beside it (SEARCH_SCHEMA: search.db, written by
 * the search thread, store/searchThread.ts), so that applying the writes' changes to them never holds the
 * records' writer up. Unqualified, their names resolve to either (no records' table has them).
 */
import type { Database as Sqlite } from 'better-sqlite3';
import type { TableSpec } from '../collections.ts';
import { vocabTable } from './compile.ts';
import { ident, literal, searchTextOf } from './expressions.ts';
import { numberAll } from './searchOrder.ts';

/** The schema name the search file is attached as. */
export const SEARCH_SCHEMA = 'search';

/** Where a database's search indexes are: its own main schema, or the attached search file. */
export type SearchPlace = 'main' | typeof SEARCH_SCHEMA;

/** The search index of `table` in `place`, qualified. */
export const searchIndex = (place: SearchPlace, table: string): string => `${place}.${ident(`${table}_fts`)}`;

/**
 * FTS5 merges the segments each commit adds (automerge); after a bulk load the first writes merged new
 * segments into its large ones (slow renames). One segment after the load, and merges of 8 segments of a size
 * rather than 4 (FTS5 allows 2 to 16: fewer merges, a few more small segments to read;
 * docs/adr/0002-search-in-its-own-file.md).
 */
export const AUTOMERGE = 8;
/**
 * The upkeep's merges of small pieces (searchUpkeep.ts, FTS5's 'merge' with a positive count) merge
 * a level of the index once it holds this many segments: two, so that the pieces a run of commits left merge
 * together without waiting for eight of a size.
 */
export const USERMERGE = 2;

/** Creates the search index and vocabulary of each table in `place`. */
export function createSearchTables(
  db: Sqlite,
  tables: readonly { name: string; spec: TableSpec }[],
  place: SearchPlace,
): void {
  for (const { name, spec } of tables) {
    // A search-ordered table's search rows are keyed by the record's place in that order, and hold its
    // position (sql/searchOrder.ts); the others' by its position.
    const seq = spec.searchOrder === undefined ? '' : ', seq UNINDEXED';
    db.exec(
      `CREATE VIRTUAL TABLE IF NOT EXISTS ${searchIndex(place, name)} USING fts5(text${seq}, tokenize='trigram')`,
    );
    db.exec(
      `CREATE VIRTUAL TABLE IF NOT EXISTS ${place}.${ident(vocabTable(name))} ` +
        `USING fts5vocab(${literal(`${name}_fts`)}, 'row')`,
    );
  }
}

/**
 * Fills `name`'s search index in `place` from its records, in key order, merging AUTOMERGE segments of a size
 * at a time: FTS5 writes what it holds as a new segment whenever a key comes lower than the last one's, and a
 * search-ordered index (keyed by place in its order) filled in the records' order got a segment almost every
 * record, merged four at a time (FTS5's default) into an index nine levels deep at 100,000 companies; four
 * now, and FTS5's merges after a write work per level (docs/adr/0002-search-in-its-own-file.md). `numbered`:
 * the records' places in the search order are set already (a search file rebuilt beside its records); else
 * they are numbered first.
 */
export function fillSearch(
  db: Sqlite,
  { name, spec }: { name: string; spec: TableSpec },
  place: SearchPlace,
  numbered = false,
): void {
  const fts = searchIndex(place, name);
  const bare = ident(`${name}_fts`);
  db.exec(`DELETE FROM ${fts}`);
  const text = searchTextOf(spec.search, 'doc');
  db.exec(`INSERT INTO ${fts} (${bare}, rank) VALUES ('automerge', ${AUTOMERGE})`);
  if (spec.searchOrder === undefined) {
    db.exec(`INSERT INTO ${fts} (rowid, text) SELECT seq, ${text} FROM main.${ident(name)} ORDER BY seq`);
  } else {
    if (!numbered) numberAll(db, name, spec);
    db.exec(
      `INSERT INTO ${fts} (rowid, text, seq) SELECT o, ${text}, seq FROM main.${ident(name)} ` +
        `WHERE o IS NOT NULL ORDER BY o`,
    );
  }
}

/** After a fill: the index in one segment, its merges of small pieces set (USERMERGE). */
export function tuneSearchIndex(db: Sqlite, name: string, place: SearchPlace): void {
  const fts = searchIndex(place, name);
  const bare = ident(`${name}_fts`);
  // AUTOMERGE is set before the fill (fillSearch).
  db.exec(`INSERT INTO ${fts} (${bare}) VALUES ('optimize')`);
  db.exec(`INSERT INTO ${fts} (${bare}, rank) VALUES ('usermerge', ${USERMERGE})`);
}
