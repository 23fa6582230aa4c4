/**
 * 'Activate your account' (SPEC.md 2.5, 3 "Complete payloads", 4 INCOMPLETE -> PENDING_REVIEW, 5 "Activation
 * and company address"): POST /account/complete/facility, /attorney and /health-provider. Only the OWNER of an
 * INCOMPLETE company of that type; the body is the domain's activation schema; the address must be one the
 * maps service suggests and not already in the company. Saving sets the company data, creates its first
 * address (and, for professionals, the licensed profile), records the billing choice and moves the company
 * to PENDING_REVIEW, where the console's registry shows it waiting for validation.
 */
import {
  COMPLETE_ACCOUNT_ENDPOINTS,
  keptIdentifier,
  ATTORNEY_SPECIALTIES,
  FACILITY_TYPE_OTHER_ID,
  FACILITY_TYPES,
  HEALTH_PROVIDER_SPECIALTIES,
  MESSAGES,
  activationFacilitySchema,
  activationProfessionalSchema,
  completeAccountResultSchema,
} from '@casebridge/domain';
import type {
  ActivationFacilityValues,
  ActivationProfessionalValues,
  CatalogItem,
  Company,
  CompanyType,
} from '@casebridge/domain';
import type { ZodType } from 'zod';
import { defineRoute } from '../../core/defineRoute.ts';
import { conflict, validationError } from '../../core/errors.ts';
import type { HandlerContext, Services } from '../../core/types.ts';
import { validate } from '../../core/validate.ts';
import { activateCompany, checkPlace, saveLicense } from './activationRecords.ts';
import { infoOf, ownedCompany } from './completeAccount.ts';

const invalid = (field: string) => validationError({ [field]: MESSAGES.invalidOption });
const inCatalog = (items: readonly CatalogItem[], id: string) => items.some((item) => item.id === id);

/** The owner's INCOMPLETE company of `type` (403 not the owner, 409 wrong type or already activated). */
function incompleteCompany(ctx: HandlerContext<unknown, unknown, unknown>, type: CompanyType): Company {
  const company = ownedCompany(ctx);
  if (company.type !== type) throw conflict(MESSAGES.activationCompanyTypeMismatch);
  if (company.status !== 'INCOMPLETE') throw conflict(MESSAGES.activationNotIncomplete);
  return company;
}

function answer(services: Services, company: Company) {
  return { status: 200, body: { company, info: infoOf(services, company) } };
}

async function completeFacility(services: Services, company: Company, values: ActivationFacilityValues) {
  if (!inCatalog(FACILITY_TYPES, values.facilityType)) throw invalid('facilityType');
  await checkPlace(services, company, values.location, values.suite);
  const other = values.facilityType === FACILITY_TYPE_OTHER_ID ? values.facilityTypeOther : null;
  return activateCompany(services, company, values, {
    licenseId: null,
    fields: {
      facilityType: values.facilityType,
      facilityTypeOther: other || null,
      // License or NPI, not both (SPEC.md 5): the one the facility chose, else its license.
      ...(keptIdentifier('FACILITY', values) ?? { licenseNumber: null, npiNumber: null }),
    },
  });
}

async function completeProfessional(
  services: Services,
  company: Company,
  values: ActivationProfessionalValues,
  ctx: HandlerContext<unknown, unknown, unknown>,
) {
  const specialties = company.type === 'ATTORNEY' ? ATTORNEY_SPECIALTIES : HEALTH_PROVIDER_SPECIALTIES;
  if (!inCatalog(specialties, values.specialtyId)) throw invalid('specialtyId');
  if (values.profileId) {
    const profile = services.store.collection('licenses').get(values.profileId);
    if (profile?.companyId !== company.id) throw invalid('profileId');
  }
  await checkPlace(services, company, values.location, values.suite);
  const license = saveLicense(services, company, values, ctx.principal!.userId);
  return activateCompany(services, company, values, {
    licenseId: license.id,
    fields: { specialtyIds: [values.specialtyId] },
  });
}

const commonDescription =
  `Only the OWNER (403 "${MESSAGES.activationOwnerOnly}") of an INCOMPLETE company (409 ` +
  `"${MESSAGES.activationNotIncomplete}") of this type (409 "${MESSAGES.activationCompanyTypeMismatch}"). ` +
  'The body is validated with the activation schema (400 with per-field messages, e.g. "The field is ' +
  `required"); the location must be a place of GET /geo/places (400 "${MESSAGES.invalidAddress}") and not ` +
  `an address of the company already (400 "${MESSAGES.duplicateAddress}"). Sets the company name, location ` +
  '(with the suite) and type data, creates its first address (premium FREE tier when the plan is premium), ' +
  'moves the company to PENDING_REVIEW with submittedAt, and answers it with its complete-account info. ' +
  'billingType is stored as company.billingChoice and, while the subscription has not been charged yet ' +
  '(BASIC or trialing), as the subscription billing type too.';

function completeRoute<S extends ZodType>(
  type: keyof typeof COMPLETE_ACCOUNT_ENDPOINTS,
  schema: S,
  extra: string,
  complete: (
    services: Services,
    company: Company,
    values: ReturnType<S['parse']>,
    ctx: HandlerContext<unknown, unknown, unknown>,
  ) => Promise<Company>,
) {
  const endpoint = COMPLETE_ACCOUNT_ENDPOINTS[type];
  const label = endpoint.path.split('/').pop()!.replace('-', ' ');
  return defineRoute({
    endpoint,
    access: 'authenticated',
    doc: {
      summary: `Activate the caller's ${label} company (its OWNER): PENDING_REVIEW`,
      description: `${commonDescription} ${extra}`,
      tags: ['account'],
      requestBody: schema,
      response: completeAccountResultSchema,
      errors: [403, 409],
    },
    handler: async (ctx) => {
      const company = incompleteCompany(ctx, type);
      const values = validate(schema, ctx.body) as ReturnType<S['parse']>;
      return answer(ctx.services, await complete(ctx.services, company, values, ctx));
    },
  });
}

const professionalExtra =
  'Creates the licensed profile (or completes the one named by profileId) with the specialty and license ' +
  'number. When the company has a non-support member, the profile keeps that member\u2019s names (the ' +
  'form shows them read-only) and the payload names are ignored.';

export const activationRoutes = [
  completeRoute(
    'FACILITY',
    activationFacilitySchema,
    'Facility type from GET /catalogs/facility-types (facilityTypeOther kept only for Other); identifierType ' +
      'LICENSE keeps only licenseNumber, NPI only npiNumber, both without a choice keep the license; ' +
      'noLicenseOrNpi clears both.',
    (services, company, values) => completeFacility(services, company, values),
  ),
  completeRoute(
    'ATTORNEY',
    activationProfessionalSchema,
    `Specialty from GET /catalogs/specialties/attorneys. ${professionalExtra}`,
    completeProfessional,
  ),
  completeRoute(
    'HEALTH_PROVIDER',
    activationProfessionalSchema,
    `Specialty from GET /catalogs/specialties/health-providers. ${professionalExtra}`,
    completeProfessional,
  ),
];
