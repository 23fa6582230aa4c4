/** Make Intro monthly limit (SPEC.md sections 8 and 9): at LIMITS.introsPerMonth (15) or more, blocked. */
import { LIMITS } from '../constants.ts';

/** Intros whose date falls in the same calendar month (UTC) as `now`. */
export function introsThisMonth(dates: readonly (string | Date)[], now: Date): number {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth();
  return dates.filter((value) => {
    const d = value instanceof Date ? value : new Date(value);
    return d.getUTCFullYear() === year && d.getUTCMonth() === month;
  }).length;
}

export function canMakeIntro(countThisMonth: number): boolean {
  return countThisMonth < LIMITS.introsPerMonth;
}

export function introsRemaining(countThisMonth: number): number {
  return Math.max(0, LIMITS.introsPerMonth - countThisMonth);
}
