import type { Address, Company, RegistryEntry, Subscription, User } from '@casebridge/domain';

/** Test records: complete domain entities with sensible defaults, overridable per test. */
export function makeCompany(overrides: Partial<Company> = {}): Company {
  return {
    id: 'c1',
    name: 'Acme Injury Law',
    type: 'ATTORNEY',
    status: 'VALIDATED',
    subscriptionType: 'PRO',
    email: 'office@acme.test',
    taxId: '123456789',
    phoneNumber: '3055550123',
    website: 'acme.test',
    mission: 'We fight for the injured.',
    location: {
      id: 'l1',
      latitude: 25.76,
      longitude: -80.19,
      address: '100 Main St',
      suite: 'Suite 5',
      city: 'Miami',
      state: 'FL',
      zipCode: '33101',
      country: 'US',
    },
    picture: null,
    ownerId: 'u1',
    salesRepresentativeId: null,
    npiNumber: null,
    licenseNumber: null,
    facilityType: null,
    facilityTypeOther: null,
    specialtyIds: [],
    keywords: '',
    directoryVisible: true,
    caseResume: { total: 28, totalAvailable: 12, totalSpent: 28, totalPurchase: 30, totalIncluded: 10 },
    rejectionMotive: null,
    rejectionText: null,
    infoRequestMessage: null,
    createdAt: '2026-03-04T10:00:00.000Z',
    updatedAt: '2026-10-01T10:00:00.000Z',
    validatedAt: '2026-03-05T10:00:00.000Z',
    submittedAt: '2026-03-04T12:00:00.000Z',
    ...overrides,
  };
}

export function makeSubscription(overrides: Partial<Subscription> = {}): Subscription {
  return {
    id: 's1',
    companyId: 'c1',
    planType: 'PRO',
    status: 'ACTIVE',
    trialing: false,
    freeTrialUsed: true,
    trialEnd: null,
    subscriptionPeriodEnd: '2026-12-01T00:00:00.000Z',
    billingType: 'MONTHLY',
    lastUpdate: '2026-10-01T10:00:00.000Z',
    creditCard: { id: 'card1', brand: 'visa', lastDigits: '4242' },
    paymentError: false,
    downgradeTo: null,
    customer: true,
    ...overrides,
  };
}

export function makeAddress(overrides: Partial<Address> = {}): Address {
  return {
    id: 'a1',
    companyId: 'c1',
    licenseId: null,
    address: '200 Ocean Dr',
    auxId: 'aux-1',
    city: 'Miami Beach',
    state: 'FL',
    country: 'US',
    zipCode: '33139',
    latitude: 25.78,
    longitude: -80.13,
    suite: null,
    selected: true,
    premiumStatus: 'ACTIVE',
    tierType: 'PRO',
    previousPremiumStatus: null,
    previousTierType: null,
    licensesCount: 1,
    ...overrides,
  };
}

export function makeUser(overrides: Partial<User> = {}): User {
  return {
    id: 'u1',
    email: 'jane@acme.test',
    name: 'Jane',
    lastName: 'Roe',
    userType: 'ATTORNEY',
    companyId: 'c1',
    permission: 'OWNER',
    position: null,
    status: 'ACTIVE',
    enabled: true,
    verified: true,
    professionalProfileActive: true,
    passwordReset: false,
    changelogRead: true,
    phone: null,
    picture: null,
    specialtyId: null,
    licenseNumber: null,
    createdAt: '2026-03-04T10:00:00.000Z',
    lastLoginAt: null,
    ...overrides,
  };
}

/** A registry row as the data provider hands it to the list (keyed by company id). */
export function makeRegistryEntry(overrides: Partial<RegistryEntry> = {}): RegistryEntry {
  return {
    id: 'c1',
    companyId: 'c1',
    companyName: 'Acme Injury Law',
    companyType: 'ATTORNEY',
    status: 'VALIDATED',
    subscriptionType: 'PRO',
    email: 'office@acme.test',
    state: 'FL',
    city: 'Miami',
    planType: 'PRO',
    billingType: 'ANNUAL',
    subscriptionStatus: 'TRIALING',
    trialing: true,
    trialEnd: '2026-12-01T00:00:00.000Z',
    subscriptionPeriodEnd: '2027-03-04T00:00:00.000Z',
    paymentError: false,
    salesRepresentativeId: 'u-rep',
    salesRepresentativeName: 'Sam Rep',
    createdAt: '2026-03-04T12:00:00.000Z',
    lastUpdate: '2026-11-02T12:00:00.000Z',
    lastActivity: '2026-11-20T12:00:00.000Z',
    ...overrides,
  };
}
