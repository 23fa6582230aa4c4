import { describe, expect, it, vi } from 'vitest';
import { MESSAGES, format, type RegistryEntry } from '@casebridge/domain';
import { runBulk } from './runBulk.ts';

const entry = (companyId: string, status: RegistryEntry['status']) =>
  ({ companyId, companyName: `Company ${companyId}`, status }) as RegistryEntry;

describe('runBulk', () => {
  it('runs the action on each allowed company, skips the others and keeps each failure message', async () => {
    const run = vi.fn((id: string) => (id === 'c3' ? Promise.reject(new Error('Boom')) : Promise.resolve()));
    const progress = vi.fn();
    const results = await runBulk(
      [entry('c1', 'PENDING_REVIEW'), entry('c2', 'VALIDATED'), entry('c3', 'INFO_REQUIRED')],
      { action: 'validate' },
      run,
      progress,
    );
    expect(run.mock.calls.map(([id]) => id)).toEqual(['c1', 'c3']);
    expect(results.map((r) => [r.companyId, r.ok, r.message])).toEqual([
      ['c1', true, 'Done'],
      ['c2', false, format(MESSAGES.companyActionNotAllowed, { status: 'VALIDATED' })],
      ['c3', false, 'Boom'],
    ]);
    expect(progress).toHaveBeenLastCalledWith(3);
  });
});
