import { describe, expect, it } from 'vitest';
import { canMakeIntro, introsRemaining, introsThisMonth } from './intros.ts';

describe('intros', () => {
  const now = new Date('2026-11-15T12:00:00.000Z');
  it('counts the intros of the current month only', () => {
    const dates = [
      '2026-11-01T00:00:00.000Z',
      new Date('2026-11-30T23:59:59.000Z'),
      '2026-10-31T23:59:59.000Z',
      '2025-11-10T00:00:00.000Z',
      '2026-12-01T00:00:00.000Z',
    ];
    expect(introsThisMonth(dates, now)).toBe(2);
  });
  it('blocks at 15 or more', () => {
    expect(canMakeIntro(14)).toBe(true);
    expect(canMakeIntro(15)).toBe(false);
    expect(canMakeIntro(16)).toBe(false);
    expect(introsRemaining(14)).toBe(1);
    expect(introsRemaining(20)).toBe(0);
  });
});
