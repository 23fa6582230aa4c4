import { describe, expect, it } from 'vitest';
import { ACTORS, actor } from './testActor.ts';
import {
  APPOINTMENT_STATUS_LABELS,
  calendarBounds,
  canMoveAppointment,
  findOverlap,
  mayUseAppointments,
  slotProblem,
  slotsOverlap,
} from './appointments.ts';
import { createAppointmentBodySchema, cancelAppointmentBodySchema } from '../schemas/appointments.ts';
import { MESSAGES } from '../messages.ts';

const slot = (start: string, end: string) => ({
  startDate: `2026-03-02T${start}:00.000Z`,
  endDate: `2026-03-02T${end}:00.000Z`,
});

describe('appointment rules', () => {
  it('labels every status', () => {
    expect(APPOINTMENT_STATUS_LABELS).toEqual({
      SCHEDULED: 'Scheduled',
      CONCLUDED: 'Concluded',
      CANCELED: 'Canceled',
    });
  });

  it('moves only a scheduled appointment, to concluded or canceled', () => {
    expect(canMoveAppointment('SCHEDULED', 'CANCELED')).toBe(true);
    expect(canMoveAppointment('SCHEDULED', 'CONCLUDED')).toBe(true);
    expect(canMoveAppointment('CONCLUDED', 'CANCELED')).toBe(false);
    expect(canMoveAppointment('CANCELED', 'CONCLUDED')).toBe(false);
    expect(canMoveAppointment('CANCELED', 'SCHEDULED')).toBe(false);
  });

  it('is for providers and facilities, not attorney firms, factoring companies or staff', () => {
    expect(mayUseAppointments(ACTORS.hpOwner)).toBe(true);
    expect(mayUseAppointments(ACTORS.facilityPro)).toBe(true);
    expect(mayUseAppointments(ACTORS.facilitySupport)).toBe(true);
    expect(mayUseAppointments(ACTORS.attorneyOwner)).toBe(false);
    expect(mayUseAppointments(ACTORS.factoring)).toBe(false);
    expect(mayUseAppointments(ACTORS.claimant)).toBe(false);
    expect(mayUseAppointments(actor({ userType: 'SYSTEM_ADMIN', companyType: null }))).toBe(false);
  });

  it('finds a scheduled overlap; touching ends, canceled and concluded ones and itself do not count', () => {
    const existing = [
      { id: 'a', status: 'SCHEDULED' as const, ...slot('10:00', '11:00') },
      { id: 'b', status: 'CANCELED' as const, ...slot('12:00', '13:00') },
      { id: 'c', status: 'CONCLUDED' as const, ...slot('14:00', '15:00') },
    ];
    expect(findOverlap(existing, slot('10:30', '11:30'))?.id).toBe('a');
    expect(findOverlap(existing, slot('09:00', '12:00'))?.id).toBe('a');
    expect(findOverlap(existing, slot('11:00', '12:00'))).toBeUndefined();
    expect(findOverlap(existing, slot('09:00', '10:00'))).toBeUndefined();
    expect(findOverlap(existing, slot('12:15', '12:45'))).toBeUndefined();
    expect(findOverlap(existing, slot('14:00', '14:30'))).toBeUndefined();
    expect(findOverlap(existing, slot('10:00', '11:00'), 'a')).toBeUndefined();
    expect(slotsOverlap(slot('10:00', '11:00'), slot('10:59', '12:00'))).toBe(true);
  });

  it('refuses an end not after the start and a slot past 12 hours', () => {
    expect(slotProblem(slot('10:00', '10:00'))).toBe('order');
    expect(slotProblem(slot('11:00', '10:00'))).toBe('order');
    expect(slotProblem(slot('08:00', '20:00'))).toBeNull();
    expect(slotProblem(slot('08:00', '20:01'))).toBe('length');
  });

  it('bounds the calendar from the first appointment or today to the last one or a year ahead', () => {
    const now = new Date('2026-03-02T12:00:00.000Z');
    expect(calendarBounds(null, null, now)).toEqual({
      min: now,
      max: new Date('2027-03-02T12:00:00.000Z'),
    });
    const bounds = calendarBounds('2025-01-10T10:00:00.000Z', '2028-01-01T10:00:00.000Z', now);
    expect(bounds.min.toISOString()).toBe('2025-01-10T10:00:00.000Z');
    expect(bounds.max.toISOString()).toBe('2028-01-01T10:00:00.000Z');
  });
});

describe('appointment bodies', () => {
  const valid = { licenseId: 'l1', caseId: 'c1', ...slot('10:00', '10:30') };

  it('accepts a case or a claimant name, with notes trimmed to null when blank', () => {
    expect(createAppointmentBodySchema.parse({ ...valid, notes: '  ' }).notes).toBeNull();
    const named = createAppointmentBodySchema.parse({ ...valid, caseId: null, claimantName: ' Ana Diaz ' });
    expect(named.claimantName).toBe('Ana Diaz');
  });

  it('words each refusal as the domain messages do', () => {
    const messages = (body: unknown) =>
      createAppointmentBodySchema.safeParse(body).error?.issues.map((issue) => issue.message) ?? [];
    expect(messages({ ...valid, caseId: null })).toEqual([MESSAGES.appointmentClaimantOrCase]);
    expect(messages({ ...valid, ...slot('10:30', '10:00') })).toEqual([MESSAGES.appointmentEndBeforeStart]);
    expect(messages({ ...valid, ...slot('01:00', '14:00') })).toEqual([MESSAGES.appointmentTooLong]);
    expect(messages({ ...valid, startDate: 'tomorrow' })).toContain(MESSAGES.appointmentDateInvalid);
    expect(messages({ ...valid, licenseId: '' })).toEqual([MESSAGES.appointmentLicenseRequired]);
    expect(cancelAppointmentBodySchema.safeParse({ reason: '  ' }).error?.issues[0]?.message).toBe(
      MESSAGES.appointmentCancelReasonRequired,
    );
  });
});
