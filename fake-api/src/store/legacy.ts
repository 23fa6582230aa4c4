/**
 * The files of the store before SQLite: db.json (json-server format, also what `npm run export` writes) and
 * journal.ndjson (one operation per line; a torn last line is ignored). Read once, to import a DATA_DIR made
 * by that store, and by `npm run import`.
 */
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { CorruptDataError } from './errors.ts';

export type SnapshotData = Record<string, unknown>;
export type JournalOp =
  { c: string; op: 'put'; id: string; r: { id: string } } | { c: string; op: 'del'; id: string };

export const LEGACY_DB_FILE = 'db.json';
export const LEGACY_JOURNAL_FILE = 'journal.ndjson';

/** db.json with journal.ndjson replayed over it; null when `dir` holds no db.json. */
export async function readLegacyData(dir: string): Promise<SnapshotData | null> {
  const data = await readSnapshot(join(dir, LEGACY_DB_FILE));
  if (!data) return null;
  let journal = '';
  try {
    journal = await readFile(join(dir, LEGACY_JOURNAL_FILE), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  return replay(data, parseJournal(journal).ops);
}

/** Applies journal operations (puts carry whole records) in order; unknown collections are created. */
export function replay(data: SnapshotData, ops: readonly JournalOp[]): SnapshotData {
  const collections = new Map<string, Map<string, unknown>>();
  for (const [name, records] of Object.entries(data)) {
    const byId = new Map<string, unknown>();
    if (Array.isArray(records))
      for (const record of records as { id?: unknown }[]) byId.set(String(record?.id), record);
    collections.set(name, byId);
  }
  for (const op of ops) {
    let byId = collections.get(op.c);
    if (!byId) collections.set(op.c, (byId = new Map()));
    if (op.op === 'put') byId.set(op.id, op.r);
    else byId.delete(op.id);
  }
  return Object.fromEntries([...collections].map(([name, byId]) => [name, [...byId.values()]]));
}

export function parseJournal(text: string): { ops: JournalOp[]; tornTail: boolean } {
  const lines = text.split('\n');
  const ops: JournalOp[] = [];
  let tornTail = false;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!.trim();
    if (line === '') continue;
    const op = parseOp(line);
    if (op) ops.push(op);
    else if (lines.slice(i + 1).every((rest) => rest.trim() === '')) tornTail = true;
    else throw new CorruptDataError(`journal.ndjson line ${i + 1} is damaged`);
  }
  return { ops, tornTail };
}

function parseOp(line: string): JournalOp | null {
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch {
    return null;
  }
  if (value === null || typeof value !== 'object') return null;
  const { c, op, id, r } = value as Record<string, unknown>;
  if (typeof c !== 'string' || typeof id !== 'string') return null;
  if (op === 'del') return { c, op, id };
  if (op === 'put' && r !== null && typeof r === 'object' && (r as { id?: unknown }).id === id) {
    return { c, op, id, r: r as { id: string } };
  }
  return null;
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
