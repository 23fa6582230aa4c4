/**
 * Treatment adherence alerts (issue 16; rules in domain rules/adherence.ts), from the server's clock: the
 * scheduler (routes/index.ts scheduledJobs) and POST /dev/clock run this sweep. It reads, through indexed
 * ranges, (1) the SCHEDULED appointments not yet alerted that ended more than a day ago (missed) and (2) the
 * appointments not yet checked that ended more than 30 days ago (their case may have a treatment gap), and tells
 * the case's responsible attorney with APPOINTMENT / ALERT_1, once per missed appointment (adherenceAlertedAt)
 * and once per gap episode (the case's gapAlertedForVisitEnd: the last visit the gap follows).
 */
import { gapBefore, isCaseOpen, missedBefore, treatmentGap } from '@casebridge/domain';
import type { Appointment, LegalCase } from '@casebridge/domain';
import type { Services } from '../../core/types.ts';
import { notifyAdherence } from './adherenceNotices.ts';

const BATCH = 200;
/** The scheduler's limit per transaction (a large backlog in several). */
export const SCHEDULED_ADHERENCE_LIMIT = 500;

export interface AdherenceSweepResult {
  missed: number;
  gaps: number;
  /** True when the limit stopped the sweep with appointments possibly still due: run it again. */
  more: boolean;
}

function openCase(services: Services, caseId: string | null): LegalCase | null {
  const legalCase = caseId ? services.store.collection('cases').get(caseId) : undefined;
  return legalCase && isCaseOpen(legalCase.status) && !legalCase.mergedIntoCaseId ? legalCase : null;
}

/** Marks a missed appointment alerted and tells the attorney; true when someone was told. */
function alertMissed(services: Services, appointment: Appointment, now: Date): boolean {
  services.store.update('appointments', appointment.id, { adherenceAlertedAt: now.toISOString() });
  const legalCase = openCase(services, appointment.caseId);
  if (!legalCase) return false;
  notifyAdherence(services, legalCase, appointment, 'missed');
  return true;
}

/** Marks the appointment checked and, when its case now has a gap not yet told, tells the attorney. */
function checkGap(services: Services, appointment: Appointment, now: Date): boolean {
  services.store.update('appointments', appointment.id, { gapCheckedAt: now.toISOString() });
  const legalCase = openCase(services, appointment.caseId);
  if (!legalCase) return false;
  const all = services.store.collection('appointments').findBy('caseId', legalCase.id);
  const gap = treatmentGap(legalCase.status, all, now);
  if (!gap || legalCase.gapAlertedForVisitEnd === gap.lastVisit.endDate) return false;
  services.store.update('cases', legalCase.id, { gapAlertedForVisitEnd: gap.lastVisit.endDate });
  notifyAdherence(services, legalCase, gap.lastVisit, 'gap', gap.days);
  return true;
}

/** Handles the due appointments of one range, batch by batch; answers how many alerted and if it stopped. */
function sweepRange(
  services: Services,
  filter: Record<string, unknown>,
  handle: (appointment: Appointment) => boolean,
  budget: { left: number },
): { alerted: number; more: boolean } {
  let alerted = 0;
  const seen = new Set<string>();
  for (;;) {
    const due = services.store.collection('appointments').list({
      filter,
      sort: { field: 'endDate', order: 'ASC' },
      range: [0, BATCH - 1],
    }).data;
    const fresh = due.filter((a) => !seen.has(a.id));
    for (const appointment of fresh) {
      if (budget.left <= 0) return { alerted, more: true };
      budget.left--;
      seen.add(appointment.id);
      if (handle(appointment)) alerted++;
    }
    // A handled appointment gets its flag and leaves the range; `seen` guards against one that would not.
    if (due.length < BATCH || fresh.length === 0) return { alerted, more: false };
  }
}

/** Sends the adherence alerts due at the server's time (at most `limit` appointments); one transaction. */
export function runAdherenceSweep(
  services: Services,
  limit = Number.POSITIVE_INFINITY,
): AdherenceSweepResult {
  const now = services.clock.now();
  const budget = { left: limit };
  const missed = sweepRange(
    services,
    { status: 'SCHEDULED', adherenceAlertedAt: null, endDate_lte: missedBefore(now) },
    (a) => alertMissed(services, a, now),
    budget,
  );
  if (missed.more) return { missed: missed.alerted, gaps: 0, more: true };
  const gaps = sweepRange(
    services,
    { gapCheckedAt: null, endDate_lt: gapBefore(now) },
    (a) => checkGap(services, a, now),
    budget,
  );
  return { missed: missed.alerted, gaps: gaps.alerted, more: gaps.more };
}
