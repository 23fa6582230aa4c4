/**
 * A new data directory without a given seed gets the demo network moved to the server's day (fixtures
 * shiftToNow): the pending case invites presented just before the reference date are still pending today.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { referralStatusAt } from '@casebridge/domain';
import { REFERENCE_DATE } from '@casebridge/fixtures';
import { createServer } from '../src/index.ts';
import type { FakeApiServer } from '../src/index.ts';
import { defaultDatabase, TEST_SECRET } from './helpers/server.ts';

const DAY_MS = 86_400_000;
/** Ten days and a few hours after the reference date: the data moves by exactly ten days. */
const NOW = new Date(Date.parse(REFERENCE_DATE) + 10 * DAY_MS + 5 * 3_600_000);

let dataDir = '';
let server: FakeApiServer;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'cb-seed-'));
  server = await createServer({
    dataDir,
    secret: TEST_SECRET,
    clock: { now: () => NOW },
    logError: () => {},
  });
});
afterAll(async () => {
  await server.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('the default seed', () => {
  it('moves every generated date forward by the whole days between the reference date and the clock', () => {
    const generated = defaultDatabase();
    const referrals = server.store.collection('referrals');
    for (const r of generated.referrals) {
      const stored = referrals.get(r.id)!;
      expect(Date.parse(stored.createdAt) - Date.parse(r.createdAt)).toBe(10 * DAY_MS);
      expect(stored.caseId).toBe(r.caseId);
    }
    const cases = server.store.collection('cases');
    for (const c of generated.cases.slice(0, 20)) {
      const stored = cases.get(c.id)!;
      expect(Date.parse(stored.accidentDate) - Date.parse(c.accidentDate)).toBe(10 * DAY_MS);
      expect(stored.folio).toBe(c.folio);
    }
  });

  it('keeps the demo invites pending at the server’s time, and nothing in the future', () => {
    const pending = [...server.store.collection('referrals').all()].filter((r) => r.status === 'PENDING');
    expect(pending.length).toBeGreaterThan(0);
    for (const r of pending) expect(referralStatusAt(r, NOW)).toBe('PENDING');
    for (const n of server.store.collection('notifications').all())
      expect(Date.parse(n.createAt)).toBeLessThanOrEqual(NOW.getTime());
  });
});
