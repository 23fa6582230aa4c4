/** How the calendar names professionals and appointments, with the spec's date formats (SPEC.md 9). */
import { formatDayLabel, formatTimeOfDay } from '@casebridge/domain';
import type { AppointmentView, Professional } from '@casebridge/domain';

export const professionalLabel = (p: Professional): string =>
  [`${p.name} ${p.lastName}`.trim(), p.credentials].filter(Boolean).join(', ');

/** 'Today, 9:00 AM – 9:30 AM' or 'Mar 02, 2026, 9:00 AM – 9:30 AM' (local time). */
export function appointmentWhen(a: Pick<AppointmentView, 'startDate' | 'endDate'>, now = new Date()): string {
  const start = new Date(a.startDate);
  const end = new Date(a.endDate);
  return `${formatDayLabel(start, now)}, ${formatTimeOfDay(start)} – ${formatTimeOfDay(end)}`;
}

/** The event's title in the calendar: the claimant, the case's folio when it has one. */
export const appointmentTitle = (a: AppointmentView): string =>
  a.folio ? `${a.claimantName} (${a.folio})` : a.claimantName;
