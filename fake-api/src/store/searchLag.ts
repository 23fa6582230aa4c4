/**
 * When the search changes the writes queue (sql/searchQueue.ts) reach the search indexes. Applied at every
 * group commit, they cost a rename at 100,000 companies about 1.1 ms of the event loop in groups of five;
 * applied once some 50 renames are queued, 0.65 ms (FTS5 writes one segment a table per apply, merges fewer,
 * and the log gets fewer pages). So a commit applies them only:
 * - once SEARCH_BATCH changes are queued (an apply of that many takes some 4 ms);
 * - or for EAGER_MS after a search needed them (Store.catchUpSearch): while searches come, every commit
 *   applies its own changes, so that a search is not held up again.
 * Besides, the writer applies them before it reads a search index itself (Connection.searchPending), and the
 * upkeep job once the store is quiet. Until then the reader refuses to read a search index behind its records
 * (SearchBehindError): the core catches the index up and reads again, so a client always finds its writes.
 * The queue is a table written in each request's transaction: nothing queued is lost in a crash, and what is
 * left is applied when the store opens.
 */

/** Queued changes (about six a rename: a removal and a new row in three indexes) that a commit applies. */
export const SEARCH_BATCH = 300;

/** How long after a search needed the queued changes every commit applies its own. */
export const EAGER_MS = 1_000;

/** Whether a commit with `queued` search changes applies them, `eagerUntil` the end of the eager window. */
export const appliesSearch = (queued: number, eagerUntil: number, now: number): boolean =>
  queued > 0 && (queued >= SEARCH_BATCH || now < eagerUntil);
