/**
 * The search indexes' upkeep (the scheduled job `searchUpkeep`, through Store.maintainSearch): applies what the
 * commits left queued once the store is quiet, then merges an index left in many pieces back together, a
 * slice at a time, each inside the job's transaction.
 */
import type { Connection } from './sql/connection.ts';
import { ident } from './sql/expressions.ts';

/**
 * A search index in more pieces (FTS5 segments) than this is merged back into one, a slice at a time, by the
 * scheduled upkeep (SearchUpkeep.step). Each batch applied adds one or two segments (sql/searchQueue.ts), and FTS5
 * merges eight of a size into one (sql/searchSchema.ts AUTOMERGE), leaving an index in up to some twenty pieces whose
 * deletions stay recorded as such until merged: every search then reads each piece
 * (docs/adr/0002-search-in-its-own-file.md).
 */
const FRAGMENTED_SEGMENTS = 8;
/**
 * In fewer pieces, but more than this, the upkeep merges the small ones together (sql/searchSchema.ts USERMERGE) and
 * leaves the large one, which merging would rewrite whole: a search reads each piece.
 */
const TIDY_SEGMENTS = 2;
/** The upkeep waits until no write has been made for this long (after its first pass). */
const QUIET_MS = 1_000;
/** Pages of merged index written by one slice (FTS5's 'merge' command; a page is about 4 kB). */
const MERGE_SLICE_PAGES = 64;

const searchSegments = (connection: Connection, table: string): number =>
  connection.query(`SELECT count(DISTINCT segid) FROM ${ident(`${table}_fts_idx`)}`).get() as number;

/**
 * One slice of merging `table`'s search index: into one segment (`whole`), or only segments of a size
 * together (FTS5 merges a level once it holds USERMERGE of them). Answers whether it did any work.
 */
function mergeSlice(connection: Connection, table: string, whole: boolean): boolean {
  const fts = ident(`${table}_fts`);
  const changes = () => connection.query('SELECT total_changes()').get() as number;
  const before = changes();
  const pages = whole ? -MERGE_SLICE_PAGES : MERGE_SLICE_PAGES;
  connection.command(`INSERT INTO ${fts} (${fts}, rank) VALUES ('merge', ${pages})`).run();
  return changes() - before >= 2;
}

export class SearchUpkeep {
  /** The index a merge is under way in, and whether into one piece. */
  private merging: { table: string; whole: boolean } | null = null;
  /** Each index's pieces when the upkeep last found nothing of a size to merge: not tried again until more. */
  private readonly settled = new Map<string, number>();
  /** Whether a slice ran since the store opened. */
  private started = false;

  /** `tables`: the tables with a search index. */
  constructor(private readonly tables: readonly string[]) {}

  /**
   * One bounded slice; answers whether more remains. `quietFor`: how long since the store's last write (ms);
   * `applyQueued`: applies the queued search changes when any, answering whether there were.
   */
  step(connection: Connection, quietFor: number, applyQueued: () => boolean): boolean {
    // Only while the store is quiet (but for the first run after opening, which follows the jobs' catch-up):
    // under a steady stream of writes the merging waits, and the writes do not wait for it. The first pass
    // stops after one index (to its end it raised the resident memory, ADR 0002); the rest waits for a quiet
    // tick.
    if (quietFor < QUIET_MS && this.started) return false;
    this.started = true;
    // First the changes the commits left queued (searchLag.ts): the next search need not wait for them.
    if (applyQueued()) return true;
    // A merge under way goes on until a slice finds nothing left to merge; else the most fragmented index
    // past the thresholds starts one: whole past FRAGMENTED_SEGMENTS, of its small pieces past TIDY_SEGMENTS.
    if (!this.merging) {
      const worst = this.tables
        .map((table) => ({ table, segments: searchSegments(connection, table) }))
        .filter(({ table, segments }) => segments > TIDY_SEGMENTS && this.settled.get(table) !== segments)
        .sort((a, b) => b.segments - a.segments)[0];
      if (!worst) return false;
      this.merging = { table: worst.table, whole: worst.segments > FRAGMENTED_SEGMENTS };
    }
    const { table, whole } = this.merging;
    if (mergeSlice(connection, table, whole)) return true;
    this.settled.set(table, searchSegments(connection, table));
    this.merging = null;
    return true;
  }
}
