import type BetterSqlite from 'better-sqlite3';

/** A SQLite varint (big-endian, 7 bits a byte, the ninth byte whole) at `at`: its value and the next offset. */
function varint(bytes: Buffer, at: number): [number, number] {
  let value = 0;
  for (let k = 0; k < 9; k++) {
    const byte = bytes[at++]!;
    if (k === 8) return [value * 256 + byte, at];
    value = value * 128 + (byte & 0x7f);
    if (!(byte & 0x80)) break;
  }
  return [value, at];
}

/**
 * How many levels an FTS5 index has, and its segments: read from its structure record (row 10 of its `_data`
 * table: a 4-byte cookie, then the number of levels and of segments as varints). FTS5's automatic merges do
 * 64 pages of work per level.
 */
export function ftsLevels(db: BetterSqlite.Database, fts: string): { levels: number; segments: number } {
  const block = db.prepare(`SELECT block FROM "${fts}_data" WHERE id = 10`).pluck().get() as Buffer;
  const [levels, next] = varint(block, 4);
  const [segments] = varint(block, next);
  return { levels, segments };
}
