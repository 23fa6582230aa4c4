import { describe, expect, it } from 'vitest';
import {
  formatDay,
  formatDateTime,
  formatDayLabel,
  formatMonth,
  formatWeekday,
  formatMoment,
  formatTimeOfDay,
  formatInputDate,
  formatLongDate,
  formatPhone,
  formatShortDate,
  maskInputDate,
  missionCounterLevel,
  parseInputDate,
  phoneDigitsOnly,
  relativeDayLabel,
} from './format.ts';

describe('phone', () => {
  it('formats 10 digits as (XXX) XXX-XXXX', () => {
    expect(formatPhone('5551234567')).toBe('(555) 123-4567');
    expect(formatPhone('(555) 123-4567')).toBe('(555) 123-4567');
    expect(formatPhone('(555) 123-4567').length).toBe(14);
  });
  it('masks progressively and drops extra digits', () => {
    expect(formatPhone('')).toBe('');
    expect(formatPhone(null)).toBe('');
    expect(formatPhone('55')).toBe('(55');
    expect(formatPhone('55512')).toBe('(555) 12');
    expect(formatPhone('5551234')).toBe('(555) 123-4');
    expect(formatPhone('555123456789')).toBe('(555) 123-4567');
  });
  it('keeps digits only', () => {
    expect(phoneDigitsOnly('(555) 123-4567')).toBe('5551234567');
    expect(phoneDigitsOnly(undefined)).toBe('');
  });
});

describe('missionCounterLevel', () => {
  it('fine above 150, warning 51 to 150, danger 50 or fewer', () => {
    expect(missionCounterLevel(1500)).toBe('fine');
    expect(missionCounterLevel(151)).toBe('fine');
    expect(missionCounterLevel(150)).toBe('warning');
    expect(missionCounterLevel(51)).toBe('warning');
    expect(missionCounterLevel(50)).toBe('danger');
    expect(missionCounterLevel(0)).toBe('danger');
  });
});

describe('dates', () => {
  const d = '2026-11-01T12:00:00.000Z';
  it('formats the three spec formats', () => {
    expect(formatLongDate(d, 'UTC')).toBe('Nov 01, 2026');
    expect(formatShortDate(d, 'UTC')).toBe('11/01/26');
    expect(formatInputDate(d, 'UTC')).toBe('11/01/2026');
    expect(formatInputDate(new Date(Date.UTC(2027, 0, 5)), 'UTC')).toBe('01/05/2027');
  });
  it('respects the time zone', () => {
    expect(formatLongDate('2026-11-01T02:00:00.000Z', 'America/New_York')).toBe('Oct 31, 2026');
  });
  it('answers empty strings for invalid dates', () => {
    expect(formatLongDate('nope')).toBe('');
    expect(formatShortDate(Number.NaN)).toBe('');
  });
  it('parses MM/DD/YYYY strictly', () => {
    expect(parseInputDate('11/01/2026')?.toISOString()).toBe('2026-11-01T00:00:00.000Z');
    expect(parseInputDate('02/30/2026')).toBeNull();
    expect(parseInputDate('2026-11-01')).toBeNull();
  });
  it('masks a typed date as MM/DD/YYYY', () => {
    expect(maskInputDate('04')).toBe('04');
    expect(maskInputDate('041')).toBe('04/1');
    expect(maskInputDate('04171985')).toBe('04/17/1985');
    expect(maskInputDate('04/17/1985xx99')).toBe('04/17/1985');
    expect(maskInputDate('')).toBe('');
  });
  it('labels Today, Yesterday, Tomorrow', () => {
    const now = '2026-11-01T12:00:00.000Z';
    expect(relativeDayLabel('2026-11-01T00:00:00.000Z', now, 'UTC')).toBe('Today');
    expect(relativeDayLabel('2026-10-31T23:00:00.000Z', now, 'UTC')).toBe('Yesterday');
    expect(relativeDayLabel('2026-11-02T01:00:00.000Z', now, 'UTC')).toBe('Tomorrow');
    expect(relativeDayLabel('2026-11-03T01:00:00.000Z', now, 'UTC')).toBeNull();
    expect(relativeDayLabel('2027-01-01T00:00:00.000Z', '2026-12-31T10:00:00.000Z', 'UTC')).toBe('Tomorrow');
    expect(formatDayLabel('2026-10-20T00:00:00.000Z', now, 'UTC')).toBe('Oct 20, 2026');
    expect(formatDayLabel('2026-11-01T09:00:00.000Z', now, 'UTC')).toBe('Today');
  });
  it('writes a moment with its time of day, in the given time zone', () => {
    const now = '2026-11-01T18:00:00.000Z';
    expect(formatTimeOfDay('2026-11-01T15:05:00.000Z', 'UTC')).toBe('3:05 PM');
    expect(formatMoment('2026-11-01T15:05:00.000Z', now, 'UTC')).toBe('Today, 3:05 PM');
    expect(formatMoment('2026-11-01T15:05:00.000Z', now, 'America/New_York')).toBe('Today, 10:05 AM');
    expect(formatMoment('2026-10-20T09:00:00.000Z', now, 'UTC')).toBe('Oct 20, 2026, 9:00 AM');
    expect(formatMoment('not a date', now)).toBe('');
  });
});

describe('the one date module (issue 40 item 34)', () => {
  const moment = '2026-12-02T00:09:00Z';
  it('writes date and time in the reader’s time zone', () => {
    expect(formatDateTime(moment, 'America/Denver')).toBe('Dec 01, 2026, 5:09 PM');
    expect(formatDateTime(moment, 'UTC')).toBe('Dec 02, 2026, 12:09 AM');
    expect(formatDateTime('not a date', 'UTC')).toBe('');
  });
  it('labels a moment Today or Yesterday by the reader’s calendar, not UTC’s', () => {
    const now = '2026-12-02T08:00:00Z';
    expect(formatMoment(moment, now, 'UTC')).toBe('Today, 12:09 AM');
    expect(formatMoment(moment, now, 'America/Denver')).toBe('Yesterday, 5:09 PM');
    expect(formatMoment(moment, '2026-12-20T00:00:00Z', 'America/Denver')).toBe('Dec 01, 2026, 5:09 PM');
  });
  it('reads calendar days and months the same in every zone', () => {
    expect(formatDay('2026-06-01', 'America/Denver')).toBe('Jun 01, 2026');
    expect(formatDay('2026-06-01', 'Asia/Tokyo')).toBe('Jun 01, 2026');
    expect(formatDay('2026-12-02T00:09:00Z', 'America/Denver')).toBe('Dec 01, 2026');
    expect(formatMonth('2026-06')).toBe('Jun 2026');
    expect(formatMonth('2026-13')).toBe('');
    expect(formatMonth('2026-07-01T03:00:00Z', 'America/Denver')).toBe('Jun 2026');
    expect(formatWeekday('2026-12-02T00:09:00Z', 'America/Denver')).toBe('Tuesday');
  });
});
