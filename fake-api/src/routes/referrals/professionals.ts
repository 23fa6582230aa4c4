/** The professionals of a company (SPEC.md 7 "Presented case and professionals"): whom a firm may address. */
import { z } from 'zod';
import { ENDPOINTS, professionalSchema } from '@casebridge/domain';
import { defineRoute } from '../../core/defineRoute.ts';
import { callerOf, idParams } from '../access.ts';
import { companyProfessionals } from './referralLists.ts';

const professionals = defineRoute({
  endpoint: ENDPOINTS.getCompanyProfessionals,
  access: 'authenticated',
  params: idParams,
  doc: {
    summary:
      'A company’s professionals (attorneys, health providers or sub-facilities): id, name, credentials',
    description:
      'Its licenses, by last name. Any signed-in user may list those of a VALIDATED company (to address a ' +
      'presentation); a company not validated answers 404 except to its own users and to staff.',
    tags: ['referrals'],
    response: z.array(professionalSchema),
  },
  handler: (ctx) => ({
    status: 200,
    body: companyProfessionals(ctx.services, callerOf(ctx), ctx.params.id),
  }),
});

export const professionalRoutes = [professionals];
