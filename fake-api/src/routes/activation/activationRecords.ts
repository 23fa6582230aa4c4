/** The records the activation forms write: checks of the picked place, the licensed profile, the company. */
import { randomUUID } from 'node:crypto';
import {
  MESSAGES,
  activatePremium,
  isDuplicateAddress,
  isPremiumSubscriptionType,
  nextStatus,
} from '@casebridge/domain';
import type {
  ActivationFacilityValues,
  ActivationProfessionalValues,
  Address,
  Company,
  License,
  Location,
} from '@casebridge/domain';
import { validationError } from '../../core/errors.ts';
import type { Services } from '../../core/types.ts';
import { notifyReviewers } from '../companies/staffReviewNotices.ts';
import { geocoderOf } from './geo.ts';

type PickedLocation = ActivationFacilityValues['location'];

const addressError = (message: string) => validationError({ location: message }, message);

/** 400 unless the place came from the maps service and is not an address of the company yet. */
export async function checkPlace(
  services: Services,
  company: Company,
  location: PickedLocation,
  suite: string | null | undefined,
): Promise<void> {
  if (!(await geocoderOf(services).isKnownPlace(location))) throw addressError(MESSAGES.invalidAddress);
  const existing = services.store.collection('addresses').findBy('companyId', company.id);
  if (isDuplicateAddress({ ...location, suite: suite ?? null }, existing))
    throw addressError(MESSAGES.duplicateAddress);
}

/**
 * The licensed profile being completed (profileId) or a new one. When the company has a non-support member
 * (the caller first), the profile is theirs and keeps their names; otherwise the payload names are used.
 */
export function saveLicense(
  services: Services,
  company: Company,
  values: ActivationProfessionalValues,
  callerId: string,
): License {
  const { store } = services;
  const members = store
    .collection('users')
    .findBy('companyId', company.id)
    .filter((user) => user.userType !== 'SUPPORT')
    .sort((a, b) => Number(b.id === callerId) - Number(a.id === callerId));
  const member = members[0];
  const person = member ? { name: member.name, lastName: member.lastName } : values;
  const fields = {
    userId: member?.id ?? null,
    name: person.name,
    lastName: person.lastName,
    licenseNumber: values.professionalLicenseNumber,
    specialtyId: values.specialtyId,
  };
  if (member) {
    store.update('users', member.id, {
      specialtyId: values.specialtyId,
      licenseNumber: values.professionalLicenseNumber,
    });
  }
  if (values.profileId) return store.update('licenses', values.profileId, fields);
  return store.insert('licenses', {
    companyId: company.id,
    npiNumber: null,
    credentials: { label: '' },
    premium: isPremiumSubscriptionType(company.subscriptionType),
    previousPremium: null,
    ...fields,
  });
}

function firstAddress(
  company: Company,
  location: PickedLocation,
  suite: string | null,
  licenseId: string | null,
) {
  const record: Omit<Address, 'id'> = {
    companyId: company.id,
    licenseId,
    address: location.address,
    auxId: randomUUID(),
    city: location.city,
    state: location.state,
    country: location.country || 'US',
    zipCode: location.zipCode,
    latitude: location.latitude,
    longitude: location.longitude,
    suite,
    selected: true,
    premiumStatus: null,
    tierType: null,
    previousPremiumStatus: null,
    previousTierType: null,
    licensesCount: licenseId ? 1 : 0,
  };
  // A premium plan includes one free premium address: the first one (address premium rules).
  return isPremiumSubscriptionType(company.subscriptionType) ? activatePremium(record, []) : record;
}

type CommonValues = Pick<ActivationFacilityValues, 'companyName' | 'location' | 'suite' | 'billingType'>;

/** Writes the first address, the company data and status, the billing choice; tells the staff; answers the company. */
export function activateCompany(
  services: Services,
  company: Company,
  values: CommonValues,
  extra: { licenseId: string | null; fields: Partial<Company> },
): Company {
  const { store } = services;
  const now = services.clock.now().toISOString();
  const suite = values.suite || null;
  const address = store.insert('addresses', firstAddress(company, values.location, suite, extra.licenseId));
  const location: Location = {
    id: address.id,
    latitude: address.latitude,
    longitude: address.longitude,
    address: address.address,
    suite,
    city: address.city,
    state: address.state,
    zipCode: address.zipCode,
    country: address.country,
  };
  const subscription = store.collection('subscriptions').findOne('companyId', company.id);
  if (subscription && (subscription.trialing || subscription.planType === 'BASIC')) {
    store.update('subscriptions', subscription.id, { billingType: values.billingType, lastUpdate: now });
  }
  const activated = store.update('companies', company.id, {
    ...extra.fields,
    name: values.companyName,
    location,
    billingChoice: values.billingType,
    status: nextStatus('completeAccount', company.status)!,
    submittedAt: now,
    updatedAt: now,
  });
  notifyReviewers(services, activated, 'activated');
  return activated;
}
