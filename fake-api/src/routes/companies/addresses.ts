/** A company's addresses and the addresses of its licensed professional profiles (SPEC.md 7 "Addresses"). */
import { COMPANY_ADDRESS_MESSAGES, ENDPOINTS, addressSchema, can } from '@casebridge/domain';
import { z } from 'zod';
import { defineRoute } from '../../core/defineRoute.ts';
import { forbidden, notFound } from '../../core/errors.ts';
import type { Principal, Services } from '../../core/types.ts';
import { callerOf, idParams, inCompanyOrInternal } from '../access.ts';
import { companyOr404 } from './companies.ts';
import { assignLicenseAddresses, companyAddresses, removeAddresses } from './companyAddressService.ts';
import { companyMemberRoutes } from './companyMembers.ts';

const idList = z
  .union([z.string(), z.array(z.string())])
  .transform((v) =>
    [v]
      .flat()
      .flatMap((s) => s.split(','))
      .map((s) => s.trim())
      .filter(Boolean),
  )
  .pipe(z.array(z.string()).min(1, { error: 'Give at least one id.' }).max(100));

const licenseParams = z.object({ id: z.string().min(1), licenseId: z.string().min(1) });
const tags = ['addresses'];

/** The license when the caller may see its company (its users or staff); 404 otherwise. */
function visibleLicense(services: Services, principal: Principal, id: string) {
  const license = services.store.collection('licenses').get(id);
  if (!license || !inCompanyOrInternal(principal, license.companyId)) throw notFound();
  return license;
}

/** The company's addresses, each `selected` when it is one of the license's. */
function licenseSelection(services: Services, companyId: string, licenseId: string) {
  return companyAddresses(services, companyId).map((a) => ({ ...a, selected: a.licenseId === licenseId }));
}

/** The company's OWNER or ADMIN (staff who validate too); 403 for its other users. */
function editingCompany(services: Services, principal: Principal, companyId: string) {
  if (!inCompanyOrInternal(principal, companyId)) throw notFound();
  const company = companyOr404(services, companyId);
  const allowed =
    (can(principal, 'company.edit') && principal.companyId === company.id) ||
    can(principal, 'registry.validate');
  if (!allowed) throw forbidden();
  return company;
}

const companyAddressList = defineRoute({
  endpoint: ENDPOINTS.getCompanyAddresses,
  access: (principal, { params }) => inCompanyOrInternal(principal, params.id),
  params: idParams,
  doc: { summary: "A company's addresses", tags, response: z.array(addressSchema) },
  handler: ({ params, services }) => {
    const company = companyOr404(services, params.id);
    return { status: 200, body: companyAddresses(services, company.id) };
  },
});

const deleteAddresses = defineRoute({
  endpoint: ENDPOINTS.deleteAddresses,
  access: (principal) => can(principal, 'company.edit'),
  query: z.object({ ids: idList }),
  doc: {
    summary: "Remove addresses of the caller's company (OWNER or ADMIN): ?ids=a,b",
    description:
      `404 when one is not the company's; 409 for the company address itself ("${COMPANY_ADDRESS_MESSAGES.locationAddress}"). ` +
      'A premium PRO address removed is no longer billed from the next period.',
    tags,
    response: z.object({ ids: z.array(z.string()) }),
  },
  handler: (ctx) => {
    const caller = callerOf(ctx);
    const company = companyOr404(ctx.services, caller.companyId ?? '');
    removeAddresses(ctx.services, company, ctx.query.ids);
    return { status: 200, body: { ids: ctx.query.ids } };
  },
});

const addressesOfLicenses = defineRoute({
  endpoint: ENDPOINTS.getAddressesOfLicenses,
  access: 'authenticated',
  query: z.object({ licenseIds: idList }),
  doc: {
    summary: 'The addresses of licensed professional profiles: ?licenseIds=a,b',
    description: "404 when a license is unknown or of another company (staff see every company's).",
    tags,
    response: z.array(addressSchema),
  },
  handler: (ctx) => {
    const caller = callerOf(ctx);
    const licenses = ctx.query.licenseIds.map((id) => visibleLicense(ctx.services, caller, id));
    const ids = new Set(licenses.map((l) => l.id));
    const companies = [...new Set(licenses.map((l) => l.companyId))];
    const body = companies.flatMap((c) =>
      companyAddresses(ctx.services, c).filter((a) => a.licenseId !== null && ids.has(a.licenseId)),
    );
    return { status: 200, body };
  },
});

const licenseAddresses = defineRoute({
  endpoint: ENDPOINTS.getLicenseAddresses,
  access: 'authenticated',
  params: idParams,
  doc: {
    summary: 'The addresses of one licensed professional profile',
    tags,
    response: z.array(addressSchema),
  },
  handler: (ctx) => {
    const license = visibleLicense(ctx.services, callerOf(ctx), ctx.params.id);
    const body = companyAddresses(ctx.services, license.companyId).filter((a) => a.licenseId === license.id);
    return { status: 200, body };
  },
});

const companyLicenseAddresses = defineRoute({
  endpoint: ENDPOINTS.getCompanyLicenseAddresses,
  access: (principal, { params }) => inCompanyOrInternal(principal, params.id),
  params: licenseParams,
  doc: {
    summary: "A company's addresses, `selected` when they are the license's",
    tags,
    response: z.array(addressSchema),
  },
  handler: ({ params, services }) => {
    const company = companyOr404(services, params.id);
    const license = services.store.collection('licenses').get(params.licenseId);
    if (!license || license.companyId !== company.id) throw notFound();
    return { status: 200, body: licenseSelection(services, company.id, license.id) };
  },
});

const setCompanyLicenseAddresses = defineRoute({
  endpoint: ENDPOINTS.setCompanyLicenseAddresses,
  access: 'authenticated',
  params: licenseParams,
  body: z.object({ addressIds: z.array(z.string().min(1)).max(100) }),
  doc: {
    summary: "Set which of the company's addresses are the license's (OWNER or ADMIN)",
    description:
      'The addresses named get the license; the others that had it lose it. 404 for an address or license ' +
      "not of the company; 403 for the company's other users.",
    tags,
    response: z.array(addressSchema),
  },
  handler: (ctx) => {
    const { params, services, body } = ctx;
    const company = editingCompany(services, callerOf(ctx), params.id);
    const license = services.store.collection('licenses').get(params.licenseId);
    if (!license || license.companyId !== company.id) throw notFound();
    assignLicenseAddresses(services, company.id, license.id, body.addressIds);
    return { status: 200, body: licenseSelection(services, company.id, license.id) };
  },
});

export const addressRoutes = [
  companyAddressList,
  deleteAddresses,
  addressesOfLicenses,
  licenseAddresses,
  companyLicenseAddresses,
  setCompanyLicenseAddresses,
  // My Company's people and deleting the company, served with the addresses (one registration).
  ...companyMemberRoutes,
];
