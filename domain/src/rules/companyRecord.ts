/** A new company record: what every company starts with before its owner fills anything in. */
import type { CaseResume, Company } from '../entities.ts';

export const EMPTY_CASE_RESUME: CaseResume = {
  total: 0,
  totalAvailable: 0,
  totalSpent: 0,
  totalPurchase: 0,
  totalIncluded: 0,
};

type Required = Pick<Company, 'name' | 'type' | 'status' | 'subscriptionType' | 'email'>;

/** Every optional field empty, the dates set to `now`; `fields` overrides any of them. */
export function newCompanyRecord(
  fields: Required & Partial<Omit<Company, 'id'>>,
  now: string,
): Omit<Company, 'id'> {
  return {
    taxId: null,
    phoneNumber: null,
    website: null,
    mission: null,
    location: null,
    picture: null,
    ownerId: null,
    salesRepresentativeId: null,
    npiNumber: null,
    licenseNumber: null,
    facilityType: null,
    facilityTypeOther: null,
    specialtyIds: [],
    keywords: '',
    directoryVisible: true,
    caseResume: { ...EMPTY_CASE_RESUME },
    rejectionMotive: null,
    rejectionText: null,
    infoRequestMessage: null,
    createdAt: now,
    updatedAt: now,
    validatedAt: null,
    submittedAt: null,
    ...fields,
  };
}
