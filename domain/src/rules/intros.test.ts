import { describe, expect, it } from 'vitest';
import {
  INTRO_MESSAGES,
  canMakeIntro,
  introFileProblem,
  introsRemaining,
  introsThisMonth,
  monthStart,
} from './intros.ts';

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
  it('starts the month at its first day, UTC', () => {
    expect(monthStart(new Date('2026-11-30T23:59:00.000Z')).toISOString()).toBe('2026-11-01T00:00:00.000Z');
  });
  it('takes the case files’ types up to 30 MB for the file', () => {
    expect(introFileProblem({ name: 'a.pdf', type: 'application/pdf', size: 10 })).toBeNull();
    expect(introFileProblem({ name: 'a.pdf', type: 'application/pdf', size: 30 * 1024 * 1024 })).toBeNull();
    expect(introFileProblem({ name: 'a.pdf', type: 'application/pdf', size: 30 * 1024 * 1024 + 1 })).toBe(
      INTRO_MESSAGES.fileTooLarge,
    );
    expect(introFileProblem({ name: 'a.exe', type: '', size: 10 })).not.toBeNull();
    expect(introFileProblem({ name: 'a.txt', type: 'text/plain', size: 0 })).not.toBeNull();
  });
});
