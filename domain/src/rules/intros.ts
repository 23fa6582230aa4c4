/** Make Intro monthly limit (SPEC.md sections 8 and 9): at LIMITS.introsPerMonth (15) or more, blocked. */
import { LIMITS } from '../constants.ts';
import { CASE_FILE_MESSAGES, caseFileTypeOf } from './caseFiles.ts';

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

/** The start of `now`'s calendar month (UTC): intros created at or after it count against this month's limit. */
export function monthStart(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
}

/** The intro file's limit in bytes (LIMITS.introFileMaxMb megabytes: the spec's unit-less 30). */
export const INTRO_FILE_MAX_BYTES = LIMITS.introFileMaxMb * 1024 * 1024;

/** What an intro file may be (the case files' types) and the line the form shows under its picker. */
export const INTRO_FILE_HINT = `Optional: PDF, image, Word, Excel, CSV or text, up to ${LIMITS.introFileMaxMb} MB`;

export const INTRO_MESSAGES = {
  receiverInvalid: 'Choose an attorney, health provider or facility of the directory.',
  onBehalfOfInvalid: 'Choose yourself or a user of your company.',
  fileTooLarge: `The file must weigh less than ${LIMITS.introFileMaxMb} MB`,
} as const;

/** What is wrong with an intro file (type, then size), or null: the dialog and the API both ask. */
export function introFileProblem(file: { name: string; type?: string | null; size: number }): string | null {
  if (!caseFileTypeOf(file)) return CASE_FILE_MESSAGES.typeNotAllowed;
  if (file.size > INTRO_FILE_MAX_BYTES) return INTRO_MESSAGES.fileTooLarge;
  if (file.size === 0) return CASE_FILE_MESSAGES.empty;
  return null;
}

/** The company types an intro may be sent to (SPEC.md 5: an attorney, a provider or a sub-facility). */
export const INTRO_RECEIVER_TYPES = ['ATTORNEY', 'HEALTH_PROVIDER', 'FACILITY'] as const;
