import { describe, expect, it } from 'vitest';
import { caseDeletionBlockers, caseDeletionRefusal, casePurgeDate } from './caseDeletion.ts';

const none = {
  billingRecords: 0,
  sharedFiles: 0,
  settlementFinalized: false,
  otherCompaniesRecords: 0,
  merged: false,
};

describe('caseDeletionBlockers (issue 40 item 28)', () => {
  it('lets an empty case go, and names every blocker of a full one in order', () => {
    expect(caseDeletionBlockers({}, none)).toEqual([]);
    expect(
      caseDeletionBlockers(
        { mergedIntoCaseId: 'ca-2' },
        {
          billingRecords: 1,
          sharedFiles: 2,
          settlementFinalized: true,
          otherCompaniesRecords: 3,
          merged: false,
        },
      ),
    ).toEqual(['BILLING', 'SHARED_FILES', 'FINALIZED_SETTLEMENT', 'OTHER_COMPANIES', 'MERGE']);
  });

  it('says why and what to do instead', () => {
    expect(caseDeletionRefusal('CB-2026-000001', ['BILLING', 'FINALIZED_SETTLEMENT'])).toBe(
      'Case CB-2026-000001 cannot be deleted: it has bills, payments or reductions and its settlement statement ' +
        'is finalized. Close or withdraw it instead: everything on it stays for everyone who worked on it.',
    );
  });

  it('purges 30 days after the deletion', () => {
    expect(casePurgeDate('2026-01-01T00:00:00.000Z').toISOString()).toBe('2026-01-31T00:00:00.000Z');
  });
});
