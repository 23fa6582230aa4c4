/**
 * Treatment adherence (issue 16, "beyond"): the case's attorney hears of a missed appointment and of a gap in
 * the claimant's treatment. An appointment is MISSED when it is still SCHEDULED (neither concluded nor canceled)
 * a day after its end. A case has a TREATMENT GAP when it is open, has had appointments, and its last concluded
 * or scheduled appointment ended more than 30 days ago with none scheduled ahead. The fake API's sweep alerts
 * from these rules and the case page shows them.
 */
import type { AppointmentStatus, CaseStatus } from '../enums.ts';
import { isCaseOpen } from './cases.ts';

const DAY_MS = 86_400_000;

/** How long after its end a still-scheduled appointment counts as missed (1 day). */
export const MISSED_APPOINTMENT_AFTER_MS = DAY_MS;
/** The longest time without a visit before a case's treatment has a gap (30 days). */
export const TREATMENT_GAP_DAYS = 30;
export const TREATMENT_GAP_MS = TREATMENT_GAP_DAYS * DAY_MS;

export interface AdherenceAppointment {
  id: string;
  status: AppointmentStatus;
  startDate: string;
  endDate: string;
}

/** Whether the appointment was missed at `now`: still SCHEDULED a day after its end. */
export function isMissedAppointment(appointment: AdherenceAppointment, now: Date): boolean {
  return (
    appointment.status === 'SCHEDULED' &&
    now.getTime() - Date.parse(appointment.endDate) >= MISSED_APPOINTMENT_AFTER_MS
  );
}

/** The end before which a still-scheduled appointment is missed at `now` (the sweep's indexed bound). */
export function missedBefore(now: Date): string {
  return new Date(now.getTime() - MISSED_APPOINTMENT_AFTER_MS).toISOString();
}

/** The end before which a last visit leaves a gap at `now`. */
export function gapBefore(now: Date): string {
  return new Date(now.getTime() - TREATMENT_GAP_MS).toISOString();
}

/** The concluded or scheduled appointment that ends last (canceled ones do not count), or null. */
export function lastVisit<T extends AdherenceAppointment>(appointments: readonly T[]): T | null {
  let last: T | null = null;
  for (const appointment of appointments) {
    if (appointment.status === 'CANCELED') continue;
    if (!last || Date.parse(appointment.endDate) > Date.parse(last.endDate)) last = appointment;
  }
  return last;
}

export interface TreatmentGap<T> {
  /** The last concluded or scheduled appointment (the one the gap follows). */
  lastVisit: T;
  /** Whole days since it ended. */
  days: number;
}

/**
 * The case's treatment gap at `now`, or null: the case is open, has had appointments, and its last concluded
 * or scheduled one ended more than 30 days ago (so none is scheduled ahead).
 */
export function treatmentGap<T extends AdherenceAppointment>(
  caseStatus: CaseStatus,
  appointments: readonly T[],
  now: Date,
): TreatmentGap<T> | null {
  if (!isCaseOpen(caseStatus)) return null;
  const last = lastVisit(appointments);
  if (!last) return null;
  const since = now.getTime() - Date.parse(last.endDate);
  const ahead = appointments.some((a) => a.status === 'SCHEDULED' && Date.parse(a.startDate) > now.getTime());
  if (ahead || since <= TREATMENT_GAP_MS) return null;
  return { lastVisit: last, days: Math.floor(since / DAY_MS) };
}
