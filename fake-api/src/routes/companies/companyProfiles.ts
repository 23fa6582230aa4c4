/**
 * POST /companies/{id}/licenses (issue 15, My Company): adds a licensed professional profile. Not in the spec's
 * call list (which only reads /licenses); designed like the members' invite. Switching a profile on or off is
 * PUT /users/profile/{id}/activate and /deactivate (staff/externalUsers.ts hands a license id to this module).
 */
import { ENDPOINTS, companyLicenseSchema, professionalProfileSchema } from '@casebridge/domain';
import { defineRoute } from '../../core/defineRoute.ts';
import { callerOf, idParams } from '../access.ts';
import { addProfile, profileCompany } from './profileService.ts';

const addLicense = defineRoute({
  endpoint: ENDPOINTS.addCompanyLicense,
  access: 'authenticated',
  params: idParams,
  body: professionalProfileSchema,
  doc: {
    summary: 'Add a licensed professional profile, active (OWNER or ADMIN of the company)',
    description:
      "addressIds (optional): the company's addresses the profile practises at (404 when one is not the " +
      "company's; an address another profile had moves to the new one). " +
      'Premium only (409 on Basic or Advanced, or while the subscription is pending cancellation or its payment ' +
      'failed). The first 2 active profiles are included; another one is an extra profile billed with the ' +
      'subscription (priced first with PUT /subscriptions/{id}/summary, newAditionalProfiles: 1) and needs a ' +
      "card on file (402). 404 for another company, 403 for the company's plain members.",
    tags: ['companies'],
    response: companyLicenseSchema,
    errors: [402, 403, 404, 409],
  },
  handler: (ctx) => {
    const company = profileCompany(ctx.services, callerOf(ctx), ctx.params.id);
    return { status: 201, body: addProfile(ctx.services, company, ctx.body) };
  },
});

export const companyProfileRoutes = [addLicense];
