/** The professionals of a company (SPEC.md 7 "Presented case and professionals"): whom a firm may address. */
import { z } from 'zod';
import { ENDPOINTS, professionalSchema } from '@casebridge/domain';
import type { CompanyType, Endpoint } from '@casebridge/domain';
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

/** GET /companies/{id}/attorneys, /health-providers, /sub-facilities: the list when the company is of that kind. */
const byKind = (endpoint: Endpoint, kind: CompanyType, label: string) =>
  defineRoute({
    endpoint,
    access: 'authenticated',
    params: idParams,
    doc: {
      summary: `A company’s ${label} (SPEC.md 7): id, name, lastName, credentials`,
      description:
        `The professionals of a ${kind} company, by last name (an empty list for a company of another kind); ` +
        'visibility as GET /companies/{id}/professionals.',
      tags: ['referrals'],
      response: z.array(professionalSchema),
    },
    handler: (ctx) => ({
      status: 200,
      body: companyProfessionals(ctx.services, callerOf(ctx), ctx.params.id, kind),
    }),
  });

export const professionalRoutes = [
  professionals,
  byKind(ENDPOINTS.getCompanyAttorneys, 'ATTORNEY', 'attorneys'),
  byKind(ENDPOINTS.getCompanyHealthProviders, 'HEALTH_PROVIDER', 'health providers'),
  byKind(ENDPOINTS.getCompanySubFacilities, 'FACILITY', 'sub-facilities'),
];
