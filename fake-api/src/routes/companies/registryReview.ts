/**
 * GET /companies/{id}/review (issue 40 item 12): what the staff validate, for the console's registry page and
 * its validate / reject / request-information dialogs. Every rejection motive is about a license or an NPI
 * number, so the answer names them all: the facility type, the company's numbers, its specialties and its
 * licensed professionals (with their names). Staff only (registry.read): 403 for anyone else.
 */
import {
  ATTORNEY_SPECIALTIES,
  ENDPOINTS,
  FACILITY_TYPE_OTHER_ID,
  FACILITY_TYPES,
  HEALTH_PROVIDER_SPECIALTIES,
  can,
  registryReviewSchema,
} from '@casebridge/domain';
import type { CatalogItem, Company, RegistryReview } from '@casebridge/domain';
import { defineRoute } from '../../core/defineRoute.ts';
import type { Services } from '../../core/types.ts';
import { idParams } from '../access.ts';
import { companyOr404 } from './companies.ts';

const nameIn = (items: readonly CatalogItem[], id: string | null) =>
  id === null ? null : (items.find((item) => item.id === id)?.name ?? id);

function facilityTypeOf(company: Company): string | null {
  if (!company.facilityType) return null;
  const name = nameIn(FACILITY_TYPES, company.facilityType);
  return company.facilityType === FACILITY_TYPE_OTHER_ID && company.facilityTypeOther
    ? `${name}: ${company.facilityTypeOther}`
    : name;
}

/** The review facts of `company`, from its record and its licensed profiles. */
export function registryReviewOf(services: Services, company: Company): RegistryReview {
  const specialties = company.type === 'ATTORNEY' ? ATTORNEY_SPECIALTIES : HEALTH_PROVIDER_SPECIALTIES;
  const professionals = services.store
    .collection('licenses')
    .findBy('companyId', company.id)
    .map((license) => ({
      id: license.id,
      userId: license.userId,
      name: license.name,
      lastName: license.lastName,
      licenseNumber: license.licenseNumber || null,
      npiNumber: license.npiNumber || null,
      specialty: nameIn(specialties, license.specialtyId),
    }));
  return {
    companyId: company.id,
    companyType: company.type,
    facilityType: facilityTypeOf(company),
    licenseNumber: company.licenseNumber || null,
    npiNumber: company.npiNumber || null,
    specialties: company.specialtyIds.map((id) => nameIn(specialties, id)!),
    professionals,
  };
}

const review = defineRoute({
  endpoint: ENDPOINTS.getRegistryReview,
  access: (principal) => can(principal, 'registry.read'),
  params: idParams,
  doc: {
    summary: 'What the staff validate about a company: license, NPI, specialties, professionals (staff only)',
    description:
      'Names rather than ids: the facility type (with the text of Other), the specialties of the company ' +
      "type's catalog, and every licensed professional profile with its holder's names, license and NPI.",
    tags: ['registry'],
    response: registryReviewSchema,
    errors: [403, 404],
  },
  handler: ({ params, services }) => ({
    status: 200,
    body: registryReviewOf(services, companyOr404(services, params.id)),
  }),
});

export const registryReviewRoutes = [review];
