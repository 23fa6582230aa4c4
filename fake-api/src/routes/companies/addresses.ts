/** A company's addresses. */
import { ENDPOINTS, addressSchema } from '@casebridge/domain';
import { z } from 'zod';
import { defineRoute } from '../../core/defineRoute.ts';
import { idParams, inCompanyOrInternal } from '../access.ts';
import { companyOr404 } from './companies.ts';

const companyAddresses = defineRoute({
  endpoint: ENDPOINTS.getCompanyAddresses,
  access: (principal, { params }) => inCompanyOrInternal(principal, params.id),
  params: idParams,
  doc: { summary: "A company's addresses", tags: ['addresses'], response: z.array(addressSchema) },
  handler: ({ params, services }) => {
    const company = companyOr404(services, params.id);
    return { status: 200, body: services.store.collection('addresses').findBy('companyId', company.id) };
  },
});

export const addressRoutes = [companyAddresses];
