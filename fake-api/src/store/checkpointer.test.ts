import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import BetterSqlite from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { walLog } from '../testing/walLog.ts';
import { nextRestart, RESTART_FRAMES, startCheckpointer } from './checkpointer.ts';
import type { Checkpointer } from './checkpointer.ts';

let root = '';
let db: BetterSqlite.Database;
let checkpointer: Checkpointer | undefined;
beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'checkpointer-'));
  db = new BetterSqlite(join(root, 'test.db'));
  db.pragma('journal_mode = WAL');
  db.pragma('wal_autocheckpoint = 0');
  db.exec('CREATE TABLE t (v TEXT)');
  written = 0;
});
afterEach(async () => {
  await checkpointer?.stop();
  db.close();
  await rm(root, { recursive: true, force: true });
});

let written = 0;
const write = () => {
  db.prepare('INSERT INTO t (v) VALUES (?)').run('x'.repeat(6000));
  written++;
};
const tick = () => new Promise((resolve) => setTimeout(resolve, 2));

describe('nextRestart', () => {
  const bound = RESTART_FRAMES;
  it('is due past the bound, then not until the writer wrote the log from its beginning', () => {
    expect(nextRestart(bound, 0, bound)).toEqual({ due: false, restartedAt: 0 });
    expect(nextRestart(bound + 1, 0, bound)).toEqual({ due: true, restartedAt: 0 });
    // Restarted a little past the bound: as long until the writer's next commit.
    const at = bound + 4_464;
    expect(nextRestart(at, at, bound)).toEqual({ due: false, restartedAt: at });
    expect(nextRestart(at + 500, at, bound)).toEqual({ due: false, restartedAt: at });
    // Shorter: written from its beginning; due again past the bound, even past its old length.
    expect(nextRestart(4_000, at, bound)).toEqual({ due: false, restartedAt: 0 });
    expect(nextRestart(at + 200, 0, bound)).toEqual({ due: true, restartedAt: 0 });
  });

  it('is due again once a restart that did not happen left the log a bound longer', () => {
    expect(nextRestart(70_000 + bound, 70_000, bound)).toEqual({ due: false, restartedAt: 70_000 });
    expect(nextRestart(70_001 + bound, 70_000, bound)).toEqual({ due: true, restartedAt: 0 });
  });
});

describe('checkpointer', () => {
  it('says when a long log can restart, and restart() lets the next write transaction write it from its beginning', async () => {
    checkpointer = startCheckpointer(join(root, 'test.db'), { every: 5, restartFrames: 40 });
    const cp = checkpointer;
    // A write transaction always open, as under the store's group commit: the log never restarts by itself.
    db.exec('BEGIN IMMEDIATE');
    await vi.waitFor(
      async () => {
        write();
        db.exec('COMMIT');
        db.exec('BEGIN IMMEDIATE');
        await tick();
        expect(cp.restartDue).toBe(true);
      },
      { timeout: 10_000, interval: 1 },
    );
    // Committed after the checkpoints that made the restart due: frames the restart still has to copy.
    write();
    db.exec('COMMIT');
    const long = walLog(db);
    expect(long.log).toBeGreaterThan(40);
    expect(long.checkpointed).toBeLessThan(long.log);
    expect(await cp.restart()).toBe(true);
    expect(cp.restartDue).toBe(false);
    write();
    // The log restarted: one transaction's frames, not the long log's.
    expect(walLog(db).log).toBeLessThan(10);
    // Every write is there, read through the restarted log.
    expect(db.prepare('SELECT count(*) FROM t').pluck().get()).toBe(written);
    // Due again once the restarted log is past the bound again, even at the old log's length: seen short by
    // the checkpoints (ten of them), grown back to that length a row a commit, then left alone.
    await new Promise((resolve) => setTimeout(resolve, 50));
    db.exec('BEGIN IMMEDIATE');
    for (;;) {
      write();
      db.exec('COMMIT');
      if (walLog(db).log >= long.log) break;
      db.exec('BEGIN IMMEDIATE');
      await tick();
    }
    expect(walLog(db).log).toBeLessThan(long.log + 10);
    await vi.waitFor(() => expect(cp.restartDue).toBe(true), { timeout: 5_000, interval: 5 });
  });

  it('answers false when a reader still uses the log, which then goes on growing', async () => {
    checkpointer = startCheckpointer(join(root, 'test.db'), { every: 5, restartFrames: 40 });
    const cp = checkpointer;
    await vi.waitFor(
      async () => {
        write();
        await tick();
        expect(cp.restartDue).toBe(true);
      },
      { timeout: 10_000, interval: 1 },
    );
    const reader = new BetterSqlite(join(root, 'test.db'), { readonly: true });
    // A read transaction on the log as it is, held open across the restart.
    reader.exec('BEGIN');
    reader.prepare('SELECT count(*) FROM t').get();
    write();
    const before = walLog(db).log;
    expect(await cp.restart()).toBe(false);
    write();
    expect(walLog(db).log).toBeGreaterThan(before);
    reader.exec('COMMIT');
    reader.close();
  });

  it('answers a restart asked just before it stops (a write waiting for it goes on), and none is due after', async () => {
    checkpointer = startCheckpointer(join(root, 'test.db'), { every: 5, restartFrames: 40 });
    const restarted = checkpointer.restart();
    await checkpointer.stop();
    expect(typeof (await restarted)).toBe('boolean');
    expect(checkpointer.restartDue).toBe(false);
  });
});
