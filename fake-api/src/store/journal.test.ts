import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CorruptDataError } from './errors.ts';
import { Journal, parseJournal } from './journal.ts';

const put = (id: string, n: number) => JSON.stringify({ c: 'companies', op: 'put', id, r: { id, n } });

describe('parseJournal', () => {
  it('parses puts and deletes', () => {
    const text = `${put('a', 1)}\n{"c":"companies","op":"del","id":"a"}\n`;
    expect(parseJournal(text)).toEqual({
      ops: [
        { c: 'companies', op: 'put', id: 'a', r: { id: 'a', n: 1 } },
        { c: 'companies', op: 'del', id: 'a' },
      ],
      tornTail: false,
    });
  });

  it('ignores a torn last line', () => {
    const text = `${put('a', 1)}\n${put('b', 2).slice(0, 20)}`;
    expect(parseJournal(text)).toMatchObject({ ops: [{ id: 'a' }], tornTail: true });
    expect(parseJournal(`${put('a', 1)}\n\u0000\u0000\u0000`).tornTail).toBe(true);
  });

  it('refuses damage before the last line', () => {
    expect(() => parseJournal(`${put('a', 1)}\n{"c":\n${put('b', 2)}\n`)).toThrow(CorruptDataError);
    expect(() => parseJournal(`{"c":"x","op":"put","id":"a","r":{"id":"b"}}\n${put('b', 2)}\n`)).toThrow(
      CorruptDataError,
    );
  });
});

describe('Journal', () => {
  let dir = '';
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('group-commits the lines of one tick in one append + fsync, in order', async () => {
    dir = await mkdtemp(join(tmpdir(), 'journal-'));
    const path = join(dir, 'journal.ndjson');
    const journal = await Journal.open(path);
    const onWrite = vi.fn();
    journal.onWrite = onWrite;
    for (let i = 0; i < 100; i++) journal.append(`${put(`r${i}`, i)}\n`);
    await journal.flush();
    expect(onWrite).toHaveBeenCalledTimes(1);
    journal.append(`${put('late', 0)}\n`);
    await journal.flush();
    expect(onWrite).toHaveBeenCalledTimes(2);
    const { ops } = parseJournal(await readFile(path, 'utf8'));
    expect(ops.map((op) => op.id)).toEqual([...Array.from({ length: 100 }, (_, i) => `r${i}`), 'late']);
    expect(journal.bytes).toBe((await readFile(path)).length);
    await journal.close();
  });

  it('flush waits for lines queued while an fsync is in flight', async () => {
    dir = await mkdtemp(join(tmpdir(), 'journal-'));
    const path = join(dir, 'journal.ndjson');
    const journal = await Journal.open(path);
    journal.append(`${put('a', 1)}\n`);
    const first = journal.flush();
    await new Promise((resolve) => setImmediate(resolve));
    journal.append(`${put('b', 2)}\n`);
    await first;
    await journal.flush();
    expect(parseJournal(await readFile(path, 'utf8')).ops.map((op) => op.id)).toEqual(['a', 'b']);
    await journal.close();
  });
});
