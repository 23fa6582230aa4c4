/**
 * My Company's licensed professional profiles (issue 15): adding one and switching one on or off. The rules
 * (who pays, what is refused) are the domain's (rules/professionalProfiles.ts); this module applies them to the
 * store: an extra profile (beyond the included ones) needs a card on file, as a paid premium address does.
 */
import {
  ATTORNEY_SPECIALTIES,
  HEALTH_PROVIDER_SPECIALTIES,
  PROFILE_MESSAGES,
  can,
  profileActivation,
  profileAddition,
  profileDeactivation,
} from '@casebridge/domain';
import type { Company, License, ProfessionalProfileValues, ProfileSwitch } from '@casebridge/domain';
import { conflict, forbidden, notFound, paymentFailed, validationError } from '../../core/errors.ts';
import type { Principal, Services } from '../../core/types.ts';
import { companyOr404 } from './companies.ts';
import { assignLicenseAddresses, ownAddresses } from './companyAddressService.ts';

const subscriptionOf = (services: Services, companyId: string) =>
  services.store.collection('subscriptions').findOne('companyId', companyId);
const licensesOf = (services: Services, companyId: string) =>
  services.store.collection('licenses').findBy('companyId', companyId);

/**
 * The company whose profiles the caller manages: its OWNER or ADMIN, or internal staff who manage external
 * users. 404 for another company's caller, 403 for the company's plain members.
 */
export function profileCompany(services: Services, principal: Principal, companyId: string): Company {
  const staff = can(principal, 'externalUsers.manage');
  if (!staff && principal.companyId !== companyId) throw notFound();
  const company = companyOr404(services, companyId);
  if (!staff && !can(principal, 'company.edit')) throw forbidden();
  return company;
}

/** 409 when refused; a paid extra profile needs a card on file (402). */
function apply(services: Services, companyId: string, decision: ProfileSwitch): void {
  if (decision.kind === 'refused') throw conflict(decision.reason);
  if (decision.paid && !subscriptionOf(services, companyId)?.creditCard)
    throw paymentFailed(PROFILE_MESSAGES.noCardOnFile);
}

/**
 * Adds an active profile to the company (the specialty must be one of the company type's) at the company's
 * addresses `addressIds` (404 when one is not the company's; one another profile had moves to the new one).
 */
export function addProfile(services: Services, company: Company, values: ProfessionalProfileValues): License {
  const specialties = company.type === 'ATTORNEY' ? ATTORNEY_SPECIALTIES : HEALTH_PROVIDER_SPECIALTIES;
  if (!specialties.some((s) => s.id === values.specialtyId))
    throw validationError({ specialtyId: 'Choose one of the listed specialties.' });
  const licenses = licensesOf(services, company.id);
  apply(services, company.id, profileAddition(licenses, subscriptionOf(services, company.id)));
  ownAddresses(services, company.id, values.addressIds);
  const license = services.store.insert('licenses', {
    companyId: company.id,
    userId: null,
    name: values.name,
    lastName: values.lastName,
    licenseNumber: values.licenseNumber,
    npiNumber: null,
    specialtyId: values.specialtyId,
    credentials: { label: values.credentials ?? '' },
    premium: true,
    previousPremium: null,
  });
  assignLicenseAddresses(services, company.id, license.id, values.addressIds);
  return license;
}

/** Activates or deactivates `license` for `principal` (access as profileCompany). */
export function switchProfile(
  services: Services,
  principal: Principal,
  license: License,
  active: boolean,
): License {
  const company = profileCompany(services, principal, license.companyId);
  const licenses = licensesOf(services, company.id);
  if (active) {
    apply(services, company.id, profileActivation(license, licenses, subscriptionOf(services, company.id)));
  } else {
    apply(services, company.id, profileDeactivation(license, company.ownerId));
  }
  return services.store.update('licenses', license.id, { premium: active });
}
