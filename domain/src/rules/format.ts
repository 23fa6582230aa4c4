/**
 * Display formats of SPEC.md section 9: phone '(XXX) XXX-XXXX', dates 'MMM DD, YYYY', 'MM/DD/YY',
 * 'MM/DD/YYYY', the labels Today / Yesterday / Tomorrow, and the mission counter levels. No date library:
 * Intl with an optional IANA time zone (the runtime's local zone when omitted).
 */
import { LIMITS } from '../constants.ts';

export function phoneDigitsOnly(value: string | null | undefined): string {
  return (value ?? '').replace(/\D/g, '');
}

/**
 * Masks up to 10 digits progressively, as the input mask does while typing:
 * '5551234567' -> '(555) 123-4567', '55512' -> '(555) 12'. Extra digits are dropped.
 */
export function formatPhone(value: string | null | undefined): string {
  const d = phoneDigitsOnly(value).slice(0, LIMITS.phoneDigits);
  if (d.length === 0) return '';
  if (d.length <= 3) return `(${d}`;
  if (d.length <= 6) return `(${d.slice(0, 3)}) ${d.slice(3)}`;
  return `(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}`;
}

export type CounterLevel = 'fine' | 'warning' | 'danger';

/** Mission counter: fine above 150 left, warning 51 to 150, danger 50 or fewer. */
export function missionCounterLevel(remaining: number): CounterLevel {
  if (remaining <= LIMITS.missionDangerBelow) return 'danger';
  if (remaining <= LIMITS.missionWarnBelow) return 'warning';
  return 'fine';
}

export type DateInput = string | number | Date;

interface DayParts {
  year: number;
  month: number;
  day: number;
}

function toDate(value: DateInput): Date {
  return value instanceof Date ? value : new Date(value);
}

function dayParts(value: DateInput, timeZone?: string): DayParts | null {
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return null;
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
  }).formatToParts(date);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return { year: get('year'), month: get('month'), day: get('day') };
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const pad = (n: number, size = 2) => String(n).padStart(size, '0');

/** 'MMM DD, YYYY' -> 'Nov 01, 2026' ('' for an invalid date). */
export function formatLongDate(value: DateInput, timeZone?: string): string {
  const p = dayParts(value, timeZone);
  return p ? `${MONTHS[p.month - 1]} ${pad(p.day)}, ${pad(p.year, 4)}` : '';
}

/** 'MM/DD/YY' -> '11/01/26'. */
export function formatShortDate(value: DateInput, timeZone?: string): string {
  const p = dayParts(value, timeZone);
  return p ? `${pad(p.month)}/${pad(p.day)}/${pad(p.year % 100)}` : '';
}

/** 'MM/DD/YYYY' -> '11/01/2026' (the date picker format). */
export function formatInputDate(value: DateInput, timeZone?: string): string {
  const p = dayParts(value, timeZone);
  return p ? `${pad(p.month)}/${pad(p.day)}/${pad(p.year, 4)}` : '';
}

/**
 * Masks up to 8 digits progressively as 'MM/DD/YYYY', as the date input does while typing:
 * '04171985' -> '04/17/1985', '0417' -> '04/17'. Other characters and extra digits are dropped.
 */
export function maskInputDate(value: string): string {
  const d = value.replace(/\D/g, '').slice(0, 8);
  if (d.length <= 2) return d;
  if (d.length <= 4) return `${d.slice(0, 2)}/${d.slice(2)}`;
  return `${d.slice(0, 2)}/${d.slice(2, 4)}/${d.slice(4)}`;
}

/** Parses 'MM/DD/YYYY' into a UTC-midnight Date, or null when it is not a real calendar date. */
export function parseInputDate(text: string): Date | null {
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text.trim());
  if (!m) return null;
  const [month, day, year] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  const valid =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return valid ? date : null;
}

const dayNumber = (p: DayParts) => Date.UTC(p.year, p.month - 1, p.day) / 86_400_000;

/** 'Today', 'Yesterday' or 'Tomorrow' relative to `now`, else null. */
export function relativeDayLabel(
  value: DateInput,
  now: DateInput = new Date(),
  timeZone?: string,
): 'Today' | 'Yesterday' | 'Tomorrow' | null {
  const a = dayParts(value, timeZone);
  const b = dayParts(now, timeZone);
  if (!a || !b) return null;
  const diff = dayNumber(a) - dayNumber(b);
  if (diff === 0) return 'Today';
  if (diff === -1) return 'Yesterday';
  if (diff === 1) return 'Tomorrow';
  return null;
}

/** The relative label when there is one, else 'MMM DD, YYYY'. */
export function formatDayLabel(value: DateInput, now: DateInput = new Date(), timeZone?: string): string {
  return relativeDayLabel(value, now, timeZone) ?? formatLongDate(value, timeZone);
}

/** 'h:mm AM' -> '3:05 PM' in `timeZone` (the browser's own when omitted); '' for an invalid date. */
export function formatTimeOfDay(value: DateInput, timeZone?: string): string {
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return '';
  const time = new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', minute: '2-digit' }).format(
    date,
  );
  return time.replace(/\u202f/g, ' '); // some ICU versions put a narrow no-break space before AM/PM
}

/** A moment as 'Today, 3:05 PM' or 'Nov 01, 2026, 3:05 PM' (a session's last use), in `timeZone`. */
export function formatMoment(value: DateInput, now: DateInput = new Date(), timeZone?: string): string {
  const time = formatTimeOfDay(value, timeZone);
  return time ? `${formatDayLabel(value, now, timeZone)}, ${time}` : '';
}

/** A moment as 'Nov 01, 2026, 3:05 PM' in `timeZone` (a share link's creation, a file's audit event). */
export function formatDateTime(value: DateInput, timeZone?: string): string {
  const time = formatTimeOfDay(value, timeZone);
  return time ? `${formatLongDate(value, timeZone)}, ${time}` : '';
}

/**
 * A day as 'Jun 01, 2026': a calendar day ('2026-06-01', a date without a time: accident date, statute) is
 * the same day everywhere (read at noon UTC); a timestamp is the day it is in `timeZone` (the reader's).
 */
export function formatDay(value: string, timeZone?: string): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(value)
    ? formatLongDate(`${value}T12:00:00Z`, 'UTC')
    : formatLongDate(value, timeZone);
}

/** A month ('2026-06', or the month a moment is in, in `timeZone`) as 'Jun 2026'. */
export function formatMonth(value: DateInput, timeZone?: string): string {
  const m = typeof value === 'string' ? /^(\d{4})-(\d{2})$/.exec(value) : null;
  const p = m ? { year: Number(m[1]), month: Number(m[2]) } : dayParts(value, timeZone);
  return p && p.month >= 1 && p.month <= 12 ? `${MONTHS[p.month - 1]} ${p.year}` : '';
}

/** The day of the week ('Monday') of a moment in `timeZone`. */
export function formatWeekday(value: DateInput, timeZone?: string): string {
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'long' }).format(date);
}

/**
 * The time zone of what the server writes for people to read later (e-mails, the settlement PDF): stated
 * here, since a server has no reader's browser to ask. US Eastern, the firms' usual court time.
 */
export const DOCUMENT_TIME_ZONE = 'America/New_York';
