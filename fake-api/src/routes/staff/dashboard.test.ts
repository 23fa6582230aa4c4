import { describe, expect, it } from 'vitest';
import { lastMonths } from './dashboard.ts';

describe('lastMonths', () => {
  it('lists the 12 months ending with the current one, across a year boundary', () => {
    const months = lastMonths(new Date('2026-02-10T00:00:00.000Z'));
    expect(months).toHaveLength(12);
    expect(months[0]).toBe('2025-03');
    expect(months[11]).toBe('2026-02');
  });
});
