/**
 * json-server stays the interchange format: exportData writes a DATA_DIR's records as db.json (an object of
 * arrays, one record per line, streamed from the database: json-server 0.17 serves it as it is) and
 * importData replaces a DATA_DIR's data with such a file.
 */
import { open, rename } from 'node:fs/promises';
import { join } from 'node:path';
import BetterSqlite from 'better-sqlite3';
import { writeDataDirectory } from './dataDir.ts';
import { CorruptDataError } from './errors.ts';
import { readSnapshot } from './legacy.ts';
import { DB_FILE } from './openStore.ts';
import { COLLECTION_NAMES } from './searchFields.ts';
import { ident } from './sql/expressions.ts';

const CHUNK_CHARS = 1 << 20;

/** Writes every collection of `dataDir` to `file` (through file.tmp, fsynced, renamed); answers the count. */
export async function exportData(dataDir: string, file: string): Promise<number> {
  const db = new BetterSqlite(join(dataDir, DB_FILE), { readonly: true, fileMustExist: true });
  const temp = `${file}.tmp`;
  const handle = await open(temp, 'w');
  let count = 0;
  try {
    let buffer = '{\n';
    const write = async (text: string) => {
      buffer += text;
      if (buffer.length >= CHUNK_CHARS) {
        await handle.write(buffer);
        buffer = '';
      }
    };
    for (const [c, name] of COLLECTION_NAMES.entries()) {
      const after = c < COLLECTION_NAMES.length - 1 ? ',\n' : '\n';
      // One read transaction for the whole export: a consistent copy while the server keeps writing.
      if (c === 0) db.exec('BEGIN');
      const docs = db
        .prepare(`SELECT doc FROM ${ident(name)} ORDER BY seq`)
        .pluck()
        .all() as string[];
      count += docs.length;
      await write(
        docs.length === 0 ? `  ${JSON.stringify(name)}: []${after}` : `  ${JSON.stringify(name)}: [\n`,
      );
      for (let i = 0; i < docs.length; i++)
        await write(`    ${docs[i]}${i < docs.length - 1 ? ',\n' : '\n'}`);
      if (docs.length > 0) await write(`  ]${after}`);
    }
    db.exec('COMMIT');
    await handle.write(`${buffer}}\n`);
    await handle.sync();
  } finally {
    await handle.close();
    db.close();
  }
  await rename(temp, file);
  return count;
}

/** Replaces the data of `dataDir` with the json-server file `file`; answers the record count. */
export async function importData(dataDir: string, file: string): Promise<number> {
  const data = await readSnapshot(file);
  if (!data) throw new CorruptDataError(`${file} does not exist`);
  await writeDataDirectory(dataDir, data);
  return Object.values(data).reduce<number>((n, list) => n + (Array.isArray(list) ? list.length : 0), 0);
}
