import { describe, expect, it } from 'vitest';
import { CASE_STATUSES } from '../enums.ts';
import { CASE_STATUS_NEXT_STEPS } from './claimantCases.ts';

describe('what happens next, for the claimant', () => {
  it('says one plain sentence for every case status', () => {
    for (const status of CASE_STATUSES) {
      const sentence = CASE_STATUS_NEXT_STEPS[status];
      expect(sentence).toMatch(/^[A-Z].*\.$/);
      expect(sentence.split('. ')).toHaveLength(1);
    }
    expect(new Set(Object.values(CASE_STATUS_NEXT_STEPS)).size).toBe(CASE_STATUSES.length);
  });
});
