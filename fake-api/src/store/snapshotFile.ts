/**
 * db.json, in json-server's format (an object of arrays), written one record per line so it can be
 * streamed both ways: written in chunks without building one huge string, read line by line (any other
 * valid JSON layout falls back to a plain JSON.parse). Replacement is atomic: temp file, fsync, rename,
 * fsync of the directory.
 */
import { createReadStream } from 'node:fs';
import { open, readFile, rename, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { CorruptDataError } from './errors.ts';

export type SnapshotData = Record<string, unknown>;
export type CapturedCollections = ReadonlyArray<readonly [string, readonly object[]]>;

export const DB_FILE = 'db.json';
const CHUNK_BYTES = 1 << 20;

/** Atomically replaces dir/db.json with the given collections. */
export async function writeSnapshot(dir: string, collections: CapturedCollections): Promise<void> {
  const target = join(dir, DB_FILE);
  const temp = `${target}.tmp`;
  const handle = await open(temp, 'w');
  try {
    let buffer = '{\n';
    const write = async (text: string): Promise<void> => {
      buffer += text;
      if (buffer.length >= CHUNK_BYTES) {
        await handle.write(buffer);
        buffer = '';
      }
    };
    for (const [c, [name, records]] of collections.entries()) {
      const next = c < collections.length - 1 ? ',\n' : '\n';
      if (records.length === 0) {
        await write(`  ${JSON.stringify(name)}: []${next}`);
        continue;
      }
      await write(`  ${JSON.stringify(name)}: [\n`);
      for (let i = 0; i < records.length; i++) {
        await write(`    ${JSON.stringify(records[i])}${i < records.length - 1 ? ',\n' : '\n'}`);
      }
      await write(`  ]${next}`);
    }
    await handle.write(`${buffer}}\n`);
    await handle.sync();
  } finally {
    await handle.close();
  }
  await rename(temp, target);
  await syncDirectory(dir);
}

/** Makes renames and new files in `dir` durable (a no-op where directories cannot be fsynced). */
export async function syncDirectory(dir: string): Promise<void> {
  let handle;
  try {
    handle = await open(dir, 'r');
    await handle.sync();
  } catch (error) {
    if (!['EISDIR', 'EINVAL', 'EPERM', 'EACCES'].includes((error as NodeJS.ErrnoException).code ?? '')) {
      throw error;
    }
  } finally {
    await handle?.close();
  }
}

/** Reads db.json; null when the file does not exist. */
export async function readSnapshot(path: string): Promise<SnapshotData | null> {
  try {
    await stat(path);
    return (await readLineFormat(path)) ?? parseWhole(await readFile(path, 'utf8'), path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

function parseWhole(text: string, path: string): SnapshotData {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new CorruptDataError(`${path} is not valid JSON: ${(error as Error).message}`);
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw new CorruptDataError(`${path} is not a JSON object of collections`);
  }
  return value as SnapshotData;
}

const COLLECTION_LINE = /^("(?:[^"\\]|\\.)*")\s*:\s*\[(\])?,?$/;

/** Parses the one-record-per-line layout writeSnapshot produces; null when the file is laid out otherwise. */
async function readLineFormat(path: string): Promise<SnapshotData | null> {
  const input = createReadStream(path, 'utf8');
  const lines = createInterface({ input, crlfDelay: Infinity });
  const result: Record<string, unknown[]> = {};
  let state: 'start' | 'top' | 'array' | 'end' = 'start';
  let current: unknown[] = [];
  try {
    for await (const raw of lines) {
      const line = raw.trim();
      if (line === '') continue;
      if (state === 'start' && line === '{') state = 'top';
      else if (state === 'top' && line === '}') state = 'end';
      else if (state === 'top') {
        const match = COLLECTION_LINE.exec(line);
        if (!match) return null;
        current = result[JSON.parse(match[1]!) as string] = [];
        if (!match[2]) state = 'array';
      } else if (state === 'array' && (line === ']' || line === '],')) state = 'top';
      else if (state === 'array') {
        const value = parseLine(line.endsWith(',') ? line.slice(0, -1) : line);
        if (value === undefined) return null;
        current.push(value);
      } else return null;
    }
  } finally {
    lines.close();
    input.destroy();
  }
  return state === 'end' ? result : null;
}

function parseLine(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
