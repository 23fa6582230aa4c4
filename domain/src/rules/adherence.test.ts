import { describe, expect, it } from 'vitest';
import {
  MISSED_APPOINTMENT_AFTER_MS,
  TREATMENT_GAP_DAYS,
  gapBefore,
  isMissedAppointment,
  lastVisit,
  missedBefore,
  treatmentGap,
} from './adherence.ts';
import type { AdherenceAppointment } from './adherence.ts';

const NOW = new Date('2026-06-01T12:00:00.000Z');
const DAY = 86_400_000;
const at = (daysAgo: number) => new Date(NOW.getTime() - daysAgo * DAY).toISOString();
const appt = (
  id: string,
  status: AdherenceAppointment['status'],
  endDaysAgo: number,
): AdherenceAppointment => ({
  id,
  status,
  startDate: new Date(Date.parse(at(endDaysAgo)) - 3_600_000).toISOString(),
  endDate: at(endDaysAgo),
});

describe('missed appointments', () => {
  it('is a scheduled appointment a day after its end, not before', () => {
    expect(MISSED_APPOINTMENT_AFTER_MS).toBe(DAY);
    expect(isMissedAppointment(appt('a', 'SCHEDULED', 1), NOW)).toBe(true);
    expect(isMissedAppointment(appt('a', 'SCHEDULED', 0.9), NOW)).toBe(false);
    expect(missedBefore(NOW)).toBe(at(1));
  });

  it('is never a concluded or canceled one', () => {
    expect(isMissedAppointment(appt('a', 'CONCLUDED', 5), NOW)).toBe(false);
    expect(isMissedAppointment(appt('a', 'CANCELED', 5), NOW)).toBe(false);
  });
});

describe('treatment gaps', () => {
  it('counts the last concluded or scheduled visit, never a canceled one', () => {
    const visits = [appt('a', 'CONCLUDED', 40), appt('b', 'SCHEDULED', 35), appt('c', 'CANCELED', 2)];
    expect(lastVisit(visits)?.id).toBe('b');
    expect(lastVisit([appt('c', 'CANCELED', 2)])).toBeNull();
  });

  it('is more than 30 days since the last visit of an open case', () => {
    expect(TREATMENT_GAP_DAYS).toBe(30);
    expect(gapBefore(NOW)).toBe(at(30));
    const gap = treatmentGap('TREATING', [appt('a', 'CONCLUDED', 31.5), appt('c', 'CANCELED', 3)], NOW);
    expect(gap).toEqual({ lastVisit: expect.objectContaining({ id: 'a' }), days: 31 });
    expect(treatmentGap('TREATING', [appt('a', 'CONCLUDED', 30)], NOW)).toBeNull();
    expect(treatmentGap('TREATING', [appt('a', 'CONCLUDED', 29)], NOW)).toBeNull();
  });

  it('is none with an appointment ahead, without appointments, or on a closed case', () => {
    const ahead = { id: 'n', status: 'SCHEDULED' as const, startDate: at(-2), endDate: at(-2.1) };
    expect(treatmentGap('TREATING', [appt('a', 'CONCLUDED', 60), ahead], NOW)).toBeNull();
    expect(treatmentGap('TREATING', [], NOW)).toBeNull();
    expect(treatmentGap('TREATING', [appt('c', 'CANCELED', 60)], NOW)).toBeNull();
    expect(treatmentGap('CLOSED', [appt('a', 'CONCLUDED', 60)], NOW)).toBeNull();
    expect(treatmentGap('SETTLED', [appt('a', 'CONCLUDED', 60)], NOW)).toBeNull();
  });
});
