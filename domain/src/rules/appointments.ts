/**
 * Appointments (issue 16; SPEC.md 2.3, 3 "Other entities", 4 "Other", 7 "Appointments"): a provider's or
 * facility's calendar of its licensed professionals. Attorney firms have none. An appointment is SCHEDULED,
 * then CONCLUDED or CANCELED (with a reason); one professional never has two SCHEDULED appointments at once.
 * The fake API enforces these rules and the portal shows them, from this one definition.
 */
import type { AppointmentStatus } from '../enums.ts';
import type { Actor } from './actor.ts';
import { isExternal } from './actor.ts';

export const APPOINTMENT_STATUS_LABELS: Record<AppointmentStatus, string> = {
  SCHEDULED: 'Scheduled',
  CONCLUDED: 'Concluded',
  CANCELED: 'Canceled',
};

/** What an appointment may become: only a SCHEDULED one moves, to CONCLUDED or CANCELED. */
export const APPOINTMENT_TRANSITIONS: Record<AppointmentStatus, readonly AppointmentStatus[]> = {
  SCHEDULED: ['CONCLUDED', 'CANCELED'],
  CONCLUDED: [],
  CANCELED: [],
};

export function canMoveAppointment(from: AppointmentStatus, to: AppointmentStatus): boolean {
  return APPOINTMENT_TRANSITIONS[from].includes(to);
}

/** The longest notes and cancel reason, and the longest appointment (12 hours). */
export const APPOINTMENT_LIMITS = {
  notes: 1000,
  reason: 500,
  claimantName: 120,
  maxDurationMs: 12 * 3_600_000,
} as const;

/** Users of a health provider or facility (SPEC.md 2.3: the menu's Appointments is not for attorney firms). */
export function mayUseAppointments(actor: Actor): boolean {
  return isExternal(actor) && (actor.companyType === 'HEALTH_PROVIDER' || actor.companyType === 'FACILITY');
}

export interface AppointmentSlot {
  startDate: string;
  endDate: string;
}

/** Whether two half-open intervals [start, end) share any time (one ending as the other starts does not). */
export function slotsOverlap(a: AppointmentSlot, b: AppointmentSlot): boolean {
  return Date.parse(a.startDate) < Date.parse(b.endDate) && Date.parse(b.startDate) < Date.parse(a.endDate);
}

/**
 * The first SCHEDULED appointment of `existing` (one professional's) that `slot` would overlap, or undefined.
 * Concluded and canceled ones free their time. `exceptId` skips the appointment itself.
 */
export function findOverlap<T extends AppointmentSlot & { id?: string; status: AppointmentStatus }>(
  existing: readonly T[],
  slot: AppointmentSlot,
  exceptId?: string,
): T | undefined {
  return existing.find((a) => a.status === 'SCHEDULED' && a.id !== exceptId && slotsOverlap(a, slot));
}

/** Why a slot cannot be booked: 'order' (end not after start), 'length' (past 12 hours) or null when fine. */
export function slotProblem(slot: AppointmentSlot): 'order' | 'length' | null {
  const start = Date.parse(slot.startDate);
  const end = Date.parse(slot.endDate);
  if (!(end > start)) return 'order';
  if (end - start > APPOINTMENT_LIMITS.maxDurationMs) return 'length';
  return null;
}

const DAY_MS = 86_400_000;

/**
 * The calendar's navigable range: from the company's first appointment (or today, when earlier or none) to
 * its last one or a year from today, whichever is later, so the next appointment can always be booked.
 */
export function calendarBounds(
  minDate: string | null,
  maxDate: string | null,
  now: Date,
): { min: Date; max: Date } {
  const today = now.getTime();
  const min = minDate ? Math.min(Date.parse(minDate), today) : today;
  const max = Math.max(maxDate ? Date.parse(maxDate) : today, today + 365 * DAY_MS);
  return { min: new Date(min), max: new Date(max) };
}
