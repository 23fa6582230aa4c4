/**
 * When the search changes the writes queue (sql/searchQueue.ts) reach the search indexes.
 *
 * A database file's indexes are in a file of their own, written by the search thread (searchThread.ts) every
 * APPLY_EVERY_MS, or at once for EAGER_MS after a search needed them (Store.catchUpSearch); the writer deletes
 * the applied changes from the queue with its next commit. Until they are applied the reader refuses to read a
 * search index behind its records (SearchBehindError): the core has the thread catch up with the last commit,
 * then reads again through the reader the catch-up answers, which reads the indexes as they are then (every
 * write answered before the search came is in them) without waiting for the commits made since.
 *
 * An in-memory database (tests, tools) applies them itself, inside its commits, in batches (fewer FTS5
 * segments and merges than an apply per commit; measurements in docs/adr/0002-search-in-its-own-file.md). A
 * commit applies:
 * - a table's, once SEARCH_BATCH of its changes are queued; one table a commit, the one with the most, so that
 *   no commit holds its group up for all three;
 * - or all, for EAGER_MS after a search needed them: while searches come, every commit applies its own
 *   changes, so that a search is not held up again.
 * Besides, the writer applies them before it reads a search index itself (Connection.searchPending), and the
 * upkeep job once the store is quiet.
 * Either way the queue is a table written in each request's transaction: nothing queued is lost in a crash, and
 * what is left is applied when the store opens.
 */

/** A table's queued changes (two a rename: a removal and a new row) that a commit applies. */
export const SEARCH_BATCH = 100;

/** How long after a search needed the queued changes every commit applies its own. */
export const EAGER_MS = 1_000;

/**
 * The tables whose queued search changes a commit applies, given how many each has `queued` (tables with none
 * left out) and the end of the eager window.
 */
export function searchToApply(
  queued: ReadonlyMap<string, number>,
  eagerUntil: number,
  now: number,
): string[] {
  const tables = [...queued].filter(([, count]) => count > 0);
  if (now < eagerUntil) return tables.map(([table]) => table);
  const [fullest] = tables.sort((a, b) => b[1] - a[1]);
  return fullest && fullest[1] >= SEARCH_BATCH ? [fullest[0]] : [];
}
