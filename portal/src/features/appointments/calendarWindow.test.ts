import { describe, expect, it } from 'vitest';
import { canStep, clampDate, fromLocalInput, toLocalInput, viewWindow } from './calendarWindow.ts';
import { bookingBody, bookingResolver } from './bookingForm.ts';
import { MESSAGES } from '@casebridge/domain';

// Local dates: the calendar works in the browser's time zone.
const day = (y: number, m: number, d: number, h = 0) => new Date(y, m - 1, d, h);

describe('the calendar window', () => {
  it('covers whole weeks for a month, Sunday to Saturday', () => {
    const { start, end } = viewWindow('month', day(2026, 3, 15));
    expect(start).toEqual(day(2026, 3, 1));
    expect(end).toEqual(day(2026, 4, 5));
  });

  it('covers the week, the day and 30 days of agenda', () => {
    expect(viewWindow('week', day(2026, 3, 4, 10))).toEqual({ start: day(2026, 3, 1), end: day(2026, 3, 8) });
    expect(viewWindow('day', day(2026, 3, 4, 10))).toEqual({ start: day(2026, 3, 4), end: day(2026, 3, 5) });
    expect(viewWindow('agenda', day(2026, 3, 4, 10)).end).toEqual(day(2026, 4, 3));
  });

  it('keeps navigation within the bounds', () => {
    const bounds = { min: day(2026, 3, 4, 9), max: day(2026, 3, 20, 9) };
    expect(clampDate(day(2026, 2, 1), bounds)).toEqual(day(2026, 3, 4));
    expect(clampDate(day(2026, 5, 1), bounds)).toEqual(day(2026, 3, 20));
    expect(clampDate(day(2026, 3, 10, 8), bounds)).toEqual(day(2026, 3, 10, 8));
    expect(canStep('day', day(2026, 3, 4), -1, bounds)).toBe(false);
    expect(canStep('day', day(2026, 3, 5), -1, bounds)).toBe(true);
    expect(canStep('week', day(2026, 3, 16), 1, bounds)).toBe(false);
    expect(canStep('week', day(2026, 3, 10), 1, bounds)).toBe(true);
  });

  it('reads and writes datetime-local values', () => {
    expect(toLocalInput(day(2026, 3, 4, 9))).toBe('2026-03-04T09:00');
    expect(fromLocalInput('2026-03-04T09:00')).toBe(day(2026, 3, 4, 9).toISOString());
    expect(fromLocalInput('')).toBe('');
  });
});

describe('the booking form', () => {
  const values = {
    licenseId: 'l1',
    caseId: 'ca1',
    claimantName: 'typed before a case was picked',
    start: '2026-03-04T09:00',
    end: '2026-03-04T09:30',
    notes: '',
  };

  it('sends the case without a typed name, or the name without a case', () => {
    expect(bookingBody(values)).toMatchObject({ caseId: 'ca1', claimantName: null });
    expect(bookingBody({ ...values, caseId: '' })).toMatchObject({
      caseId: null,
      claimantName: values.claimantName,
    });
  });

  it('puts the domain’s messages under the form’s fields', async () => {
    const result = await bookingResolver({ ...values, end: '2026-03-04T08:00' }, undefined, {
      fields: {},
      shouldUseNativeValidation: false,
    });
    expect(result.errors['end']?.message).toBe(MESSAGES.appointmentEndBeforeStart);
  });
});
