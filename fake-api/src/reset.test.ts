import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { THROTTLES_FILE } from './core/throttleStore.ts';
import { resetData } from './reset.ts';

describe('resetData', () => {
  it('forgets the throttles: a reset demo starts with no one slowed down or refused', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'cb-reset-'));
    try {
      await writeFile(path.join(dir, THROTTLES_FILE), 'counters');
      await writeFile(path.join(dir, `${THROTTLES_FILE}-wal`), 'log');
      await resetData(dir);
      await expect(stat(path.join(dir, THROTTLES_FILE))).rejects.toThrow();
      await expect(stat(path.join(dir, `${THROTTLES_FILE}-wal`))).rejects.toThrow();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
