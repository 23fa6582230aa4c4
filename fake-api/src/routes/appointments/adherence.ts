/**
 * GET /cases/{id}/adherence (issue 16, treatment adherence): the case's missed appointments, last visit and
 * treatment gap, for the case's firm and internal staff. A collaborator or the claimant, who see the case, get
 * 403; anyone else 404, as for a case that does not exist.
 */
import {
  ENDPOINTS,
  MISSED_APPOINTMENT_AFTER_MS,
  TREATMENT_GAP_DAYS,
  caseAdherenceSchema,
} from '@casebridge/domain';
import { defineRoute } from '../../core/defineRoute.ts';
import { forbidden } from '../../core/errors.ts';
import { callerOf, idParams } from '../access.ts';
import { seeCase } from '../cases/caseService.ts';
import { caseAdherence } from './adherenceService.ts';

const read = defineRoute({
  endpoint: ENDPOINTS.getCaseAdherence,
  access: 'authenticated',
  params: idParams,
  doc: {
    summary: 'A case’s treatment adherence: missed appointments, last visit, gap',
    description:
      `An appointment is missed when still scheduled ${MISSED_APPOINTMENT_AFTER_MS / 3_600_000} hours after ` +
      `its end; the treatment has a gap when the open case’s last concluded or scheduled appointment ended more ` +
      `than ${TREATMENT_GAP_DAYS} days ago (gapDays, else null). The case’s firm and internal staff read it; a ` +
      'collaborator or the claimant 403; anyone else 404. The attorney is alerted once per missed appointment ' +
      'and per gap (APPOINTMENT / ALERT_1) by the server’s sweep.',
    tags: ['cases', 'appointments'],
    response: caseAdherenceSchema,
    errors: [403, 404],
  },
  handler: (ctx) => {
    const { legalCase, access } = seeCase(ctx.services, callerOf(ctx), ctx.params.id);
    if (access !== 'FIRM' && access !== 'INTERNAL')
      throw forbidden('Only the case’s law firm can see its treatment adherence');
    return { status: 200, body: caseAdherence(ctx.services, legalCase) };
  },
});

export const adherenceRoutes = [read];
