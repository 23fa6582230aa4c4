/** The company registry (console) and a company's own record (portal). */
import { z } from 'zod';
import {
  COMPANY_ADDRESS_MESSAGES,
  MESSAGES,
  can,
  keptIdentifier,
  companyEditSchema,
  ENDPOINTS,
  companySchema,
  userSchema,
} from '@casebridge/domain';
import type { Company, Location } from '@casebridge/domain';
import { getOr404 } from '../../core/records.ts';
import { defineRoute } from '../../core/defineRoute.ts';
import { defineListRoute } from '../../core/listRoute.ts';
import { conflict, validationError } from '../../core/errors.ts';
import type { Services } from '../../core/types.ts';
import { validate } from '../../core/validate.ts';
import { idParams, inCompanyOrInternal } from '../access.ts';
import { blobResponse, readBlob } from '../blobResponse.ts';
import { geocoderOf } from '../activation/geo.ts';
import { placeholderLogo } from './placeholderLogo.ts';
import { saveAddresses } from './companyAddressService.ts';
import { toPublicUser } from '../serialize.ts';

const FILTER_FIELDS = [
  'type',
  'status',
  'subscriptionType',
  'salesRepresentativeId',
  'ownerId',
  'name',
  'email',
  'location.state',
  'location.city',
  'createdAt',
  'updatedAt',
  'validatedAt',
  'submittedAt',
];

/** Company fields the edit form may change (SPEC.md section 3, company save payload). */
const EDITABLE = [
  'name',
  'taxId',
  'phoneNumber',
  'website',
  'mission',
  'npiNumber',
  'licenseNumber',
  'location',
  'facilityType',
  'facilityTypeOther',
  'specialtyIds',
  'keywords',
  'shareLinkPolicy',
] as const satisfies readonly (keyof Company)[];

export function companyOr404(services: Services, id: string): Company {
  return getOr404(services, 'companies', id);
}

/** The validated edit payload as a patch of the stored company; phone numbers are stored digits only. */
export function companyPatch(company: Company, parsed: Record<string, unknown>): Partial<Company> {
  const patch: Record<string, unknown> = {};
  for (const field of EDITABLE) {
    if (parsed[field] !== undefined) patch[field] = parsed[field];
  }
  // License or NPI, not both (SPEC.md 5): the server keeps one, whatever was sent.
  const identifier = keptIdentifier(company.type, parsed);
  if (identifier) Object.assign(patch, identifier);
  if (typeof patch['phoneNumber'] === 'string') {
    patch['phoneNumber'] = patch['phoneNumber'].replace(/\D/g, '') || null;
  }
  if (patch['location'] && typeof patch['location'] === 'object') {
    const location = patch['location'] as Record<string, unknown>;
    patch['location'] = {
      ...location,
      id: location['id'] ?? company.location?.id ?? `loc-${company.id}`,
      suite: location['suite'] ?? null,
    };
  }
  return patch as Partial<Company>;
}

type Place = Pick<Location, 'latitude' | 'longitude' | 'address' | 'city' | 'state' | 'zipCode'>;
const samePlace = (a: Place, b: Place | null) =>
  b !== null &&
  (['latitude', 'longitude', 'address', 'city', 'state', 'zipCode'] as const).every(
    (key) => a[key] === b[key],
  );

/** A changed location must be a place of the maps service (400 'Please select a valid address ...'). */
async function checkNewLocation(services: Services, company: Company, location: Place | null | undefined) {
  if (!location || samePlace(location, company.location)) return;
  if (!(await geocoderOf(services).isKnownPlace(location)))
    throw validationError({ location: MESSAGES.invalidAddress }, MESSAGES.invalidAddress);
}

const listCompanies = defineListRoute({
  endpoint: ENDPOINTS.listCompanies,
  access: (principal) => can(principal, 'registry.read'),
  collection: 'companies',
  resource: 'companies',
  filterFields: FILTER_FIELDS,
  doc: {
    summary:
      'The company registry (internal roles): sort, range, filter (type, status, subscriptionType, q), ids',
    tags: ['companies'],
    response: z.array(companySchema),
  },
});

const getCompany = defineRoute({
  endpoint: ENDPOINTS.getCompany,
  access: (principal, { params }) => inCompanyOrInternal(principal, params.id),
  params: idParams,
  doc: {
    summary: 'A company (internal roles or its own users)',
    tags: ['companies'],
    response: companySchema,
  },
  handler: ({ params, services }) => ({ status: 200, body: companyOr404(services, params.id) }),
});

const updateCompany = defineRoute({
  endpoint: ENDPOINTS.updateCompany,
  access: (principal, { params }) =>
    (can(principal, 'company.edit') && principal.companyId === params.id) ||
    can(principal, 'registry.validate'),
  params: idParams,
  doc: {
    summary:
      'Edit a company, its addresses and directory visibility (its OWNER or ADMIN, or staff who validate)',
    description:
      'The body is validated by companyEditSchema for the company type: facilities also need a directory ' +
      'address (location) and a License # or NPI Number unless noLicenseOrNpi. A changed location must be ' +
      `a place of GET /geo/places (400 "${MESSAGES.invalidAddress}"). \`addresses\` edits (with id) or adds ` +
      '(without) company addresses, each a place of the maps service not repeating another (400 "' +
      `${MESSAGES.duplicateAddress}"), with the premium wished (premiumStatus ACTIVE): the first premium ` +
      'address is FREE, later ones PRO; a change is refused (409) unless the subscription is a valid Premium ' +
      'one, and a paid one (priced as PUT /subscriptions/{id}/summary) needs a card on file (402). ' +
      "`deleteAddress` removes addresses (404 when not the company's, 409 for the company location). " +
      "`addressDirectory` sets the company's `directoryVisible` (the facility visibility toggle: a facility is " +
      'listed in the directory only while it is on; 409 unless VALIDATED).',
    requestBody: companyEditSchema('FACILITY'),
    tags: ['companies'],
    response: companySchema,
  },
  handler: async ({ params, body, services }) => {
    const company = companyOr404(services, params.id);
    const values = validate(companyEditSchema(company.type), body);
    const parsed = values as Record<string, unknown>;
    await checkNewLocation(services, company, values.location);
    const patch = companyPatch(company, parsed);
    if (values.addressDirectory !== undefined && values.addressDirectory !== company.directoryVisible) {
      if (company.status !== 'VALIDATED') throw conflict(COMPANY_ADDRESS_MESSAGES.visibilityNeedsValidation);
      patch.directoryVisible = values.addressDirectory;
    }
    await saveAddresses(services, company, values);
    const updated = services.store.update('companies', company.id, {
      ...patch,
      updatedAt: services.clock.now().toISOString(),
    });
    return { status: 200, body: updated };
  },
});

const members = defineRoute({
  endpoint: ENDPOINTS.getCompanyMembers,
  access: (principal, { params }) => inCompanyOrInternal(principal, params.id),
  params: idParams,
  doc: { summary: "A company's users", tags: ['companies'], response: z.array(userSchema) },
  handler: ({ params, services }) => {
    const company = companyOr404(services, params.id);
    const users = services.store.collection('users').findBy('companyId', company.id);
    return { status: 200, body: users.map(toPublicUser) };
  },
});

const picture = defineRoute({
  endpoint: ENDPOINTS.getCompanyPicture,
  access: 'public',
  params: idParams,
  doc: {
    summary: "A company's logo (public, for <img> tags): the uploaded one, else a generated initials SVG",
    tags: ['companies'],
    produces: 'image/*',
  },
  handler: async ({ params, services }) => {
    const uploaded = await readBlob(services, `companies/${params.id}`);
    if (uploaded) return blobResponse(uploaded);
    const company = companyOr404(services, params.id);
    return {
      status: 200,
      headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'public, max-age=3600' },
      body: placeholderLogo(company.id, company.name),
    };
  },
});

export const companyRoutes = [listCompanies, getCompany, updateCompany, members, picture];
